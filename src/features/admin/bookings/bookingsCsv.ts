import { todayInBerlin } from '@/lib/format';
/**
 * The bookings list as CSV for Excel in a German locale: `;` between fields, CRLF between records, fields quoted
 * (RFC 4180, with `;` as separator) when they hold `;`, `"`, a line break or leading/trailing spaces, money as
 * `1.535,10`, dates as `TT.MM.JJJJ` (Berlin), a UTF-8 byte order mark so Excel reads the umlauts, and no cell that a
 * spreadsheet would run as a formula (see neutraliseFormula).
 */
import type { AdminBooking } from './adminBookingsApi';
import { BOOKING_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './labels';

export const CSV_HEADER = [
  'Buchungsnummer',
  'Datum',
  'Status',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Firma',
  'USt-IdNr',
  'Seminar(e)',
  'Termin(e)',
  'Ort(e)',
  'Plätze',
  'Netto',
  'MwSt.',
  'Brutto',
  'Zahlart',
] as const;

export const CSV_BOM = '\uFEFF';

const money = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const instantDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** `153510` → `1.535,10` (no currency sign: the column says what it is, and Excel can compute with it). */
export function csvMoney(cents: number): string {
  return money.format(cents / 100);
}

/** A calendar day `2026-12-03` → `03.12.2026`. */
export function csvCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** An instant → its Berlin day, `TT.MM.JJJJ`. */
export function csvInstantDate(isoInstant: string): string {
  return instantDate.format(new Date(isoInstant));
}

/**
 * A cell Excel or LibreOffice would run as a formula (OWASP "CSV Injection": it starts with `=`, `+`, `-`, `@`, tab
 * or carriage return) gets a leading `'`, so it is shown as the text it is. Guests type names, e-mails, company and
 * VAT id themselves; none of the product's own values (numbers, dates, labels) starts with these characters.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A cell as written: formulas neutralised, then quoted when it must be (separator, quote, line break, surrounding
 * spaces or a neutralised formula); quotes inside are doubled.
 */
export function csvField(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = neutraliseFormula(raw);
  return text !== raw || /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Several values in one cell, e.g. the items' titles. */
const joinValues = (values: string[]) => values.join(' | ');

export function bookingCsvRow(booking: AdminBooking): string[] {
  const items = [...booking.booking_items].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return [
    booking.booking_number,
    csvInstantDate(booking.created_at),
    BOOKING_STATUS_LABELS[booking.status],
    booking.customer_first_name,
    booking.customer_last_name,
    booking.customer_email,
    booking.company_name ?? '',
    booking.vat_id ?? '',
    joinValues(items.map((item) => item.title)),
    joinValues(items.map((item) => csvCalendarDate(item.start_date))),
    joinValues(items.map((item) => item.location_name)),
    String(items.reduce((sum, item) => sum + item.quantity, 0)),
    csvMoney(booking.net_cents),
    csvMoney(booking.vat_cents),
    csvMoney(booking.gross_cents),
    PAYMENT_METHOD_LABELS[booking.payment_method],
  ];
}

/** The whole file: BOM, header, one record per booking, CRLF line ends (also after the last record). */
export function buildBookingsCsv(bookings: readonly AdminBooking[]): string {
  const records = [[...CSV_HEADER], ...bookings.map(bookingCsvRow)];
  return CSV_BOM + records.map((record) => record.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** `buchungen-2026-11-22.csv`. */
export function bookingsCsvFileName(now: Date = new Date()): string {
  const day = todayInBerlin(now);
  return `buchungen-${day}.csv`;
}
