import { InvoiceList } from '@/features/invoices';
import { useMyInvoicesQuery } from '../accountApi';
import styles from '../pages/AccountPage.module.css';

/** „Rechnungen“: every invoice and credit note of the customer's bookings, with PDF and (business) XRechnung. */
export function InvoicesSection({ userId }: { userId: string }) {
  const invoices = useMyInvoicesQuery(userId, { skip: !userId });
  const list = invoices.data ?? [];
  return (
    <section aria-labelledby="rechnungen">
      <h2 id="rechnungen">Rechnungen</h2>
      {invoices.isLoading ? (
        <p role="status" className={styles.loading}>
          Rechnungen werden geladen …
        </p>
      ) : invoices.isError ? (
        <p className={styles.empty}>
          Ihre Rechnungen konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>
          Noch keine Rechnungen. Eine Rechnung entsteht, sobald Ihre Buchung verbindlich ist.
        </p>
      ) : (
        <InvoiceList invoices={list} showBookingNumber />
      )}
    </section>
  );
}
