/**
 * The demo's payment edge functions. `checkout` answers what the live one answers after creating the provider's
 * checkout session: the URL to send the browser to (here the app's simulated provider page). `payment-webhook`
 * is the provider's callback: with the service-role key only, it marks the booking paid like the live webhook.
 */
import { siteUrl } from '../auth/settings';
import type { EdgeFunctionContext } from '../functions/edgeFunction';
import { paths } from '../../src/config/paths';
import { deliverDueMails } from './mail/demoSender';
import { serviceContext } from '../db/rls';
import { recordStripePayment } from './rpc/refunds';
import { ownsBooking } from '../../supabase/functions/_shared/checkoutOwnership';
import { CHECKOUT_SESSION_SECONDS } from '../../supabase/functions/_shared/stripe';
import { attachCheckoutSession, beginCheckoutSession, openCheckoutExpiry } from './rpc/checkoutSessions';
import { nowMs } from './rpc/common';
import { pgTimestamp } from './sql';

function bookingIdOf(body: unknown): string | null {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).booking_id : null;
  return typeof id === 'string' ? id.toLowerCase() : null;
}

const fail = (status: number, error: string) => Response.json({ error }, { status });

export function checkoutFunction({ body, auth, db }: EdgeFunctionContext): unknown {
  const id = bookingIdOf(body);
  const booking = id === null ? undefined : db.rows('bookings').find((b) => b.id === id);
  // Only the booker gets a payment link: their session or the booking's payment token (someone else's booking
  // looks exactly like a missing one).
  const owner =
    booking &&
    ownsBooking({
      bookingUserId: (booking.user_id as string | null) ?? null,
      callerUserId: auth.uid,
      storedToken:
        (db.rows('booking_tokens').find((t) => t.booking_id === booking.id)?.payment_token as string) ?? null,
      givenToken: body && typeof body === 'object' ? (body as Record<string, unknown>).payment_token : null,
    });
  if (!booking || !owner) return fail(404, 'BOOKING_NOT_FOUND');
  if (booking.payment_method !== 'online' || booking.status !== 'pending') return fail(409, 'NOT_PAYABLE');
  const bookingId = String(booking.id);
  // Asked again while its session is open: the same session, never a second one (as the live function).
  const tokens = db.rows('booking_tokens').find((t) => t.booking_id === bookingId);
  if (openCheckoutExpiry(db, bookingId) !== null && typeof tokens?.checkout_session_url === 'string') {
    return { url: tokens.checkout_session_url };
  }
  const session = `cs_demo_${crypto.randomUUID().replace(/-/g, '')}`;
  const query = new URLSearchParams({ booking: bookingId, session });
  const url = `${siteUrl()}${paths.demoPayment}?${query.toString()}`;
  try {
    // The session lapses with the extended hold, as the live session's expires_at (docs/booking-rules.md).
    db.transaction(() => {
      const args = { _booking_id: bookingId, _expires_at: pgTimestamp(nowMs() + CHECKOUT_SESSION_SECONDS * 1000) };
      beginCheckoutSession(serviceContext(db), args, db);
      attachCheckoutSession(serviceContext(db), { _booking_id: bookingId, _session_id: session, _url: url }, db);
    });
  } catch (error) {
    const code = error instanceof Error ? error.message : '';
    if (['BOOKING_NOT_FOUND', 'NOT_PAYABLE', 'BOOKING_EXPIRED', 'CHECKOUT_SESSION_OPEN'].includes(code)) {
      return fail(code === 'BOOKING_NOT_FOUND' ? 404 : 409, code);
    }
    throw error;
  }
  return { url };
}

/**
 * Records the payment like the live webhook (record_stripe_payment): idempotent per event id (`event_id` of the
 * body, a fresh one when absent), and a payment for a cancelled or expired booking is recorded and flagged for a
 * refund instead of failing.
 */
export function paymentWebhookFunction({ body, auth, db }: EdgeFunctionContext): unknown {
  if (auth.role !== 'service_role') return fail(401, 'SERVICE_ROLE_REQUIRED');
  const id = bookingIdOf(body);
  const field = (name: string) =>
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const given = field('event_id');
  const eventId = typeof given === 'string' ? given : `evt_demo_${crypto.randomUUID()}`;
  const booking = db.rows('bookings').find((b) => b.id === id);
  // The simulated provider charges the booking's total in euro unless the body says what was paid (amount_total,
  // currency), which record_stripe_payment compares with the total as for the live webhook.
  const amount = field('amount_total') ?? booking?.gross_cents ?? null;
  const currency = field('currency') ?? 'eur';
  try {
    const recorded = db.transaction(() =>
      recordStripePayment(
        serviceContext(db),
        { _event_id: eventId, _booking_id: id, _amount_cents: amount, _currency: currency },
        db,
      ),
    );
    deliverDueMails(db); // the demo's send-mail: confirmation and payment receipt into the Demo-Postfach
    const after = db.rows('bookings').find((b) => b.id === id);
    return { ...recorded, status: after?.status ?? null };
  } catch (error) {
    return fail(400, error instanceof Error ? error.message : String(error));
  }
}
