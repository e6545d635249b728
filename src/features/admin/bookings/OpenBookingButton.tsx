import styles from './AdminBookings.module.css';

/** A booking number in a list that opens the booking's details (in the bookings and the invoices list). */
export function OpenBookingButton({ bookingNumber, onOpen }: { bookingNumber: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={onOpen}
      aria-label={`Buchung ${bookingNumber} anzeigen`}
    >
      {bookingNumber}
    </button>
  );
}
