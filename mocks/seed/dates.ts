/**
 * Dates of the demo data are offsets from "today", so the demo never goes stale. The seed is built through a
 * SeedDates strategy: the mock gets real values for a given day (berlinDates), the SQL generator gets SQL
 * expressions relative to current_date (see scripts/generate-seed-sql.ts). Browser-safe: Intl, Date and feiertagejs.
 */
import { berlinWallClockFormat, intlBerlinOffset, offsetFromList, type BerlinOffsets } from './berlinOffsets';
import { type HolidayRegion, isClosedDay } from './holidays';

export interface SeedDates {
  /** Berlin calendar date `offsetDays` after today, 'YYYY-MM-DD'. */
  date(offsetDays: number): string;
  /** The instant of Berlin wall-clock `time` ('HH:MM') on that date, as an ISO string. */
  instant(offsetDays: number, time: string): string;
  /** The four-digit year of that date (booking numbers carry it). */
  year(offsetDays: number): string;
  /**
   * Day `dayIndex` of a course (seminar session or webinar) of `days` days planned `offsetDays` from today in
   * `region` (the venue's state), moved so that every one of its days is a working day there (see courseStart).
   */
  courseDate(offsetDays: number, days: number, dayIndex: number, region: HolidayRegion): string;
  /** The instant of Berlin wall-clock `time` on the first day of that course. */
  courseInstant(offsetDays: number, days: number, time: string, region: HolidayRegion): string;
  /**
   * A new secret token (waiting-list links): random each time the seed is loaded — crypto.randomUUID() for the mock,
   * gen_random_uuid() in seed.sql — so no token can be read off the public repository.
   */
  token(): string;
}

/**
 * The first day of a course of `days` days planned on `planned` ('YYYY-MM-DD'): the nearest day from which every day
 * of the course is Monday to Friday and no holiday or closed day of `region` (holidays.ts). An upcoming course
 * (offset >= 0) moves forward, a past one moves back, so the past stays past and the upcoming stays upcoming.
 * scripts/generate-seed-sql.ts does the same in SQL when seed.sql is loaded.
 */
export function courseStart(planned: string, days: number, offsetDays: number, region: HolidayRegion): string {
  const step = offsetDays < 0 ? -1 : 1;
  let start = planned;
  const fits = (first: string) =>
    Array.from({ length: days }, (_, i) => addDays(first, i)).every(
      (day) => (new Date(`${day}T00:00:00Z`).getUTCDay() || 7) <= 5 && !isClosedDay(day, region),
    );
  while (!fits(start)) start = addDays(start, step);
  return start;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

// One cached formatter for every call: constructing it per call made building the demo seed take a second on a phone.
const intlOffset = (ms: number) => intlBerlinOffset(ms, berlinWallClockFormat());
/** The offset at both ends of each UTC week asked for: the seed's hundreds of instants share a few dozen weeks. */
const weekEnds = new Map<number, [number, number]>();

/**
 * Berlin's offset from UTC at an instant, in ms: from the build's list of clock changes where it covers the instant
 * (no Intl, see berlinOffsets.ts), else the week's when it is the same at both ends (the clocks change months apart,
 * so nothing changed in between), else the instant's own. Asking Intl once per instant made the seed a 60 ms task.
 */
function berlinOffset(ms: number, offsets: BerlinOffsets | undefined): number {
  const listed = offsets && offsetFromList(offsets, ms);
  if (listed !== undefined) return listed;
  const week = Math.floor(ms / WEEK_MS);
  let ends = weekEnds.get(week);
  if (!ends) {
    ends = [intlOffset(week * WEEK_MS), intlOffset((week + 1) * WEEK_MS - 1000)];
    weekEnds.set(week, ends);
  }
  return ends[0] === ends[1] ? ends[0] : intlOffset(ms);
}

/**
 * Real dates relative to `today` (its Berlin calendar day). `offsets`, the build's list of Berlin's clock changes,
 * spares asking Intl for the days it covers.
 */
export function berlinDates(today: Date, offsets?: BerlinOffsets): SeedDates {
  /** Berlin wall-clock time → UTC instant (two passes settle the DST offset). */
  const berlinToUtc = (utcMidnight: number, time: string): Date => {
    const [h = 0, min = 0] = time.split(':').map(Number);
    const wall = utcMidnight + (h * 60 + min) * 60_000;
    let guess = wall;
    for (let pass = 0; pass < 2; pass += 1) guess = wall - berlinOffset(guess, offsets);
    return new Date(guess);
  };
  const now = Math.floor(today.getTime() / 1000) * 1000;
  const berlinNow = new Date(now + berlinOffset(now, offsets));
  const base = Date.UTC(berlinNow.getUTCFullYear(), berlinNow.getUTCMonth(), berlinNow.getUTCDate());
  const startOf = (offset: number, days: number, region: HolidayRegion) =>
    Date.parse(`${courseStart(isoDate(base + offset * DAY_MS), days, offset, region)}T00:00:00Z`);
  return {
    date: (offset) => isoDate(base + offset * DAY_MS),
    instant: (offset, time) => berlinToUtc(base + offset * DAY_MS, time).toISOString(),
    year: (offset) => isoDate(base + offset * DAY_MS).slice(0, 4),
    courseDate: (offset, days, dayIndex, region) => isoDate(startOf(offset, days, region) + dayIndex * DAY_MS),
    courseInstant: (offset, days, time, region) => berlinToUtc(startOf(offset, days, region), time).toISOString(),
    token: () => crypto.randomUUID(),
  };
}

/** Adds whole days to a 'YYYY-MM-DD' date (for the mock's own date arithmetic). */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}
