/** Issued invoices and credit notes: the list with its downloads, shared by dashboard, admin and success page. */
export { InvoiceList } from './components/InvoiceList';
export { INVOICE_COLUMNS, INVOICE_KIND_LABELS, type InvoiceRecord } from './invoiceRecord';
/** One booking's records: success page (guest token or RLS) and the admin's booking detail. */
export { useBookingInvoicesQuery, type BookingInvoicesArgs } from './bookingInvoicesApi';
/** One record's PDF or XRechnung as a download (the admin invoice list offers them per row). */
export { downloadInvoiceDocument, type InvoiceFormat } from './invoiceFiles';
/** Stories only. */
export { storyInvoiceRecords } from './storyInvoices';
