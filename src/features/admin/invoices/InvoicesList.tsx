import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import type { InvoiceFormat } from '@/features/invoices';
import { errorText } from '@/lib/api';
import { formatCents } from '@/lib/format';
import { BookingsPagination } from '../bookings/BookingsPagination';
import { DataTable } from '../components/DataTable';
import { INVOICES_PAGE_SIZE, type AdminInvoicePage, type AdminInvoiceRow } from './adminInvoicesApi';
import { invoiceColumns } from './invoiceColumns';
import type { InvoiceFiltersState } from './useInvoiceFilters';
import styles from '../bookings/AdminBookings.module.css';

interface InvoicesQuery {
  data?: AdminInvoicePage;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

interface InvoicesListProps {
  list: InvoicesQuery;
  filters: InvoiceFiltersState;
  onOpenBooking: (row: AdminInvoiceRow) => void;
  onDownload: (row: AdminInvoiceRow, format: InvoiceFormat) => void;
  pending: string | null;
}

const count = (n: number) => (n === 1 ? '1 Beleg' : `${n} Belege`);

/** The list's states: failed (with retry), loading, nothing found, or the page of records with count and balance. */
export function InvoicesList({ list, filters, onOpenBooking, onDownload, pending }: InvoicesListProps) {
  if (list.isError && !list.isFetching) {
    return (
      <ErrorState
        message={errorText(list.error, 'Die Rechnungen konnten nicht geladen werden.')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isLoading || !list.data) return <LoadingState label="Rechnungen werden geladen …" rows={5} />;
  const { total, rows, balance_cents: balance } = list.data;
  if (total === 0) {
    return (
      <EmptyState title="Keine Rechnungen gefunden.">
        {filters.filtered ? <p>Passen Sie die Suche, den Zeitraum oder die Art an.</p> : null}
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {count(total)} · Saldo (Rechnungen abzüglich Rechnungskorrekturen): {formatCents(balance)} brutto
      </p>
      <DataTable
        caption="Rechnungen"
        hideCaption
        columns={invoiceColumns({ onOpenBooking, onDownload, pending })}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText="Keine Rechnungen auf dieser Seite."
        dense
      />
      <BookingsPagination
        page={filters.page}
        pageCount={Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE))}
        onPage={(page) => filters.update({ page })}
      />
    </>
  );
}
