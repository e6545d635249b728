import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectAuthStatus } from '@/features/auth';
import { InvoiceList, useBookingInvoicesQuery } from '@/features/invoices';
import type { CompletedBooking } from '../checkoutTypes';
import styles from './Checkout.module.css';

/** While an online payment's confirmation from the provider may still be on its way. */
const PAYMENT_POLL_MS = 5_000;

/**
 * „Rechnung“ on the success page: the issued invoice once the booking is binding (docs/invoices.md), built from its
 * record; before that only the note that it follows the confirmation — never a document drawn from the live booking.
 */
export function BookingInvoices({ booking }: { booking: CompletedBooking }) {
  const signedIn = useSelector(selectAuthStatus) === 'signedIn';
  const paymentToken = booking.result.payment_token ?? null;
  const online = booking.paymentMethod === 'online';
  const args = { bookingId: booking.result.booking_id, paymentToken };
  const skip = !paymentToken && !signedIn;
  const first = useBookingInvoicesQuery(args, { skip });
  const invoices = first.data ?? [];
  // Polls only while an online payment is waiting for its webhook; a guest's confirmation takes the e-mail's link.
  useBookingInvoicesQuery(args, {
    skip: skip || !online || invoices.length > 0,
    pollingInterval: PAYMENT_POLL_MS,
    skipPollingIfUnfocused: true,
  });

  return (
    <section className={styles.section} aria-labelledby="rechnung">
      <h2 id="rechnung" className={styles.stepHeading}>
        Rechnung
      </h2>
      {invoices.length > 0 ? (
        <InvoiceList invoices={invoices} />
      ) : first.isLoading ? (
        <p role="status">Rechnung wird geladen …</p>
      ) : (
        <p>
          Die Rechnung stellen wir aus, sobald Ihre {online ? 'Zahlung' : 'Buchung'} bestätigt ist.{' '}
          {signedIn ? (
            <>
              Sie finden sie dann hier und unter <Link to={paths.dashboard}>Mein Konto</Link>.
            </>
          ) : (
            'Laden Sie diese Seite nach der Bestätigung neu, um sie herunterzuladen.'
          )}
        </p>
      )}
    </section>
  );
}
