// Edge function `checkout`: creates a Stripe Checkout Session for a pending online booking and answers `{ url }`,
// where the browser goes to pay. Secrets: STRIPE_SECRET_KEY, SITE_URL (+ SUPABASE_DB_URL, which Supabase provides;
// SUPABASE_JWT_SECRET to verify sessions; STRIPE_API_URL only to point tests at a local stand-in).
// Body: `{ booking_id, cart_id?, payment_token? }`: only the booker gets a link — their session (Authorization) or the
// payment token book_cart issued with the booking. Knowing a booking id is not enough.
// One session per booking: the session expires 31 minutes after creation (`expires_at`, docs/booking-rules.md) and
// the booking's hold is extended to that instant in the same transaction (begin_checkout_session); while it is open,
// asking again answers the same URL. A lapsed hold is refused (BOOKING_EXPIRED) before Stripe is called.
import { ownsBooking } from '../_shared/checkoutOwnership.ts';
import { checkoutExpiresAt, checkoutSessionForm, type PayableBooking } from '../_shared/stripe.ts';
import { callerUserId } from '../_runtime/auth.ts';
import { selectJson, transaction } from '../_runtime/db.ts';
import { CORS_HEADERS, env, json } from '../_runtime/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusals of begin_checkout_session and their HTTP status. */
const REFUSALS: Record<string, number> = {
  BOOKING_NOT_FOUND: 404,
  NOT_PAYABLE: 409,
  BOOKING_EXPIRED: 409,
  CHECKOUT_SESSION_OPEN: 409,
};

class ProviderError extends Error {}

type CheckoutBooking = PayableBooking & {
  payment_method: string;
  status: string;
  user_id: string | null;
  payment_token: string | null;
  /** The URL of the booking's Checkout Session while it is open, else null. */
  open_session_url: string | null;
};

// Bookings are readable only by their owner (RLS); guests book too, so read as the service role.
async function readBooking(bookingId: string): Promise<CheckoutBooking | undefined> {
  const [booking] = await transaction(
    (client) =>
      selectJson<CheckoutBooking>(
        client,
        `select b.id, b.booking_number, b.gross_cents, b.customer_email, b.payment_method, b.status, b.user_id,
                t.payment_token,
                case when t.checkout_expires_at > now() then t.checkout_session_url end as open_session_url
         from public.bookings b left join public.booking_tokens t on t.booking_id = b.id
         where b.id = $1`,
        [bookingId],
      ),
    'service_role',
  );
  return booking;
}

/** Extends the hold, creates the Stripe session and stores it — all or nothing (a Stripe failure rolls back). */
async function openSession(booking: CheckoutBooking, cartId: string | null): Promise<string> {
  const expiresAt = checkoutExpiresAt(Date.now());
  return await transaction(async (client) => {
    await client.query('select public.begin_checkout_session($1, to_timestamp($2))', [booking.id, expiresAt]);
    const stripe = Deno.env.get('STRIPE_API_URL') ?? 'https://api.stripe.com';
    const response = await fetch(`${stripe}/v1/checkout/sessions`, {
      method: 'POST',
      // The booking row stays locked meanwhile: never wait for Stripe for long.
      signal: AbortSignal.timeout(15_000),
      headers: {
        Authorization: `Bearer ${env('STRIPE_SECRET_KEY')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        // A network retry of this very request must not open a second session.
        'Idempotency-Key': `checkout:${booking.id}:${expiresAt}`,
      },
      body: checkoutSessionForm(booking, env('SITE_URL'), cartId, expiresAt),
    });
    const session = await response.json().catch(() => ({}));
    if (!response.ok || typeof session.url !== 'string' || typeof session.id !== 'string') {
      console.error('Stripe checkout session failed', response.status, session?.error?.message);
      throw new ProviderError();
    }
    await client.query('select public.attach_checkout_session($1, $2, $3)', [booking.id, session.id, session.url]);
    return session.url as string;
  }, 'service_role');
}

export async function handleCheckout(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  const body = await request.json().catch(() => ({}));
  const bookingId = typeof body.booking_id === 'string' && UUID.test(body.booking_id) ? body.booking_id : null;
  const cartId = typeof body.cart_id === 'string' ? body.cart_id : null;
  if (!bookingId) return json({ error: 'BOOKING_NOT_FOUND' }, 404);

  const booking = await readBooking(bookingId);
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
  // Asked again (back from Stripe, a reload): the open session, never a second one.
  if (booking.open_session_url) return json({ url: booking.open_session_url });

  try {
    return json({ url: await openSession(booking, cartId) });
  } catch (error) {
    if (error instanceof ProviderError || (error as Error).name === 'TimeoutError') {
      return json({ error: 'PROVIDER_ERROR' }, 502);
    }
    const code = (error as { code?: string; message?: string }).code === 'P0001' ? (error as Error).message : '';
    if (code === 'CHECKOUT_SESSION_OPEN') {
      // A concurrent request opened it a moment ago: answer its URL.
      const url = (await readBooking(bookingId))?.open_session_url;
      if (url) return json({ url });
    }
    if (code in REFUSALS) return json({ error: code }, REFUSALS[code]);
    throw error;
  }
}
