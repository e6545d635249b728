import { INVOICE_COLUMNS, type InvoiceRecord } from '@/features/invoices';
import { api } from '@/lib/api';

/** Whose booking the success page shows, and the proof a guest holds for it. */
export interface BookingInvoicesArgs {
  bookingId: string;
  /** The token `book_cart` returned to this tab; null for a booking read back from the account. */
  paymentToken: string | null;
}

/**
 * The invoices and credit notes of the booking on the success page (docs/invoices.md, "Who reads them"): a guest's
 * by `guest_invoices` with the payment token, a signed-in customer's own through RLS. None until it is binding.
 */
export const bookingInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingInvoices: build.query<InvoiceRecord[], BookingInvoicesArgs>({
      query:
        ({ bookingId, paymentToken }) =>
        (client) =>
          paymentToken
            ? client
                .rpc('guest_invoices', { _booking_id: bookingId, _payment_token: paymentToken })
                .then(({ data, error, status }) => ({
                  data: error ? null : ((data ?? []) as unknown as InvoiceRecord[]),
                  error,
                  status,
                }))
            : client
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
      providesTags: ['Booking'],
    }),
  }),
});

export const { useBookingInvoicesQuery } = bookingInvoicesApi;
