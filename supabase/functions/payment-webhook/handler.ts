// Edge function `payment-webhook`: Stripe calls it after a payment. It checks the Stripe signature with
// STRIPE_WEBHOOK_SECRET, then records the payment through `record_stripe_payment` as the service role (the only role
// granted it): idempotent per Stripe event id; it pays a booking only when amount_total/currency are exactly its
// gross total in euro (else `amount_mismatch`: recorded, flagged for follow-up, not paid, the academy mailed); a payment for a cancelled or
// expired booking is recorded and flagged for a refund, so Stripe gets 200 and stops retrying. A booking id that is no
// UUID is ignored with 200 and logged (a 500 would be retried for days). Marking a booking paid also queues the confirmation and
// payment mails in the same transaction. Only a database failure answers 500 (Stripe retries later).
// Deploy without JWT verification (Stripe sends no Supabase token; supabase/config.toml says so): the signature is
// the authentication.
import {
  IGNORED_BOOKING_ID,
  isBookingId,
  paymentOfEvent,
  recordArgs,
  webhookAnswer,
} from '../_shared/paymentWebhook.ts';
import { paidBookingId, verifyStripeSignature } from '../_shared/stripe.ts';
import { selectJson, transaction } from '../_runtime/db.ts';

export async function handlePaymentWebhook(request: Request): Promise<Response> {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 });
  const payload = await request.text();
  const valid = await verifyStripeSignature(
    payload,
    request.headers.get('stripe-signature'),
    Deno.env.get('STRIPE_WEBHOOK_SECRET') ?? '',
    Math.floor(Date.now() / 1000),
  );
  if (!valid) return new Response('Invalid signature', { status: 400 });

  const event: unknown = JSON.parse(payload);
  const payment = paymentOfEvent(event, paidBookingId(event));
  if (payment && !isBookingId(payment.bookingId)) {
    console.warn('payment-webhook: ignored an event whose booking id is no UUID', payment.eventId);
    return new Response(JSON.stringify(IGNORED_BOOKING_ID.body), {
      status: IGNORED_BOOKING_ID.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  let recorded: { data: unknown; error: { message: string } | null } | null = null;
  if (payment) {
    const args = recordArgs(payment);
    try {
      const [row] = await transaction(
        (client) =>
          selectJson<{ outcome: unknown }>(
            client,
            'select public.record_stripe_payment($1, $2::uuid, $3, $4, $5) as outcome',
            [args._event_id, args._booking_id, args._amount_cents, args._currency, args._session_id],
          ),
        'service_role',
      );
      recorded = { data: row?.outcome ?? null, error: null };
      const outcome = (row?.outcome as { outcome?: string } | null)?.outcome;
      // Recorded, not paid: the academy follows up (needs_follow_up) and the log says why.
      if (outcome === 'unknown_booking' || outcome === 'amount_mismatch') {
        console.warn(`payment-webhook: ${outcome}`, payment.eventId, payment.bookingId, payment.amountCents);
      }
    } catch (error) {
      console.error('record_stripe_payment failed', payment.eventId, (error as Error).message);
      recorded = { data: null, error: { message: (error as Error).message } };
    }
  }
  const answer = webhookAnswer(recorded);
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}
