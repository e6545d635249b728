import { useDispatch } from 'react-redux';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { cartItemRemoved, cartQuantityChanged, type CartItem } from '@/features/cart';
import { formatCents } from '@/lib/format';
import { lineLabel } from '../lineLabel';
import styles from './Checkout.module.css';

interface CartReviewStepProps {
  items: readonly CartItem[];
  /** The line a server refusal named: marked, with the message beside it. */
  flaggedLineId?: string;
  flaggedMessage?: string;
}

/** Step 1: the cart's lines, quantities and `Entfernen`. */
export function CartReviewStep({ items, flaggedLineId, flaggedMessage }: CartReviewStepProps) {
  const dispatch = useDispatch();
  return (
    <ul className={styles.lines}>
      {items.map((item) => {
        const flagged = item.id === flaggedLineId;
        const messageId = `hinweis-${item.id.replace(/[^a-zA-Z0-9]/g, '')}`;
        return (
          <li key={item.id} className={`${styles.line} ${flagged ? styles.lineFlagged : ''}`}>
            <p className={styles.lineTitle}>{item.title}</p>
            <p className={styles.meta}>
              {lineLabel(item).replace(/^„[^“]*“ /, '')} · {item.locationName}
            </p>
            {flagged && flaggedMessage ? (
              <p id={messageId} className={styles.flagText}>
                {flaggedMessage}
              </p>
            ) : null}
            <div className={styles.lineRow}>
              <div className={styles.stepper} role="group" aria-label={`Anzahl Plätze für ${item.title}`}>
                <button
                  type="button"
                  className={styles.stepperButton}
                  onClick={() => dispatch(cartQuantityChanged({ id: item.id, quantity: item.quantity - 1 }))}
                >
                  <Minus aria-hidden="true" size={16} />
                  <span className="visually-hidden">Einen Platz weniger</span>
                </button>
                <span aria-live="polite">
                  {item.quantity} {item.quantity === 1 ? 'Platz' : 'Plätze'}
                </span>
                <button
                  type="button"
                  className={styles.stepperButton}
                  disabled={item.quantity >= item.seatsLeft}
                  onClick={() => dispatch(cartQuantityChanged({ id: item.id, quantity: item.quantity + 1 }))}
                >
                  <Plus aria-hidden="true" size={16} />
                  <span className="visually-hidden">Einen Platz mehr</span>
                </button>
              </div>
              <span>
                {formatCents(item.price * item.quantity)}{' '}
                <span className={styles.meta}>inkl. {item.vatRate} % MwSt.</span>
              </span>
            </div>
            <button
              type="button"
              className={styles.linkButton}
              aria-describedby={flagged && flaggedMessage ? messageId : undefined}
              onClick={() => dispatch(cartItemRemoved(item.id))}
            >
              <Trash2 aria-hidden="true" size={16} />
              Entfernen<span className="visually-hidden">: {item.title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
