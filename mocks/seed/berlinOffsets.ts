/**
 * Berlin's offsets from UTC over a span of years, as the list of instants where the clocks change. The demo build
 * computes it with Intl (which knows the zone's rules) and hands it to the browser (`__BERLIN_OFFSETS__`), so filling
 * in the demo seed asks Intl nothing: the first zoned Intl formatter of a page initialises ICU's time zone data, which
 * took a 25–30 ms task on the page's main thread. Outside the span, dates.ts asks Intl as before.
 */
import { dateTimeFormat } from '../../src/lib/intl';

export interface BerlinOffsets {
  /** First instant covered (epoch ms). */
  from: number;
  /** First instant no longer covered (epoch ms). */
  to: number;
  /** [instant from which an offset holds, that offset in ms], ascending; the first is `from`. */
  changes: Array<[number, number]>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Berlin's offset from UTC at an instant, in ms, asked from Intl. */
export function intlBerlinOffset(ms: number, format: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const shown = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return shown - Math.floor(ms / 1000) * 1000;
}

/** Berlin's wall clock, to the second; one cached formatter for the seed and the mock's SQL helpers. */
export function berlinWallClockFormat(): Intl.DateTimeFormat {
  return dateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * The offsets from 1 January of `fromYear` to 1 January of `toYear` (UTC). Berlin's clocks change on the hour and at
 * most a few times a year: each day is compared with the next, and a change is narrowed down to its minute.
 */
export function computeBerlinOffsets(fromYear: number, toYear: number): BerlinOffsets {
  const format = berlinWallClockFormat();
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear, 0, 1);
  const changes: Array<[number, number]> = [[from, intlBerlinOffset(from, format)]];
  for (let day = from; day < to; day += DAY_MS) {
    const before = intlBerlinOffset(day, format);
    const after = intlBerlinOffset(day + DAY_MS, format);
    if (before === after) continue;
    // The first minute of the day with the new offset.
    let low = day;
    let high = day + DAY_MS;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (intlBerlinOffset(middle, format) === before) low = middle;
      else high = middle;
    }
    changes.push([high, after]);
  }
  return { from, to, changes };
}

/** The offset at `ms` from the list, or undefined outside its span. */
export function offsetFromList(offsets: BerlinOffsets, ms: number): number | undefined {
  if (ms < offsets.from || ms >= offsets.to) return undefined;
  let offset: number | undefined;
  for (const [since, value] of offsets.changes) {
    if (since > ms) break;
    offset = value;
  }
  return offset;
}
