/**
 * The SQL seed moves its course dates off weekends and off the holidays of the venue's state on the day it is loaded,
 * exactly as the mock seed does: the date expressions of scripts/generate-seed-sql.ts, evaluated by PostgreSQL for
 * "load days" around Christmas, Easter, Ascension and Corpus Christi of several years, give working days only and the
 * same dates as mocks/seed (docs/demo-data.md).
 */
import { getHolidays } from 'feiertagejs';
import { Client } from 'pg';
import { berlinDates, type HolidayRegion } from '../../mocks/seed';
import { CITY_REGION, WEBINAR_REGION } from '../../mocks/seed/locations';
import { seminarBySlug } from '../../mocks/seed/seminars';
import { SESSION_DATA } from '../../mocks/seed/sessions';
import { WEBINARS } from '../../mocks/seed/webinars';
import { courseDaysSql, sqlDates } from '../../scripts/generate-seed-sql';
import { testDatabaseUrl } from './client';

let db: Client;
beforeAll(async () => {
  db = new Client({ connectionString: testDatabaseUrl() });
  await db.connect();
  // The seed's holiday table and course-start function, for this session only (rolled back at the end).
  await db.query('begin');
  await db.query(courseDaysSql());
});
afterAll(async () => {
  await db.query('rollback');
  await db.end();
});

/** The SQL text of a generated date expression, with the load day in place of current_date. */
function onLoadDay(markedSql: string, loadDay: string): string {
  // eslint-disable-next-line no-control-regex
  return markedSql.replace(/[\u0001\u0002]/g, '').replaceAll('current_date', `date '${loadDay}'`);
}

/** (offset, days, region) of every seed course: seminar sessions and webinars. */
function seedCourses(): Array<[offset: number, days: number, region: HolidayRegion]> {
  return [
    ...SESSION_DATA.map(
      (s) => [s.dayOffset, seminarBySlug(s.slug).data.days, CITY_REGION[s.city]] as [number, number, HolidayRegion],
    ),
    ...WEBINARS.map((w) => [w.dayOffset, 1, WEBINAR_REGION] as [number, number, HolidayRegion]),
  ];
}

/** Holidays by feiertagejs itself (not the seed's code) plus 24.–26.12., 31.12. and 1.1. */
function closed(day: string, region: HolidayRegion): boolean {
  const year = Number(day.slice(0, 4));
  if (/-(12-2[456]|12-31|01-01)$/.test(day)) return true;
  return getHolidays(year, region).some((holiday) => holiday.date.toISOString().slice(0, 10) === day);
}

// Load days a few weeks or months before holiday clusters of 2026–2028, and a plain one.
const LOAD_DAYS = ['2026-11-27', '2026-11-29', '2026-12-20', '2027-02-24', '2027-03-01', '2027-04-12', '2028-03-10'];

describe('SQL seed dates on working days of the venue', () => {
  it.each(LOAD_DAYS)(
    'loaded on %s: no course day on a weekend or holiday, and the same as the mock seed',
    async (loadDay) => {
      const mock = berlinDates(new Date(`${loadDay}T10:00:00Z`));
      const courses = seedCourses();
      expect(courses.length).toBeGreaterThan(60);
      const selects = courses.flatMap(([offset, days, region]) =>
        Array.from(
          { length: days },
          (_, dayIndex) =>
            `select (${onLoadDay(sqlDates.courseDate(offset, days, dayIndex, region), loadDay)})::text as day, '${region}' as region`,
        ),
      );
      const { rows } = await db.query(
        `select day, region, extract(isodow from day::date)::int as weekday from (${selects.join(' union all ')}) as days`,
      );
      const expected = courses.flatMap(([offset, days, region]) =>
        Array.from({ length: days }, (_, dayIndex) => mock.courseDate(offset, days, dayIndex, region)),
      );
      const days = rows as Array<{ day: string; region: HolidayRegion; weekday: number }>;
      expect(days.map((row) => row.day)).toEqual(expected);
      expect(days.filter((row) => row.weekday > 5 || closed(row.day, row.region))).toEqual([]);
    },
  );
});
