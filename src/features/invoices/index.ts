/** Issued invoices and credit notes: the list with its downloads, shared by dashboard, admin and success page. */
export { InvoiceList } from './components/InvoiceList';
export { INVOICE_COLUMNS, type InvoiceRecord } from './invoiceRecord';
/** Stories only. */
export { storyInvoiceRecords } from './storyInvoices';
