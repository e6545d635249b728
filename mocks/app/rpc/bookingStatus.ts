/**
 * `private.set_booking_status` behind `admin_set_booking_status` (admins) and `mark_booking_paid_by_webhook` (the
 * payment webhook, service role). Allowed: pending → confirmed | paid | cancelled; confirmed → pending | paid |
 * cancelled; paid → cancelled; cancelled and expired are final; setting the current status again changes nothing.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { updateRow } from '../../db/writes';
import { enqueueStatusMails } from '../mail/enqueue';
import { pgTimestamp } from '../sql';
import { enumValue } from '../tableKit';
import { jsonTimestamp, nowMs, raiseError, requireAdmin, uuidArg } from './common';
import { creditBookingInvoice, issueInvoice } from './invoices';
import { flagRefund } from './flagRefund';
import { releaseBookingSeats } from './seats';
import { offerFreedSeatsOfBooking } from './waitlistOffers';

export function setBookingStatus(db: MockDb, bookingId: string | null, status: string) {
  let booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking) raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  if (booking.status !== status) {
    // Expired is final like cancelled, and only expiry sets it.
    const final = booking.status === 'cancelled' || booking.status === 'expired' || status === 'expired';
    if (final || (booking.status === 'paid' && status !== 'cancelled')) {
      raiseError('INVALID_STATUS_TRANSITION', { booking_id: bookingId, from: booking.status, to: status });
    }
    if (status === 'cancelled') {
      releaseBookingSeats(db, String(bookingId));
      offerFreedSeatsOfBooking(db, String(bookingId)); // waiting list: offer the freed seats
      // Refunds: a paid booking is flagged with the amount to pay back.
      flagRefund(db, String(bookingId), Number(booking.gross_cents));
    }
    const at = pgTimestamp(nowMs());
    const current = db.rows('bookings').find((b) => b.id === bookingId) ?? booking;
    booking = updateRow(
      db,
      'bookings',
      current,
      {
        status,
        paid_at: status === 'paid' ? at : current.paid_at,
        cancelled_at: status === 'cancelled' ? at : current.cancelled_at,
        // Confirmed or paid: binding, the hold ends.
        hold_expires_at: status === 'confirmed' || status === 'paid' ? null : current.hold_expires_at,
      },
      serviceContext(db),
    );
    // Invoices (docs/invoices.md): binding → the invoice (once); cancelled → the credit note for it.
    if (status === 'confirmed' || status === 'paid') issueInvoice(db, String(bookingId));
    else if (status === 'cancelled') creditBookingInvoice(db, String(bookingId), 'Stornierung');
    enqueueStatusMails(db, String(bookingId)); // Mail outbox (i14): confirmation, receipt or cancellation
  }
  return {
    booking_id: booking.id,
    status: booking.status,
    paid_at: jsonTimestamp(booking.paid_at),
    cancelled_at: jsonTimestamp(booking.cancelled_at),
  };
}

export function adminSetBookingStatus(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const bookingId = uuidArg(args._booking_id);
  const status = enumValue('booking_status', args._status);
  requireAdmin(ctx);
  return setBookingStatus(db, bookingId, String(status));
}

/** Called by the payment provider's webhook (edge function with the service role key); idempotent. */
export function markBookingPaidByWebhook(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  return setBookingStatus(db, uuidArg(args._booking_id), 'paid');
}
