import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { AdminBooking, BookingStatus } from './adminBookingsApi';
import styles from './AdminBookings.module.css';

interface BookingStatusActionsProps {
  booking: AdminBooking;
  onSetStatus: (status: BookingStatus) => void;
  pending: boolean;
}

/** The status changes the backend allows from the booking's status (supabase/README.md); cancelling asks first. */
export function BookingStatusActions({ booking, onSetStatus, pending }: BookingStatusActionsProps) {
  return (
    <div className={styles.dialogActions}>
      {booking.status === 'pending' ? (
        <Button variant="secondary" pending={pending} onClick={() => onSetStatus('confirmed')}>
          Bestätigen
        </Button>
      ) : null}
      {booking.status === 'pending' || booking.status === 'confirmed' ? (
        <Button variant="secondary" pending={pending} onClick={() => onSetStatus('paid')}>
          Als bezahlt markieren
        </Button>
      ) : null}
      {booking.status !== 'cancelled' && booking.status !== 'expired' ? (
        <ConfirmDialog
          trigger={
            <Button variant="danger" pending={pending}>
              Stornieren
            </Button>
          }
          title="Buchung stornieren?"
          description={`Die Buchung ${booking.booking_number} wird storniert und ihre Plätze werden wieder freigegeben. Das lässt sich nicht rückgängig machen.`}
          confirmLabel="Ja, stornieren"
          cancelLabel="Nein, behalten"
          onConfirm={() => onSetStatus('cancelled')}
        />
      ) : null}
    </div>
  );
}
