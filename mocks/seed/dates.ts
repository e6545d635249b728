/**
 * Dates of the demo data are offsets from "today", so the demo never goes stale. The seed is built through a
 * SeedDates strategy: the mock gets real values for a given day (berlinDates), the SQL generator gets SQL
 * expressions relative to current_date (see scripts/generate-seed-sql.ts). Browser-safe: only Intl and Date.
 */
export interface SeedDates {
  /** Berlin calendar date `offsetDays` after today, 'YYYY-MM-DD'. */
  date(offsetDays: number): string;
  /** The instant of Berlin wall-clock `time` ('HH:MM') on that date, as an ISO string. */
  instant(offsetDays: number, time: string): string;
  /** The four-digit year of that date (booking numbers carry it). */
  year(offsetDays: number): string;
  /**
   * Day `dayIndex` of a course (seminar session or webinar) of `days` days planned `offsetDays` from today, moved so
   * that every one of its days falls on Monday to Friday (see weekdayShift).
   */
  courseDate(offsetDays: number, days: number, dayIndex: number): string;
  /** The instant of Berlin wall-clock `time` on the first day of that course. */
  courseInstant(offsetDays: number, days: number, time: string): string;
}

/**
 * Days to move a course of `days` days (1–5) that would start on ISO weekday `isoWeekday` (1 = Monday … 7 = Sunday)
 * so that it runs Monday to Friday only: an upcoming course moves forward to the next Monday, a past one (negative
 * offset) moves back so it ends by Friday, so the past stays past and the upcoming stays upcoming.
 */
export function weekdayShift(isoWeekday: number, days: number, offsetDays: number): number {
  const overrun = isoWeekday + days - 1 - 5;
  if (overrun <= 0) return 0;
  return offsetDays < 0 ? -overrun : 8 - isoWeekday;
}

const DAY_MS = 86_400_000;

// One formatter for every call: constructing it per call made building the demo seed take a second on a phone.
let wallClockFormat: Intl.DateTimeFormat | undefined;
function berlinWallClockFormat(): Intl.DateTimeFormat {
  wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return wallClockFormat;
}

function berlinParts(at: Date): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const parts = berlinWallClockFormat().formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), hh: get('hour'), mm: get('minute'), ss: get('second') };
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** Berlin's offset from UTC at an instant of whole seconds, in ms (Intl knows the zone's rules). */
function offsetAt(ms: number): number {
  const p = berlinParts(new Date(ms));
  return Date.UTC(p.y, p.m - 1, p.d, p.hh, p.mm, p.ss) - ms;
}

const WEEK_MS = 7 * DAY_MS;
/** The offset at both ends of each UTC week asked for: the seed's hundreds of instants share a few dozen weeks. */
const weekEnds = new Map<number, [number, number]>();

/**
 * Berlin's offset at an instant: the week's when it is the same at both ends (the clocks change months apart, so
 * nothing changed in between), else the instant's own. Asking Intl once per instant made the seed a 60 ms task.
 */
function berlinOffset(ms: number): number {
  const week = Math.floor(ms / WEEK_MS);
  let ends = weekEnds.get(week);
  if (!ends) {
    ends = [offsetAt(week * WEEK_MS), offsetAt((week + 1) * WEEK_MS - 1000)];
    weekEnds.set(week, ends);
  }
  return ends[0] === ends[1] ? ends[0] : offsetAt(ms);
}

/** Berlin wall-clock time → UTC instant (two passes settle the DST offset). */
function berlinToUtc(utcMidnight: number, time: string): Date {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = utcMidnight + (h * 60 + min) * 60_000;
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) guess = wall - berlinOffset(guess);
  return new Date(guess);
}

/** Real dates relative to `today` (its Berlin calendar day). */
export function berlinDates(today: Date): SeedDates {
  const p = berlinParts(today);
  const base = Date.UTC(p.y, p.m - 1, p.d);
  const courseStart = (offset: number, days: number) => {
    const planned = base + offset * DAY_MS;
    const isoWeekday = new Date(planned).getUTCDay() || 7;
    return planned + weekdayShift(isoWeekday, days, offset) * DAY_MS;
  };
  return {
    date: (offset) => isoDate(base + offset * DAY_MS),
    instant: (offset, time) => berlinToUtc(base + offset * DAY_MS, time).toISOString(),
    year: (offset) => isoDate(base + offset * DAY_MS).slice(0, 4),
    courseDate: (offset, days, dayIndex) => isoDate(courseStart(offset, days) + dayIndex * DAY_MS),
    courseInstant: (offset, days, time) => berlinToUtc(courseStart(offset, days), time).toISOString(),
  };
}

/** Adds whole days to a 'YYYY-MM-DD' date (for the mock's own date arithmetic). */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}
