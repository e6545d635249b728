/**
 * The withdrawal button (§ 356a BGB) as `…_functions_withdrawal.sql` defines it: `withdraw_booking` (signed in, own
 * booking), `withdraw_booking_as_guest` (booking number + the booking's e-mail + a name, failed identifications
 * bounded per address and per hour) and `my_withdrawal_options`. The rules (`private.withdrawal_refusal`), in order:
 * already received, cancelled, expired, company, 14 days from the contract (until midnight Berlin after the 14th day),
 * every date over. A withdrawal cancels the booking, releases the seats and flags the booking for the refund
 * follow-up.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { insertRow, updateRow } from '../../db/writes';
import { addDays } from '../../seed/dates';
import { berlinDateTime, berlinInstant, pgTimestamp, trimmed } from '../sql';
import { bookingFirstStart, bookingLastEnd } from './bookingDates';
import { checkLength, jsonTimestamp, nowMs, raiseError, uuidArg } from './common';
import { flagRefund } from './flagRefund';
import { releaseBookingSeats } from './seats';
import { offerFreedSeatsOfBooking } from './waitlistOffers';
import { creditBookingInvoice } from './invoices';

/** `private.withdrawal_deadline`: midnight (Berlin) at the end of the 14th day after the contract day. */
export function withdrawalDeadline(contractAt: unknown): number {
  const day = berlinDateTime(Date.parse(String(contractAt))).date;
  return berlinInstant(addDays(day, 15), '00:00:00');
}

/** `private.withdrawal_refusal`: the refusal code, or null when the booking can be withdrawn now. */
export function withdrawalRefusal(db: MockDb, booking: Row, at: number = nowMs()): string | null {
  if (db.rows('booking_withdrawals').some((w) => w.booking_id === booking.id)) return 'WITHDRAWAL_ALREADY_RECEIVED';
  if (booking.status === 'cancelled') return 'BOOKING_ALREADY_CANCELLED';
  if (booking.status === 'expired') return 'BOOKING_EXPIRED';
  if (booking.customer_type === 'company') return 'WITHDRAWAL_NOT_CONSUMER';
  if (at >= withdrawalDeadline(booking.created_at)) return 'WITHDRAWAL_PERIOD_OVER';
  const lastEnd = bookingLastEnd(db, String(booking.id));
  if (lastEnd !== null && lastEnd <= at) return 'WITHDRAWAL_SERVICE_COMPLETED';
  return null;
}

/**
 * `private.record_withdrawal`: the statement with its time of receipt; the booking is cancelled. A guest's refusal
 * carries no detail: it must not tell more than the caller typed.
 */
function recordWithdrawal(
  ctx: PolicyContext,
  db: MockDb,
  booking: Row,
  via: 'account' | 'guest',
  name: string | null = null,
) {
  const at = nowMs();
  const refusal = withdrawalRefusal(db, booking, at);
  if (refusal !== null) {
    raiseError(
      refusal,
      via === 'guest'
        ? {}
        : { booking_number: booking.booking_number, deadline: jsonTimestamp(withdrawalDeadline(booking.created_at)) },
    );
  }
  const service = serviceContext(db);
  const firstStart = bookingFirstStart(db, String(booking.id));
  const withdrawal = insertRow(
    db,
    'booking_withdrawals',
    {
      booking_id: booking.id,
      user_id: ctx.uid,
      via,
      confirmation_email: booking.customer_email,
      service_started: firstStart !== null && firstStart <= at,
      received_at: pgTimestamp(at),
      name,
    },
    service,
  );
  releaseBookingSeats(db, String(booking.id));
  offerFreedSeatsOfBooking(db, String(booking.id)); // waiting list: offer the freed seats
  flagRefund(db, String(booking.id), Number(booking.gross_cents)); // refunds: the amount to pay back, if paid
  const current = db.rows('bookings').find((b) => b.id === booking.id) ?? booking;
  updateRow(
    db,
    'bookings',
    current,
    { status: 'cancelled', cancelled_at: pgTimestamp(at), needs_follow_up: true },
    service,
  );
  creditBookingInvoice(db, String(booking.id), 'Widerruf'); // Invoices: credit note for the invoice
  return {
    booking_id: booking.id,
    booking_number: booking.booking_number,
    status: 'cancelled',
    received_at: jsonTimestamp(withdrawal.received_at),
    service_started: withdrawal.service_started,
    confirmation_email: withdrawal.confirmation_email,
  };
}

