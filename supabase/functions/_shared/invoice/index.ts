/** Invoice documents built from an issued invoice's snapshot (docs/invoices.md). */
export { buildInvoicePdf, documentTitle } from './pdf';
export { FACTURX_FILENAME } from './pdfa';
export type { InvoiceLine, InvoiceParty, InvoiceSeller, InvoiceSnapshot } from './types';
export { buildInvoiceXml, toEInvoiceModel, type InvoiceProfile, type InvoiceSyntax } from './xml';
