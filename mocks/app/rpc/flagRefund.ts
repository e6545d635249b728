/**
 * `private.flag_refund` of `…_functions_payments.sql`: a cancelled or withdrawn paid booking needs money back, and the
 * academy is told at once. Its own module, since status changes and payments both flag refunds.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import { updateRow } from '../../db/writes';
import { enqueueMail } from '../mail/enqueueMail';
import { mailBookingData } from '../mail/mailData';

/** `private.flag_refund(booking_id, amount)`: a paid booking needs money back; never-paid ones are left alone. */
export function flagRefund(db: MockDb, bookingId: string, amountCents: number): void {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking || (booking.status !== 'paid' && booking.paid_at === null)) return;
  // Never more than the booker paid and keeps (paid_cents, after a rebooking that cost more).
  const paid = booking.paid_cents === null || booking.paid_cents === undefined ? amountCents : Number(booking.paid_cents);
  const refund = Number(booking.refund_cents ?? 0) + Math.min(amountCents, paid);
  updateRow(db, 'bookings', booking, { needs_follow_up: true, refund_cents: refund }, serviceContext(db));
  // The academy learns at once (mail outbox), once per refund total.
  const data = mailBookingData(db, bookingId);
  enqueueMail(db, {
    template: 'academy_refund_due',
    recipient: data.academy.email,
    data: { ...data, refund_cents: refund },
    key: `academy_refund_due:${bookingId}:${refund}`,
    bookingId,
  });
}
