import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { LoadingState } from '@/components/States';
import { CheckoutForm } from '../components/CheckoutForm';
import { EmptyCheckout } from '../components/EmptyCheckout';
import { SignInHint } from '../components/SignInHint';
import { useCheckoutItems } from '../hooks/useCheckoutItems';
import { useOpenCheckout } from '../hooks/useOpenCheckout';
import styles from '../components/Checkout.module.css';

/** `/checkout`: the five steps the store says, or why there is nothing to check out. */
export function CheckoutPage() {
  const { pathname } = useLocation();
  useOpenCheckout();
  const { items, cartLoading } = useCheckoutItems();

  let content;
  if (cartLoading) content = <LoadingState label="Warenkorb wird geladen …" />;
  else if (items.length === 0) content = <EmptyCheckout />;
  else
    content = (
      <>
        <SignInHint />
        <CheckoutForm items={items} />
      </>
    );

  return (
    <>
      <PageMeta title="Kasse" description="Ihre Buchung abschließen." path={pathname} noIndex />
      <ScreenIntro heading="Kasse" lead="Prüfen Sie Ihre Auswahl und schließen Sie Ihre Buchung ab." />
      <div className={styles.layout}>{content}</div>
    </>
  );
}
