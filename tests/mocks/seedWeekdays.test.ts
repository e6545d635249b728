import { getHolidays, type Region } from 'feiertagejs';
import { addDays, berlinDates, type HolidayRegion, type Seed } from '../../mocks/seed';
import { CITY_REGION, type CitySlug, WEBINAR_REGION } from '../../mocks/seed/locations';
import { sessionData, sessionId } from '../../mocks/seed/sessions';
import { buildSeedTemplate, seedFromTemplate } from '../../mocks/seed/template';

// The seed as the mock loads it (equal to buildSeed, tests/mocks/seed/seedTemplate.test.ts), once per day.
const template = buildSeedTemplate();
const seeds = new Map<number, Seed>();
function seedOn(today: Date): Seed {
  let seed = seeds.get(today.getTime());
  if (!seed) {
    seed = seedFromTemplate(template, today);
    seeds.set(today.getTime(), seed);
  }
  return seed;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
function berlinDate(instant: string): string {
  return berlinDay.format(new Date(instant));
}

/** Holidays by feiertagejs itself (not the seed's code), plus 24.–26.12., 31.12. and 1.1. when the academy is closed. */
const holidays = new Map<string, Map<string, string>>();
function closedDay(day: string, region: HolidayRegion): string | undefined {
  if (/-(12-2[456]|12-31|01-01)$/.test(day)) return 'closed';
  const key = `${day.slice(0, 4)}-${region}`;
  let byDay = holidays.get(key);
  if (!byDay) {
    byDay = new Map(
      getHolidays(Number(day.slice(0, 4)), region as Region).map((h) => [h.date.toISOString().slice(0, 10), h.name]),
    );
    holidays.set(key, byDay);
  }
  return byDay.get(day);
}

// Seven consecutive days (the seed's offsets then start on every weekday once), and 30 more spread over 2026–2029 so
// that every holiday of the year falls into the seed's reach from several sides.
const TODAYS = [
  ...Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 23 + i, 10))),
  ...Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 0, 3 + i * 41, 10))),
];

const regionOfLocation = (seed: Seed, locationId: string): HolidayRegion => {
  const slug = seed.locations.find((l) => l.id === locationId)!.city_slug as CitySlug;
  return CITY_REGION[slug];
};

describe('seed dates fall on working days of the venue only (Mon–Fri, no holiday of its state), whatever day the seed is built', () => {
  it.each(TODAYS.map((today) => [today.toISOString().slice(0, 10), today] as const))('built on %s', (_label, today) => {
    const seed = seedOn(today);
    const offDays: string[] = [];
    const check = (what: string, day: string, region: HolidayRegion) => {
      if (isoWeekday(day) > 5) offDays.push(`${what}: ${day} (weekend)`);
      const holiday = closedDay(day, region);
      if (holiday) offDays.push(`${what}: ${day} (${holiday}, ${region})`);
    };
    const sessionRegion = new Map<string, HolidayRegion>();
    for (const session of seed.seminar_sessions) {
      const region = regionOfLocation(seed, session.location_id);
      sessionRegion.set(session.id, region);
      for (let day = session.start_date; day <= session.end_date; day = addDays(day, 1)) {
        check(`session ${session.id}`, day, region);
      }
    }
    for (const webinar of seed.webinars)
      check(`webinar ${webinar.slug}`, berlinDate(webinar.starts_at), WEBINAR_REGION);
    for (const item of seed.booking_items) {
      const region = item.session_id ? sessionRegion.get(item.session_id)! : WEBINAR_REGION;
      check(`booking item ${item.id}`, item.start_date, region);
      expect(berlinDate(item.starts_at)).toBe(item.start_date);
    }
    expect(offDays).toEqual([]);
  });

  it('a past session stays past and an upcoming one stays upcoming', () => {
    for (const today of TODAYS) {
      const todayDate = berlinDates(today).date(0);
      const sessions = seedOn(today).seminar_sessions;
      for (let n = 1; n <= sessions.length; n += 1) {
        const { dayOffset } = sessionData(n);
        const start = sessions.find((session) => session.id === sessionId(n))!.start_date;
        if (dayOffset < 0) expect(start < todayDate).toBe(true);
        else expect(start >= todayDate).toBe(true);
      }
    }
  });
});
