import { canRebook, RebookButton, type RebookingLine } from '@/features/rebooking';
import { formatCents, formatClockTime, formatDate } from '@/lib/format';
import type { AdminBooking, AdminBookingItem } from './adminBookingsApi';
import styles from './AdminBookings.module.css';

interface Participant {
  first_name: string;
  last_name: string;
  email: string;
}

function participantsOf(value: unknown): Participant[] {
  return Array.isArray(value) ? (value as Participant[]) : [];
}

/** A seminar line as the rebooking dialog takes it. */
function rebookingLine(booking: AdminBooking, item: AdminBookingItem): RebookingLine {
  return {
    itemId: item.id,
    sessionId: item.session_id ?? '',
    title: item.title,
    seminarSlug: item.seminar_sessions?.seminars?.slug ?? null,
    start_date: item.start_date,
    start_time: item.start_time,
    location_name: item.location_name,
    quantity: item.quantity,
    bookedSessionIds: booking.booking_items.flatMap((line) => line.session_id ?? []),
    sessionCancelled: isDateCancelled(item),
  };
}

/** The academy cancelled the line's date: rebooking away from it is free, even after its start. */
function isDateCancelled(item: AdminBookingItem): boolean {
  return item.seminar_sessions?.status === 'cancelled';
}

/**
 * The booking's lines: date, place, seats, price with its discounts, and who takes part; `Umbuchen` moves a seminar
 * line to another date on the customer's behalf (with `Ohne Umbuchungsgebühr`).
 */
export function BookingItemsSection({ booking }: { booking: AdminBooking }) {
  return (
    <section aria-labelledby="buchung-positionen" className={styles.section}>
      <h2 id="buchung-positionen">Positionen</h2>
      <ul className={styles.items}>
        {booking.booking_items.map((item) => (
          <li key={item.id}>
            <p className={styles.itemTitle}>{item.title}</p>
            <p>
              {formatDate(item.start_date)}
              {item.start_time ? `, ${formatClockTime(item.start_time)}` : ''} · {item.location_name} ·{' '}
              {item.quantity === 1 ? '1 Platz' : `${item.quantity} Plätze`} · {formatCents(item.line_net_cents)} netto
            </p>
            {item.early_bird_cents > 0 || item.group_discount_cents > 0 ? (
              <p>
                Listenpreis {formatCents(item.unit_net_cents * item.quantity)} netto
                {item.early_bird_cents > 0
                  ? ` · Frühbucherrabatt ${item.early_bird_percent} %: −${formatCents(item.early_bird_cents)}`
                  : ''}
                {item.group_discount_cents > 0
                  ? ` · Gruppenrabatt ${item.group_discount_percent} %: −${formatCents(item.group_discount_cents)}`
                  : ''}
              </p>
            ) : null}
            {canRebook(booking, { ...item, session_cancelled: isDateCancelled(item) }) ? (
              <div className={styles.itemActions}>
                <RebookButton line={rebookingLine(booking, item)} actor="admin" />
              </div>
            ) : null}
            <p className={styles.subheading}>Teilnehmende</p>
            <ul>
              {participantsOf(item.participants).map((person, index) => (
                <li key={`${person.email}-${index}`}>
                  {person.first_name} {person.last_name} ({person.email})
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
