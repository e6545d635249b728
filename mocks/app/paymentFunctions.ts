/**
 * The demo's payment edge functions. `checkout` answers what the live one answers after creating the provider's
 * checkout session: the URL to send the browser to (here the app's simulated provider page). `payment-webhook`
 * is the provider's callback: with the service-role key only, it marks the booking paid like the live webhook.
 */
import { siteUrl } from '../auth/settings';
import type { EdgeFunctionContext } from '../functions/registry';
import { paths } from '../../src/config/paths';
import { deliverDueMails } from './mail/demoSender';
import { setBookingStatus } from './rpc/bookingStatus';

function bookingIdOf(body: unknown): string | null {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).booking_id : null;
  return typeof id === 'string' ? id.toLowerCase() : null;
}

const fail = (status: number, error: string) => Response.json({ error }, { status });

export function checkoutFunction({ body, db }: EdgeFunctionContext): unknown {
  const id = bookingIdOf(body);
  const booking = id === null ? undefined : db.rows('bookings').find((b) => b.id === id);
  if (!booking) return fail(404, 'BOOKING_NOT_FOUND');
  if (booking.payment_method !== 'online' || booking.status !== 'pending') return fail(409, 'NOT_PAYABLE');
  const session = crypto.randomUUID().replace(/-/g, '');
  const query = new URLSearchParams({ booking: String(booking.id), session: `cs_demo_${session}` });
  return { url: `${siteUrl()}${paths.demoPayment}?${query.toString()}` };
}

export function paymentWebhookFunction({ body, auth, db }: EdgeFunctionContext): unknown {
  if (auth.role !== 'service_role') return fail(401, 'SERVICE_ROLE_REQUIRED');
  const id = bookingIdOf(body);
  try {
    const result = db.transaction(() => setBookingStatus(db, id, 'paid'));
    deliverDueMails(db); // the demo's send-mail: confirmation and payment receipt into the Demo-Postfach
    return result;
  } catch (error) {
    return fail(400, error instanceof Error ? error.message : String(error));
  }
}
