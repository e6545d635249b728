import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BookingHeader, BookingTotals } from '@/components/BookingSummary';
import { Button } from '@/components/Button';
import { paths } from '@/config/paths';
import { InvoiceList } from '@/features/invoices';
import { CancelledDateChoice, RebookButton } from '@/features/rebooking';
import { PAYMENT_METHOD_LABELS } from '@/lib/bookingStatus';
import { downloadFile } from '@/lib/download';
import { formatClockTime, formatDate, formatDeadline, formatInstantDate, formatInstantTime } from '@/lib/format';
import { guestBookingCalendarFile } from '../guestBookingCalendar';
import { guestBookedLine } from '../guestBookedLines';
import type { GuestBooking, GuestBookingItem } from '../guestBookingApi';
import styles from './GuestBooking.module.css';

/** `12. Januar 2027, 09:00 Uhr – 13. Januar 2027, 17:00 Uhr`, or a webinar's start and length. */
function whenOf(item: GuestBookingItem): string {
  if (item.webinar_id) {
    const length = item.duration_minutes ? ` (${item.duration_minutes} Minuten)` : '';
    return `${formatInstantDate(item.starts_at)}, ${formatInstantTime(item.starts_at)}${length}`;
  }
  const times =
    item.start_time && item.end_time
      ? `, jeweils ${formatClockTime(item.start_time)} bis ${formatClockTime(item.end_time)}`
      : '';
  const days =
    item.end_date !== item.start_date
      ? `${formatDate(item.start_date)} bis ${formatDate(item.end_date)}`
      : formatDate(item.start_date);
  return `${days}${times}`;
}

function whereOf(item: GuestBookingItem): string {
  if (item.webinar_id) return 'Online';
  const place = item.location;
  return place ? `${place.venue_name}, ${place.street}, ${place.postal_code} ${place.city}` : item.location_name;
}

function paymentOf(booking: GuestBooking): string {
  const method = PAYMENT_METHOD_LABELS[booking.payment_method];
  if (booking.paid_at) return `${method} – bezahlt`;
  if (booking.status === 'cancelled' || booking.status === 'expired') return method;
  return `${method} – offen`;
}

/** What the guest must still do while the seats are only held. */
function holdNotice(booking: GuestBooking): string | null {
  if (booking.status !== 'pending' || !booking.hold_expires_at) return null;
  const until = formatDeadline(booking.hold_expires_at);
  return booking.payment_method === 'online'
    ? `Reserviert bis ${until} – bitte schließen Sie bis dahin die Zahlung ab, sonst verfällt die Reservierung.`
    : `Reserviert bis ${until} – bitte bestätigen Sie die Buchung bis dahin über den Link „Buchung bestätigen“ in Ihrer E-Mail, sonst verfällt die Reservierung.`;
}

/**
 * A guest's booking as its secret link shows it: the dashboard card's content for one booking (what, when, where,
 * who, how much), its documents and what the guest can do with it: `Umbuchen` a seminar line with the link's secret
 * (`token`, issue 34), the withdrawal through its own page.
 */
export function GuestBookingCard({ booking, token }: { booking: GuestBooking; token: string }) {
  const hold = holdNotice(booking);
  const active = booking.status !== 'cancelled' && booking.status !== 'expired';
  const withdrawable = booking.withdrawal.refusal === null;
  const downloadCalendar = () =>
    downloadFile(
      `Buchung-${booking.booking_number}.ics`,
      guestBookingCalendarFile(booking),
      'text/calendar;charset=utf-8',
    );

  return (
    <article className={styles.card} aria-labelledby="buchung-nummer">
      <BookingHeader
        headingId="buchung-nummer"
        level="h2"
        bookingNumber={booking.booking_number}
        status={booking.status}
      />
      <p className={styles.meta}>
        Gebucht am {formatInstantDate(booking.created_at)}
        {booking.customer
          ? ` von ${booking.customer.first_name} ${booking.customer.last_name}${
              booking.customer.company_name ? `, ${booking.customer.company_name}` : ''
            }`
          : ''}
      </p>
      {hold ? <p className={styles.notice}>{hold}</p> : null}
      {!booking.details_visible ? (
        <p className={styles.meta}>Namen und Rechnungsangaben zeigen wir hier, sobald Ihre Buchung verbindlich ist.</p>
      ) : null}

      <ul className={styles.items} aria-label="Gebuchte Termine">
        {booking.items.map((item) => {
          // A seminar line: what the rebooking and the refund take, and which of them it offers.
          const line = item.session_id !== null ? guestBookedLine(booking, item) : null;
          return (
            <li key={item.id} className={styles.item}>
              <p className={styles.title}>{item.title}</p>
              <p className={styles.meta}>{whenOf(item)}</p>
              <p className={styles.meta}>
                {whereOf(item)} · {item.quantity} {item.quantity === 1 ? 'Platz' : 'Plätze'}
              </p>
              {item.participants.length > 0 ? (
                <p className={styles.meta}>
                  Teilnehmende: {item.participants.map((p) => `${p.first_name} ${p.last_name}`).join(', ')}
                </p>
              ) : null}
              {item.session_cancelled ? (
                active && line ? (
                  // The booker's choice: a free rebooking or the full refund (the page's dialogs).
                  <CancelledDateChoice line={line} />
                ) : (
                  <p className={styles.notice}>Dieser Termin wurde abgesagt.</p>
                )
              ) : line?.rebookable ? (
                <div className={styles.actions}>
                  <RebookButton line={line} token={token} />
                </div>
              ) : null}
              {item.webinar_id && active ? (
                item.join_url ? (
                  <p>
                    <a href={item.join_url} target="_blank" rel="noopener noreferrer">
                      Zum Webinar beitreten<span className="visually-hidden"> – {item.title}</span>
                    </a>
                  </p>
                ) : (
                  <p className={styles.meta}>
                    Den Zugangslink haben Sie per E-Mail erhalten; hier erscheint er ab 1 Stunde vor Beginn.
                  </p>
                )
              ) : null}
            </li>
          );
        })}
      </ul>

      <BookingTotals booking={booking} vatLabel="MwSt." payment={paymentOf(booking)} />

      <section className={styles.section} aria-labelledby="buchung-dokumente">
        <h3 id="buchung-dokumente">Dokumente</h3>
        {booking.invoices.length > 0 ? (
          <InvoiceList invoices={booking.invoices} />
        ) : (
          <p className={styles.meta}>
            {active
              ? 'Die Rechnung stellen wir aus, sobald Ihre Buchung verbindlich ist; Sie finden sie dann hier.'
              : 'Zu dieser Buchung wurde keine Rechnung ausgestellt.'}
          </p>
        )}
        {active ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={downloadCalendar}>
              <CalendarPlus aria-hidden="true" size={18} />
              Kalendereintrag (.ics)
            </Button>
          </div>
        ) : null}
      </section>

      {withdrawable ? (
        <section className={styles.section} aria-labelledby="buchung-widerruf">
          <h3 id="buchung-widerruf">Widerruf</h3>
          <p className={styles.meta}>
            Sie können diesen Vertrag bis {formatDeadline(booking.withdrawal.deadline)} ohne Angabe von Gründen
            widerrufen. Dafür brauchen Sie Ihre Buchungsnummer {booking.booking_number} und die E-Mail-Adresse der
            Buchung.
          </p>
          <div className={styles.actions}>
            <Link className={styles.link} to={paths.withdrawal}>
              Vertrag widerrufen
            </Link>
          </div>
        </section>
      ) : null}
    </article>
  );
}
