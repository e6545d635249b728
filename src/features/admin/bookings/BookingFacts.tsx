import { formatCents, formatInstantDate, formatInstantTime } from '@/lib/format';
import type { AdminBooking } from './adminBookingsApi';
import { PAYMENT_METHOD_LABELS } from './labels';
import styles from './AdminBookings.module.css';
import { foreignCountryName } from '@/lib/validation';

function instant(iso: string | null): string {
  return iso ? `${formatInstantDate(iso)}, ${formatInstantTime(iso)}` : '–';
}

/** Customer and invoice address, payment, and when the booking was made, paid and cancelled. */
export function BookingFacts({ booking }: { booking: AdminBooking }) {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="buchung-kunde" className={styles.section}>
        <h2 id="buchung-kunde">Kunde und Rechnungsadresse</h2>
        <address className={styles.address}>
          {booking.company_name ? (
            <>
              {booking.company_name}
              <br />
            </>
          ) : null}
          {booking.customer_first_name} {booking.customer_last_name}
          <br />
          {booking.billing_street}
          <br />
          {booking.billing_postal_code} {booking.billing_city}
          {foreignCountryName(booking.billing_country) ? (
            <>
              <br />
              {foreignCountryName(booking.billing_country)}
            </>
          ) : null}
        </address>
        <dl className={styles.facts}>
          <dt>E-Mail</dt>
          <dd>{booking.customer_email}</dd>
          {booking.customer_phone ? (
            <>
              <dt>Telefon</dt>
              <dd>{booking.customer_phone}</dd>
            </>
          ) : null}
          <dt>Kundentyp</dt>
          <dd>{booking.customer_type === 'company' ? 'Firma' : 'Privat'}</dd>
          <dt>USt-IdNr</dt>
          <dd>{booking.vat_id ?? '–'}</dd>
        </dl>
      </section>

      <section aria-labelledby="buchung-zahlung" className={styles.section}>
        <h2 id="buchung-zahlung">Zahlung</h2>
        <dl className={styles.facts}>
          <dt>Zahlart</dt>
          <dd>{PAYMENT_METHOD_LABELS[booking.payment_method]}</dd>
          <dt>Netto</dt>
          <dd>{formatCents(booking.net_cents)}</dd>
          <dt>MwSt.{booking.vat_rate !== null ? ` (${booking.vat_rate} %)` : ''}</dt>
          <dd>{formatCents(booking.vat_cents)}</dd>
          <dt>Brutto</dt>
          <dd>
            <strong>{formatCents(booking.gross_cents)}</strong>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="buchung-verlauf" className={styles.section}>
        <h2 id="buchung-verlauf">Verlauf</h2>
        <dl className={styles.facts}>
          <dt>Gebucht</dt>
          <dd>{instant(booking.created_at)}</dd>
          <dt>Bezahlt</dt>
          <dd>{instant(booking.paid_at)}</dd>
          <dt>Storniert</dt>
          <dd>{instant(booking.cancelled_at)}</dd>
        </dl>
      </section>
    </div>
  );
}
