/** German money and date texts of the chat answers (no Intl currency: the same output in every runtime). */
import { MONTH_NAMES } from './lexicon';

/** Gross cents from net cents: net × (100 + rate) / 100, rounded half up to whole cents. */
export function grossCents(netCents: number, vatRatePercent: number): number {
  return Math.round((netCents * (100 + vatRatePercent)) / 100);
}

/** `153510` → `1.535,10 €` (no-break space before the sign, as Intl writes it). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}${euros},${rest}\u00a0€`;
}

const WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'] as const;

/** `2026-12-10` → `Do., 10.12.2026` (a calendar day, no time zone involved). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  const weekday = WEEKDAYS[new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday}, ${day}.${month}.${year}`;
}

/** A webinar start as `Fr., 04.12.2026, 14:00 Uhr` in Berlin time. */
export function formatInstant(isoInstant: string): string {
  const instant = new Date(isoInstant);
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDay(day)}, ${part('hour')}:${part('minute')} Uhr`;
}

/** `12, 2026` → `Dezember 2026`. */
export function formatMonth(month: number, year: number): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** `1` → `1 Platz`, `2` → `2 Plätze`. */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'ausgebucht';
  if (seatsLeft === 1) return 'nur noch 1 Platz frei';
  if (seatsLeft <= 3) return `nur noch ${seatsLeft} Plätze frei`;
  return `${seatsLeft} Plätze frei`;
}
