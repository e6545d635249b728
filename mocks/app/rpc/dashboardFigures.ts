/**
 * `public.admin_dashboard_figures()` of `…_dashboard_figures.sql`: the admin dashboard's revenue and booking counts
 * over every booking. Refuses anyone but an admin with FORBIDDEN.
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext, Row } from '../../db/schema';
import { addDays } from '../../seed/dates';
import { berlinDateTime, berlinInstant } from '../sql';
import { nowMs, requireAdmin } from './common';
import { holdsSeats } from './seats';

const WEEKS = 12;

/** Net revenue of one booking: the net less the refund's net share, refund × net / gross rounded half-up. */
function revenueCents(booking: Row): number {
  const net = Number(booking.net_cents);
  const gross = Number(booking.gross_cents);
  const refund = Number(booking.refund_cents ?? 0);
  if (refund <= 0 || gross <= 0) return net;
  return net - Math.floor((2 * refund * net + gross) / (2 * gross));
}

/** Berlin midnight at the start of a calendar date, as epoch ms (`timezone('Europe/Berlin', date::timestamp)`). */
const midnight = (date: string) => berlinInstant(date, '00:00:00');

/**
 * Revenue (net cents) and bookings this Berlin month and year, all bookings, and the bookings of each of the last 12
 * ISO weeks (Monday + count), by the Berlin day a booking was made; only bookings that hold seats count.
 */
export function adminDashboardFigures(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const today = berlinDateTime(nowMs()).date;
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const month = `${today.slice(0, 7)}-01`;
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const year = `${y}-01-01`;
  const nextYear = `${y + 1}-01-01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const firstMonday = addDays(today, -((weekday + 6) % 7) - 7 * (WEEKS - 1));

  const counted = db
    .rows('bookings')
    .filter(holdsSeats)
    .map((booking) => ({ at: Date.parse(String(booking.created_at)), revenue: revenueCents(booking) }));
  const between = (from: string, to: string) => {
    const start = midnight(from);
    const end = midnight(to);
    return counted.filter((booking) => booking.at >= start && booking.at < end);
  };
  const inMonth = between(month, nextMonth);
  const inYear = between(year, nextYear);
  const sum = (list: typeof counted) => list.reduce((total, booking) => total + booking.revenue, 0);

  return {
    revenue_month_cents: sum(inMonth),
    revenue_year_cents: sum(inYear),
    bookings_month: inMonth.length,
    bookings_year: inYear.length,
    bookings_total: counted.length,
    weeks: Array.from({ length: WEEKS }, (_, index) => {
      const start = addDays(firstMonday, 7 * index);
      return { start, count: between(start, addDays(start, 7)).length };
    }),
  };
}
