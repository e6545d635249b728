/**
 * The SQL seed moves its course dates to weekdays on the day it is loaded, exactly as the mock seed does: the date
 * expressions of scripts/generate-seed-sql.ts, evaluated by PostgreSQL for seven "load days", give Monday to Friday
 * only and the same dates as mocks/seed.
 */
import { berlinDates } from '../../mocks/seed';
import { seminarBySlug } from '../../mocks/seed/seminars';
import { sessionData } from '../../mocks/seed/sessions';
import { WEBINARS } from '../../mocks/seed/webinars';
import { sqlDates } from '../../scripts/generate-seed-sql';
import { asSuperuser, closePool } from './client';

afterAll(closePool);

/** The SQL text of a generated date expression, with the load day in place of current_date. */
function onLoadDay(markedSql: string, loadDay: string): string {
  // eslint-disable-next-line no-control-regex
  return markedSql.replace(/[\u0001\u0002]/g, '').replaceAll('current_date', `date '${loadDay}'`);
}

/** (offset, days) of every seed course: seminar sessions and webinars. */
function seedCourses(): Array<[offset: number, days: number]> {
  const courses: Array<[number, number]> = [];
  for (let n = 1; ; n += 1) {
    let data: ReturnType<typeof sessionData>;
    try {
      data = sessionData(n);
    } catch {
      break;
    }
    courses.push([data.dayOffset, seminarBySlug(data.slug).data.days]);
  }
  for (const webinar of WEBINARS) courses.push([webinar.dayOffset, 1]);
  return courses;
}

const LOAD_DAYS = Array.from({ length: 7 }, (_, i) => `2026-11-${23 + i}`);

describe('SQL seed dates on weekdays', () => {
  it.each(LOAD_DAYS)('loaded on %s: every course day is Mon–Fri and equals the mock seed', async (loadDay) => {
    const mock = berlinDates(new Date(`${loadDay}T10:00:00Z`));
    const courses = seedCourses();
    expect(courses.length).toBeGreaterThan(40);
    const selects = courses.flatMap(([offset, days]) =>
      Array.from(
        { length: days },
        (_, dayIndex) => `select (${onLoadDay(sqlDates.courseDate(offset, days, dayIndex), loadDay)})::text as day`,
      ),
    );
    const { rows } = await asSuperuser().query(
      `select day, extract(isodow from day::date)::int as weekday from (${selects.join(' union all ')}) as days`,
    );
    const expected = courses.flatMap(([offset, days]) =>
      Array.from({ length: days }, (_, dayIndex) => mock.courseDate(offset, days, dayIndex)),
    );
    const days = rows as Array<{ day: string; weekday: number }>;
    expect(days.map((row) => row.day)).toEqual(expected);
    expect(days.filter((row) => row.weekday > 5)).toEqual([]);
  });
});
