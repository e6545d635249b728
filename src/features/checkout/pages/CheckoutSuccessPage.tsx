import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { BookedOrder } from '../components/BookedOrder';
import { BookingInvoices } from '../components/BookingInvoices';
import { MailboxHint } from '../components/MailboxHint';
import { NextSteps } from '../components/NextSteps';
import { useCompletedBooking } from '../hooks/useCompletedBooking';
import styles from '../components/Checkout.module.css';

/** `/checkout/success?booking=…`: the booking with what comes next, or the pointer to the e-mail without it. */
export function CheckoutSuccessPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const booking = useCompletedBooking(params.get('booking') ?? '');

  return (
    <>
      <PageMeta
        title="Buchung erfolgreich"
        description="Ihre Buchung ist bei uns eingegangen."
        path={pathname}
        noIndex
      />
      <ScreenIntro heading="Vielen Dank für Ihre Buchung" lead="Ihre Buchung ist bei uns eingegangen." />
      {booking ? (
        <div className={styles.layout}>
          <BookedOrder booking={booking} />
          <NextSteps booking={booking} />
          <BookingInvoices booking={booking} />
          <p>
            <Link to={paths.home}>Weitere Seminare entdecken</Link>
          </p>
        </div>
      ) : (
        <div className={styles.section}>
          <p>
            Die Buchungsbestätigung mit allen Angaben haben wir Ihnen per E-Mail gesendet.
            <MailboxHint /> Angemeldete Kunden finden ihre Buchungen unter <Link to={paths.dashboard}>Mein Konto</Link>.
          </p>
          <p>
            <Link to={paths.home}>Zur Startseite</Link>
          </p>
        </div>
      )}
    </>
  );
}
