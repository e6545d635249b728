import { computeBerlinOffsets, offsetFromList } from '../../../mocks/seed/berlinOffsets';
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

  describe("with the build's list of clock changes", () => {
    const offsets = computeBerlinOffsets(2025, 2029);
    const times = ['00:00', '01:59', '02:00', '02:30', '03:00', '09:00', '23:59'];

    afterEach(() => jest.restoreAllMocks());

    it('lists the clock changes of 2025 to 2028 at 01:00 UTC on the last Sundays of March and October', () => {
      expect(
        offsets.changes.slice(1).map(([since, offset]) => [new Date(since).toISOString(), offset / 3_600_000]),
      ).toEqual([
        ['2025-03-30T01:00:00.000Z', 2],
        ['2025-10-26T01:00:00.000Z', 1],
        ['2026-03-29T01:00:00.000Z', 2],
        ['2026-10-25T01:00:00.000Z', 1],
        ['2027-03-28T01:00:00.000Z', 2],
        ['2027-10-31T01:00:00.000Z', 1],
        ['2028-03-26T01:00:00.000Z', 2],
        ['2028-10-29T01:00:00.000Z', 1],
      ]);
      expect(offsetFromList(offsets, Date.parse('2026-03-29T00:59:59Z'))).toBe(3_600_000);
      expect(offsetFromList(offsets, Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000);
      expect(offsetFromList(offsets, Date.parse('2029-01-01T00:00:00Z'))).toBeUndefined();
    });

    it('gives every wall-clock time the instant Intl gives, without asking Intl', () => {
      const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      // 2025: weeks no other test has asked Intl about (berlinDates caches Intl's answers per week).
      const dates = berlinDates(new Date('2025-01-02T12:00:00Z'), offsets);
      const actual: string[] = [];
      for (let offset = 0; offset < 360; offset += 1) {
        for (const time of times) actual.push(`${dates.date(offset)} ${time} ${dates.instant(offset, time)}`);
      }
      expect(formatToParts).not.toHaveBeenCalled();
      formatToParts.mockRestore();
      const expected = actual.map((line) => {
        const [day = '', time = ''] = line.split(' ');
        return `${day} ${time} ${exactBerlinToUtc(day, time)}`;
      });
      expect(actual).toEqual(expected);
    });

    it("takes today's Berlin date from the list: 23:30 UTC on 31 March is already 1 April in Berlin", () => {
      expect(berlinDates(new Date('2026-03-31T23:30:00Z'), offsets).date(0)).toBe('2026-04-01');
      expect(berlinDates(new Date('2026-12-31T22:59:59Z'), offsets).date(0)).toBe('2026-12-31');
      expect(berlinDates(new Date('2026-12-31T23:00:00Z'), offsets).date(0)).toBe('2027-01-01');
    });

    it('asks Intl for the days outside the list', () => {
      const dates = berlinDates(new Date('2028-12-30T12:00:00Z'), offsets);
      expect(dates.instant(0, '09:00')).toBe('2028-12-30T08:00:00.000Z');
      expect(dates.instant(120, '09:00')).toBe(exactBerlinToUtc(dates.date(120), '09:00')); // 2029-04-29, CEST
      expect(dates.instant(120, '09:00')).toBe('2029-04-29T07:00:00.000Z');
    });
  });
});
