/**
 * Seat holds of `…_functions_holds.sql` and `…_holds_at_scale.sql`: `private.expire_holds`,
 * `private.enforce_hold_caps`, `private.start_hold` and `public.confirm_booking_email`, with the same rules, numbers
 * (from settings) and error codes.
 */
import { findUserById } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { insertRow, updateRow } from '../../db/writes';
import { pgTimestamp } from '../sql';
import { jsonTimestamp, nowMs, raiseError } from './common';
import type { CartLine } from './bookCartInput';
import { releaseBookingSeats } from './seats';
import { enqueueBindingConfirmationMail, enqueuePaymentLinkExpiredMail } from '../mail/enqueue';
import { offerFreedSeats, offerFreedSeatsOfBooking, waitlistHeldSeats } from './waitlistOffers';
import { issueInvoice } from './invoices';

/** Seats of one date in one booking; larger groups use the in-house request. */
export const MAX_SEATS_PER_DATE = 10;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

function settingsOf(db: MockDb): Row {
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (!settings) raiseError('BOOKING_CLOSED');
  return settings;
}

const holdEnd = (booking: Row): number | null =>
  booking.hold_expires_at === null || booking.hold_expires_at === undefined
    ? null
    : Date.parse(String(booking.hold_expires_at));

/** `private.is_guest_hold`: a guest's unconfirmed hold that is not yet due. */
function isGuestHold(booking: Row, at: number): boolean {
  const end = holdEnd(booking);
  return booking.status === 'pending' && booking.user_id === null && end !== null && end > at;
}

function expire(db: MockDb, booking: Row, at: number): Row {
  releaseBookingSeats(db, String(booking.id));
  const current = db.rows('bookings').find((b) => b.id === booking.id) ?? booking;
  const expired = updateRow(db, 'bookings', current, { status: 'expired', expired_at: pgTimestamp(at) }, serviceContext(db));
  offerFreedSeatsOfBooking(db, String(booking.id)); // waiting list: offer the freed seats
  return expired;
}

/**
 * `private.expire_holds(session_ids, webinar_ids)`: due holds → 'expired', their seats back on sale. book_cart passes
 * its cart's dates (`targets`): only the due holds of those dates expire; without dates every due hold does (the
 * scheduled job's work). As `private.expire_locked_holds`: all seats back first, then the freed seats offered once
 * per date, then the payment-link mails.
 */
export function expireHolds(db: MockDb, targets: readonly string[] = []): number {
  const at = nowMs();
  const onTargets = (booking: Row) =>
    db
      .rows('booking_items')
      .some((i) => i.booking_id === booking.id && targets.includes(String(i.session_id ?? i.webinar_id)));
  const due = db.rows('bookings').filter((b) => {
    const end = holdEnd(b);
    return b.status === 'pending' && end !== null && end <= at && (targets.length === 0 || onTargets(b));
  });
  if (due.length === 0) return 0;
  const service = serviceContext(db);
  for (const booking of due) releaseBookingSeats(db, String(booking.id));
  for (const booking of due) {
    const current = db.rows('bookings').find((b) => b.id === booking.id) ?? booking;
    updateRow(db, 'bookings', current, { status: 'expired', expired_at: pgTimestamp(at) }, service);
  }
  // Waiting list: the freed seats offered once per date (sessions by id, then webinars by id).
  const ids = new Set(due.map((b) => b.id));
  const dates = new Map<string, [string | null, string | null]>();
  for (const item of db.rows('booking_items')) {
    if (!ids.has(item.booking_id)) continue;
    const sessionId = (item.session_id as string | null) ?? null;
    const webinarId = (item.webinar_id as string | null) ?? null;
    dates.set(`${sessionId ?? ''}|${webinarId ?? ''}`, [sessionId, webinarId]);
  }
  const order = ([s, w]: [string | null, string | null]) => (s === null ? `1${String(w)}` : `0${s}`);
  for (const [sessionId, webinarId] of [...dates.values()].sort((a, b) => order(a).localeCompare(order(b)))) {
    offerFreedSeats(db, sessionId, webinarId);
  }
  // An unpaid online booking's customer learns that the payment link has lapsed (mail outbox).
  for (const booking of due) {
    if (booking.payment_method === 'online') enqueuePaymentLinkExpiredMail(db, String(booking.id));
  }
  return due.length;
}

function guestSeats(db: MockDb, at: number, matches: (item: Row, booking: Row) => boolean): number {
  const holds = new Map(
    db
      .rows('bookings')
      .filter((b) => isGuestHold(b, at))
      .map((b) => [b.id, b]),
  );
  return db.rows('booking_items').reduce((sum, item) => {
    const booking = holds.get(item.booking_id);
    return booking && matches(item, booking) ? sum + Number(item.quantity) : sum;
  }, 0);
}

