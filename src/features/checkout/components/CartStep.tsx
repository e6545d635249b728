import type { CartItem } from '@/features/cart';
import { FormAlert } from '@/components/Form';
import { formatCents } from '@/lib/format';
import type { CheckoutError } from '../checkoutSlice';
import { cartTotals } from '../pricing';
import { CartReviewStep } from './CartReviewStep';

/** Step 1: the cart's lines with the total; a line the server refused is marked with the reason. */
export function CartStep({ items, error }: { items: readonly CartItem[]; error: CheckoutError | null }) {
  const flagged = error?.lineId ? error : null;
  return (
    <>
      {flagged ? <FormAlert>{flagged.message}</FormAlert> : null}
      <CartReviewStep
        items={items}
        flaggedLineId={flagged?.lineId}
        flaggedMessage={flagged ? 'Bitte passen Sie diesen Termin an.' : undefined}
        flaggedSoldOut={flagged?.code === 'SESSION_SOLD_OUT'}
      />
      <p>
        Gesamt: <strong>{formatCents(cartTotals(items).grossCents)}</strong> inkl. MwSt.
      </p>
    </>
  );
}
