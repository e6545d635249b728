/**
 * The pure part of the `payment-webhook` edge function after the signature check: which payment a Stripe event
 * reports, and what to answer Stripe. A payment is recorded through `record_stripe_payment` (idempotent per event
 * id; it pays a booking only when `amount_total` in `currency` is exactly its gross total in euro; a payment for a
 * cancelled or expired booking is recorded and flagged for a refund), so only a failure to reach the database answers
 * 500 — then Stripe retries; every recorded outcome answers 200 and Stripe stops. An event whose booking id is no
 * UUID cannot be ours: it is ignored with 200 (a 500 would make Stripe retry it for days).
 */
export interface StripePayment {
  eventId: string;
  bookingId: string;
  /** `amount_total` of the checkout session (cents), if Stripe sent it. */
  amountCents: number | null;
  /** `currency` of the checkout session (ISO code, lower case), if Stripe sent it. */
  currency: string | null;
  /** The checkout session's id (`cs_…`): the academy's mail about an amount mismatch names it. */
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the booking id of an event can name a booking at all (bookings.id is a UUID). */
export function isBookingId(bookingId: string): boolean {
  return UUID.test(bookingId);
}

/** `bookingId`: what `paidBookingId(event)` (stripe.ts) found, null when the event pays nothing. */
export function paymentOfEvent(event: unknown, bookingId: string | null): StripePayment | null {
  const { id, data } = (event ?? {}) as { id?: unknown; data?: { object?: Record<string, unknown> } };
  if (!bookingId || typeof id !== 'string' || id === '') return null;
  const amount = data?.object?.amount_total;
  const currency = data?.object?.currency;
  const sessionId = data?.object?.id;
  return {
    eventId: id,
    bookingId,
    amountCents: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: typeof currency === 'string' ? currency.toLowerCase() : null,
    sessionId: typeof sessionId === 'string' && sessionId !== '' ? sessionId : null,
  };
}

/** `record_stripe_payment`'s named arguments (a missing currency is no euro: the amount check refuses it). */
export function recordArgs(payment: StripePayment) {
  return {
    _event_id: payment.eventId,
    _booking_id: payment.bookingId,
    _amount_cents: payment.amountCents,
    _currency: payment.currency ?? '',
    _session_id: payment.sessionId,
  };
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The answer to Stripe for an event whose booking id is no UUID: received, ignored, never retried. */
export const IGNORED_BOOKING_ID: WebhookAnswer = {
  status: 200,
  body: { received: true, ignored: 'INVALID_BOOKING_ID' },
};

/** The answer to Stripe: `recorded` is the RPC's result, or null when the event pays nothing of ours. */
export function webhookAnswer(recorded: { data: unknown; error: { message: string } | null } | null): WebhookAnswer {
  if (!recorded) return { status: 200, body: { received: true } };
  if (recorded.error) return { status: 500, body: { error: 'BOOKING_UPDATE_FAILED' } };
  const outcome = (recorded.data as { outcome?: unknown } | null)?.outcome;
  return { status: 200, body: { received: true, outcome: typeof outcome === 'string' ? outcome : null } };
}
