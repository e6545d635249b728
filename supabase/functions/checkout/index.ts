// Edge function `checkout` (Deno): creates a Stripe Checkout Session for a pending online booking and answers
// `{ url }`, where the browser goes to pay. Secrets: STRIPE_SECRET_KEY, SITE_URL (+ SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY, which Supabase provides). Body: `{ booking_id, cart_id?, payment_token? }`: only the
// booker gets a link — their session (Authorization) or the payment token book_cart issued with the booking.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { ownsBooking } from '../_shared/checkoutOwnership.ts';
import { checkoutSessionForm } from '../_shared/stripe.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  const body = await request.json().catch(() => ({}));
  const bookingId = typeof body.booking_id === 'string' ? body.booking_id : null;
  const cartId = typeof body.cart_id === 'string' ? body.cart_id : null;
  if (!bookingId) return json({ error: 'BOOKING_NOT_FOUND' }, 404);

  // Bookings are readable only by their owner (RLS); guests book too, so read with the service role.
  const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);
  const { data: booking } = await admin
    .from('bookings')
    .select('id, booking_number, gross_cents, customer_email, payment_method, status, user_id')
    .eq('id', bookingId)
    .maybeSingle();
  const { data: secret } = await admin
    .from('booking_tokens')
    .select('payment_token')
    .eq('booking_id', bookingId)
    .maybeSingle();
  const jwt = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  const { data: caller } = jwt ? await admin.auth.getUser(jwt) : { data: { user: null } };
  const owner =
    booking &&
    ownsBooking({
      bookingUserId: booking.user_id,
      callerUserId: caller.user?.id ?? null,
      storedToken: secret?.payment_token ?? null,
      givenToken: body.payment_token,
    });
  // Someone else's booking looks exactly like a missing one.
  if (!booking || !owner) return json({ error: 'BOOKING_NOT_FOUND' }, 404);
  if (booking.payment_method !== 'online' || booking.status !== 'pending') return json({ error: 'NOT_PAYABLE' }, 409);

  const response = await fetch('https://api.stripe.com/v1/checkout/sessions', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${Deno.env.get('STRIPE_SECRET_KEY')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: checkoutSessionForm(booking, Deno.env.get('SITE_URL')!, cartId),
  });
  const session = await response.json();
  if (!response.ok || typeof session.url !== 'string') {
    console.error('Stripe checkout session failed', response.status, session?.error?.message);
    return json({ error: 'PROVIDER_ERROR' }, 502);
  }
  return json({ url: session.url });
});
