/**
 * The files a rendered mail names, built from the same data: the issued invoice or credit note (PDF, and the
 * XRechnung for a business buyer, from the record's snapshot alone, as the dashboard builds them), the calendar
 * file (and a rebooking's cancellation of the old date), the certificate PDF.
 */
import { bookingIcs, rebookedFromIcs } from './bookingCalendar';
import { buildCertificatePdf } from './certificatePdf';
import type { InvoiceSnapshot } from '../invoice/types';
import type {
  BookingMailData,
  BookingRebookedData,
  CertificateMailData,
  MailAttachment,
  MailAttachmentKind,
  MailAttachmentSpec,
  RenderedMail,
} from './types';

/** The invoice builders (pdf-lib, fonts, EN 16931 library) load only for a mail with an invoice or credit note. */
const loadInvoiceBuilders = () => import(/* webpackChunkName: "invoice-documents" */ '../invoice/index');

function snapshotOf(data: unknown, field: 'invoice' | 'credit_note'): InvoiceSnapshot {
  const snapshot = (data as Pick<BookingMailData, 'invoice' | 'credit_note'>)[field];
  if (!snapshot) throw new Error(`The mail names a ${field} attachment but its data has no ${field}`);
  return snapshot;
}

async function buildFile(kind: MailAttachmentKind, data: unknown): Promise<Uint8Array> {
  switch (kind) {
    case 'invoice_pdf':
    case 'credit_note_pdf':
      return (await loadInvoiceBuilders()).buildInvoicePdf(
        snapshotOf(data, kind === 'invoice_pdf' ? 'invoice' : 'credit_note'),
      );
    case 'invoice_xml':
    case 'credit_note_xml': {
      const { buildInvoiceXml } = await loadInvoiceBuilders();
      const xml = await buildInvoiceXml(snapshotOf(data, kind === 'invoice_xml' ? 'invoice' : 'credit_note'), 'cii');
      return new TextEncoder().encode(xml);
    }
    case 'calendar_ics':
      // URLs on the academy's website (settings), as the app's own downloads use the same origin.
      return new TextEncoder().encode(
        bookingIcs((data as BookingMailData).booking, (data as BookingMailData).academy.website),
      );
    case 'rebooking_cancel_ics': {
      // Umbuchen: the old date only, with its old UIDs, so calendars remove it (docs/calendar.md).
      const { booking, rebooking, academy } = data as BookingRebookedData;
      return new TextEncoder().encode(rebookedFromIcs(booking, rebooking.from, academy.website));
    }
    case 'certificate_pdf':
      return buildCertificatePdf((data as CertificateMailData).certificate);
  }
}

/**
 * The attachments of an issued record, named as the dashboard's downloads name them: its PDF (for a business buyer
 * the Factur-X hybrid) and, for a business buyer, the XRechnung (CII) beside it.
 */
export function invoiceAttachments(snapshot: InvoiceSnapshot, source: 'invoice' | 'credit_note'): MailAttachmentSpec[] {
  const prefix = source === 'credit_note' ? 'Rechnungskorrektur' : 'Rechnung';
  const pdf: MailAttachmentSpec = {
    kind: `${source}_pdf`,
    filename: `${prefix}-${snapshot.number}.pdf`,
    contentType: 'application/pdf',
  };
  if (!snapshot.buyerIsBusiness) return [pdf];
  return [pdf, { kind: `${source}_xml`, filename: `XRechnung-${snapshot.number}.xml`, contentType: 'application/xml' }];
}

export async function buildAttachments(mail: RenderedMail, data: unknown): Promise<MailAttachment[]> {
  return Promise.all(mail.attachments.map(async (spec) => ({ ...spec, content: await buildFile(spec.kind, data) })));
}

/** Base64 of bytes without Node's Buffer (Deno, browsers and Jest alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
