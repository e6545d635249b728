/** Money and Berlin dates in German for the mails (the app's src/lib/format.ts writes them the same way). */
const TIME_ZONE = 'Europe/Berlin';

/**
 * Made on first use, then kept: constructing a zoned formatter loads time-zone data, which the demo's mock backend
 * (it shares these templates) would otherwise pay while the page is starting.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const euro = once(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
const longDate = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const shortDate = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const clock = once(() => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }));

/** Intl writes a no-break space before `€`; mails keep a plain one so every client and the PDF fonts agree. */
export function money(cents: number): string {
  return euro()
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** `2026-12-03` (a Berlin day, anchored at noon UTC so no zone moves it) → `03. Dezember 2026`. */
export function longDay(isoDate: string): string {
  return longDate().format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** `2026-12-03` → `03.12.2026`. */
export function shortDay(isoDate: string): string {
  return shortDate().format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** An instant as Berlin date: `03.12.2026`. */
export function instantDay(isoInstant: string): string {
  return shortDate().format(new Date(isoInstant));
}

/** An instant as Berlin wall-clock time: `17:00 Uhr`. */
export function instantTime(isoInstant: string): string {
  return `${clock().format(new Date(isoInstant))} Uhr`;
}

/** `19` → `19 %`, `7.5` → `7,5 %`. */
export function percent(rate: number): string {
  return `${String(rate).replace('.', ',')} %`;
}

/** `1 Platz`, `2 Plätze`: the noun by number, never `Platz/Plätze`. */
export function seatCount(count: number): string {
  return count === 1 ? '1 Platz' : `${count} Plätze`;
}
