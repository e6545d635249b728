import { berlinDates } from '../../mocks/seed/dates';
import { buildSeed } from '../../mocks/seed';
import { berlinWallTime } from '@/lib/calendar';
import {
  berlinIsoDateTime,
  formatCents,
  formatDate,
  formatInstantTime,
  formatShortDate,
  formatWeekdayDate,
  todayInBerlin,
} from '@/lib/format';

/**
 * Constructing an Intl formatter costs far more than using one; a phone spent ~0.9 s building the demo seed because
 * every date created its own. After the first use, formatting hundreds of values constructs no formatter at all.
 */
describe('Intl formatters are built once per options', () => {
  function formatEverything(count: number) {
    const dates = berlinDates(new Date('2026-11-23T10:00:00Z'));
    for (let day = 0; day < count; day += 1) {
      const date = dates.date(day);
      dates.instant(day, '09:00');
      formatDate(date);
      formatShortDate(date);
      formatWeekdayDate(date);
      formatInstantTime(`${date}T08:00:00Z`);
      berlinIsoDateTime(`${date}T08:00:00Z`);
      berlinWallTime(date, '09:00:00');
      formatCents(day * 100);
      todayInBerlin(new Date(`${date}T08:00:00Z`));
    }
  }

  afterEach(() => jest.restoreAllMocks());

  it('formats 400 dates, times and prices without constructing a formatter after the first use', () => {
    formatEverything(1);
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    formatEverything(400);
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it('builds the whole demo seed without constructing a date formatter per date', () => {
    buildSeed(new Date('2026-11-23T10:00:00Z'));
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    const seed = buildSeed(new Date('2026-11-24T10:00:00Z'));
    expect(seed.seminar_sessions.length).toBeGreaterThan(40);
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
