import { BOOKING_STATUS_LABELS } from '@/lib/bookingStatus';
import { formatCents } from '@/lib/format';
import styles from './BookingSummary.module.css';

export type BookingStatus = keyof typeof BOOKING_STATUS_LABELS;

interface BookingHeaderProps {
  /** Names the card (its aria-labelledby). */
  headingId: string;
  /** h3 among the dashboard's bookings, h2 as the one booking of a page. */
  level: 'h2' | 'h3';
  bookingNumber: string;
  status: BookingStatus;
}

/** A booking card's head: `Buchung DA-…` and its status as a coloured badge. */
export function BookingHeader({ headingId, level: Heading, bookingNumber, status }: BookingHeaderProps) {
  return (
    <header className={styles.header}>
      <Heading id={headingId} className={styles.number}>
        Buchung {bookingNumber}
      </Heading>
      <BookingStatusBadge status={status} />
    </header>
  );
}

/** A booking's status as a coloured badge: green when it holds, amber while pending, red when it ended. */
function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

interface BookingTotalsProps {
  booking: { net_cents: number; vat_cents: number; gross_cents: number };
  /** The VAT's name: `MwSt.`, or with its rate `zzgl. 19 % MwSt.` */
  vatLabel: string;
  /** How it is paid: `Rechnung`, `Online-Zahlung – bezahlt`. */
  payment: string;
}

/** A booking's net, VAT, total (bold) and payment, side by side where there is room. */
export function BookingTotals({ booking, vatLabel, payment }: BookingTotalsProps) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Netto</dt>
        <dd>{formatCents(booking.net_cents)}</dd>
      </div>
      <div>
        <dt>{vatLabel}</dt>
        <dd>{formatCents(booking.vat_cents)}</dd>
      </div>
      <div className={styles.gross}>
        <dt>Gesamt</dt>
        <dd>{formatCents(booking.gross_cents)}</dd>
      </div>
      <div>
        <dt>Zahlung</dt>
        <dd>{payment}</dd>
      </div>
    </dl>
  );
}
