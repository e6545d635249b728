import type { CompletedBooking } from '../checkoutTypes';
import { lineLabel } from '../lineLabel';
import { MailboxHint } from './MailboxHint';
import { OrderTable } from './OrderTable';
import styles from './Checkout.module.css';

/** The booking number, where the confirmation went, what was booked and who takes part. */
export function BookedOrder({ booking }: { booking: CompletedBooking }) {
  return (
    <section className={`${styles.section} ${styles.summaryBox}`} aria-labelledby="buchung-titel">
      <h2 id="buchung-titel" className={styles.stepHeading}>
        Buchungsnummer <span className={styles.bookingNumber}>{booking.result.booking_number}</span>
      </h2>
      <p>
        Die Buchungsbestätigung haben wir an <strong>{booking.customer.email}</strong> gesendet.
        <MailboxHint />
      </p>
      <OrderTable
        items={booking.items}
        caption="Gebucht"
        totals={{
          netCents: booking.result.net_cents,
          vatCents: booking.result.vat_cents,
          grossCents: booking.result.gross_cents,
        }}
      />
      <div>
        <h3>Teilnehmer</h3>
        <ul>
          {booking.items.map((item, index) => (
            <li key={item.id}>
              {lineLabel(item)}:{' '}
              {(booking.participants[index] ?? []).map((p) => `${p.firstName} ${p.lastName}`).join(', ')}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
