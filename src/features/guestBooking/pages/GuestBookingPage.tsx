import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BookingDialogsHost, bookingLinkSearch, type BookedLine } from '@/features/rebooking';
import { isApiError } from '@/lib/api';
import { GuestBookingCard } from '../components/GuestBookingCard';
import { guestBookedLines } from '../guestBookedLines';
import { useGuestBookingQuery, type GuestBooking } from '../guestBookingApi';

/** This tab's copy of the link's secret: a reload still shows the booking after the address bar lost it. */
const CODE_KEY = 'meine-buchung:code';

function storedCode(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(CODE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeCode(code: string): void {
  try {
    globalThis.sessionStorage?.setItem(CODE_KEY, code);
  } catch {
    // Without storage a reload asks for the link again; the page itself still works.
  }
}

/**
 * The secret of the link, read from the query once: the address bar then shows `/meine-buchung` only, so the
 * secret does not stay in the history, in a shared screenshot or in what later requests and analytics see. A cancelled
 * date's mail adds what to do (`umbuchen`, `termin`, `erstattung`): those stay until the booking is there, which
 * follows them and then removes them too (`BookingDialogsHost`). `inAddress`: the secret is still in the address.
 */
function useLinkCode(): { code: string | null; inAddress: boolean } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = params.get('code');
  const [code] = useState(() => fromQuery ?? storedCode());
  const keep = bookingLinkSearch(params);
  useEffect(() => {
    if (fromQuery === null) return;
    storeCode(fromQuery);
    void navigate(`${paths.guestBooking}${keep}`, { replace: true });
  }, [fromQuery, keep, navigate]);
  return { code: fromQuery ?? code, inAddress: fromQuery !== null };
}

const UNKNOWN_LINK_TITLE = 'Dieser Link führt zu keiner Buchung';

function UnknownLink() {
  return (
    <EmptyState title={UNKNOWN_LINK_TITLE}>
      <p>
        Bitte öffnen Sie den Link „Ihre Buchung ansehen“ direkt aus Ihrer E-Mail – vollständig und unverändert. Wenn es
        dann nicht klappt, schreiben Sie uns unter <a href={`mailto:${site.email}`}>{site.email}</a> oder rufen Sie uns
        an: <a href={site.phoneHref}>{site.phone}</a>. Halten Sie dafür bitte Ihre Buchungsnummer bereit.
      </p>
      <p>
        Sie haben ein Kundenkonto? Dann finden Sie Ihre Buchungen unter <Link to={paths.dashboard}>Mein Konto</Link>.
      </p>
    </EmptyState>
  );
}

/**
 * The lines a cancelled date's mail link may name (`BookingDialogsHost`): none yet while the secret is still in the
 * address or the booking loads (the link waits), null without a booking to match (the link is dropped: the page says
 * what is wrong).
 */
function linkedLines({
  inAddress,
  booking,
  missing,
}: {
  inAddress: boolean;
  booking: GuestBooking | undefined;
  missing: boolean;
}): BookedLine[] | null | undefined {
  if (inAddress) return undefined;
  if (missing) return null;
  return booking ? guestBookedLines(booking) : undefined;
}

/** /meine-buchung: a guest's booking by the secret link of its mails (docs/booking-rules.md, „Ihre Buchung ansehen“). */
export function GuestBookingPage() {
  const { code, inAddress } = useLinkCode();
  const query = useGuestBookingQuery(code ?? '', { skip: !code });
  const notFound = isApiError(query.error) && query.error.code === 'BOOKING_NOT_FOUND';
  const lines = linkedLines({ inAddress, booking: query.data, missing: !code || notFound });
  return (
    <>
      <PageMeta
        title="Ihre Buchung"
        description="Ihre Buchung bei der Digitalakademie: Termine, Ort, Dokumente und Widerruf."
        path={paths.guestBooking}
        noIndex
      />
      {/* The page's address carries a secret on arrival: never pass it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <ScreenIntro
        heading="Ihre Buchung"
        lead="Termine, Veranstaltungsort, Rechnung und Kalendereintrag Ihrer Buchung auf einen Blick."
      />
      <BookingDialogsHost lines={lines} token={code}>
        {!code || notFound ? (
          <UnknownLink />
        ) : query.isLoading ? (
          <LoadingState label="Buchung wird geladen …" />
        ) : query.data ? (
          <GuestBookingCard booking={query.data} token={code} />
        ) : query.isError ? (
          <ErrorState
            message="Ihre Buchung konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState label="Buchung wird geladen …" />
        )}
      </BookingDialogsHost>
    </>
  );
}
