/** Money, dates and times in German format, Europe/Berlin — the one formatting module (docs/data-model.md). */
import { pageNow } from './clock';
import { dateTimeFormat, numberFormat } from './intl';

const TIME_ZONE = 'Europe/Berlin';

// Options of each formatter; `dateTimeFormat`/`numberFormat` build one formatter per options on first use.
const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
const LONG_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'long', year: 'numeric', timeZone: TIME_ZONE };
const SHORT_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
};
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: TIME_ZONE };
const ISO_DAY: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE };
const BERLIN_PARTS_WITH_OFFSET: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
};

/** The id of the `<script type="application/json">` a prerendered page carries its formatted strings in. */
export const PRERENDERED_FORMATS_ID = 'prerendered-formats';

/**
 * The strings a prerendered page was rendered with, which the prerenderer writes into the page: its hydration renders
 * the same dates and prices without making a single Intl formatter. The first formatter a page makes initialises the
 * browser's ICU data, a task of about 40 ms here and four times that on a phone. Each entry is a pure function of its
 * key (`cents|129000` → `1.290,00 €`), so it holds on any page and at any time.
 */
let handedOver: ReadonlyMap<string, string> | null = null;
let recording: Map<string, string> | null = null;

function handedOverFormats(): ReadonlyMap<string, string> {
  if (handedOver) return handedOver;
  let entries: Record<string, string> = {};
  try {
    const text = globalThis.document?.getElementById(PRERENDERED_FORMATS_ID)?.textContent;
    if (text) entries = JSON.parse(text) as Record<string, string>;
  } catch {
    // A page without (valid) formats formats everything itself.
  }
  handedOver = new Map(Object.entries(entries));
  return handedOver;
}

/** The text of `format()` for this kind and input: handed over by the prerender, or made now (and recorded there). */
export function handedOverOr(kind: string, input: string | number, format: () => string): string {
  const key = `${kind}|${input}`;
  const known = handedOverFormats().get(key);
  if (known !== undefined) return known;
  const text = format();
  recording?.set(key, text);
  return text;
}

/** The prerenderer records what a page formats; the returned function ends the recording and gives its entries. */
export function recordFormats(): () => Record<string, string> {
  const entries = new Map<string, string>();
  recording = entries;
  return () => {
    if (recording === entries) recording = null;
    return Object.fromEntries(entries);
  };
}

/** `129000` → `1.290,00 €` (Intl puts a no-break space before the sign). */
export function formatCents(cents: number): string {
  return handedOverOr('cents', cents, () => numberFormat('de-DE', EURO).format(cents / 100));
}

/** Gross from net cents at a VAT rate in percent, rounded half up to whole cents. */
export function grossFromNetCents(netCents: number, vatRatePercent: number): number {
  return Math.round((netCents * (100 + vatRatePercent)) / 100);
}

/** A calendar date (`2026-12-03`) is a day in Berlin, not an instant: anchor it at noon UTC so no zone shifts it. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

export function formatDate(isoDate: string): string {
  return handedOverOr('date', isoDate, () => dateTimeFormat('de-DE', LONG_DATE).format(calendarDate(isoDate)));
}

export function formatShortDate(isoDate: string): string {
  return handedOverOr('shortDate', isoDate, () => dateTimeFormat('de-DE', SHORT_DATE).format(calendarDate(isoDate)));
}

export function formatWeekdayDate(isoDate: string): string {
  return handedOverOr('weekdayDate', isoDate, () =>
    dateTimeFormat('de-DE', WEEKDAY_DATE).format(calendarDate(isoDate)),
  );
}

export function formatMonthYear(isoDate: string): string {
  return handedOverOr('monthYear', isoDate, () => dateTimeFormat('de-DE', MONTH_YEAR).format(calendarDate(isoDate)));
}

/** `09:00:00` → `09:00 Uhr`. */
export function formatClockTime(hhmmss: string): string {
  return `${hhmmss.slice(0, 5)} Uhr`;
}

/** An instant (`2026-12-03T17:00:00Z`) as a Berlin wall-clock time. */
export function formatInstantTime(isoInstant: string): string {
  return handedOverOr(
    'instantTime',
    isoInstant,
    () => `${dateTimeFormat('de-DE', TIME).format(new Date(isoInstant))} Uhr`,
  );
}

export function formatInstantDate(isoInstant: string): string {
  return handedOverOr('instantDate', isoInstant, () => dateTimeFormat('de-DE', LONG_DATE).format(new Date(isoInstant)));
}

/** A deadline instant in Berlin time: `24. November 2026, 18:30 Uhr`. */
export function formatDeadline(isoInstant: string): string {
  return `${formatInstantDate(isoInstant)}, ${formatInstantTime(isoInstant)}`;
}

/** Today's calendar day in Berlin as `YYYY-MM-DD` (dates in the catalogue are Berlin days). */
export function todayInBerlin(at: Date = new Date(pageNow())): string {
  return handedOverOr('berlinDay', at.getTime(), () => dateTimeFormat('en-CA', ISO_DAY).format(at));
}

/** An instant as an ISO 8601 date-time in Berlin wall-clock time with its offset: `2026-12-03T10:00:00+01:00`. */
export function berlinIsoDateTime(instant: string | Date): string {
  return handedOverOr('berlinIsoDateTime', new Date(instant).getTime(), () => zonedIsoDateTime(instant));
}

function zonedIsoDateTime(instant: string | Date): string {
  const parts = dateTimeFormat('en-GB', BERLIN_PARTS_WITH_OFFSET).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${offset}`;
}
