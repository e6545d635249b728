import { todayInBerlin } from '@/lib/format';
import type { DashboardBooking, DashboardSession } from './adminDashboardApi';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus whole days (calendar arithmetic on the date alone). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the (ISO) week of a calendar date. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** ISO 8601 week number of a calendar date (German "KW"). */
export function isoWeek(isoDate: string): number {
  const thursday = addDays(mondayOf(isoDate), 3);
  const yearStart = Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`);
  return Math.floor((Date.parse(`${thursday}T00:00:00Z`) - yearStart) / (7 * DAY_MS)) + 1;
}

export interface WeekCount {
  /** Monday of the week, `YYYY-MM-DD`. */
  start: string;
  week: number;
  count: number;
}

export interface DashboardStats {
  revenueMonthCents: number;
  revenueYearCents: number;
  bookingsMonth: number;
  bookingsYear: number;
  bookingsTotal: number;
  /** Seats booked / capacity of every upcoming scheduled session, 0..1 (null without sessions). */
  utilisation: number | null;
  seatsBooked: number;
  capacity: number;
  /** Sessions in the next 30 days that still have seats. */
  soonWithSeats: DashboardSession[];
  latest: DashboardBooking[];
  weeks: WeekCount[];
}

const SEAT_HOLDING = new Set(['pending', 'confirmed', 'paid']);

export const CHART_WEEKS = 12;
export const SOON_DAYS = 30;
export const LATEST_BOOKINGS = 5;

/**
 * The dashboard's figures. Revenue is net, from every booking that holds seats (pending, confirmed, paid — the seat
 * invariant of docs/booking-rules.md; cancelled and expired bookings sold nothing), by the Berlin calendar day the
 * booking was made.
 */
export function dashboardStats(
  bookings: readonly DashboardBooking[],
  sessions: readonly DashboardSession[],
  now: Date,
): DashboardStats {
  const today = todayInBerlin(now);
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  const valid = bookings.filter((booking) => SEAT_HOLDING.has(booking.status));
  const day = (booking: DashboardBooking) => todayInBerlin(new Date(booking.created_at));
  const inMonth = valid.filter((booking) => day(booking).startsWith(month));
  const inYear = valid.filter((booking) => day(booking).startsWith(year));
  const sum = (list: DashboardBooking[]) => list.reduce((total, booking) => total + booking.net_cents, 0);

  const upcoming = sessions.filter((session) => session.status === 'scheduled' && session.start_date >= today);
  const seatsBooked = upcoming.reduce((total, session) => total + session.seats_booked, 0);
  const capacity = upcoming.reduce((total, session) => total + session.capacity, 0);
  const until = addDays(today, SOON_DAYS);
  const soonWithSeats = upcoming.filter(
    (session) => session.start_date <= until && session.seats_booked < session.capacity,
  );

  const firstMonday = addDays(mondayOf(today), -7 * (CHART_WEEKS - 1));
  const weeks: WeekCount[] = Array.from({ length: CHART_WEEKS }, (_, index) => {
    const start = addDays(firstMonday, index * 7);
    return { start, week: isoWeek(start), count: 0 };
  });
  for (const booking of valid) {
    const monday = mondayOf(day(booking));
    const week = weeks.find((candidate) => candidate.start === monday);
    if (week) week.count += 1;
  }

  return {
    revenueMonthCents: sum(inMonth),
    revenueYearCents: sum(inYear),
    bookingsMonth: inMonth.length,
    bookingsYear: inYear.length,
    bookingsTotal: valid.length,
    utilisation: capacity > 0 ? seatsBooked / capacity : null,
    seatsBooked,
    capacity,
    soonWithSeats,
    latest: [...bookings].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, LATEST_BOOKINGS),
    weeks,
  };
}
