// Edge function `payment-webhook`: Stripe calls it after a payment. It checks the Stripe signature with
// STRIPE_WEBHOOK_SECRET, then marks the booking paid through `mark_booking_paid_by_webhook` as the service role (the
// only role granted it), which also queues the confirmation and payment mails in the same transaction.
// Deploy without JWT verification (Stripe sends no Supabase token; supabase/config.toml says so): the signature is
// the authentication.
import { paidBookingId, verifyStripeSignature } from '../_shared/stripe.ts';
import { transaction } from '../_runtime/db.ts';

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

  const bookingId = paidBookingId(JSON.parse(payload));
  if (bookingId) {
    try {
      await transaction(
        (client) => client.query('select public.mark_booking_paid_by_webhook($1::uuid)', [bookingId]),
        'service_role',
      );
    } catch (error) {
      // A failure answers 500, so Stripe retries the event later (the function is idempotent).
      console.error('mark_booking_paid_by_webhook failed', bookingId, (error as Error).message);
      return new Response('Booking update failed', { status: 500 });
    }
  }
  return new Response(JSON.stringify({ received: true }), { headers: { 'Content-Type': 'application/json' } });
}
