/**
 * German texts of an invoice, computed without Intl or the clock so the documents of one snapshot are the same bytes
 * on every runtime (Deno, browser, Node).
 */

/** `12345` → `123.45` (the XML's amounts). */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `123456` → `1.234,56 €`. */
export function euro(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/** `19` → `19 %`, `7.5` → `7,5 %`. */
export function percentText(rate: number): string {
  return `${String(rate).replace('.', ',')} %`;
}

/** `2027-01-11` → `11.01.2027`. */
export function day(isoDate: string): string {
  const [year, month, dayOfMonth] = isoDate.slice(0, 10).split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

/**
 * A service period: one day `11.01.2027`; days of one month `11.–12.01.2027`; of one year `30.01.–02.02.2027`;
 * else both full dates.
 */
export function period({ start, end }: { start: string; end: string }): string {
  if (start === end) return day(start);
  const [startYear, startMonth, startDay] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  if (startYear !== endYear) return `${day(start)}–${day(end)}`;
  if (startMonth !== endMonth) return `${startDay}.${startMonth}.–${day(end)}`;
  return `${startDay}.–${day(end)}`;
}

/** The earliest start and latest end of the lines' service periods (the invoice period, BG-14). */
export function invoicePeriod(lines: readonly { servicePeriod: { start: string; end: string } }[]): {
  start: string;
  end: string;
} {
  const starts = lines.map((line) => line.servicePeriod.start).sort();
  const ends = lines.map((line) => line.servicePeriod.end).sort();
  return { start: starts[0]!, end: ends[ends.length - 1]! };
}

const COUNTRY_NAMES: Record<string, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
  LI: 'Liechtenstein',
  LU: 'Luxemburg',
  NL: 'Niederlande',
  BE: 'Belgien',
  FR: 'Frankreich',
  IT: 'Italien',
  PL: 'Polen',
  DK: 'Dänemark',
  CZ: 'Tschechien',
};

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** FNV-1a over the text, as 32 hex digits (two rounds with different seeds): a stable document id. */
export function stableHexId(text: string): string {
  const round = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  return `${round(0x811c9dc5)}${round(0x050c5d1f)}${round(0x1b873593)}${round(0x2f9be6cc)}`;
}
