// Edge function `payment-webhook`: Stripe calls it after a payment. It checks the Stripe signature with
// STRIPE_WEBHOOK_SECRET, then records the payment through `record_stripe_payment` as the service role (the only role
// granted it): idempotent per Stripe event id; a payment for a cancelled or expired booking is recorded and flagged
// for a refund, so Stripe gets 200 and stops retrying. Marking a booking paid also queues the confirmation and
// payment mails in the same transaction. Only a database failure answers 500 (Stripe retries later).
// Deploy without JWT verification (Stripe sends no Supabase token; supabase/config.toml says so): the signature is
// the authentication.
import { paymentOfEvent, recordArgs, webhookAnswer } from '../_shared/paymentWebhook.ts';
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
  let recorded: { data: unknown; error: { message: string } | null } | null = null;
  if (payment) {
    const args = recordArgs(payment);
    try {
      const [row] = await transaction(
        (client) =>
          selectJson<{ outcome: unknown }>(client, 'select public.record_stripe_payment($1, $2::uuid, $3) as outcome', [
            args._event_id,
            args._booking_id,
            args._amount_cents,
          ]),
        'service_role',
      );
      recorded = { data: row?.outcome ?? null, error: null };
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
