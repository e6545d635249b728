import { PagedList, type ListQuery } from '../components/PagedList';
import { BOOKINGS_PAGE_SIZE, type AdminBooking, type BookingsPage } from './adminBookingsApi';
import { bookingColumns } from './bookingColumns';
import type { BookingFiltersState } from './useBookingFilters';

interface BookingsListProps {
  list: ListQuery<BookingsPage>;
  filters: BookingFiltersState;
  onOpen: (booking: AdminBooking) => void;
}

const TEXTS = {
  caption: 'Buchungen',
  failed: 'Die Buchungen konnten nicht geladen werden.',
  loading: 'Buchungen werden geladen …',
  nothingFound: 'Keine Buchungen gefunden.',
  nothingFoundFiltered: 'Passen Sie die Suche oder die Filter an.',
  emptyPage: 'Keine Buchungen auf dieser Seite.',
};

/** The page of bookings with its count, or why there is none. */
export function BookingsList({ list, filters, onOpen }: BookingsListProps) {
  return (
    <PagedList
      list={list}
      texts={TEXTS}
      columns={bookingColumns(onOpen)}
      rowKey={(row) => row.id}
      summary={({ total }) => (total === 1 ? '1 Buchung' : `${total} Buchungen`)}
      state={filters}
      pageSize={BOOKINGS_PAGE_SIZE}
    />
  );
}
