/**
 * The waiting list on both backends: a cancellation offers the seat to the first entry inside the same call, the
 * held seat is refused to a public buyer and booked with the offer token; refusals, leaving, grants and RLS.
 */
import { bookCart, GUEST, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Request, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const soldOut = (capacity: number): Setup => ({
  session: { id: S.soldOut, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity },
});
const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 5 },
};

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const sqlError = (code: string, status: number): Outcome => ({ outcome: 'denied', code, status });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
/** A booking's answer; `hold` is its seat hold's deadline (null: binding at once). */
const booked = (hold: string | null): Outcome =>
  ok({
    booking_id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    net_cents: 125_210,
    vat_cents: 23_790,
    gross_cents: 149_000,
    status: 'pending',
    hold_expires_at: hold,
    payment_token: GENERATED_UUID,
  });

function join(sessionId: string, email: string, seats = 1, name = 'Wartende Person'): Request {
  return {
    rpc: 'join_waitlist',
    args: { _session_id: sessionId, _webinar_id: null, _name: name, _email: email, _seats: seats },
  };
}

const entry = (status: string, position: number | null, seats = 1, offered = false) => ({
  entry_id: GENERATED_UUID,
  session_id: S.soldOut,
  webinar_id: null,
  seats,
  status,
  position,
  offer_expires_at: offered ? TIMESTAMPTZ : null,
});

const myEntries: Request = { rpc: 'my_waitlist_entries', args: {} };

