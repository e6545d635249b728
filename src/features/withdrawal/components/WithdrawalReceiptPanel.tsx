import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { WithdrawalReceipt } from '../withdrawalApi';
import { receivedAtText } from '../withdrawalTexts';
import styles from './Withdrawal.module.css';

/** What the consumer sees right after `Widerruf bestätigen`: the receipt with date and time. */
export function WithdrawalReceiptPanel({ receipt }: { receipt: WithdrawalReceipt }) {
  return (
    <section className={styles.receipt} aria-labelledby="widerruf-eingegangen" role="status">
      <h2 id="widerruf-eingegangen">Ihr Widerruf ist eingegangen</h2>
      <p>
        Ihren Widerruf zur Buchung <strong>{receipt.booking_number}</strong> haben wir{' '}
        <strong>{receivedAtText(receipt.received_at)}</strong> erhalten. Die Buchung ist storniert.
      </p>
      <p>
        Eine Eingangsbestätigung mit Datum und Uhrzeit haben wir an <strong>{receipt.confirmation_email}</strong>{' '}
        gesendet. Bereits gezahlte Beträge erstatten wir spätestens binnen 14 Tagen über das ursprünglich verwendete
        Zahlungsmittel.
      </p>
      {receipt.service_started ? (
        <p>
          Ihre Veranstaltung hatte auf Ihren Wunsch bereits begonnen: Von der Erstattung ziehen wir den Anteil der bis
          zum Widerruf erbrachten Leistung ab.
        </p>
      ) : null}
      <p>
        <Link to={paths.home}>Zur Startseite</Link>
      </p>
    </section>
  );
}
