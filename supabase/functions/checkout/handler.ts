// Edge function `checkout`: creates a Stripe Checkout Session for a pending online booking and answers `{ url }`,
// where the browser goes to pay. Secrets: STRIPE_SECRET_KEY, SITE_URL (+ SUPABASE_DB_URL, which Supabase provides;
// SUPABASE_JWT_SECRET to verify sessions; STRIPE_API_URL only to point tests at a local stand-in).
// Body: `{ booking_id, cart_id?, payment_token? }`: only the booker gets a link — their session (Authorization) or the
// payment token book_cart issued with the booking. Knowing a booking id is not enough.
import { ownsBooking } from '../_shared/checkoutOwnership.ts';
import { checkoutSessionForm, type PayableBooking } from '../_shared/stripe.ts';
import { callerUserId } from '../_runtime/auth.ts';
import { selectJson, transaction } from '../_runtime/db.ts';
import { CORS_HEADERS, env, json } from '../_runtime/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handleCheckout(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  const body = await request.json().catch(() => ({}));
  const bookingId = typeof body.booking_id === 'string' && UUID.test(body.booking_id) ? body.booking_id : null;
  const cartId = typeof body.cart_id === 'string' ? body.cart_id : null;
  if (!bookingId) return json({ error: 'BOOKING_NOT_FOUND' }, 404);

  // Bookings are readable only by their owner (RLS); guests book too, so read as the service role.
  const [booking] = await transaction(
    (client) =>
      selectJson<
        PayableBooking & { payment_method: string; status: string; user_id: string | null; payment_token: string | null }
      >(
        client,
        `select b.id, b.booking_number, b.gross_cents, b.customer_email, b.payment_method, b.status, b.user_id,
                t.payment_token
         from public.bookings b left join public.booking_tokens t on t.booking_id = b.id
         where b.id = $1`,
        [bookingId],
      ),
    'service_role',
  );
  const owner =
    booking &&
    ownsBooking({
      bookingUserId: booking.user_id,
      callerUserId: await callerUserId(request),
      storedToken: booking.payment_token,
      givenToken: body.payment_token,
    });
  // Someone else's booking looks exactly like a missing one.
  if (!booking || !owner) return json({ error: 'BOOKING_NOT_FOUND' }, 404);
  if (booking.payment_method !== 'online' || booking.status !== 'pending') return json({ error: 'NOT_PAYABLE' }, 409);

  const stripe = Deno.env.get('STRIPE_API_URL') ?? 'https://api.stripe.com';
  const response = await fetch(`${stripe}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env('STRIPE_SECRET_KEY')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      // One session per booking even if the browser asks twice at once.
      'Idempotency-Key': `checkout:${booking.id}:${cartId ?? ''}`,
    },
    body: checkoutSessionForm(booking, env('SITE_URL'), cartId),
  });
  const session = await response.json().catch(() => ({}));
  if (!response.ok || typeof session.url !== 'string') {
    console.error('Stripe checkout session failed', response.status, session?.error?.message);
    return json({ error: 'PROVIDER_ERROR' }, 502);
  }
  return json({ url: session.url });
}
