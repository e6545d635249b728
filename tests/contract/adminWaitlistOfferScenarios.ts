/**
 * `admin_offer_waitlist_seats` (`Platz anbieten`, docs/booking-rules.md) on both backends: an admin offers free seats
 * to a lapsed entry again and its person books with the new offer token; refused for an entry that is not waiting,
 * when the seats are not free, for an unknown entry, for customers and for anonymous callers.
 */
import { bookCart, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Request, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const soldOut = (capacity: number): Setup => ({
  session: { id: S.soldOut, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity },
});

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });

const join = (email: string, name: string): Request => ({
  rpc: 'join_waitlist',
  args: { _session_id: S.soldOut, _webinar_id: null, _name: name, _email: email, _seats: 1 },
});
const offerSeats = (entryId: string): Request => ({ rpc: 'admin_offer_waitlist_seats', args: { _entry_id: entryId } });
const statusOfEntries: Request = {
  select: 'waitlist_entries',
  match: { session_id: S.soldOut },
  columns: ['status', 'email'],
};

const entry = (status: string, position: number | null, offered = false) => ({
  entry_id: GENERATED_UUID,
  session_id: S.soldOut,
  webinar_id: null,
  seats: 1,
  status,
  position,
  offer_expires_at: offered ? TIMESTAMPTZ : null,
});

export const ADMIN_WAITLIST_OFFER_SCENARIOS: Scenario[] = [
  {
    name: 'admin_offer_waitlist_seats: an admin offers the free seat to a lapsed entry again; the new token books it',
    setup: [soldOut(1)],
    steps: [
      { as: 'customer', do: bookCart([line(S.soldOut)]) },
      { as: 'other', do: join(USERS.other.email, 'Andrea Andere') },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      // An offer that is already running cannot be offered again.
      { as: 'admin', do: offerSeats('$entry') },
      // The offer's time runs out (as if the hours had passed) and the minute job lets it lapse; the seat stays free.
      {
        as: 'service',
        do: {
          update: 'waitlist_entries',
          match: { session_id: S.soldOut },
          values: { offer_expires_at: '2000-01-01T00:00:00+00:00' },
        },
      },
      { as: 'service', do: { rpc: 'expire_waitlist_offers', args: {} } },
      { as: 'admin', do: statusOfEntries },
      { as: 'admin', do: offerSeats('$entry') },
      { as: 'other', do: { rpc: 'my_waitlist_entries', args: {} } },
      { as: 'other', do: bookCart([{ ...line(S.soldOut), offer_token: '$offer' }]) },
      { as: 'admin', do: statusOfEntries },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: 149_000,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      ok(entry('waiting', 1)),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      refused('WAITLIST_ENTRY_NOT_WAITING', { entry_id: GENERATED_UUID, status: 'offered' }),
      { outcome: 'allowed', rows: 1 },
      ok(1),
      found([{ status: 'lapsed', email: USERS.other.email }]),
      ok(entry('offered', 1, true)),
      ok([
        {
          ...entry('offered', 1, true),
          leave_token: GENERATED_UUID,
          offer_token: GENERATED_UUID,
          created_at: TIMESTAMPTZ,
        },
      ]),
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: 149_000,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      found([{ status: 'booked', email: USERS.other.email }]),
    ],
  },
  {
    name: 'admin_offer_waitlist_seats: refused without free seats, for an unknown entry, for customers and anonymous',
    setup: [soldOut(0)],
    steps: [
      { as: 'customer', do: join(USERS.customer.email, 'Kunde Wartend') },
      { as: 'admin', do: offerSeats('$entry') },
      { as: 'admin', do: offerSeats(S.unknown) },
      { as: 'customer', do: offerSeats('$entry') },
      { as: 'anon', do: offerSeats('$entry') },
      // Nothing of the above offered anything.
      { as: 'admin', do: { select: 'waitlist_entries', match: { session_id: S.soldOut }, columns: ['status'] } },
    ],
    expect: [
      ok(entry('waiting', 1)),
      refused('WAITLIST_NO_FREE_SEATS', { entry_id: GENERATED_UUID, seats_left: 0 }),
      refused('WAITLIST_ENTRY_NOT_FOUND', { entry_id: S.unknown }),
      refused('FORBIDDEN'),
      { outcome: 'denied', code: '42501', status: 401 },
      found([{ status: 'waiting' }]),
    ],
  },
];
