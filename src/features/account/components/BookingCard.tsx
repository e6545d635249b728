import { CalendarPlus } from 'lucide-react';
import { VAT_RATE_PERCENT } from '@/config/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BookingHeader, BookingTotals } from '@/components/BookingSummary';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CancelledDateChoice, RebookButton } from '@/features/rebooking';
import { formatClockTime, formatDate, formatInstantTime } from '@/lib/format';
import type { BookingWithItems } from '../accountApi';
import {
  bookedLineOf,
  hasNotStarted,
  holdNotice,
  isDateCancelled,
  PAYMENT_METHOD_TEXT,
  participantsOf,
} from '../bookingView';
import { ParticipantChangeForm } from './ParticipantChangeForm';
import styles from './BookingCard.module.css';

interface BookingCardProps {
  booking: BookingWithItems;
  cancellable: boolean;
  /** The consumer may still withdraw from this contract (§ 356a BGB): link to the withdrawal button. */
  withdrawable: boolean;
  freeCancellationDays: number;
  cancelling: boolean;
  onCancel: (bookingId: string) => void;
  onDownloadCalendar: (booking: BookingWithItems) => void;
  /** Released join links by webinar id (the server decides: confirmed bookers, from 1 hour before the start). */
  joinLinks: Readonly<Record<string, string>>;
  /** A participant was replaced (the card shows the new name once the bookings reload). */
  onParticipantChanged: () => void;
}

/** One booking on the dashboard: what, when, where, who, how much, and what the customer can do with it. */
export function BookingCard({
  booking,
  cancellable,
  withdrawable,
  freeCancellationDays,
  cancelling,
  onCancel,
  onDownloadCalendar,
  onParticipantChanged,
  joinLinks,
}: BookingCardProps) {
  const headingId = `buchung-${booking.id}`;
  const hold = holdNotice(booking);
  const [editing, setEditing] = useState<{ itemId: string; index: number } | null>(null);
  // Substitutes until the start of the date (the server checks the same).
  const changeable = (startsAt: string) => booking.status !== 'cancelled' && hasNotStarted(startsAt);
  const active = booking.status !== 'cancelled' && booking.status !== 'expired';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <BookingHeader headingId={headingId} level="h3" bookingNumber={booking.booking_number} status={booking.status} />
      {hold ? <p className={styles.hold}>{hold}</p> : null}
      <ul className={styles.items}>
        {booking.booking_items.map((item) => {
          const participants = participantsOf(item);
          const line = bookedLineOf(booking, item);
          const when = item.session_id
            ? `${formatDate(item.start_date)}, ${formatClockTime(item.start_time ?? '09:00:00')}`
            : `${formatDate(item.start_date)}, ${formatInstantTime(item.starts_at)}`;
          return (
            <li key={item.id} className={styles.item}>
              <p className={styles.title}>{item.title}</p>
              <p className={styles.meta}>
                {when} · {item.location_name} · {item.quantity} {item.quantity === 1 ? 'Platz' : 'Plätze'}
              </p>
              {participants.length > 0 ? (
                <p className={styles.meta}>
                  Teilnehmende: {participants.map((person) => `${person.first_name} ${person.last_name}`).join(', ')}
                </p>
              ) : null}
              {isDateCancelled(item) ? (
                active ? (
                  // The booker's choice: a free rebooking or the full refund (the page's dialogs).
                  <CancelledDateChoice line={line} />
                ) : (
                  <p className={styles.cancelledDate}>Dieser Termin wurde abgesagt.</p>
                )
              ) : line.rebookable ? (
                <div className={styles.itemActions}>
                  <RebookButton line={line} />
                </div>
              ) : null}
              {item.webinar_id && booking.status !== 'cancelled' ? (
                joinLinks[item.webinar_id] ? (
                  <p>
                    <a href={joinLinks[item.webinar_id]} target="_blank" rel="noopener noreferrer">
                      Zum Webinar beitreten<span className="visually-hidden"> – {item.title}</span>
                    </a>
                  </p>
                ) : hasNotStarted(item.starts_at) ? (
                  <p className={styles.meta}>Der Zugangslink erscheint hier ab 1 Stunde vor Beginn.</p>
                ) : null
              ) : null}
              {changeable(item.starts_at) && participants.length > 0 ? (
                <ul className={styles.participants} aria-label={`Teilnehmende – ${item.title}`}>
                  {participants.map((person, index) => (
                    <li key={`${person.email}-${index}`} className={styles.participant}>
                      {editing?.itemId === item.id && editing.index === index ? (
                        <ParticipantChangeForm
                          itemId={item.id}
                          index={index}
                          current={person}
                          onDone={(changed) => {
                            setEditing(null);
                            if (changed) onParticipantChanged();
                          }}
                        />
                      ) : (
                        <>
                          <span>
                            {person.first_name} {person.last_name}
                          </span>
                          <Button variant="ghost" onClick={() => setEditing({ itemId: item.id, index })}>
                            Teilnehmer ändern
                            <span className="visually-hidden">
                              {' '}
                              – {person.first_name} {person.last_name}
                            </span>
                          </Button>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <BookingTotals
        booking={booking}
        vatLabel={`zzgl. ${booking.vat_rate ?? VAT_RATE_PERCENT} % MwSt.`}
        payment={PAYMENT_METHOD_TEXT[booking.payment_method]}
      />
      <div className={styles.actions}>
        {booking.status !== 'cancelled' && booking.status !== 'expired' ? (
          <Button variant="secondary" onClick={() => onDownloadCalendar(booking)}>
            <CalendarPlus aria-hidden="true" size={18} />
            Kalendereintrag (.ics)
            <span className="visually-hidden"> für Buchung {booking.booking_number}</span>
          </Button>
        ) : null}
        {cancellable ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" pending={cancelling}>
                Stornieren<span className="visually-hidden"> – Buchung {booking.booking_number}</span>
              </Button>
            }
            title={`Buchung ${booking.booking_number} stornieren?`}
            description={`Bis ${freeCancellationDays} Tage vor dem ersten Seminartag ist die Stornierung kostenfrei. Die Plätze werden wieder freigegeben.`}
            confirmLabel="Ja, stornieren"
            cancelLabel="Nein, behalten"
            onConfirm={() => onCancel(booking.id)}
          />
        ) : null}
        {withdrawable ? (
          <Link className={styles.withdraw} to={`${paths.withdrawal}?buchung=${encodeURIComponent(booking.id)}`}>
            Vertrag widerrufen<span className="visually-hidden"> – Buchung {booking.booking_number}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
