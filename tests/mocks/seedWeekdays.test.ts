import { addDays, berlinDates, buildSeed } from '../../mocks/seed';
import { sessionData, sessionId } from '../../mocks/seed/sessions';

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

function berlinDate(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(instant));
}

// Seven consecutive days as "today": the seed's offsets then start on every weekday once.
const TODAYS = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 23 + i, 10)));

describe('seed sessions fall on weekdays only (Mon–Fri), whatever day the seed is built', () => {
  it.each(TODAYS.map((today) => [today.toISOString().slice(0, 10), today] as const))('built on %s', (_label, today) => {
    const seed = buildSeed(today);
    const weekendDays: string[] = [];
    for (const session of seed.seminar_sessions) {
      for (let day = session.start_date; day <= session.end_date; day = addDays(day, 1)) {
        if (isoWeekday(day) > 5) weekendDays.push(`session ${session.id}: ${day}`);
      }
    }
    for (const webinar of seed.webinars) {
      const day = berlinDate(webinar.starts_at);
      if (isoWeekday(day) > 5) weekendDays.push(`webinar ${webinar.slug}: ${day}`);
    }
    for (const item of seed.booking_items) {
      if (item.start_date && isoWeekday(item.start_date) > 5) weekendDays.push(`booking item ${item.id}`);
    }
    expect(weekendDays).toEqual([]);
  });

  it('a past session stays past and an upcoming one stays upcoming', () => {
    for (const today of TODAYS) {
      const todayDate = berlinDates(today).date(0);
      const sessions = buildSeed(today).seminar_sessions;
      for (let n = 1; n <= sessions.length; n += 1) {
        const { dayOffset } = sessionData(n);
        const start = sessions.find((session) => session.id === sessionId(n))!.start_date;
        if (dayOffset < 0) expect(start < todayDate).toBe(true);
        else expect(start >= todayDate).toBe(true);
      }
    }
  });
});
