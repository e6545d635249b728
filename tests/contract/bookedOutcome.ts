/** book_cart's answer as the scenarios expect it (normalised: generated ids and numbers as placeholders). */
import { SEED } from './fixtures';
import type { Outcome } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID } from './normalise';

/**
 * A booking of `net` and `vat` cents. `hold`: the hold's deadline (TIMESTAMPTZ for online payment and unconfirmed
 * guests; null when binding at once).
 */
export function bookedTotals(net: number, vat: number, hold: string | null = null): Outcome {
  return {
    outcome: 'allowed',
    data: {
      booking_id: GENERATED_UUID,
      booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      status: 'pending',
      hold_expires_at: hold,
      payment_token: GENERATED_UUID,
    },
  };
}

/** `quantity` seats of seo-grundlagen at its seed price, 19 % VAT on the line, half-up. */
export function bookedSeats(quantity: number, hold: string | null = null): Outcome {
  const net = SEED.seminarPriceCents * quantity;
  return bookedTotals(net, Math.round((net * 19) / 100), hold);
}
