/**
 * When a visitor wants to go: a date ("am 24.12.", "24.12.2026", "2026-12-24"), a month, a range of months
 * ("März bis Mai", "zwischen Januar und März") or a relative week, as an inclusive range of Berlin calendar days.
 * Months without a year mean their next occurrence from today on.
 */
import { fold } from './normalize';

export interface DayRange {
  from: string;
  to: string;
  /** The range is one exact day the visitor named. */
  exactDay: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function iso(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The year in which `month` (1–12) next comes round from today (this month counts). */
export function yearOfMonth(month: number, today: string): number {
  const year = Number(today.slice(0, 4));
  return month >= Number(today.slice(5, 7)) ? year : year + 1;
}

/** The whole of `month` the next time it comes round. */
export function monthRange(month: number, today: string): DayRange {
  const year = yearOfMonth(month, today);
  return { from: iso(year, month, 1), to: iso(year, month, daysInMonth(year, month)), exactDay: false };
}

/** From the first day of `first` to the last day of `last` (wrapping into the next year when `last` < `first`). */
export function monthSpan(first: number, last: number, today: string): DayRange {
  const start = monthRange(first, today);
  const startYear = Number(start.from.slice(0, 4));
  const endYear = last >= first ? startYear : startYear + 1;
  return { from: start.from, to: iso(endYear, last, daysInMonth(endYear, last)), exactDay: false };
}

/** A calendar date written in the message, or null. Without a year: the next such day from today on. */
export function exactDate(message: string, today: string): string | null {
  const isoMatch = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(message);
  if (isoMatch) return valid(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  // "24.12.", "24.12.2026", "24.12.26"; not prices ("1.290,00") nor times ("14.30 Uhr").
  const german = /(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\d,]|\s*uhr)/i.exec(message);
  if (!german) return null;
  const day = Number(german[1]);
  const month = Number(german[2]);
  if (german[3]) {
    const year = german[3].length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
    return valid(year, month, day);
  }
  const thisYear = Number(today.slice(0, 4));
  const candidate = valid(thisYear, month, day);
  if (candidate && candidate >= today) return candidate;
  return valid(thisYear + 1, month, day);
}

function valid(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return iso(year, month, day);
}

/** Monday of the week of `isoDay`. */
function monday(isoDay: string): string {
  const weekday = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return addDays(isoDay, -((weekday + 6) % 7));
}

/** "diese Woche", "nächste Woche", "in den nächsten 2 Wochen" … as a range, or null. */
export function relativeWeeks(message: string, today: string): DayRange | null {
  const text = fold(message);
  if (/\b(nachste|kommende|next) (woche|week)\b/.test(text)) {
    const start = addDays(monday(today), 7);
    return { from: start, to: addDays(start, 6), exactDay: false };
  }
  if (/\b(diese|dieser|this) (woche|week)\b/.test(text)) {
    return { from: today, to: addDays(monday(today), 6), exactDay: false };
  }
  const weeks = /\b(?:in den )?(?:nachsten|kommenden) (\d{1,2}) wochen\b/.exec(text);
  if (weeks) return { from: today, to: addDays(today, Number(weeks[1]) * 7), exactDay: false };
  return null;
}

/** The range of the months a message names: one month, or from the first to the last when it names several. */
export function monthsRange(months: readonly number[], today: string): DayRange | null {
  const [first] = months;
  if (first === undefined) return null;
  const last = months[months.length - 1] ?? first;
  return months.length === 1 ? monthRange(first, today) : monthSpan(first, last, today);
}
