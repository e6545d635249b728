import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/format';
import { PAYMENT_DAYS } from '@shared/mail';
import type { CompletedBooking } from '../checkoutTypes';
import { useBookingDownloads } from '../hooks/useBookingDownloads';
import styles from './Checkout.module.css';

/** `So geht es weiter`: the confirmation deadline, payment, documents, cancellation, and the calendar file. */
export function NextSteps({ booking }: { booking: CompletedBooking }) {
  const { downloadCalendar } = useBookingDownloads(booking);
  const { booking_number: bookingNumber, hold_expires_at: holdExpiresAt } = booking.result;
  const invoice = booking.paymentMethod === 'invoice';
  return (
    <section className={styles.section} aria-labelledby="naechste-schritte">
      <h2 id="naechste-schritte" className={styles.stepHeading}>
        So geht es weiter
      </h2>
      <ol className={styles.nextSteps}>
        {invoice && holdExpiresAt ? (
          <li>
            <strong>
              Bitte bestätigen Sie Ihre Buchung bis {formatDeadline(holdExpiresAt)} über den Link „Buchung bestätigen“
              in der E-Mail.
            </strong>{' '}
            Bis dahin sind Ihre Plätze reserviert; ohne Bestätigung verfällt die Reservierung.
          </li>
        ) : null}
        {invoice ? (
          <li>
            Die Rechnung erhalten Sie per E-Mail, sobald Ihre Buchung verbindlich ist. Bitte überweisen Sie den Betrag
            innerhalb von {PAYMENT_DAYS} Tagen unter Angabe der Rechnungsnummer (Buchung {bookingNumber}).
          </li>
        ) : (
          <li>Ihre Zahlung ist eingegangen. Die Rechnung senden wir Ihnen mit der Buchungsbestätigung per E-Mail.</li>
        )}
        <li>
          Teilnehmende, deren E-Mail-Adresse Sie angegeben haben, erhalten nach der Bestätigung eine eigene E-Mail mit
          Termin und Veranstaltungsort – bei Webinaren mit dem Zugangslink.
        </li>
        <li>
          Bis 14 Tage vor Beginn können Sie kostenfrei stornieren, siehe{' '}
          <Link to={`${paths.agb}#stornobedingungen`}>Stornobedingungen</Link>.
        </li>
      </ol>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={downloadCalendar}>
          Termine in den Kalender (.ics)
        </Button>
      </div>
    </section>
  );
}
