/**
 * The demo seed built once, with its dates left open: every date is a marker (`date(12)`, `instant(-3,10:00)` …) in the
 * JSON text, filled in for the day the demo runs; every secret token is a `token()` marker, drawn anew when filled in. Building the seed from scratch makes hundreds of zoned date
 * calculations and objects; filling in a template is one pass over a string and one `JSON.parse`. The demo build
 * makes the template at build time (`__DEMO_SEED_TEMPLATE__`), so a phone never builds the seed at all.
 */
import type { BerlinOffsets } from './berlinOffsets';
import { berlinDates, type SeedDates } from './dates';
import type { HolidayRegion } from './holidays';
import { buildSeedWith, type Seed } from './index';

const OPEN = '\u{E000}';
const CLOSE = '\u{E001}';
const MARKER = /\u{E000}([a-zA-Z]+)\(([^)\u{E001}]*)\)\u{E001}/gu;

const TOKEN = `${OPEN}token()${CLOSE}`;
/** The last template filled in and the day it was filled in for, tokens still open. */
let lastFilled: { template: string; day: string; text: string } | undefined;

const marker = (kind: keyof SeedDates, ...args: Array<number | string>) => `${OPEN}${kind}(${args.join(',')})${CLOSE}`;

/** A date strategy whose every answer is a marker for the real date (a JSON-safe string: no quote, no backslash). */
const templateDates: SeedDates = {
  date: (offset) => marker('date', offset),
  instant: (offset, time) => marker('instant', offset, time),
  year: (offset) => marker('year', offset),
  courseDate: (offset, days, dayIndex, region) => marker('courseDate', offset, days, dayIndex, region),
  courseInstant: (offset, days, time, region) => marker('courseInstant', offset, days, time, region),
  token: () => marker('token'),
};

/** The seed as JSON text with date markers; the same for every day. */
export function buildSeedTemplate(): string {
  return JSON.stringify(buildSeedWith(templateDates));
}

/** The date a marker stands for on the day `dates` was made for. */
function resolveMarker(dates: SeedDates, kind: string, args: string[]): string {
  const number = (index: number) => Number(args[index]);
  switch (kind) {
    case 'date':
      return dates.date(number(0));
    case 'instant':
      return dates.instant(number(0), args[1] ?? '');
    case 'year':
      return dates.year(number(0));
    case 'courseDate':
      return dates.courseDate(number(0), number(1), number(2), args[3] as HolidayRegion);
    case 'courseInstant':
      return dates.courseInstant(number(0), number(1), args[2] ?? '', args[3] as HolidayRegion);
    case 'token':
      return dates.token();
    default:
      throw new Error(`Unknown seed date marker ${kind}`);
  }
}

/**
 * The seed for `today` (its Berlin calendar day) from a template; equal to `buildSeed(today)`. `offsets` (Berlin's
 * clock changes, listed by the build) spares asking Intl.
 */
export function seedFromTemplate(template: string, today: Date, offsets?: BerlinOffsets): Seed {
  const dates = berlinDates(today, offsets);
  const day = dates.date(0);
  // The mock reloads the seed before every test: the dates of a day are filled in once, the tokens on every load.
  if (lastFilled?.template !== template || lastFilled.day !== day) {
    // Many rows share a date: each distinct marker is computed once.
    const resolved = new Map<string, string>();
    const text = template.replace(MARKER, (whole, kind: string, args: string) => {
      if (kind === 'token') return whole;
      let value = resolved.get(whole);
      if (value === undefined) {
        value = resolveMarker(dates, kind, args.split(','));
        resolved.set(whole, value);
      }
      return value;
    });
    lastFilled = { template, day, text };
  }
  // Every token is a new one.
  return JSON.parse(lastFilled.text.replaceAll(TOKEN, () => dates.token())) as Seed;
}
