/**
 * Seat holds and caps: reservations expire, an invoice booking of a guest is binding once its e-mail address is
 * confirmed (`Buchung bestätigen`), at most 10 seats per date and booking, at most 10 unconfirmed seats per guest
 * e-mail, and unconfirmed guest holds at most half of what a date has not firmly sold.
 */
import { ADDRESS, bookCart, line, S, SEED } from './fixtures';
import { bookedSeats } from './bookedOutcome';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const session = (id: string, capacity: number): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity },
});

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
const NONE: Outcome = { outcome: 'denied', rows: 0, data: [] };

const guest = (name: string) => ({ ...ADDRESS, email: `${name}@example.test` });
const seatsOf = (id: string) => ({ select: 'seminar_sessions', match: { id }, columns: ['seats_booked'] }) as const;
const seats = (n: number) => found([{ seats_booked: n }]);
const tokenOf = {
  select: 'booking_tokens',
  match: { booking_id: '$booking' },
  columns: ['confirmation_token'],
} as const;
const confirm = (token: string) => ({ rpc: 'confirm_booking_email', args: { _token: token } }) as const;

export const HOLD_SCENARIOS: Scenario[] = [
  {
    name: 'holds: more than 10 seats of one date in one booking are refused, also signed in',
    setup: [session(S.open, 30)],
    steps: [{ as: 'customer', do: bookCart([line(S.open, 11)]) }],
    expect: [refused('TOO_MANY_SEATS', { line: 0, session_id: S.open, max: 10 })],
  },
  {
    name: 'holds: a signed-in customer with a confirmed address books by invoice bindingly, online for 30 minutes',
    setup: [session(S.open, 20)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 2)]) },
      { as: 'customer', do: bookCart([line(S.open, 2)], ADDRESS, 'online') },
    ],
    expect: [bookedSeats(2, null), bookedSeats(2, TIMESTAMPTZ)],
  },
  {
    name: 'holds: one guest e-mail holds at most 10 unconfirmed seats',
    setup: [session(S.open, 30), session(S.soon, 30)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 6)], guest('sammler')) },
      { as: 'anon', do: bookCart([line(S.soon, 5)], guest('sammler'), 'online') },
      { as: 'anon', do: bookCart([line(S.soon, 4)], guest('sammler')) },
    ],
    expect: [
      bookedSeats(6, TIMESTAMPTZ),
      refused('GUEST_HOLD_LIMIT', { limit: 10 }) /* oracles: no `held` */,
      bookedSeats(4, TIMESTAMPTZ),
    ],
  },
  {
    name: 'holds: invented e-mails hold at most half of a date; signed-in customers are not limited',
    setup: [session(S.open, 10)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 5)], guest('erfunden1')) },
      { as: 'anon', do: bookCart([line(S.open, 1)], guest('erfunden2')) },
      { as: 'customer', do: bookCart([line(S.open, 5)]) },
      { as: 'anon', do: bookCart([line(S.open, 1)], guest('erfunden3')) },
    ],
    expect: [
      bookedSeats(5, TIMESTAMPTZ),
      refused('GUEST_SEATS_EXHAUSTED', { line: 0, session_id: S.open, seats_left: 0 }),
      bookedSeats(5, null),
      refused('SESSION_SOLD_OUT', { line: 0, session_id: S.open, seats_left: 0 }),
    ],
  },
  {
    name: 'holds: a due hold expires at the next booking and its seats return to sale',
    setup: [session(S.open, 4)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 2)], guest('zahltnie'), 'online') },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      { as: 'customer', do: bookCart([line(S.open, 4)]) },
      { as: 'service', do: seatsOf(S.open) },
      {
        as: 'service',
        do: { select: 'bookings', match: { customer_email: 'zahltnie@example.test' }, columns: ['status'] },
      },
    ],
    expect: [
      bookedSeats(2, TIMESTAMPTZ),
      { outcome: 'allowed', rows: 1 },
      bookedSeats(4, null),
      seats(4),
      found([{ status: 'expired' }]),
    ],
  },
  {
    name: 'holds: a booking leaves the due holds of other dates to the scheduled job',
    setup: [session(S.open, 4), session(S.soon, 4)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 2)], guest('anderswo'), 'online') },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      { as: 'customer', do: bookCart([line(S.soon, 1)]) },
      { as: 'service', do: seatsOf(S.open) },
      {
        as: 'service',
        do: { select: 'bookings', match: { customer_email: 'anderswo@example.test' }, columns: ['status'] },
      },
    ],
    expect: [
      bookedSeats(2, TIMESTAMPTZ),
      { outcome: 'allowed', rows: 1 },
      bookedSeats(1, null),
      seats(2),
      found([{ status: 'pending' }]),
    ],
  },
  {
    name: 'holds: a due hold on a date of the cart expires before the cart counts that date’s seats',
    setup: [session(S.open, 4), session(S.soon, 4)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 2)], guest('hierfaellig'), 'online') },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      { as: 'customer', do: bookCart([line(S.soon, 1), line(S.open, 4)]) },
      { as: 'service', do: seatsOf(S.open) },
      {
        as: 'service',
        do: { select: 'bookings', match: { customer_email: 'hierfaellig@example.test' }, columns: ['status'] },
      },
    ],
    expect: [
      bookedSeats(2, TIMESTAMPTZ),
      { outcome: 'allowed', rows: 1 },
      bookedSeats(5, null),
      seats(4),
      found([{ status: 'expired' }]),
    ],
  },
  {
    name: 'holds: `Buchung bestätigen` makes a guest invoice booking binding and frees the e-mail cap',
    setup: [session(S.open, 30)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 10)], guest('bestaetigt')) },
      { as: 'anon', do: tokenOf },
      { as: 'service', do: tokenOf },
      { as: 'anon', do: confirm('$token') },
      { as: 'anon', do: confirm('$token') },
      { as: 'anon', do: bookCart([line(S.open, 1)], guest('bestaetigt')) },
    ],
    expect: [
      bookedSeats(10, TIMESTAMPTZ),
      NONE,
      found([{ confirmation_token: GENERATED_UUID }]),
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'pending',
        email_confirmed_at: TIMESTAMPTZ,
        hold_expires_at: null,
      }),
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'pending',
        email_confirmed_at: TIMESTAMPTZ,
        hold_expires_at: null,
      }),
      bookedSeats(1, TIMESTAMPTZ),
    ],
  },
  {
    name: 'holds: an unknown confirmation token is refused',
    steps: [{ as: 'anon', do: confirm('geraten') }],
    expect: [refused('INVALID_TOKEN')],
  },
  {
    name: 'holds: a confirmation after the deadline expires the booking instead',
    setup: [session(S.open, 30)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 3)], guest('zuspaet')) },
      { as: 'service', do: tokenOf },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      { as: 'anon', do: confirm('$token') },
      { as: 'service', do: seatsOf(S.open) },
    ],
    expect: [
      bookedSeats(3, TIMESTAMPTZ),
      found([{ confirmation_token: GENERATED_UUID }]),
      { outcome: 'allowed', rows: 1 },
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'expired',
        email_confirmed_at: null,
        hold_expires_at: TIMESTAMPTZ,
      }),
      seats(0),
    ],
  },
  {
    name: 'holds: only expiry sets the status expired',
    setup: [session(S.open, 30)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1)]) },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'expired' } } },
    ],
    expect: [
      bookedSeats(1, null),
      refused('INVALID_STATUS_TRANSITION', { booking_id: GENERATED_UUID, from: 'pending', to: 'expired' }),
    ],
  },
];
