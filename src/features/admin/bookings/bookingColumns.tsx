import { formatCents, formatShortDate, todayInBerlin } from '@/lib/format';
import type { Column } from '../components/DataTable';
import type { AdminBooking } from './adminBookingsApi';
import { BOOKING_STATUS_LABELS } from './labels';
import { OpenBookingButton } from './OpenBookingButton';
import styles from './AdminBookings.module.css';

/** The booking's earliest date, or null for a booking without lines. */
function firstStart(booking: AdminBooking): string | null {
  return booking.booking_items.map((item) => item.start_date).sort()[0] ?? null;
}

/** The list's columns; the booking number opens the booking's details. */
export function bookingColumns(onOpen: (booking: AdminBooking) => void): Column<AdminBooking>[] {
  return [
    {
      key: 'number',
      header: 'Buchungsnummer',
      render: (row) => <OpenBookingButton bookingNumber={row.booking_number} onOpen={() => onOpen(row)} />,
      sortValue: (row) => row.booking_number,
      nowrap: true,
    },
    {
      key: 'created',
      header: 'Datum',
      // The booking's Berlin day, short: a dense row on a desktop.
      render: (row) => formatShortDate(todayInBerlin(new Date(row.created_at))),
      sortValue: (row) => row.created_at,
      nowrap: true,
    },
    {
      key: 'customer',
      header: 'Kunde',
      render: (row) => (
        <>
          {row.customer_first_name} {row.customer_last_name}
          {/* One muted line under the name: a dense row on a desktop. */}
          <span className={styles.muted}>
            {row.company_name ? `${row.company_name} · ` : null}
            {row.customer_email}
          </span>
        </>
      ),
      sortValue: (row) => `${row.customer_last_name} ${row.customer_first_name}`,
    },
    {
      key: 'items',
      header: 'Seminar(e)',
      render: (row) => (
        <ul className={styles.cellList}>
          {row.booking_items.map((item) => (
            <li key={item.id}>
              {item.title} <span className={styles.mutedInline}>· {item.location_name}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'start',
      header: 'Erster Termin',
      render: (row) => {
        const start = firstStart(row);
        return start ? formatShortDate(start) : '–';
      },
      sortValue: (row) => firstStart(row),
      nowrap: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <>
          <span className={`${styles.badge} ${styles[row.status]}`}>{BOOKING_STATUS_LABELS[row.status]}</span>
          {row.needs_follow_up ? <span className={styles.followUpBadge}>Nachbearbeitung</span> : null}
        </>
      ),
      sortValue: (row) => BOOKING_STATUS_LABELS[row.status],
    },
    {
      key: 'gross',
      header: 'Brutto',
      render: (row) => formatCents(row.gross_cents),
      sortValue: (row) => row.gross_cents,
      align: 'end',
      nowrap: true,
    },
  ];
}