export const WAITLIST_SCENARIOS: Scenario[] = [
  {
    name: 'waiting list: a cancellation offers the seat to the first entry; only the offer token books it',
    setup: [soldOut(1)],
    steps: [
      { as: 'customer', do: bookCart([line(S.soldOut)]) },
      { as: 'other', do: join(S.soldOut, USERS.other.email, 1, 'Andrea Andere') },
      { as: 'anon', do: join(S.soldOut, GUEST.email, 1, 'Erika Musterfrau') },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'anon', do: bookCart([line(S.soldOut)], GUEST) },
      { as: 'other', do: myEntries },
      { as: 'customer', do: { select: 'waitlist_entries', match: { session_id: S.soldOut }, columns: ['status'] } },
      {
        as: 'admin',
        do: {
          select: 'waitlist_entries',
          match: { session_id: S.soldOut, status: 'pending_confirmation' },
          columns: ['email', 'seats', 'user_id'],
        },
      },
      { as: 'other', do: bookCart([{ ...line(S.soldOut), offer_token: '$offer' }]) },
      {
        as: 'other',
        do: { select: 'waitlist_entries', match: { session_id: S.soldOut }, columns: ['status', 'email'] },
      },
    ],
    expect: [
      booked(null),
      ok(entry('waiting', 1)),
      ok(entry('pending_confirmation', null)),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      refused('SESSION_SOLD_OUT', { line: 0, session_id: S.soldOut, seats_left: 0 }),
      ok([
        {
          ...entry('offered', 1, 1, true),
          leave_token: GENERATED_UUID,
          offer_token: GENERATED_UUID,
          created_at: TIMESTAMPTZ,
        },
      ]),
      { outcome: 'denied', rows: 0, data: [] },
      found([{ email: 'erika.musterfrau@example.test', seats: 1, user_id: null }]),
      booked(null),
      found([{ status: 'booked', email: USERS.other.email }]),
    ],
  },
  {
    // The guests' share of a date's free seats must not lock the offered seat away from the person it is held for.
    name: 'waiting list: a guest books the seat offered to them, though guests may hold no share of a last seat',
    setup: [soldOut(1)],
    steps: [
      { as: 'customer', do: bookCart([line(S.soldOut)]) },
      { as: 'other', do: join(S.soldOut, USERS.other.email, 1, 'Andrea Andere') },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'other', do: myEntries },
      { as: 'anon', do: bookCart([line(S.soldOut)], GUEST) },
      { as: 'anon', do: bookCart([{ ...line(S.soldOut), offer_token: '$offer' }], GUEST) },
      {
        as: 'admin',
        do: { select: 'waitlist_entries', match: { session_id: S.soldOut }, columns: ['status', 'email'] },
      },
    ],
    expect: [
      booked(null),
      ok(entry('waiting', 1)),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      ok([
        {
          ...entry('offered', 1, 1, true),
          leave_token: GENERATED_UUID,
          offer_token: GENERATED_UUID,
          created_at: TIMESTAMPTZ,
        },
      ]),
      refused('SESSION_SOLD_OUT', { line: 0, session_id: S.soldOut, seats_left: 0 }),
      booked(TIMESTAMPTZ),
      found([{ status: 'booked', email: USERS.other.email }]),
    ],
  },
  {
    name: 'waiting list: refusals, leaving by link, grants and no direct writes',
    setup: [soldOut(0), OPEN],
    steps: [
      { as: 'anon', do: join(S.open, GUEST.email) },
      { as: 'anon', do: join(S.soldOut, GUEST.email, 11) },
      { as: 'anon', do: join(S.soldOut, GUEST.email, 1, '  ') },
      { as: 'anon', do: join(S.soldOut, 'keine-adresse') },
      { as: 'anon', do: join(S.unknown, GUEST.email) },
      { as: 'customer', do: join(S.soldOut, USERS.customer.email, 2) },
      { as: 'customer', do: join(S.soldOut, USERS.customer.email) },
      { as: 'customer', do: myEntries },
      { as: 'anon', do: { rpc: 'leave_waitlist', args: { _token: '$leave' } } },
      { as: 'anon', do: { rpc: 'leave_waitlist', args: { _token: '$leave' } } },
      { as: 'anon', do: { rpc: 'confirm_waitlist', args: { _token: S.unknown } } },
      { as: 'anon', do: { rpc: 'get_waitlist_offer', args: { _token: S.unknown } } },
      { as: 'customer', do: { rpc: 'admin_remove_waitlist_entry', args: { _entry_id: S.unknown } } },
      { as: 'anon', do: myEntries },
      { as: 'customer', do: { rpc: 'expire_waitlist_offers', args: {} } },
      {
        as: 'customer',
        do: {
          insert: 'waitlist_entries',
          values: { session_id: S.soldOut, name: 'X', email: 'x@example.test', seats: 1 },
        },
      },
    ],
    expect: [
      refused('WAITLIST_SEATS_AVAILABLE', { session_id: S.open, seats_left: 5 }),
      refused('INVALID_INPUT', { field: 'seats', reason: 'invalid_seats' }),
      refused('INVALID_INPUT', { field: 'name', reason: 'required' }),
      refused('INVALID_INPUT', { field: 'email', reason: 'invalid' }),
      refused('SESSION_NOT_FOUND', { session_id: S.unknown }),
      ok(entry('waiting', 1, 2)),
      refused('WAITLIST_ALREADY_JOINED', { session_id: S.soldOut }),
      ok([{ ...entry('waiting', 1, 2), leave_token: GENERATED_UUID, offer_token: null, created_at: TIMESTAMPTZ }]),
      ok(entry('left', null, 2)),
      ok(entry('left', null, 2)),
      refused('WAITLIST_ENTRY_NOT_FOUND'),
      refused('WAITLIST_OFFER_NOT_FOUND'),
      refused('FORBIDDEN'),
      sqlError('42501', 401),
      sqlError('42501', 403),
      sqlError('42501', 403),
    ],
  },
  {
    name: 'waiting list: an admin raising the capacity offers the seats in the same call',
    setup: [soldOut(0)],
    steps: [
      { as: 'customer', do: join(S.soldOut, USERS.customer.email, 2) },
      { as: 'admin', do: { rpc: 'admin_update_session_capacity', args: { _session_id: S.soldOut, _capacity: 1 } } },
      { as: 'customer', do: myEntries },
      { as: 'admin', do: { rpc: 'admin_update_session_capacity', args: { _session_id: S.soldOut, _capacity: 2 } } },
      { as: 'customer', do: myEntries },
    ],
    expect: [
      ok(entry('waiting', 1, 2)),
      ok({ session_id: S.soldOut, capacity: 1, seats_booked: 0 }),
      ok([{ ...entry('waiting', 1, 2), leave_token: GENERATED_UUID, offer_token: null, created_at: TIMESTAMPTZ }]),
      ok({ session_id: S.soldOut, capacity: 2, seats_booked: 0 }),
      ok([
        {
          ...entry('offered', 1, 2, true),
          leave_token: GENERATED_UUID,
          offer_token: GENERATED_UUID,
          created_at: TIMESTAMPTZ,
        },
      ]),
    ],
  },
];
