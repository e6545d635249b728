import { api } from '@/lib/api';
import { INVOICE_COLUMNS, type InvoiceRecord } from './invoiceRecord';

/** Whose booking's records to read, and the proof a guest holds for it. */
export interface BookingInvoicesArgs {
  bookingId: string;
  /** The token `book_cart` returned to this tab (success page of a guest); null: read through RLS (booker, admin). */
  paymentToken: string | null;
}

/**
 * One booking's invoices and credit notes, oldest first (docs/invoices.md, "Where invoices are"): a guest's by
 * `guest_invoices` with the payment token; the signed-in booker's own and every booking for an admin through RLS.
 * None until the booking is binding. The one reader of the success page and the admin's booking detail.
 */
export const bookingInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingInvoices: build.query<InvoiceRecord[], BookingInvoicesArgs>({
      query:
        ({ bookingId, paymentToken }) =>
        (client) =>
          (paymentToken
            ? client.rpc('guest_invoices', { _booking_id: bookingId, _payment_token: paymentToken })
            : client
                .from('invoices')
                .select(INVOICE_COLUMNS)
                .eq('booking_id', bookingId)
                .order('issue_date')
                .order('created_at')
          ).then(({ data, error, status }) => ({
            data: error ? null : ((data ?? []) as unknown as InvoiceRecord[]),
            error,
            status,
          })),
      // A status change issues the invoice (binding) or its credit note (cancelled, withdrawn).
      providesTags: ['Booking'],
    }),
  }),
});

export const { useBookingInvoicesQuery } = bookingInvoicesApi;
