import { Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { Trash2 } from 'lucide-react';
import { CartQuantityStepper, cartItemRemoved, type CartItem } from '@/features/cart';
import { LazyWaitlistButton } from '@/features/waitlist';
import { formatCents } from '@/lib/format';
import { lineLabel } from '../lineLabel';
import styles from './Checkout.module.css';

interface CartReviewStepProps {
  items: readonly CartItem[];
  /** The line a server refusal named: marked, with the message beside it. */
  flaggedLineId?: string;
  flaggedMessage?: string;
  /** The flagged line's date sold out: it offers the waiting list instead. */
  flaggedSoldOut?: boolean;
}

/** Step 1: the cart's lines, quantities and `Entfernen`. */
export function CartReviewStep({ items, flaggedLineId, flaggedMessage, flaggedSoldOut }: CartReviewStepProps) {
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
              {lineLabel(item).replace(/^„[^“]*“ /, '')}
              {/* The venue adds to the city; a webinar's "online" already says where it is. */}
              {item.webinarId ? null : ` · ${item.locationName}`}
            </p>
            {flagged && flaggedMessage ? (
              <p id={messageId} className={styles.flagText}>
                {flaggedMessage}
              </p>
            ) : null}
            {flagged && flaggedSoldOut ? <CartLineWaitlist item={item} /> : null}
            <div className={styles.lineRow}>
              <CartQuantityStepper item={item} />
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

/** A line whose date sold out: `Auf die Warteliste` for that date. */
function CartLineWaitlist({ item }: { item: CartItem }) {
  const target = item.webinarId ? { webinarId: item.webinarId } : item.sessionId ? { sessionId: item.sessionId } : null;
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <LazyWaitlistButton target={target} description={lineLabel(item)} />
    </Suspense>
  );
}
