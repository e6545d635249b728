// Edge function `payment-webhook` (Deno): Stripe calls it after a payment. It checks the Stripe signature with
// STRIPE_WEBHOOK_SECRET, then records the payment through `record_stripe_payment` (service role only): idempotent
// per Stripe event id; a payment for a cancelled or expired booking is recorded and flagged for a refund, so Stripe
// gets 200 and stops retrying. Only a database failure answers 500 (Stripe retries later).
// Deploy without JWT verification (Stripe sends no Supabase token): `supabase functions deploy payment-webhook
// --no-verify-jwt`; the signature is the authentication.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { paymentOfEvent, recordArgs, webhookAnswer } from '../_shared/paymentWebhook.ts';
import { paidBookingId, verifyStripeSignature } from '../_shared/stripe.ts';

Deno.serve(async (request) => {
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
    const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);
    recorded = await service.rpc('record_stripe_payment', recordArgs(payment));
    if (recorded.error) console.error('record_stripe_payment failed', payment.eventId, recorded.error.message);
  }
  const answer = webhookAnswer(recorded);
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});
