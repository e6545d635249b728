import { downloadFile } from '@/lib/download';
import type { InvoiceRecord } from './invoiceRecord';

export type InvoiceFormat = 'pdf' | 'xml';

/** The document builders (pdf-lib, fonts, the EN 16931 library) load only when a document is asked for. */
const loadBuilders = () => import(/* webpackChunkName: "invoice-documents" */ '@shared/invoice');

/**
 * Builds one document of an issued record from its snapshot alone (so it is the same every time) and offers it as a
 * download: the PDF (a Factur-X hybrid for business buyers) or the XRechnung 3.0 in CII syntax, the one the
 * Factur-X hybrid embeds and the tests check against the EN 16931 schema (docs/invoices.md, "Documents").
 */
export async function downloadInvoiceDocument(record: InvoiceRecord, format: InvoiceFormat): Promise<void> {
  const { buildInvoicePdf, buildInvoiceXml } = await loadBuilders();
  const prefix = record.kind === 'credit_note' ? 'Rechnungskorrektur' : 'Rechnung';
  if (format === 'pdf') {
    const bytes = await buildInvoicePdf(record.snapshot);
    downloadFile(`${prefix}-${record.number}.pdf`, bytes as BlobPart, 'application/pdf');
  } else {
    const xml = await buildInvoiceXml(record.snapshot, 'cii');
    downloadFile(`XRechnung-${record.number}.xml`, xml, 'application/xml;charset=utf-8');
  }
}
