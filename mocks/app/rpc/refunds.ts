/**
 * Payments of `…_functions_payments.sql`: `public.record_stripe_payment` (the Stripe
 * webhook's one call: idempotent per event id, never an error for a known booking, pays only the exact total in euro).
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { insertRow, updateRow } from '../../db/writes';
import { pgTimestamp, trimmed } from '../sql';
import { nowMs, raiseError, uuidArg } from './common';
import { setBookingStatus } from './bookingStatus';
import { flagRefund } from './flagRefund';
import { enqueueMail } from '../mail/enqueueMail';
import { mailBookingData } from '../mail/mailData';

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
    // Not exactly the booking's total in euro: recorded, never paid; the academy follows up, told once per booking.
    updateRow(db, 'bookings', booking, { needs_follow_up: true }, serviceContext(db));
    const data = mailBookingData(db, String(bookingId));
    const sessionId =
      trimmed(args._session_id) ??
      (db.rows('booking_tokens').find((t) => t.booking_id === bookingId)?.checkout_session_id as string | null) ??
      null;
    enqueueMail(db, {
      template: 'academy_payment_mismatch',
      recipient: data.academy.email,
      data: {
        ...data,
        payment: {
          amount_cents: amount,
          currency: trimmed(currency)?.toLowerCase() ?? null,
          session_id: sessionId,
          event_id: eventId,
        },
      },
      key: `academy_payment_mismatch:${String(bookingId)}`,
      bookingId: String(bookingId),
    });
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
