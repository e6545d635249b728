import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { AdminShell } from '../components/AdminShell';
import { useAdminBookingsQuery } from '../bookings/adminBookingsApi';
import { BookingDetailDialog } from '../bookings/BookingDetailDialog';
import { BookingsFilterBar } from '../bookings/BookingsFilterBar';
import { BookingsList } from '../bookings/BookingsList';
import { useBookingFilters } from '../bookings/useBookingFilters';
import { useBookingSelection } from '../bookings/useBookingSelection';
import { useBookingStatusChange } from '../bookings/useBookingStatusChange';
import { useBookingsExport } from '../bookings/useBookingsExport';
import styles from '../bookings/AdminBookings.module.css';

/** `/admin/bookings`: search and filter the bookings (in the URL), open one, change its status, export as CSV. */
export function AdminBookingsPage() {
  const { pathname } = useLocation();
  const filters = useBookingFilters();
  const list = useAdminBookingsQuery({ filters: filters.filters, page: filters.page });
  const selection = useBookingSelection(list.data?.rows);
  const status = useBookingStatusChange();
  const csv = useBookingsExport(filters.filters);
  const { selected } = selection;

  return (
    <AdminShell
      heading="Buchungen"
      description="Buchungen suchen, prüfen und bearbeiten."
      path={pathname}
      actions={
        <Button variant="secondary" onClick={() => void csv.exportCsv()} pending={csv.pending}>
          CSV exportieren
        </Button>
      }
    >
      {csv.error ? (
        <p role="alert" className={styles.error}>
          Export fehlgeschlagen: {csv.error}
        </p>
      ) : null}
      <BookingsFilterBar {...filters} />
      <BookingsList
        list={list}
        filters={filters}
        onOpen={(booking) => {
          status.clearError();
          selection.select(booking);
        }}
      />
      <BookingDetailDialog
        booking={selected}
        onClose={selection.close}
        onSetStatus={(next) => {
          if (selected) void status.change(selected, next);
        }}
        pending={status.pending}
        error={status.error}
      />
    </AdminShell>
  );
}