export type WithdrawalResult = ReturnType<typeof recordWithdrawal>;

export function withdrawBooking(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb): WithdrawalResult {
  const bookingId = uuidArg(args._booking_id);
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  // Someone else's booking looks exactly like a missing one.
  if (!booking || booking.user_id !== ctx.uid) raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  return recordWithdrawal(ctx, db, booking, 'account');
}

/** Failed identifications on the guest form (`private.withdrawal_attempts`); Demo-Daten zurücksetzen clears them. */
export const WITHDRAWAL_ATTEMPTS = 'private.withdrawal_attempts';
const HOUR_MS = 3_600_000;

/** The address as the attempt limit counts it: lower case, without a +tag in the local part. */
function addressKey(email: string | null): string {
  return (email ?? '').toLowerCase().replace(/\+[^@]*@/, '@');
}

/** The guest's answer to a failed identification: the same for every cause, and not an error (the attempt stays). */
export type GuestWithdrawalAnswer = WithdrawalResult | { refused: 'BOOKING_NOT_FOUND' };

export function withdrawBookingAsGuest(
  ctx: PolicyContext,
  args: Record<string, unknown>,
  db: MockDb,
): GuestWithdrawalAnswer {
  const number = trimmed(args._booking_number)?.toUpperCase() ?? null;
  const email = trimmed(args._email)?.toLowerCase() ?? null;
  const name = trimmed(args._name);
  // One field for the whole name (first and last): `full_name`, twice a first name's limit.
  if (name === null) raiseError('INVALID_INPUT', { field: 'full_name', reason: 'required' });
  checkLength(name, 200, { field: 'full_name' });
  // The address is stored with a failed attempt: bounded before anything is written.
  checkLength(email, 254, { field: 'email' });
  const key = addressKey(email);
  const at = nowMs();
  const settings = db.rows('settings').find((s) => s.id === 1);
  const attempts = db.rows(WITHDRAWAL_ATTEMPTS).filter((a) => Number(a.attempted_at) >= at - 24 * HOUR_MS);
  db.setRows(WITHDRAWAL_ATTEMPTS, attempts); // older rows go
  const lastHour = attempts.filter((a) => Number(a.attempted_at) > at - HOUR_MS);
  if (
    lastHour.filter((a) => a.email_key === key).length >= Number(settings?.withdrawal_attempts_per_address ?? 5) ||
    lastHour.length >= Number(settings?.withdrawal_attempts_per_hour ?? 100)
  ) {
    raiseError('TOO_MANY_ATTEMPTS');
  }
  const booking = db.rows('bookings').find((b) => b.booking_number === number && b.customer_email === email);
  if (!booking) {
    db.setRows(WITHDRAWAL_ATTEMPTS, [...attempts, { email_key: key, attempted_at: at }]);
    return { refused: 'BOOKING_NOT_FOUND' };
  }
  return recordWithdrawal(ctx, db, booking, 'guest', name);
}

export function myWithdrawalOptions(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const at = nowMs();
  return db
    .rows('bookings')
    .filter((b) => b.user_id === ctx.uid)
    .sort(
      (a, b) =>
        Date.parse(String(b.created_at)) - Date.parse(String(a.created_at)) ||
        String(b.booking_number).localeCompare(String(a.booking_number)),
    )
    .map((b) => ({
      booking_id: b.id,
      booking_number: b.booking_number,
      refusal: withdrawalRefusal(db, b, at),
      deadline: jsonTimestamp(withdrawalDeadline(b.created_at)),
    }));
}
