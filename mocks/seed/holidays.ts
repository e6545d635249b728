/**
 * Days the academy runs no course (docs/demo-data.md): the public holidays of the venue's state, from the maintained
 * library feiertagejs, plus the days the academy is closed around Christmas and New Year. Browser-safe.
 */
import { getHolidays } from 'feiertagejs';

/** The states of the venues, and 'BE' for webinars: Berlin's holidays include every nationwide one. */
export type HolidayRegion = 'BE' | 'BY' | 'HH' | 'HE' | 'BW' | 'NW';
export const HOLIDAY_REGIONS: readonly HolidayRegion[] = ['BE', 'BY', 'HH', 'HE', 'BW', 'NW'];

/** Heiligabend and Silvester are no public holidays, but nobody books a seminar then; 25./26.12. and 1.1. are. */
export const ACADEMY_CLOSED_DAYS = ['12-24', '12-25', '12-26', '12-31', '01-01'] as const;

const cache = new Map<string, Set<string>>();

/** The closed days ('YYYY-MM-DD') of a year in a region. */
export function closedDaysOf(year: number, region: HolidayRegion): Set<string> {
  const key = `${year}-${region}`;
  let days = cache.get(key);
  if (!days) {
    // feiertagejs dates are noon UTC, the same calendar day everywhere (its dateString shifts east of UTC+12).
    days = new Set(getHolidays(year, region).map((holiday) => holiday.date.toISOString().slice(0, 10)));
    for (const monthDay of ACADEMY_CLOSED_DAYS) days.add(`${year}-${monthDay}`);
    cache.set(key, days);
  }
  return days;
}

/** Whether no course can run on the 'YYYY-MM-DD' day in that region (holiday or closed day; weekends aside). */
export function isClosedDay(date: string, region: HolidayRegion): boolean {
  return closedDaysOf(Number(date.slice(0, 4)), region).has(date);
}
