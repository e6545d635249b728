/**
 * Demo only: the simulated payment provider behind the app's page `/demo/zahlung`. The live provider keeps its own
 * checkout sessions and calls `payment-webhook` with a signature; in the demo the browser holds no service-role key, so:
 *
 * - `checkout` is wrapped: besides answering the provider URL it records the checkout session it issued (booking,
 *   session id, cart id) in the mock database, so it survives the page load to the provider page; like the live
 *   function it opens one session per booking (31 minutes, the hold extended with it) and hands it out again;
 * - the edge function `demo-payment` is the provider page's backend:
 *   `{ action: 'get', booking_id, session }` → `{ booking_number, gross_cents, status, success_url, cancel_url }`;
 *   `{ action: 'complete', booking_id, session }` marks the booking paid exactly like `mark_booking_paid_by_webhook`
 *   and answers `{ url: success_url }`; `{ action: 'cancel', … }` answers `{ url: cancel_url }` and books nothing.
 *   A session id that `checkout` did not issue for that booking is refused (404 `PAYMENT_SESSION_NOT_FOUND`).
 */
import type { MockDb } from '../db/mockDb';
import type { EdgeFunctionContext } from '../functions/edgeFunction';
import { paths } from '../../src/config/paths';
import { checkoutFunction } from './paymentFunctions';
import { deliverDueMails } from './mail/demoSender';
import { setBookingStatus } from './rpc/bookingStatus';

export const PAYMENT_SESSIONS = 'demo.payment_sessions';

export interface DemoPaymentSession {
  session: string;
  booking_id: string;
  cart_id: string | null;
  status: 'open' | 'complete' | 'cancelled';
  created_at: string;
}

const fail = (status: number, error: string) => Response.json({ error }, { status });

function field(body: unknown, name: string): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function sessions(db: MockDb): DemoPaymentSession[] {
  return db.rows(PAYMENT_SESSIONS) as unknown as DemoPaymentSession[];
}

function saveSession(db: MockDb, session: DemoPaymentSession): void {
  const others = sessions(db).filter((s) => s.session !== session.session);
  db.setRows(PAYMENT_SESSIONS, [...others, session] as unknown as Record<string, unknown>[]);
}

/** Where the provider sends the browser back, as the live `checkout` function configures it. */
export function returnUrls(session: Pick<DemoPaymentSession, 'booking_id' | 'cart_id'>) {
  const booking = encodeURIComponent(session.booking_id);
  const cart = session.cart_id ? `&cartId=${encodeURIComponent(session.cart_id)}` : '';
  return {
    success_url: `${paths.checkoutSuccess}?booking=${booking}`,
    cancel_url: `${paths.checkoutCancelled}?booking=${booking}${cart}`,
  };
}

/** `checkout` as before, plus the record of the session it issued. */
export function recordingCheckoutFunction(ctx: EdgeFunctionContext): unknown {
  const answer = checkoutFunction(ctx);
  if (answer instanceof Response) return answer;
  const url = new URL((answer as { url: string }).url);
  const id = url.searchParams.get('session') ?? '';
  // The same open session handed out again stays what it was (a provider's session is open until it expires).
  const issued = sessions(ctx.db).find((s) => s.session === id);
  saveSession(ctx.db, {
    session: id,
    booking_id: url.searchParams.get('booking') ?? '',
    cart_id: issued ? issued.cart_id : field(ctx.body, 'cart_id'),
    status: 'open',
    created_at: issued ? issued.created_at : new Date().toISOString(),
  });
  return answer;
}

export function demoPaymentFunction({ body, db }: EdgeFunctionContext): unknown {
  const bookingId = field(body, 'booking_id')?.toLowerCase() ?? null;
  const id = field(body, 'session');
  const session = sessions(db).find((s) => s.session === id && s.booking_id === bookingId);
  const booking = session && db.rows('bookings').find((b) => b.id === session.booking_id);
  if (!session || !booking) return fail(404, 'PAYMENT_SESSION_NOT_FOUND');
  const urls = returnUrls(session);
  switch (field(body, 'action')) {
    case 'get':
      return {
        booking_number: booking.booking_number,
        gross_cents: booking.gross_cents,
        status: booking.status,
        session_status: session.status,
        ...urls,
      };
    case 'complete':
      if (session.status === 'cancelled') return fail(409, 'PAYMENT_SESSION_CANCELLED');
      try {
        db.transaction(() => {
          setBookingStatus(db, session.booking_id, 'paid');
          saveSession(db, { ...session, status: 'complete' });
        });
        deliverDueMails(db); // the demo's send-mail: confirmation and payment receipt into the Demo-Postfach
      } catch (error) {
        return fail(400, error instanceof Error ? error.message : String(error));
      }
      return { url: urls.success_url };
    case 'cancel':
      if (session.status === 'complete') return fail(409, 'PAYMENT_SESSION_COMPLETE');
      saveSession(db, { ...session, status: 'cancelled' });
      return { url: urls.cancel_url };
    default:
      return fail(400, 'INVALID_ACTION');
  }
}
