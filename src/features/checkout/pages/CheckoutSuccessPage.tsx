import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { selectAuthStatus } from '@/features/auth';
import { cartClearRequested, selectCart } from '@/features/cart';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { formatDeadline } from '@/lib/format';
import { bookingCalendar } from '../calendarFile';
import { useLazyAcademySettingsQuery, useOwnBookingQuery } from '../checkoutQueries';
import { clearDraft, loadCompletedBooking, markCartCleared } from '../checkoutStorage';
import { buildInvoicePdf, PAYMENT_DAYS } from '../invoicePdf';
import { lineLabel } from '../lineLabel';
import { OrderTable } from '../components/OrderTable';
import styles from '../components/Checkout.module.css';

declare const __DEMO_MODE__: boolean | undefined;
/** A build-time constant (webpack), so a live build carries no Demo-Postfach hint; Jest runs the demo. */
const isDemoMode = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

export function CheckoutSuccessPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const kept = useMemo(() => (bookingId ? loadCompletedBooking(bookingId) : null), [bookingId]);
  const dispatch = useDispatch();
  const cart = useSelector(selectCart);
  const signedIn = useSelector(selectAuthStatus) === 'signedIn';
  // Without the tab's memory of the booking, a signed-in customer's own booking is read back (guests may not, RLS).
  const readBack = useOwnBookingQuery(bookingId, { skip: Boolean(kept) || !signedIn || !bookingId }).data ?? null;
  const booking = kept ?? readBack;
  const [readSettings] = useLazyAcademySettingsQuery();
  const [invoiceState, setInvoiceState] = useState<'idle' | 'pending' | 'error'>('idle');
  const [invoiceError, setInvoiceError] = useState('');

  // Online payment: the cart stayed for a cancelled payment; now that the provider sent us here, it goes.
  useEffect(() => {
    if (!booking || booking.cartCleared || cart.isLoading) return;
    if (booking.cartId === null || cart.cartId === booking.cartId) dispatch(cartClearRequested());
    markCartCleared(booking.result.booking_id);
    clearDraft();
  }, [booking, cart.isLoading, cart.cartId, dispatch]);

  const downloadInvoice = async () => {
    if (!booking) return;
    setInvoiceState('pending');
    try {
      const seller = await readSettings(undefined, true).unwrap();
      const bytes = await buildInvoicePdf(booking, seller);
      downloadFile(`Rechnung-${booking.result.booking_number}.pdf`, bytes as BlobPart, 'application/pdf');
      setInvoiceState('idle');
    } catch (error) {
      setInvoiceError(errorText(error, 'Die Rechnung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.'));
      setInvoiceState('error');
    }
  };

  const downloadCalendar = () => {
    if (!booking) return;
    downloadFile(
      `Buchung-${booking.result.booking_number}.ics`,
      bookingCalendar(booking),
      'text/calendar;charset=utf-8',
    );
  };

  const mailLink = isDemoMode ? (
    <>
      {' '}
      Im Demo-Modus finden Sie sie im <Link to={paths.demoMailbox}>Demo-Postfach</Link>.
    </>
  ) : null;

  return (
    <>
      <PageMeta
        title="Buchung erfolgreich"
        description="Ihre Buchung ist bei uns eingegangen."
        path={pathname}
        noIndex
      />
      <ScreenIntro heading="Vielen Dank für Ihre Buchung" lead="Ihre Buchung ist bei uns eingegangen." />
      {booking ? (
        <div className={styles.layout}>
          <section className={`${styles.section} ${styles.summaryBox}`} aria-labelledby="buchung-titel">
            <h2 id="buchung-titel" className={styles.stepHeading}>
              Buchungsnummer {booking.result.booking_number}
            </h2>
            <p>
              Die Buchungsbestätigung haben wir an <strong>{booking.customer.email}</strong> gesendet.
              {mailLink}
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
          <section className={styles.section} aria-labelledby="naechste-schritte">
            <h2 id="naechste-schritte" className={styles.stepHeading}>
              So geht es weiter
            </h2>
            <ol className={styles.nextSteps}>
              {booking.paymentMethod === 'invoice' && booking.result.hold_expires_at ? (
                <li>
                  <strong>
                    Bitte bestätigen Sie Ihre Buchung bis {formatDeadline(booking.result.hold_expires_at)} über den Link
                    „Buchung bestätigen“ in der E-Mail.
                  </strong>{' '}
                  Bis dahin sind Ihre Plätze reserviert; ohne Bestätigung verfällt die Reservierung.
                </li>
              ) : null}
              {booking.paymentMethod === 'invoice' ? (
                <li>
                  Die Rechnung erhalten Sie per E-Mail. Bitte überweisen Sie den Betrag innerhalb von {PAYMENT_DAYS}{' '}
                  Tagen unter Angabe der Buchungsnummer {booking.result.booking_number}.
                </li>
              ) : (
                <li>Ihre Zahlung ist eingegangen. Die Rechnung gilt als bezahlt.</li>
              )}
              <li>Alle Teilnehmer erhalten rechtzeitig vor dem Termin die Unterlagen und Hinweise zur Anreise.</li>
              <li>
                Bis 14 Tage vor Beginn können Sie kostenfrei stornieren, siehe{' '}
                <Link to={`${paths.agb}#stornobedingungen`}>Stornobedingungen</Link>.
              </li>
            </ol>
            {invoiceState === 'error' ? <FormAlert>{invoiceError}</FormAlert> : null}
            <div className={styles.buttons}>
              <Button onClick={() => void downloadInvoice()} pending={invoiceState === 'pending'}>
                Rechnung als PDF herunterladen
              </Button>
              <Button variant="secondary" onClick={downloadCalendar}>
                Termine in den Kalender (.ics)
              </Button>
            </div>
          </section>
          <p>
            <Link to={paths.home}>Weitere Seminare entdecken</Link>
          </p>
        </div>
      ) : (
        <div className={styles.section}>
          <p>
            Die Buchungsbestätigung mit allen Angaben haben wir Ihnen per E-Mail gesendet.{mailLink} Angemeldete Kunden
            finden ihre Buchungen unter <Link to={paths.dashboard}>Mein Konto</Link>.
          </p>
          <p>
            <Link to={paths.home}>Zur Startseite</Link>
          </p>
        </div>
      )}
    </>
  );
}
