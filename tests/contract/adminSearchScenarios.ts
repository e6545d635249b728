/**
 * Issue 33 on both backends: the admin bookings list's search (admin_search_bookings, docs/data-model.md "Admin
 * bookings search"): words in number, name, address and company, `%` and `_` literally, filters, the page's ids
 * newest first and the count of all matches; admins only.
 */
import { addDays, berlinDates } from '../../mocks/seed';
import type { BookingSetup, Outcome, Scenario, Setup } from './model';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });

const today = berlinDates(new Date()).date(0);
const id = (n: number) => `c0000000-0000-4000-8000-0000000008${String(n).padStart(2, '0')}`;

function booking(
  n: number,
  status: BookingSetup['status'],
  createdDate: string,
  createdTime: string,
  customer: NonNullable<BookingSetup['customer']>,
): BookingSetup {
  return {
    id: id(n),
    number: `DA-2025-80000${n}`,
    status,
    netCents: 10_000,
    vatCents: 1_900,
    createdDate,
    createdTime,
    customer,
  };
}

// Newest first: 1, 2, 3, 4.
const BOOKINGS: BookingSetup[] = [
  booking(1, 'paid', today, '10:00', {
    firstName: 'Erika',
    lastName: 'Schneider',
    email: 'erika.schneider@example.test',
  }),
  booking(2, 'pending', today, '09:00', {
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'j.weber@schneider-logistik.test',
    company: 'Schneider Logistik GmbH',
  }),
  booking(3, 'cancelled', addDays(today, -1), '12:00', {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'hundert%prozent@example.test',
  }),
  booking(4, 'confirmed', addDays(today, -2), '12:00', {
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max_m@example.test',
  }),
];

const setup: Setup[] = [{ setAside: 'bookings' }, ...BOOKINGS.map((b) => ({ booking: b }))];
const search = (args: Record<string, unknown>) => ({ rpc: 'admin_search_bookings', args }) as const;
const found = (total: number, ...numbers: number[]) => ok({ total, ids: numbers.map(id) });

export const ADMIN_SEARCH_SCENARIOS: Scenario[] = [
  {
    name: 'admin_search_bookings: every word in number, name, address or company; % and _ literally',
    setup,
    steps: [
      { as: 'admin', do: search({ _query: 'schneider' }) },
      { as: 'admin', do: search({ _query: '  SCHNEIDER   logistik ' }) },
      { as: 'admin', do: search({ _query: '800004' }) },
      { as: 'admin', do: search({ _query: 'muster' }) },
      { as: 'admin', do: search({ _query: '%' }) },
      { as: 'admin', do: search({ _query: '_' }) },
      { as: 'admin', do: search({ _query: 'schneider weber erika' }) },
    ],
    expect: [found(2, 1, 2), found(1, 2), found(1, 4), found(2, 3, 4), found(1, 3), found(1, 4), found(0)],
  },
  {
    name: 'admin_search_bookings: filters, one page of ids newest first and the count of all',
    setup,
    steps: [
      { as: 'admin', do: search({}) },
      { as: 'admin', do: search({ _limit: 2, _offset: 1 }) },
      { as: 'admin', do: search({ _limit: 2, _offset: 4 }) },
      { as: 'admin', do: search({ _status: 'cancelled' }) },
      { as: 'admin', do: search({ _from: today, _to: today }) },
      { as: 'admin', do: search({ _from: addDays(today, -2), _to: addDays(today, -1), _query: 'muster' }) },
      { as: 'admin', do: search({ _limit: 0 }) },
    ],
    expect: [
      found(4, 1, 2, 3, 4),
      found(4, 2, 3),
      found(4),
      found(1, 3),
      found(2, 1, 2),
      found(2, 3, 4),
      // A page holds at least one booking.
      found(4, 1),
    ],
  },
  {
    name: 'admin_search_bookings: admins only; a search over 200 characters is refused',
    setup,
    steps: [
      { as: 'admin', do: search({ _query: 'x'.repeat(201) }) },
      { as: 'customer', do: search({ _query: 'schneider' }) },
      { as: 'anon', do: search({ _query: 'schneider' }) },
    ],
    expect: [
      refused('INVALID_INPUT', { field: 'query', reason: 'too_long', max: 200 }),
      refused('FORBIDDEN'),
      { outcome: 'denied', code: '42501', status: 401 },
    ],
  },
];
