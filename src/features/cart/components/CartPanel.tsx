import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Trash2, X } from 'lucide-react';
import { Button } from '@/components/Button';
import { Toasts } from '@/features/toasts';
import { formatCents, formatShortDate, todayInBerlin } from '@/lib/format';
import { lineBreakdown } from '@/lib/discountRows';
import { estimateCart, type LineEstimate } from '@/lib/pricing';
import { CART_BUTTON_ID, checkoutUrl } from '../cartRules';
import { cartClearRequested, cartItemRemoved, cartPanelToggled, selectCart } from '../cartSlice';
import { CartQuantityStepper } from './CartQuantityStepper';
import styles from './CartPanel.module.css';

/** The `Warenkorb` panel (docs/product.md): quantities, `Entfernen`, `Warenkorb leeren`, `Zur Kasse`. */
export default function CartPanel() {
  const dispatch = useDispatch();
  const { items, itemCount, cartId, panelOpen } = useSelector(selectCart);
  // Prices: the estimate book_cart will charge today, discounts included (docs/pricing.md).
  const today = todayInBerlin();
  const lineEstimates = estimateCart(items, today); // VAT per rate on the net sum, each line its share
  const estimates = new Map(items.map((item, i) => [item.id, lineEstimates[i]!]));
  const total = [...estimates.values()].reduce((sum, line) => sum + line.grossCents, 0);
  // `Zur Kasse` leaves the page: focus then goes to the new page's heading, not back to the header button.
  const leaving = useRef(false);
  const close = () => dispatch(cartPanelToggled(false));
  return (
    <Dialog.Root open={panelOpen} onOpenChange={(open) => dispatch(cartPanelToggled(open))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The header button opens the panel through the store, not as a Radix trigger: hand focus back to it.
            event.preventDefault();
            if (leaving.current) leaving.current = false;
            else document.getElementById(CART_BUTTON_ID)?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Warenkorb</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <X aria-hidden="true" size={20} />
              <span className="visually-hidden">Warenkorb schließen</span>
            </Dialog.Close>
          </div>
          {/* The toasts come into the dialog while it is open: reachable from it, covering none of its buttons. */}
          <Toasts layout="inline" />
          {items.length === 0 ? (
            <p className={styles.empty}>
              Ihr Warenkorb ist leer. Wählen Sie einen Termin und legen Sie ihn mit „In den Warenkorb“ hinein.
            </p>
          ) : (
            <>
              <ul className={styles.items}>
                {items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <p className={styles.itemTitle}>{item.title}</p>
                    <p className={styles.meta}>
                      {formatShortDate(item.sessionDate)}, {item.startTime} Uhr · {item.locationName}
                    </p>
                    <div className={styles.row}>
                      <CartQuantityStepper item={item} />
                      <span className={styles.price}>{formatCents(item.price * item.quantity)}</span>
                    </div>
                    <CartDiscounts estimate={estimates.get(item.id)} vatRate={item.vatRate} />
                    <button type="button" className={styles.remove} onClick={() => dispatch(cartItemRemoved(item.id))}>
                      <Trash2 aria-hidden="true" size={16} />
                      Entfernen<span className="visually-hidden">: {item.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <p className={styles.total}>
                <span>
                  Gesamt ({itemCount} {itemCount === 1 ? 'Platz' : 'Plätze'})
                </span>
                <strong>{formatCents(total)}</strong>
              </p>
              <p className={styles.note}>inkl. 19 % MwSt. Die Preise prüft die Kasse vor der Buchung noch einmal.</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => dispatch(cartClearRequested())}>
                  Warenkorb leeren
                </Button>
                {cartId ? (
                  <Link
                    className={styles.checkout}
                    to={checkoutUrl(cartId)}
                    onClick={() => {
                      leaving.current = true;
                      close();
                    }}
                  >
                    Zur Kasse
                  </Link>
                ) : null}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Each discount of a line as its own row with the gross amount taken off (`Frühbucherrabatt 10 %: −154,10 €`). */
function CartDiscounts({ estimate, vatRate }: { estimate: LineEstimate | undefined; vatRate: number }) {
  const rows = estimate ? lineBreakdown(estimate, vatRate).discounts : [];
  if (rows.length === 0) return null;
  return (
    <ul className={styles.discounts}>
      {rows.map((row) => (
        <li key={row.label}>
          {row.label}: −{formatCents(-row.grossCents)}
        </li>
      ))}
    </ul>
  );
}
