import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { DataTable } from '../components/DataTable';
import { BOOKINGS_PAGE_SIZE, type AdminBooking, type BookingsPage } from './adminBookingsApi';
import { bookingColumns } from './bookingColumns';
import { BookingsPagination } from './BookingsPagination';
import type { BookingFiltersState } from './useBookingFilters';
import styles from './AdminBookings.module.css';

/** What the list shows of its query. */
interface BookingsQuery {
  data?: BookingsPage;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

interface BookingsListProps {
  list: BookingsQuery;
  filters: BookingFiltersState;
  onOpen: (booking: AdminBooking) => void;
}

/** The list's states: failed (with retry), loading, nothing found, or the page of bookings with its count. */
export function BookingsList({ list, filters, onOpen }: BookingsListProps) {
  if (list.isError && !list.isFetching) {
    return (
      <ErrorState
        message={errorText(list.error, 'Die Buchungen konnten nicht geladen werden.')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isLoading || !list.data) return <LoadingState label="Buchungen werden geladen …" rows={5} />;
  const { total, rows } = list.data;
  if (total === 0) {
    return (
      <EmptyState title="Keine Buchungen gefunden.">
        {filters.filtered ? <p>Passen Sie die Suche oder die Filter an.</p> : null}
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {total === 1 ? '1 Buchung' : `${total} Buchungen`}
      </p>
      <DataTable
        caption="Buchungen"
        hideCaption
        columns={bookingColumns(onOpen)}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText="Keine Buchungen auf dieser Seite."
        dense
      />
      <BookingsPagination
        page={filters.page}
        pageCount={Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE))}
        onPage={(page) => filters.update({ page })}
      />
    </>
  );
}
