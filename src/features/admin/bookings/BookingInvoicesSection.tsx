import { InvoiceList, useBookingInvoicesQuery } from '@/features/invoices';
import styles from './AdminBookings.module.css';

/** The booking's issued invoices and credit notes with their PDF and, for a business buyer, XRechnung. */
export function BookingInvoicesSection({ bookingId }: { bookingId: string }) {
  // Admins read every booking's records through RLS (no guest token).
  const invoices = useBookingInvoicesQuery({ bookingId, paymentToken: null });
  const list = invoices.data ?? [];
  return (
    <section aria-labelledby="buchung-rechnungen" className={styles.section}>
      <h2 id="buchung-rechnungen">Rechnungen</h2>
      {invoices.isLoading ? (
        <p role="status">Rechnungen werden geladen …</p>
      ) : invoices.isError ? (
        <p className={styles.error}>Die Rechnungen konnten nicht geladen werden.</p>
      ) : list.length === 0 ? (
        <p className={styles.summary}>Keine Rechnung: Sie entsteht, sobald die Buchung verbindlich ist.</p>
      ) : (
        <InvoiceList invoices={list} />
      )}
    </section>
  );
}
