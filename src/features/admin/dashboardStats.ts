import { todayInBerlin } from '@/lib/format';
import type { DashboardSession, DashboardWeek } from './adminDashboardApi';

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

/**
 * The revenue and booking figures come from the database, over every booking (`admin_dashboard_figures`,
 * docs/data-model.md "Admin dashboard figures"); what stays here is what the browser holds anyway: the coming dates.
 */
export interface SeatStats {
  /** Seats booked / capacity of every upcoming scheduled session, 0..1 (null without sessions). */
  utilisation: number | null;
  seatsBooked: number;
  capacity: number;
  /** Sessions in the next 30 days that still have seats. */
  soonWithSeats: DashboardSession[];
}

/** The weeks `admin_dashboard_figures` counts (its last one is this week). */
export const CHART_WEEKS = 12;
export const SOON_DAYS = 30;

/** The chart's weeks: the database's Mondays and counts, with their ISO week numbers for the labels. */
export function weekCounts(weeks: readonly DashboardWeek[]): WeekCount[] {
  return weeks.map(({ start, count }) => ({ start, week: isoWeek(start), count }));
}

/** Utilisation of the upcoming scheduled sessions and those of the next 30 days that still have seats. */
export function seatStats(sessions: readonly DashboardSession[], now: Date): SeatStats {
  const today = todayInBerlin(now);
  const upcoming = sessions.filter((session) => session.status === 'scheduled' && session.start_date >= today);
  const seatsBooked = upcoming.reduce((total, session) => total + session.seats_booked, 0);
  const capacity = upcoming.reduce((total, session) => total + session.capacity, 0);
  const until = addDays(today, SOON_DAYS);
  const soonWithSeats = upcoming.filter(
    (session) => session.start_date <= until && session.seats_booked < session.capacity,
  );
  return { utilisation: capacity > 0 ? seatsBooked / capacity : null, seatsBooked, capacity, soonWithSeats };
}
