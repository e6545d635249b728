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
  const session = crypto.randomUUID().replace(/-/g, '');
  const query = new URLSearchParams({ booking: String(booking.id), session: `cs_demo_${session}` });
  return { url: `${siteUrl()}${paths.demoPayment}?${query.toString()}` };
}

/**
 * Records the payment like the live webhook (record_stripe_payment): idempotent per event id (`event_id` of the
 * body, a fresh one when absent), and a payment for a cancelled or expired booking is recorded and flagged for a
 * refund instead of failing.
 */
export function paymentWebhookFunction({ body, auth, db }: EdgeFunctionContext): unknown {
  if (auth.role !== 'service_role') return fail(401, 'SERVICE_ROLE_REQUIRED');
  const id = bookingIdOf(body);
  const given = body && typeof body === 'object' ? (body as Record<string, unknown>).event_id : null;
  const eventId = typeof given === 'string' ? given : `evt_demo_${crypto.randomUUID()}`;
  try {
    const recorded = db.transaction(() =>
      recordStripePayment(serviceContext(db), { _event_id: eventId, _booking_id: id, _amount_cents: null }, db),
    );
    deliverDueMails(db); // the demo's send-mail: confirmation and payment receipt into the Demo-Postfach
    const booking = db.rows('bookings').find((b) => b.id === id);
    return { ...recorded, status: booking?.status ?? null };
  } catch (error) {
    return fail(400, error instanceof Error ? error.message : String(error));
  }
}
