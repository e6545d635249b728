import { useDispatch } from 'react-redux';
import { Tooltip } from '@/components/Tooltip';
import { Minus, Plus } from 'lucide-react';
import { cartQuantityChanged, type CartItem } from '../cartSlice';
import styles from './CartQuantityStepper.module.css';

/**
 * − / + for one cart line: down to 0 removes the line, up stops at the seats left (docs/states.md). Used by the cart
 * panel and the checkout's first step.
 */
export function CartQuantityStepper({ item }: { item: CartItem }) {
  const dispatch = useDispatch();
  const change = (quantity: number) => dispatch(cartQuantityChanged({ id: item.id, quantity }));
  return (
    <div className={styles.stepper} role="group" aria-label={`Anzahl Plätze für ${item.title}`}>
      <Tooltip content="Einen Platz weniger">
        <button type="button" className={styles.step} onClick={() => change(item.quantity - 1)}>
          <Minus aria-hidden="true" size={16} />
          <span className="visually-hidden">Einen Platz weniger</span>
        </button>
      </Tooltip>
      <span className={styles.quantity} aria-live="polite">
        {item.quantity} {item.quantity === 1 ? 'Platz' : 'Plätze'}
      </span>
      <Tooltip content={item.quantity >= item.seatsLeft ? 'Keine weiteren Plätze frei' : 'Einen Platz mehr'}>
        <button
          type="button"
          className={styles.step}
          disabled={item.quantity >= item.seatsLeft}
          onClick={() => change(item.quantity + 1)}
        >
          <Plus aria-hidden="true" size={16} />
          <span className="visually-hidden">Einen Platz mehr</span>
        </button>
      </Tooltip>
    </div>
  );
}
