import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths } from '@/config/paths';
import { selectProfile, selectUser } from '@/features/auth';
import { toastShown } from '@/features/toasts';
import { BookingDialogsHost } from '@/features/rebooking';
import { MyWaitlistEntries } from '@/features/waitlist';
import { useMyWithdrawalOptionsQuery } from '@/features/withdrawal';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { todayInBerlin } from '@/lib/format';
import type { BookingWithItems } from '../accountApi';
import {
  useCancelMyBookingMutation,
  useFreeCancellationDaysQuery,
  useMyBookingsQuery,
  useMyJoinLinksQuery,
} from '../accountApi';
import { bookedLineOf, bookingCalendarDownload, canCancel, isUpcoming } from '../bookingView';
import { BookingCard } from '../components/BookingCard';
import { CertificatesSection } from '../components/CertificatesSection';
import { InvoicesSection } from '../components/InvoicesSection';
import styles from './AccountPage.module.css';

type AuthRoot = Parameters<typeof selectUser>[0];

/** /dashboard: the customer's bookings (upcoming and past) and a summary of the profile. */
export function DashboardPage() {
  const dispatch = useDispatch();
  const user = useSelector((state: AuthRoot) => selectUser(state));
  const profile = useSelector((state: AuthRoot) => selectProfile(state));
  const userId = user?.id ?? '';
  const bookings = useMyBookingsQuery(userId, { skip: !userId });
  const terms = useFreeCancellationDaysQuery();
  const [cancelBooking, cancellation] = useCancelMyBookingMutation();
  const withdrawal = useMyWithdrawalOptionsQuery(undefined, { skip: !userId });
  const webinarIds = [
    ...new Set((bookings.data ?? []).flatMap((b) => b.booking_items.flatMap((item) => item.webinar_id ?? []))),
  ].sort();
  const links = useMyJoinLinksQuery(webinarIds, { skip: webinarIds.length === 0 });
  const joinLinks = Object.fromEntries((links.data ?? []).map((row) => [row.webinar_id, row.join_url]));
  const withdrawable = new Set(
    (withdrawal.data ?? []).filter((option) => option.refusal === null).map((option) => option.booking_id),
  );
  const freeDays = terms.data ?? 14;
  const today = todayInBerlin();

  async function cancel(bookingId: string) {
    const result = await cancelBooking(bookingId);
    if ('error' in result) {
      const message = errorText(result.error, 'Die Stornierung ist fehlgeschlagen.');
      dispatch(toastShown({ title: 'Stornierung nicht möglich', description: message, variant: 'error' }));
    } else {
      dispatch(
        toastShown({
          title: 'Buchung storniert',
          description: 'Die Plätze sind wieder freigegeben.',
          variant: 'success',
        }),
      );
    }
  }

  function participantChanged() {
    dispatch(
      toastShown({
        title: 'Teilnehmer geändert',
        description: 'Die neue Person erhält die Teilnahmeinformationen per E-Mail.',
        variant: 'success',
      }),
    );
  }

  function downloadCalendar(booking: BookingWithItems) {
    downloadFile(
      `buchung-${booking.booking_number}.ics`,
      bookingCalendarDownload(booking),
      'text/calendar;charset=utf-8',
    );
  }

  const all = bookings.data ?? [];
  // The seminar lines the rebooking and refund dialogs (and a cancelled date's mail links) may name; not before the
  // bookings are there.
  const lines = bookings.data?.flatMap((booking) =>
    booking.booking_items.filter((item) => item.session_id !== null).map((item) => bookedLineOf(booking, item)),
  );
  const upcoming = all.filter(
    (booking) => isUpcoming(booking, today) && booking.status !== 'cancelled' && booking.status !== 'expired',
  );
  const past = all.filter((booking) => !upcoming.includes(booking));
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');

  const renderList = (list: BookingWithItems[], emptyText: string) =>
    list.length === 0 ? (
      <p className={styles.empty}>{emptyText}</p>
    ) : (
      <ul className={styles.list}>
        {list.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              cancellable={canCancel(booking, today, freeDays)}
              withdrawable={withdrawable.has(booking.id)}
              freeCancellationDays={freeDays}
              cancelling={cancellation.isLoading && cancellation.originalArgs === booking.id}
              onCancel={cancel}
              onDownloadCalendar={downloadCalendar}
              onParticipantChanged={participantChanged}
              joinLinks={joinLinks}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageMeta title="Mein Konto" description="Ihre Buchungen und Ihr Profil." path={paths.dashboard} noIndex />
      <ScreenIntro
        heading="Mein Konto"
        lead={name ? `Willkommen zurück, ${name}.` : 'Ihre Buchungen und Ihr Profil.'}
      />
      <div className={styles.layout}>
        <section aria-labelledby="profil-titel" className={styles.aside}>
          <h2 id="profil-titel">Profil</h2>
          <dl className={styles.profile}>
            <div>
              <dt>Name</dt>
              <dd>{name || '–'}</dd>
            </div>
            <div>
              <dt>E-Mail</dt>
              <dd>{user?.email}</dd>
            </div>
            {profile?.company ? (
              <div>
                <dt>Firma</dt>
                <dd>{profile.company}</dd>
              </div>
            ) : null}
          </dl>
          <Link to={paths.settings}>Profil und Einstellungen bearbeiten</Link>
        </section>
        <div className={styles.main}>
          <MyWaitlistEntries />
          <BookingDialogsHost lines={lines} token={null}>
            {bookings.isLoading || (!bookings.data && !bookings.isError) ? (
              <div role="status" className={styles.loading}>
                Buchungen werden geladen …
              </div>
            ) : bookings.isError ? (
              <FormAlert>
                Ihre Buchungen konnten nicht geladen werden.{' '}
                <Button variant="ghost" onClick={() => bookings.refetch()}>
                  Erneut versuchen
                </Button>
              </FormAlert>
            ) : all.length === 0 ? (
              <section aria-labelledby="buchungen-leer">
                <h2 id="buchungen-leer">Noch keine Buchungen</h2>
                <p>Entdecken Sie unsere Seminare in Ihrer Stadt:</p>
                <ul className={styles.cities}>
                  {CITY_SLUGS.map((city) => (
                    <li key={city}>
                      <Link to={cityPath(city)}>{CITY_NAMES[city]}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <>
                <section aria-labelledby="buchungen-kommend">
                  <h2 id="buchungen-kommend">Bevorstehende Buchungen</h2>
                  {renderList(upcoming, 'Keine bevorstehenden Termine.')}
                </section>
                <CertificatesSection />
                <section aria-labelledby="buchungen-vergangen">
                  <h2 id="buchungen-vergangen">Vergangene und stornierte Buchungen</h2>
                  {renderList(past, 'Noch keine vergangenen Buchungen.')}
                </section>
                <InvoicesSection userId={userId} />
              </>
            )}
          </BookingDialogsHost>
        </div>
      </div>
    </>
  );
}
