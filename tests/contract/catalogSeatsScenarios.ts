/**
 * Issue 33 on both backends: catalog_seats and the catalogue's version (docs/architecture.md, "Prerendered pages").
 * A booking changes the seats it reports, not the version; an admin's change of a date, a webinar, a seminar, a
 * venue or the settings raises the version. Versions are compared from the scenario's first answer on
 * (runner.ts): the two backends start from different counts.
 */
import { bookCart, line, S, SEED, W } from './fixtures';
import { bookedSeats } from './bookedOutcome';
import type { Outcome, Scenario, Setup } from './model';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const updated: Outcome = { outcome: 'allowed', rows: 1 };

const SESSION: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 10 },
};
const WEBINAR: Setup = { webinar: { id: W.open, dayOffset: 20, capacity: 50, priceCents: 9_900 } };

const seats = (sessionIds: string[], webinarIds: string[] = []) =>
  ({ rpc: 'catalog_seats', args: { _session_ids: sessionIds, _webinar_ids: webinarIds } }) as const;
const answer = (version: number, sessionSeats: number, webinarSeats: number) =>
  ok({ version, sessions: { [S.open]: sessionSeats }, webinars: { [W.open]: webinarSeats } });

export const CATALOG_SEATS_SCENARIOS: Scenario[] = [
  {
    name: 'catalog_seats: a booking changes the seats, not the version; every admin change of the catalogue raises it',
    setup: [SESSION, WEBINAR],
    steps: [
      { as: 'anon', do: seats([S.open], [W.open]) },
      { as: 'customer', do: bookCart([line(S.open, 2)]) },
      { as: 'customer', do: seats([S.open], [W.open]) },
      { as: 'admin', do: { update: 'seminar_sessions', match: { id: S.open }, values: { end_time: '16:30' } } },
      { as: 'anon', do: seats([S.open], [W.open]) },
      { as: 'admin', do: { update: 'webinars', match: { id: W.open }, values: { title: 'GA4 am Abend' } } },
      { as: 'admin', do: { update: 'seminars', match: { id: SEED.seminar }, values: { summary: 'Neu gefasst.' } } },
      { as: 'admin', do: { update: 'locations', match: { id: SEED.berlin }, values: { parking: 'Tiefgarage' } } },
      { as: 'admin', do: { update: 'settings', match: { id: 1 }, values: { free_cancellation_days: 21 } } },
      { as: 'anon', do: seats([S.open], [W.open]) },
    ],
    expect: [
      answer(0, 0, 0),
      bookedSeats(2),
      answer(0, 2, 0),
      updated,
      answer(1, 2, 0),
      updated,
      updated,
      updated,
      updated,
      answer(5, 2, 0),
    ],
  },
  {
    name: 'catalog_seats: only what the public may see, unknown ids left out, at most 500 ids, uuids only',
    setup: [SESSION, WEBINAR],
    steps: [
      { as: 'anon', do: { rpc: 'catalog_seats', args: {} } },
      { as: 'anon', do: seats([S.open, SEED.draftSeminarSession, S.unknown], [W.open, W.past]) },
      { as: 'admin', do: { update: 'webinars', match: { id: W.open }, values: { published: false } } },
      { as: 'admin', do: seats([S.open], [W.open]) },
      { as: 'anon', do: seats(Array.from({ length: 501 }, () => S.open)) },
      {
        as: 'anon',
        do: seats(
          Array.from({ length: 250 }, () => S.open),
          Array.from({ length: 250 }, () => W.open),
        ),
      },
      { as: 'anon', do: seats(['keine-uuid']) },
    ],
    expect: [
      ok({ version: 0, sessions: {}, webinars: {} }),
      answer(0, 0, 0),
      updated,
      ok({ version: 1, sessions: { [S.open]: 0 }, webinars: {} }),
      { outcome: 'denied', code: 'INVALID_INPUT', status: 400, detail: { field: 'ids', reason: 'too_many', max: 500 } },
      ok({ version: 1, sessions: { [S.open]: 0 }, webinars: {} }),
      { outcome: 'denied', code: '22P02', status: 400 },
    ],
  },
];
