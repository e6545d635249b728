import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { site } from '@/config/site';
import { BUSINESS_ERROR_TEXTS, GENERIC_REQUEST_ERROR_TEXT, isApiError } from '@/lib/api';
import { VAT_RATE_PERCENT } from '@/config/constants';
import { renderedQuery } from '@/lib/api';
import { useSubmitInhouseRequestMutation, usePublicSettingsQuery } from '../catalogApi';
import { InhouseOffer } from '../components/inhouse/InhouseOffer';
import { InhouseRequestForm } from '../components/inhouse/InhouseRequestForm';
import styles from './InhousePage.module.css';

const DESCRIPTION = 'Maßgeschneiderte Schulungen für Ihr Team – bei Ihnen vor Ort oder online.';

/** `?anfrage=…`: a question the chat assistant hands over, the start of the message (the field allows 2,000). */
const HANDOVER_PARAM = 'anfrage';
const MAX_HANDOVER_LENGTH = 2000;

/** The server's refusal in German: a failed check of the table (SQLSTATE class 22/23) means the input was rejected. */
function refusalText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return GENERIC_REQUEST_ERROR_TEXT;
  if (error.code && /^2[23]/.test(error.code)) return BUSINESS_ERROR_TEXTS.INVALID_INPUT;
  return error.message;
}

/** `/inhouse-schulungen`: the in-house offer and the request form (stored in `inhouse_requests`). */
export function InhousePage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const handedOver = Array.from(searchParams.get(HANDOVER_PARAM) ?? '')
    .slice(0, MAX_HANDOVER_LENGTH)
    .join('');
  const [submitRequest, request] = useSubmitInhouseRequestMutation();
  // The settings row is authoritative; the constant stands in until it has arrived.
  const settings = usePublicSettingsQuery(undefined, { selectFromResult: renderedQuery }).data;
  const vatRate = settings?.vat_rate ?? VAT_RATE_PERCENT;

  return (
    <>
      <PageMeta title="Inhouse-Schulungen" description={DESCRIPTION} path={pathname} />
      <ScreenIntro heading="Inhouse-Schulungen" lead={DESCRIPTION}>
        <p>
          <a href="#inhouse-anfrage">Jetzt unverbindlich anfragen</a>
        </p>
      </ScreenIntro>
      <InhouseOffer vatRate={vatRate} maxParticipants={settings?.inhouse_max_participants ?? null} />
      <section aria-labelledby="inhouse-anfrage" className={styles.request}>
        <h2 id="inhouse-anfrage" tabIndex={-1}>
          Unverbindlich anfragen
        </h2>
        {request.isSuccess && request.originalArgs ? (
          <RequestReceived email={request.originalArgs.email} onAnother={() => request.reset()} />
        ) : (
          <>
            <p>Wir melden uns innerhalb von zwei Werktagen mit Rückfragen oder einem ersten Vorschlag.</p>
            <InhouseRequestForm
              initialMessage={handedOver}
              pending={request.isLoading}
              error={refusalText(request.error)}
              onSubmit={(values) => void submitRequest(values)}
            />
          </>
        )}
      </section>
    </>
  );
}

/** The success state: what happens next and where the answer goes. Focus moves here so it is announced. */
function RequestReceived({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <FormAlert tone="success">
      <h3 ref={heading} tabIndex={-1} className={styles.successHeading}>
        Vielen Dank – Ihre Anfrage ist bei uns eingegangen.
      </h3>
      <p>
        Wir antworten Ihnen an <strong>{email}</strong>. So geht es weiter:
      </p>
      <ol>
        <li>Innerhalb von zwei Werktagen melden wir uns für ein kurzes Vorgespräch.</li>
        <li>Danach erhalten Sie ein Konzept mit Festpreis und Terminvorschlägen.</li>
        <li>Sie entscheiden in Ruhe – die Anfrage verpflichtet Sie zu nichts.</li>
      </ol>
      <p>
        Fragen vorab? Schreiben Sie an <a href={`mailto:${site.email}`}>{site.email}</a> oder rufen Sie an:{' '}
        <a href={site.phoneHref}>{site.phone}</a>.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Weitere Anfrage senden
      </Button>
    </FormAlert>
  );
}
