import { InvoiceList } from '@/features/invoices';
import { useAdminBookingInvoicesQuery } from './bookingInvoicesApi';
import styles from './AdminBookings.module.css';

/** The booking's issued invoices and credit notes with their PDF and, for a business buyer, XRechnung. */
export function BookingInvoicesSection({ bookingId }: { bookingId: string }) {
  const invoices = useAdminBookingInvoicesQuery(bookingId);
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
