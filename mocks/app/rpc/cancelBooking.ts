/**
 * `public.cancel_booking(_booking_id)`: customers cancel their own booking until settings.free_cancellation_days
 * before its first start (Berlin time); admins any booking at any time. Seats are released.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { updateRow } from '../../db/writes';
import { enqueueStatusMails } from '../mail/enqueue';
import { berlinInstant, pgTimestamp } from '../sql';
import { isAdmin } from '../tableKit';
import { jsonTimestamp, nowMs, raiseError, uuidArg } from './common';
import { creditBookingInvoice } from './invoices';
import { flagRefund } from './flagRefund';
import { releaseBookingSeats } from './seats';
import { offerFreedSeatsOfBooking } from './waitlistOffers';

const DAY_MS = 86_400_000;

/** `min(coalesce(berlin_instant(session), webinar.starts_at, item.starts_at))` over the booking's lines. */
function firstStart(db: MockDb, bookingId: string): number | null {
  const starts = db
    .rows('booking_items')
    .filter((item) => item.booking_id === bookingId)
    .map((item) => {
      const session = db.rows('seminar_sessions').find((s) => s.id === item.session_id);
      if (session) return berlinInstant(String(session.start_date), String(session.start_time));
      const webinar = db.rows('webinars').find((w) => w.id === item.webinar_id);
      return Date.parse(String(webinar ? webinar.starts_at : item.starts_at));
    });
  return starts.length ? Math.min(...starts) : null;
}

export function cancelBooking(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const bookingId = uuidArg(args._booking_id);
  const admin = isAdmin(ctx);
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  // Someone else's booking looks exactly like a missing one: no information leaks.
  if (!booking || (!admin && booking.user_id !== ctx.uid)) raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  if (booking.status === 'cancelled') raiseError('BOOKING_ALREADY_CANCELLED', { booking_id: bookingId });
  if (booking.status === 'expired') raiseError('BOOKING_EXPIRED', { booking_id: bookingId });

  const at = nowMs();
  if (!admin) {
    const settings = db.rows('settings').find((s) => s.id === 1);
    // Fails closed: without the settings row nobody cancels by the rule.
    if (!settings) raiseError('SETTINGS_REQUIRED');
    const first = firstStart(db, String(bookingId));
    const days = Number(settings.free_cancellation_days);
    if (first !== null && Number.isFinite(days)) {
      const deadline = first - days * DAY_MS;
      if (at > deadline) {
        raiseError('CANCELLATION_PERIOD_OVER', { booking_id: bookingId, deadline: jsonTimestamp(deadline) });
      }
    }
  }

  releaseBookingSeats(db, String(bookingId));
  // Refunds: a paid booking is flagged with the amount to pay back.
  flagRefund(db, String(bookingId), Number(booking.gross_cents));
  offerFreedSeatsOfBooking(db, String(bookingId)); // waiting list: offer the freed seats
  const current = db.rows('bookings').find((b) => b.id === bookingId) ?? booking;
  updateRow(db, 'bookings', current, { status: 'cancelled', cancelled_at: pgTimestamp(at) }, serviceContext(db));
  creditBookingInvoice(db, String(bookingId), 'Stornierung'); // Invoices: credit note for the invoice
  enqueueStatusMails(db, String(bookingId)); // Mail outbox (i14): cancellation mail, reminders withdrawn
  return { booking_id: bookingId, status: 'cancelled' };
}
