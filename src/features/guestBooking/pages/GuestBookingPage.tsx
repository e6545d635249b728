import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { isApiError } from '@/lib/api';
import { GuestBookingCard } from '../components/GuestBookingCard';
import { useGuestBookingQuery } from '../guestBookingApi';

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
 * secret does not stay in the history, in a shared screenshot or in what later requests and analytics see.
 */
function useLinkCode(): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = params.get('code');
  const [code] = useState(() => fromQuery ?? storedCode());
  useEffect(() => {
    if (fromQuery === null) return;
    storeCode(fromQuery);
    void navigate(paths.guestBooking, { replace: true });
  }, [fromQuery, navigate]);
  return fromQuery ?? code;
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

/** /meine-buchung: a guest's booking by the secret link of its mails (docs/booking-rules.md, „Ihre Buchung ansehen“). */
export function GuestBookingPage() {
  const code = useLinkCode();
  const query = useGuestBookingQuery(code ?? '', { skip: !code });
  const notFound = isApiError(query.error) && query.error.code === 'BOOKING_NOT_FOUND';

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
    </>
  );
}
