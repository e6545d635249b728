import type { InvoiceSnapshot } from '@shared/invoice';

/**
 * An issued invoice or credit note as the app reads it (docs/invoices.md, "Who reads them"): the `invoices` row's
 * list fields and its immutable snapshot, from which every document is built.
 */
export interface InvoiceRecord {
  id: string;
  booking_id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  issue_date: string;
  gross_cents: number;
  snapshot: InvoiceSnapshot;
}

/** The columns a list of records selects from `invoices` (RLS: the booker and admins). */
export const INVOICE_COLUMNS = 'id, booking_id, kind, number, issue_date, gross_cents, snapshot';

export const INVOICE_KIND_LABELS: Record<InvoiceRecord['kind'], string> = {
  invoice: 'Rechnung',
  credit_note: 'Rechnungskorrektur',
};
