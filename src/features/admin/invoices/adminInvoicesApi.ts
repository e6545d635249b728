import type { InvoiceRecord } from '@/features/invoices';
import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';
import { ADMIN_BOOKING_SELECT, type AdminBooking } from '../bookings/adminBookingsApi';

/** A row of `admin_invoice_page` / `admin_invoices` (docs/invoices.md, "Who reads them"). */
export interface AdminInvoiceRow extends InvoiceRecord {
  /** A credit note's original invoice. */
  preceding_number: string | null;
  booking_number: string | null;
  buyer_name: string | null;
}

export interface AdminInvoicePage {
  rows: AdminInvoiceRow[];
  /** How many records match (all pages). */
  total: number;
  /** Invoices minus credit notes of all matching records, gross. */
  balance_cents: number;
}

/** The list's filters as the server takes them: Berlin calendar days (both included), kind and search term. */
export interface InvoiceQuery {
  from: string;
  to: string;
  kind: '' | InvoiceRecord['kind'];
  q: string;
}

type AccountingSettings = Database['public']['Tables']['accounting_settings']['Row'];

/** What the DATEV export reads from the admin-only `accounting_settings` (docs/invoices.md, "Export"). */
export type DatevSettings = Pick<
  AccountingSettings,
  | 'datev_consultant_number'
  | 'datev_client_number'
  | 'datev_account_length'
  | 'datev_chart'
  | 'datev_debtor_account'
  | 'datev_revenue_account'
>;

export const INVOICES_PAGE_SIZE = 20;
/** The most `admin_invoice_page` answers at once. */
const CSV_BLOCK_SIZE = 100;

const DATEV_COLUMNS =
  'datev_consultant_number, datev_client_number, datev_account_length, datev_chart, datev_debtor_account, ' +
  'datev_revenue_account';

/** Admin access to every invoice and credit note (the RPCs refuse everyone else with FORBIDDEN). */
export const adminInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page, paged and filtered on the server: the list grows by a few hundred records a year. */
    adminInvoicePage: build.query<AdminInvoicePage, { query: InvoiceQuery; page: number }>({
      query:
        ({ query, page }) =>
        (client) =>
          client.rpc('admin_invoice_page', {
            _from: query.from || undefined,
            _to: query.to || undefined,
            _kind: query.kind || undefined,
            _search: query.q || undefined,
            _limit: INVOICES_PAGE_SIZE,
            _offset: (page - 1) * INVOICES_PAGE_SIZE,
          }),
      // A status change issues an invoice or a credit note.
      providesTags: ['Booking'],
    }),
    /** Every record the list's filters match (all pages, in the list's order) for the CSV, 100 per request. */
    adminInvoicesCsv: build.query<AdminInvoiceRow[], InvoiceQuery>({
      query: (query) => async (client) => {
        const rows: AdminInvoiceRow[] = [];
        for (let offset = 0; ; offset += CSV_BLOCK_SIZE) {
          const { data, error, status } = await client.rpc('admin_invoice_page', {
            _from: query.from || undefined,
            _to: query.to || undefined,
            _kind: query.kind || undefined,
            _search: query.q || undefined,
            _limit: CSV_BLOCK_SIZE,
            _offset: offset,
          });
          if (error) return { data: null, error, status };
          const block = (data as unknown as AdminInvoicePage).rows;
          rows.push(...block);
          if (block.length < CSV_BLOCK_SIZE) return { data: rows, error: null, status };
        }
      },
      keepUnusedDataFor: 0,
    }),
    /** The booking behind a record, for its details (the same row the bookings list shows). */
    adminInvoiceBooking: build.query<AdminBooking, string>({
      query: (bookingId) => (client) =>
        client.from('bookings').select(ADMIN_BOOKING_SELECT).eq('id', bookingId).single(),
      providesTags: ['Booking'],
    }),
    /** Every record of a period, oldest first (the export's order), with the DATEV settings. */
    adminInvoicesExport: build.query<
      { rows: AdminInvoiceRow[]; settings: DatevSettings },
      { from: string; to: string }
    >({
      query:
        ({ from, to }) =>
        async (client) => {
          const [records, settings] = await Promise.all([
            client.rpc('admin_invoices', { _from: from, _to: to }),
            client.from('accounting_settings').select(DATEV_COLUMNS).eq('id', 1).single(),
          ]);
          const failed = records.error ? records : settings.error ? settings : null;
          if (failed) return { data: null, error: failed.error, status: failed.status };
          return {
            data: {
              rows: (records.data ?? []) as unknown as AdminInvoiceRow[],
              settings: settings.data as unknown as DatevSettings,
            },
            error: null,
            status: records.status,
          };
        },
      // An export is a snapshot of the server's state, never an old cache entry.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useAdminInvoicePageQuery,
  useAdminInvoiceBookingQuery,
  useLazyAdminInvoicesExportQuery,
  useLazyAdminInvoicesCsvQuery,
} = adminInvoicesApi;
