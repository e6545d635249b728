/**
 * Issue 34 on both backends: minimum participants and „Durchführung garantiert“ (docs/booking-rules.md "Minimum
 * participants"). A date is guaranteed once its binding seats reach its minimum — its own, its seminar's or the
 * settings' default (4) — guest holds do not bind, and a promise made stays.
 */
import { bookedSeats } from './bookedOutcome';
import { ADDRESS, bookCart, line, S, SEED } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { GENERATED_UUID, TIMESTAMPTZ } from './normalise';
import { berlinDates } from '../../mocks/seed';

const dates = berlinDates(new Date());
const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';

/** A row of admin_dates_below_minimum for a scenario date `dayOffset` days ahead (default decision: 14 days before). */
function belowMinimum(id: string, dayOffset: number, binding: number, held: number) {
  return {
    session_id: id,
    seminar_title: SEO_TITLE,
    city_name: 'Berlin',
    start_date: dates.date(dayOffset),
    decision_date: dates.date(dayOffset - 14),
    binding_seats: binding,
    held_seats: held,
    min_participants: 4,
  };
}
const listBelowMinimum = { rpc: 'admin_dates_below_minimum', args: {} } as const;

const date = (id: string, dayOffset = 60): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset, capacity: 20 },
});
const guaranteedOf = (id: string) => ({ select: 'seminar_sessions', match: { id }, columns: ['guaranteed'] }) as const;
const guaranteed = (value: boolean): Outcome => ({ outcome: 'allowed', rows: 1, data: [{ guaranteed: value }] });
const updated: Outcome = { outcome: 'allowed', rows: 1 };
const guest = { ...ADDRESS, email: 'gast.mindest@example.test' };

export const GUARANTEE_SCENARIOS: Scenario[] = [
  {
    name: 'minimum participants: guaranteed once binding seats reach the minimum; guest holds do not bind; it stays',
    setup: [date(S.open)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'anon', do: guaranteedOf(S.open) },
      { as: 'anon', do: bookCart([line(S.open, 2)], guest) },
      { as: 'anon', do: guaranteedOf(S.open) },
      { as: 'other', do: bookCart([line(S.open, 1)]) },
      { as: 'anon', do: guaranteedOf(S.open) },
      { as: 'other', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'anon', do: guaranteedOf(S.open) },
    ],
    expect: [
      bookedSeats(3),
      guaranteed(false),
      bookedSeats(2, TIMESTAMPTZ),
      guaranteed(false),
      bookedSeats(1),
      guaranteed(true),
      { outcome: 'allowed', data: { booking_id: GENERATED_UUID, status: 'cancelled' } },
      guaranteed(true),
    ],
  },
  {
    name: 'minimum participants: the date’s own minimum, else the seminar’s; lowering one settles the date at once',
    setup: [date(S.open), date(S.soon, 30)],
    steps: [
      { as: 'admin', do: { update: 'seminar_sessions', match: { id: S.soon }, values: { min_participants: 3 } } },
      { as: 'customer', do: bookCart([line(S.open, 2), line(S.soon, 2)]) },
      { as: 'admin', do: { update: 'seminars', match: { id: SEED.seminar }, values: { min_participants: 2 } } },
      { as: 'anon', do: guaranteedOf(S.open) },
      { as: 'anon', do: guaranteedOf(S.soon) },
      { as: 'admin', do: { update: 'seminar_sessions', match: { id: S.soon }, values: { min_participants: 2 } } },
      { as: 'anon', do: guaranteedOf(S.soon) },
      { as: 'admin', do: { update: 'settings', match: { id: 1 }, values: { min_participants: 0 } } },
      { as: 'admin', do: { update: 'seminars', match: { id: SEED.seminar }, values: { min_participants: 101 } } },
    ],
    expect: [
      updated,
      bookedSeats(4),
      updated,
      guaranteed(true),
      guaranteed(false),
      updated,
      guaranteed(true),
      { outcome: 'denied', code: '23514', status: 400 },
      { outcome: 'denied', code: '23514', status: 400 },
    ],
  },
  {
    name: 'admin_dates_below_minimum: dates not guaranteed whose decision is due within 30 days, with their numbers; admins only',
    setup: [
      { setAside: 'seminar_sessions' },
      date(S.soon, 10),
      date(S.open, 40),
      date(S.soldOut, 100),
      date(S.cancelled, 20),
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.soon, 2)]) },
      { as: 'anon', do: bookCart([line(S.soon, 1)], guest) },
      { as: 'other', do: bookCart([line(S.cancelled, 4)]) },
      { as: 'admin', do: listBelowMinimum },
      { as: 'customer', do: listBelowMinimum },
      { as: 'anon', do: listBelowMinimum },
    ],
    expect: [
      bookedSeats(2),
      bookedSeats(1, TIMESTAMPTZ),
      bookedSeats(4),
      { outcome: 'allowed', data: [belowMinimum(S.soon, 10, 2, 1), belowMinimum(S.open, 40, 0, 0)] },
      { outcome: 'denied', code: 'FORBIDDEN', status: 400, detail: {} },
      { outcome: 'denied', code: '42501', status: 401 },
    ],
  },
];