/** `private.enforce_hold_caps(uid, email, lines)`: per-date maximum, then (guests only) e-mail and share caps. */
export function enforceHoldCaps(ctx: PolicyContext, email: string, lines: CartLine[], db: MockDb): void {
  const key = (line: CartLine) => (line.isSession ? 'session_id' : 'webinar_id');
  lines.forEach((line, index) => {
    if (line.quantity > MAX_SEATS_PER_DATE) {
      raiseError('TOO_MANY_SEATS', { line: index, [key(line)]: line.id, max: MAX_SEATS_PER_DATE });
    }
  });
  if (ctx.uid !== null) return;
  const settings = settingsOf(db);
  const at = nowMs();
  const limit = Number(settings.guest_hold_seat_limit);
  const heldByEmail = guestSeats(db, at, (_item, booking) => booking.customer_email === email);
  const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
  // Oracles: never how many seats the address holds.
  if (heldByEmail + wanted > limit) raiseError('GUEST_HOLD_LIMIT', { limit });

  lines.forEach((line, index) => {
    const source = db.rows(line.isSession ? 'seminar_sessions' : 'webinars').find((r) => r.id === line.id);
    // Unknown or too few seats: book_cart names it (SESSION_NOT_FOUND, SESSION_SOLD_OUT).
    // Seats held for a waiting-list offer count as taken, unless this line presents that offer's token.
    const target = { sessionId: line.isSession ? line.id : null, webinarId: line.isSession ? null : line.id };
    const offered = waitlistHeldSeats(db, target, null);
    const ownOffer = offered - waitlistHeldSeats(db, target, line.offerToken);
    const booked = source ? Number(source.seats_booked) + offered - ownOffer : 0;
    if (!source || Number(source.capacity) - booked < line.quantity) return;
    // The seats of the presented offer are this buyer's already; the share only limits the seats beyond them.
    if (line.quantity <= ownOffer) return;
    const held = guestSeats(db, at, (item) => item[key(line)] === line.id);
    const firm = booked - held;
    const allowed = Math.floor(((Number(source.capacity) - firm) * Number(settings.guest_hold_share_percent)) / 100);
    if (held + line.quantity - ownOffer > allowed) {
      raiseError('GUEST_SEATS_EXHAUSTED', {
        line: index,
        [key(line)]: line.id,
        seats_left: Math.max(allowed - held, 0),
      });
    }
  });
}

export interface HoldResult {
  hold_expires_at: string | null;
  payment_token: string;
}

/** `private.start_hold(booking_id, uid, payment_method)`: the hold's deadline and the booking's secrets. */
export function startHold(db: MockDb, bookingId: string, uid: string | null, paymentMethod: string): HoldResult {
  const settings = settingsOf(db);
  const at = nowMs();
  const user = uid === null ? undefined : findUserById(db, uid);
  const needsConfirmation = paymentMethod === 'invoice' && !user?.email_confirmed_at;
  const expires =
    paymentMethod === 'online'
      ? at + Number(settings.online_hold_minutes) * MINUTE_MS
      : needsConfirmation
        ? at + Number(settings.invoice_confirmation_hours) * HOUR_MS
        : null;
  const service = serviceContext(db);
  const booking = db.rows('bookings').find((b) => b.id === bookingId) as Row;
  updateRow(db, 'bookings', booking, { hold_expires_at: expires === null ? null : pgTimestamp(expires) }, service);
  const paymentToken = crypto.randomUUID();
  insertRow(
    db,
    'booking_tokens',
    {
      booking_id: bookingId,
      confirmation_token: needsConfirmation ? crypto.randomUUID() : null,
      payment_token: paymentToken,
    },
    service,
  );
  return { hold_expires_at: jsonTimestamp(expires), payment_token: paymentToken };
}

/** `public.confirm_booking_email(_token)`: the `Buchung bestätigen` link. */
export function confirmBookingEmail(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const token = typeof args._token === 'string' ? args._token : null;
  const secret = token === null ? undefined : db.rows('booking_tokens').find((t) => t.confirmation_token === token);
  let booking = secret && db.rows('bookings').find((b) => b.id === secret.booking_id);
  if (!booking) raiseError('INVALID_TOKEN');
  const at = nowMs();
  const end = holdEnd(booking);
  if (booking.status === 'pending' && end !== null && end <= at) booking = expire(db, booking, at);
  if (booking.status === 'pending' && booking.email_confirmed_at === null) {
    booking = updateRow(
      db,
      'bookings',
      booking,
      {
        email_confirmed_at: pgTimestamp(at),
        hold_expires_at: booking.payment_method === 'invoice' ? null : booking.hold_expires_at,
      },
      serviceContext(db),
    );
    issueInvoice(db, String(booking.id)); // Invoices: binding now (invoice payment) → invoiced
    // Issue 30: the confirmation with that invoice (private.enqueue_mail in confirm_booking_email).
    if (booking.payment_method === 'invoice') enqueueBindingConfirmationMail(db, String(booking.id));
  }
  return {
    booking_number: booking.booking_number,
    status: booking.status,
    email_confirmed_at: jsonTimestamp(booking.email_confirmed_at),
    hold_expires_at: jsonTimestamp(booking.hold_expires_at),
  };
}
