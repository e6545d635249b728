/**
 * The invoice list as CSV for Excel in a German locale, with the conventions of the bookings CSV (bookingsCsv.ts):
 * UTF-8 with byte order mark, `;`, CRLF, money as `1.190,00`, dates as `TT.MM.JJJJ`, no cell a spreadsheet runs.
 */
import { INVOICE_KIND_LABELS } from '@/features/invoices';
import { todayInBerlin } from '@/lib/format';
import { CSV_BOM, csvCalendarDate, csvField, csvMoney } from '../bookings/bookingsCsv';
import type { AdminInvoiceRow } from './adminInvoicesApi';

export const INVOICES_CSV_HEADER = [
  'Nummer',
  'Datum',
  'Art',
  'Zu Rechnung',
  'Buchungsnummer',
  'Rechnungsempfänger',
  'USt-IdNr. Empfänger',
  'Netto',
  'USt.',
  'Brutto',
] as const;

export function invoiceCsvRow(row: AdminInvoiceRow): string[] {
  const { totals, buyer } = row.snapshot;
  return [
    row.number,
    csvCalendarDate(row.issue_date),
    INVOICE_KIND_LABELS[row.kind],
    row.preceding_number ?? '',
    row.booking_number ?? '',
    row.buyer_name ?? buyer.name,
    buyer.vatId ?? '',
    csvMoney(totals.netCents),
    csvMoney(totals.vatCents),
    csvMoney(row.gross_cents),
  ];
}

export function buildInvoicesCsv(rows: readonly AdminInvoiceRow[]): string {
  const records = [[...INVOICES_CSV_HEADER], ...rows.map(invoiceCsvRow)];
  return CSV_BOM + records.map((record) => record.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** `rechnungen-2026-11-28.csv`. */
export function invoicesCsvFileName(now: Date = new Date()): string {
  return `rechnungen-${todayInBerlin(now)}.csv`;
}
