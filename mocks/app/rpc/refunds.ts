/**
 * Refunds of the functions migration: `private.flag_refund` and `public.record_stripe_payment` (the Stripe
 * webhook's one call: idempotent per event id, never an error for a known booking, pays only the exact total in euro).
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { insertRow, updateRow } from '../../db/writes';
import { pgTimestamp, trimmed } from '../sql';
import { nowMs, raiseError, uuidArg } from './common';
import { setBookingStatus } from './bookingStatus';
import { enqueueMail } from '../mail/enqueue';
import { mailBookingData } from '../mail/mailData';

/** `private.flag_refund(booking_id, amount)`: a paid booking needs money back; never-paid ones are left alone. */
export function flagRefund(db: MockDb, bookingId: string, amountCents: number): void {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking || (booking.status !== 'paid' && booking.paid_at === null)) return;
  const refund = Number(booking.refund_cents ?? 0) + amountCents;
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

export function recordStripePayment(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const eventId = trimmed(args._event_id);
  const bookingId = uuidArg(args._booking_id);
  const amount = typeof args._amount_cents === 'number' ? args._amount_cents : null;
  const currency = typeof args._currency === 'string' ? args._currency : args._currency === undefined ? 'eur' : '';
  if (eventId === null) raiseError('INVALID_INPUT', { field: 'event_id', reason: 'required' });
  if (db.rows('payment_events').some((e) => e.event_id === eventId)) {
    return { event_id: eventId, outcome: 'duplicate' };
  }
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  let outcome: string;
  const open = booking?.status === 'pending' || booking?.status === 'confirmed';
  if (!booking) outcome = 'unknown_booking';
  else if (open && (amount !== Number(booking.gross_cents) || currency.toLowerCase() !== 'eur')) {
    // Not exactly the booking's total in euro: recorded, never paid; the academy follows up.
    updateRow(db, 'bookings', booking, { needs_follow_up: true }, serviceContext(db));
    outcome = 'amount_mismatch';
  } else if (open) {
    setBookingStatus(db, bookingId, 'paid');
    outcome = 'paid';
  } else if (booking.status === 'paid') outcome = 'already_paid';
  else {
    updateRow(db, 'bookings', booking, { paid_at: pgTimestamp(nowMs()) }, serviceContext(db));
    flagRefund(db, String(bookingId), amount ?? Number(booking.gross_cents));
    outcome = 'refund_needed';
  }
  insertRow(
    db,
    'payment_events',
    {
      event_id: eventId,
      booking_id: outcome === 'unknown_booking' ? null : bookingId,
      amount_cents: amount,
      outcome,
    },
    serviceContext(db),
  );
  return { event_id: eventId, booking_id: bookingId, outcome };
}
