// Edge function `payment-webhook` (Deno): Stripe calls it after a payment. It checks the Stripe signature with
// STRIPE_WEBHOOK_SECRET, then marks the booking paid through `mark_booking_paid_by_webhook` (service role only).
// Deploy without JWT verification (Stripe sends no Supabase token): `supabase functions deploy payment-webhook
// --no-verify-jwt`; the signature is the authentication.
import { createClient } from 'npm:@supabase/supabase-js@2';
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

  const bookingId = paidBookingId(JSON.parse(payload));
  if (bookingId) {
    const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);
    const { error } = await service.rpc('mark_booking_paid_by_webhook', { _booking_id: bookingId });
    // A failure answers 500, so Stripe retries the event later (the function is idempotent).
    if (error) {
      console.error('mark_booking_paid_by_webhook failed', bookingId, error.message);
      return new Response('Booking update failed', { status: 500 });
    }
  }
  return new Response(JSON.stringify({ received: true }), { headers: { 'Content-Type': 'application/json' } });
});
