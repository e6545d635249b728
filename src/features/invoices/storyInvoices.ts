import type { InvoiceSnapshot } from '@shared/invoice';
import { companyWithLeitwegId, creditNote } from '@shared/invoice/fixtures';
import type { InvoiceRecord } from './invoiceRecord';

/**
 * Stories only: an issued company invoice and its credit note as the database keeps them (docs/invoices.md), from the
 * invoice fixtures the document tests use too (supabase/functions/_shared/invoice/fixtures.ts).
 */
function snapshot(bookingNumber: string, isCreditNote: boolean): InvoiceSnapshot {
  return { ...(isCreditNote ? creditNote : companyWithLeitwegId), bookingNumber };
}

/** The invoice of the booking, and with `cancelled` its credit note too (newest first). */
export function storyInvoiceRecords(bookingId: string, bookingNumber: string, cancelled = false): InvoiceRecord[] {
  const record = (isCreditNote: boolean): InvoiceRecord => {
    const s = snapshot(bookingNumber, isCreditNote);
    return {
      id: isCreditNote ? 'a9000000-0000-4000-8000-0000000000c1' : 'a9000000-0000-4000-8000-0000000000a1',
      booking_id: bookingId,
      kind: isCreditNote ? 'credit_note' : 'invoice',
      number: s.number,
      issue_date: s.issueDate,
      gross_cents: s.totals.grossCents,
      snapshot: s,
    };
  };
  return cancelled ? [record(true), record(false)] : [record(false)];
}
