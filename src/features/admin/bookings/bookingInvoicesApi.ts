import { INVOICE_COLUMNS, type InvoiceRecord } from '@/features/invoices';
import { api } from '@/lib/api';

/** One booking's invoices and credit notes, oldest first (RLS: admins read every record; docs/invoices.md). */
export const adminBookingInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBookingInvoices: build.query<InvoiceRecord[], string>({
      query: (bookingId) => (client) =>
        client
          .from('invoices')
          .select(INVOICE_COLUMNS)
          .eq('booking_id', bookingId)
          .order('issue_date')
          .order('created_at')
          .then(({ data, error, status }) => ({
            data: error ? null : ((data ?? []) as unknown as InvoiceRecord[]),
            error,
            status,
          })),
      // A status change issues the invoice (binding) or its credit note (cancelled).
      providesTags: ['Booking'],
    }),
  }),
});

export const { useAdminBookingInvoicesQuery } = adminBookingInvoicesApi;
