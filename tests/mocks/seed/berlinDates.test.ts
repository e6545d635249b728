import { berlinDates } from '../../../mocks/seed/dates';

/** The exact conversion: Intl asked for the offset at every step (what berlinDates does with its week cache). */
function exactBerlinToUtc(day: string, time: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (h * 60 + min) * 60_000;
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const parts = Object.fromEntries(format.formatToParts(new Date(guess)).map((part) => [part.type, part.value]));
    const shown = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
    guess += wall - shown;
  }
  return new Date(guess).toISOString();
}

describe('berlinDates', () => {
  it('gives every Berlin wall-clock time of three years the same instant as asking Intl each time', () => {
    // Noon UTC on 2026-01-01; offsets cover 2026 to 2028 with their six clock changes.
    const dates = berlinDates(new Date('2026-01-01T12:00:00Z'));
    const times = ['00:00', '00:30', '01:59', '02:00', '02:30', '03:00', '03:30', '09:00', '17:45', '23:59'];
    const mismatches: string[] = [];
    for (let offset = 0; offset < 3 * 366; offset += 1) {
      const day = dates.date(offset);
      for (const time of times) {
        const expected = exactBerlinToUtc(day, time);
        const actual = dates.instant(offset, time);
        if (actual !== expected) mismatches.push(`${day} ${time}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('puts summer and winter times an hour apart around the clock changes of 2026', () => {
    const dates = berlinDates(new Date('2026-03-28T12:00:00Z'));
    expect(dates.instant(0, '09:00')).toBe('2026-03-28T08:00:00.000Z'); // Saturday, CET
    expect(dates.instant(1, '09:00')).toBe('2026-03-29T07:00:00.000Z'); // Sunday, CEST from 02:00
    expect(dates.instant(211, '09:00')).toBe('2026-10-25T08:00:00.000Z'); // back to CET at 03:00
  });
});
