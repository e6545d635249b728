import { useDispatch } from 'react-redux';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/Button';
import { addToCartRequested, type CartItemInput } from '@/features/cart';
import { WaitlistButton } from '@/features/waitlist';

interface AddToCartButtonProps {
  item: CartItemInput;
  /** Names the date for screen readers, since every row has the same button text. */
  description: string;
  /** Seats to add at once (the seminar page's booking box); a date row adds one. */
  quantity?: number;
}

/** `In den Warenkorb` (docs/product.md) for one date; a sold-out date offers `Auf die Warteliste` instead. */
export function AddToCartButton({ item, description, quantity = 1 }: AddToCartButtonProps) {
  const dispatch = useDispatch();
  if (item.seatsLeft <= 0) {
    const target = item.webinarId ? { webinarId: item.webinarId } : { sessionId: item.sessionId ?? '' };
    return <WaitlistButton target={target} description={description} />;
  }
  return (
    <Button
      variant="primary"
      // The visible text starts the name (WCAG 2.5.3); the date makes each row's button distinct.
      aria-label={`In den Warenkorb: ${description}`}
      onClick={() => dispatch(addToCartRequested(item, quantity))}
    >
      <ShoppingCart aria-hidden="true" size={18} />
      In den Warenkorb
    </Button>
  );
}
