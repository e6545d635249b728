import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { checkoutUrl, selectCart } from '@/features/cart';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import styles from '../components/Checkout.module.css';

/** Where the payment provider sends a cancelled payment: nothing charged, the cart intact, back to checkout. */
export function CheckoutCancelledPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const cart = useSelector(selectCart);
  const cartId = params.get('cartId') ?? cart.cartId;
  return (
    <>
      <PageMeta
        title="Zahlung abgebrochen"
        description="Die Zahlung wurde abgebrochen, es wurde nichts abgebucht."
        path={pathname}
        noIndex
      />
      <ScreenIntro heading="Zahlung abgebrochen" lead="Es wurde nichts abgebucht. Ihr Warenkorb ist unverändert." />
      <div className={styles.section}>
        <p>Sie können die Bestellung jederzeit erneut abschließen – online oder auf Rechnung.</p>
        {cart.itemCount > 0 ? (
          <p>
            In Ihrem Warenkorb liegen weiterhin {cart.itemCount} {cart.itemCount === 1 ? 'Platz' : 'Plätze'} für{' '}
            {formatCents(cart.total)}.
          </p>
        ) : null}
        <p className={styles.buttons}>
          {cartId ? (
            <Link to={checkoutUrl(cartId)}>Zurück zur Kasse</Link>
          ) : (
            <Link to={paths.checkout}>Zurück zur Kasse</Link>
          )}
          <Link to={paths.home}>Weiter stöbern</Link>
        </p>
      </div>
    </>
  );
}
