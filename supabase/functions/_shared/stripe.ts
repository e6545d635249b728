/**
 * Pure Stripe helpers of the payment edge functions (no Deno or Node APIs beyond Web Crypto, so Jest tests them and
 * the mock could reuse them): the Checkout Session form and the webhook signature check.
 */

export interface PayableBooking {
  id: string;
  booking_number: string;
  gross_cents: number;
  customer_email: string;
}

/**
 * How long a Checkout Session stays open: Stripe accepts `expires_at` only 30 minutes to 24 hours after creation
 * (without it a session stays open 24 hours, far beyond the booking's hold); one minute more than the minimum is the
 * margin for the clocks of Stripe and the function. The booking's hold is extended to the same instant.
 */
export const CHECKOUT_SESSION_SECONDS = 31 * 60;

/** `expires_at` (Unix seconds) of a Checkout Session created at `nowMs`. */
export function checkoutExpiresAt(nowMs: number): number {
  return Math.floor(nowMs / 1000) + CHECKOUT_SESSION_SECONDS;
}

/** The form body of `POST https://api.stripe.com/v1/checkout/sessions` for one booking, paid in full in euro. */
export function checkoutSessionForm(
  booking: PayableBooking,
  siteUrl: string,
  cartId: string | null,
  expiresAtSeconds?: number,
): URLSearchParams {
  const site = siteUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(booking.id);
  const cart = cartId ? `&cartId=${encodeURIComponent(cartId)}` : '';
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  form.set('locale', 'de');
  form.set('success_url', `${site}/checkout/success?booking=${id}`);
  form.set('cancel_url', `${site}/checkout/cancelled?booking=${id}${cart}`);
  form.set('client_reference_id', booking.id);
  form.set('customer_email', booking.customer_email);
  form.set('metadata[booking_id]', booking.id);
  form.set('payment_intent_data[metadata][booking_id]', booking.id);
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', 'eur');
  form.set('line_items[0][price_data][unit_amount]', String(booking.gross_cents));
  form.set('line_items[0][price_data][product_data][name]', `Buchung ${booking.booking_number}`);
  if (expiresAtSeconds !== undefined) form.set('expires_at', String(expiresAtSeconds));
  return form;
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares in time independent of where the strings differ. */
function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function stripeSignatureOf(payload: string, timestamp: number, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

/**
 * Stripe's webhook signature (`Stripe-Signature: t=…,v1=…[,v1=…]`): HMAC-SHA256 of `t.payload` with the endpoint's
 * secret, and the timestamp at most `toleranceSeconds` away (replays of old events are refused).
 */
export async function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): Promise<boolean> {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = await stripeSignatureOf(payload, timestamp, secret);
  return signatures.some((signature) => safeEqual(signature, expected));
}

/** The booking a Stripe event pays, if it is a completed, paid checkout session. */
export function paidBookingId(event: unknown): string | null {
  const { type, data } = (event ?? {}) as { type?: string; data?: { object?: Record<string, unknown> } };
  const session = data?.object;
  if (!session) return null;
  const paid =
    (type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    type === 'checkout.session.async_payment_succeeded';
  const metadata = session.metadata as Record<string, unknown> | undefined;
  const id = metadata?.booking_id ?? session.client_reference_id;
  return paid && typeof id === 'string' ? id : null;
}
