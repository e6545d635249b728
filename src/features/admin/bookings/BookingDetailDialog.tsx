import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormAlert } from '@/components/Form';
import { formatCents, formatClockTime, formatDate, formatInstantDate, formatInstantTime } from '@/lib/format';
import type { AdminBooking, BookingStatus } from './adminBookingsApi';
import { BOOKING_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './labels';
import styles from './AdminBookings.module.css';

interface Participant {
  first_name: string;
  last_name: string;
  email: string;
}

function participantsOf(value: unknown): Participant[] {
  return Array.isArray(value) ? (value as Participant[]) : [];
}

function instant(iso: string | null): string {
  return iso ? `${formatInstantDate(iso)}, ${formatInstantTime(iso)}` : '–';
}

interface BookingDetailDialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
  onSetStatus: (status: BookingStatus) => void;
  pending: boolean;
  /** The server's German refusal of the last status change, if any. */
  error: string | null;
}

/** Everything about one booking and the status changes the backend allows (supabase/README.md). */
export function BookingDetailDialog({ booking, onClose, onSetStatus, pending, error }: BookingDetailDialogProps) {
  // After a status change the button that was used may be gone (a cancelled booking offers none): focus moves to
  // the new status instead of falling out of the dialog.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const shown = useRef<{ id: string; status: BookingStatus } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = booking ? { id: booking.id, status: booking.status } : null;
    if (booking && previous?.id === booking.id && previous.status !== booking.status) statusRef.current?.focus();
  }, [booking]);

  return (
    <Dialog.Root open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          {booking ? (
            <>
              <div className={styles.dialogHeader}>
                <Dialog.Title className={styles.dialogTitle}>Buchung {booking.booking_number}</Dialog.Title>
                <Dialog.Close asChild>
                  <button type="button" className={styles.close} aria-label="Schließen">
                    <X aria-hidden="true" size={20} />
                  </button>
                </Dialog.Close>
              </div>
              <p className={styles.statusLine} ref={statusRef} tabIndex={-1}>
                Status: <strong>{BOOKING_STATUS_LABELS[booking.status]}</strong>
              </p>
              {booking.needs_follow_up ? (
                <p className={styles.followUp} role="note">
                  Nachbearbeitung nötig: Ein Termin dieser Buchung wurde abgesagt. Bitte Kunde informieren und die
                  Buchung umbuchen oder stornieren.
                </p>
              ) : null}
              {error ? <FormAlert>{error}</FormAlert> : null}

              <section aria-labelledby="buchung-positionen" className={styles.section}>
                <h2 id="buchung-positionen">Positionen</h2>
                <ul className={styles.items}>
                  {booking.booking_items.map((item) => (
                    <li key={item.id}>
                      <p className={styles.itemTitle}>{item.title}</p>
                      <p>
                        {formatDate(item.start_date)}
                        {item.start_time ? `, ${formatClockTime(item.start_time)}` : ''} · {item.location_name} ·{' '}
                        {item.quantity === 1 ? '1 Platz' : `${item.quantity} Plätze`} ·{' '}
                        {formatCents(item.line_net_cents)} netto
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
                    <br />
                    {booking.billing_country}
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

              <div className={styles.dialogActions}>
                {booking.status === 'pending' ? (
                  <Button variant="secondary" pending={pending} onClick={() => onSetStatus('confirmed')}>
                    Bestätigen
                  </Button>
                ) : null}
                {booking.status === 'pending' || booking.status === 'confirmed' ? (
                  <Button variant="secondary" pending={pending} onClick={() => onSetStatus('paid')}>
                    Als bezahlt markieren
                  </Button>
                ) : null}
                {booking.status !== 'cancelled' && booking.status !== 'expired' ? (
                  <ConfirmDialog
                    trigger={
                      <Button variant="danger" pending={pending}>
                        Stornieren
                      </Button>
                    }
                    title="Buchung stornieren?"
                    description={`Die Buchung ${booking.booking_number} wird storniert und ihre Plätze werden wieder freigegeben. Das lässt sich nicht rückgängig machen.`}
                    confirmLabel="Ja, stornieren"
                    cancelLabel="Nein, behalten"
                    onConfirm={() => onSetStatus('cancelled')}
                  />
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
