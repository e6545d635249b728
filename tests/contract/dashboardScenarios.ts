/**
 * Issue 33 on both backends: the admin dashboard's figures (admin_dashboard_figures, docs/data-model.md "Admin
 * dashboard figures") over every booking. The scenario sets the other bookings aside and writes its own, made on Berlin
 * days relative to today; what it expects is worked out below from those days alone, independently of either backend.
 */
import { addDays, berlinDates } from '../../mocks/seed';
import type { BookingSetup, Outcome, Scenario, Setup } from './model';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });

const figures = { rpc: 'admin_dashboard_figures', args: {} } as const;

const today = berlinDates(new Date()).date(0);
const firstOfMonth = `${today.slice(0, 7)}-01`;
const lastOfPreviousMonth = addDays(firstOfMonth, -1);
/** Monday of this ISO week, and of the first of the chart's 12 weeks. */
const thisMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
const firstMonday = addDays(thisMonday, -7 * 11);

let counter = 0;
function booking(
  status: BookingSetup['status'],
  netCents: number,
  createdDate: string,
  createdTime: string,
  refundCents?: number,
): BookingSetup {
  counter += 1;
  return {
    id: `c0000000-0000-4000-8000-0000000007${String(counter).padStart(2, '0')}`,
    number: `DA-${createdDate.slice(0, 4)}-7000${String(counter).padStart(2, '0')}`,
    status,
    netCents,
    // 19 % VAT, as the seminars carry.
    vatCents: Math.round(netCents * 0.19),
    refundCents,
    createdDate,
    createdTime,
  };
}

const BOOKINGS: BookingSetup[] = [
  // Paid, half of its gross amount refunded: its net counts less the refund's net share (59,500 × 100,000 / 119,000).
  booking('paid', 100_000, today, '00:05', 59_500),
  // 00:30 on the 1st in Berlin is still the last day of the previous month in UTC: this month's. A refund of one cent
  // takes off its net share rounded half-up (1 × 20,000 / 23,800 = 0.84 → 1).
  booking('confirmed', 20_000, firstOfMonth, '00:30', 1),
  // 23:30 on the last day of the previous month in Berlin: that month's, not this one's; this year's unless this
  // month is January.
  booking('pending', 30_000, lastOfPreviousMonth, '23:30'),
  // Cancelled and expired bookings sold nothing: never counted, whatever their refund.
  booking('cancelled', 40_000, today, '08:00', 47_600),
  booking('expired', 50_000, today, '09:00'),
  // The first minutes of the chart's first week, and the last minutes before it.
  booking('confirmed', 7_000, firstMonday, '00:10'),
  booking('paid', 8_000, addDays(firstMonday, -1), '23:50'),
  // Long ago: in no month, year or week of the figures, only among all bookings.
  booking('paid', 9_000, addDays(today, -800), '12:00'),
];

/** The net revenue of one booking: net less the refund's net share, refund × net / gross rounded half-up. */
function revenue(b: BookingSetup): number {
  const gross = b.netCents + b.vatCents;
  const refund = b.refundCents ?? 0;
  return b.netCents - (refund > 0 ? Math.round((refund * b.netCents) / gross) : 0);
}

/** What admin_dashboard_figures must answer for BOOKINGS today, by the Berlin days they were made on. */
function expectedFigures() {
  const counted = BOOKINGS.filter((b) => ['pending', 'confirmed', 'paid'].includes(b.status));
  const month = counted.filter((b) => b.createdDate.slice(0, 7) === today.slice(0, 7));
  const year = counted.filter((b) => b.createdDate.slice(0, 4) === today.slice(0, 4));
  const sum = (list: BookingSetup[]) => list.reduce((total, b) => total + revenue(b), 0);
  return {
    revenue_month_cents: sum(month),
    revenue_year_cents: sum(year),
    bookings_month: month.length,
    bookings_year: year.length,
    bookings_total: counted.length,
    weeks: Array.from({ length: 12 }, (_, index) => {
      const start = addDays(firstMonday, 7 * index);
      const end = addDays(start, 6);
      return { start, count: counted.filter((b) => b.createdDate >= start && b.createdDate <= end).length };
    }),
  };
}

const setup: Setup[] = [{ setAside: 'bookings' }, ...BOOKINGS.map((b) => ({ booking: b }))];

export const DASHBOARD_SCENARIOS: Scenario[] = [
  {
    name: 'admin_dashboard_figures: seat-holding bookings by their Berlin day, refunds off, cancelled and expired not',
    setup,
    steps: [{ as: 'admin', do: figures }],
    expect: [ok(expectedFigures())],
  },
  {
    name: 'admin_dashboard_figures: nothing but zeros and twelve empty weeks without bookings',
    setup: [{ setAside: 'bookings' }],
    steps: [{ as: 'admin', do: figures }],
    expect: [
      ok({
        revenue_month_cents: 0,
        revenue_year_cents: 0,
        bookings_month: 0,
        bookings_year: 0,
        bookings_total: 0,
        weeks: Array.from({ length: 12 }, (_, index) => ({ start: addDays(firstMonday, 7 * index), count: 0 })),
      }),
    ],
  },
  {
    name: 'admin_dashboard_figures: customers are refused FORBIDDEN, a visitor may not call it at all',
    setup,
    steps: [
      { as: 'customer', do: figures },
      { as: 'other', do: figures },
      { as: 'anon', do: figures },
    ],
    expect: [refused('FORBIDDEN'), refused('FORBIDDEN'), { outcome: 'denied', code: '42501', status: 401 }],
  },
];
