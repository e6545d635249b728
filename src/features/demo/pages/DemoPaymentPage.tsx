import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { browserNavigation } from '@/lib/browserNavigation';
import { formatCents } from '@/lib/format';
import {
  DEMO_PAYMENT_ERROR_TEXT,
  useDecideDemoPaymentMutation,
  useDemoPaymentSessionQuery,
  type DemoPaymentSession,
} from '../demoPaymentApi';
import styles from './DemoPaymentPage.module.css';

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; session: DemoPaymentSession };

/**
 * The simulated payment provider (demo mode, docs/architecture.md): shows what is to be paid; `Zahlung bestätigen` and
 * `Zahlung abbrechen` return to the shop by a full page load, exactly as a provider's redirect does.
 */
export function DemoPaymentPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const sessionId = params.get('session') ?? '';
  const missing = !bookingId || !sessionId;
  const query = useDemoPaymentSessionQuery({ bookingId, session: sessionId }, { skip: missing });
  const load: Load = missing
    ? { state: 'error', message: DEMO_PAYMENT_ERROR_TEXT }
    : query.data
      ? { state: 'ready', session: query.data }
      : query.isError
        ? { state: 'error', message: DEMO_PAYMENT_ERROR_TEXT }
        : { state: 'loading' };
  const [decidePayment] = useDecideDemoPaymentMutation();
  const [pending, setPending] = useState<'complete' | 'cancel' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const decide = async (decision: 'complete' | 'cancel') => {
    setPending(decision);
    setActionError(null);
    try {
      const { url } = await decidePayment({ bookingId, session: sessionId, decision }).unwrap();
      browserNavigation.assign(url);
    } catch (error) {
      setActionError(errorText(error, DEMO_PAYMENT_ERROR_TEXT));
      setPending(null);
    }
  };

  return (
    <>
      <PageMeta title="Demo-Zahlung" description="Simulierte Online-Zahlung." path={pathname} noIndex />
      <ScreenIntro heading="Demo-Zahlungsanbieter" lead="Simulierte Online-Zahlung im Demo-Modus." />
      {load.state === 'loading' ? <LoadingState label="Zahlung wird geladen …" /> : null}
      {load.state === 'error' ? <FormAlert>{load.message}</FormAlert> : null}
      {load.state === 'ready' ? (
        <section className={styles.card} aria-labelledby="zahlung-titel">
          <h2 id="zahlung-titel">Zahlung an Digitalakademie Deutschland</h2>
          <p className={styles.amount}>{formatCents(load.session.gross_cents)}</p>
          <dl className={styles.details}>
            <dt>Buchungsnummer</dt>
            <dd>{load.session.booking_number}</dd>
            <dt>Status</dt>
            <dd>{load.session.status === 'paid' ? 'bezahlt' : 'offen'}</dd>
          </dl>
          <p className={styles.note}>
            Dies ist eine Simulation: Es werden keine Zahlungsdaten abgefragt und kein Geld bewegt.
          </p>
          {actionError ? <FormAlert>{actionError}</FormAlert> : null}
          <div className={styles.buttons}>
            <Button
              onClick={() => void decide('complete')}
              pending={pending === 'complete'}
              disabled={pending !== null}
            >
              Zahlung bestätigen
            </Button>
            <Button
              variant="secondary"
              onClick={() => void decide('cancel')}
              pending={pending === 'cancel'}
              disabled={pending !== null}
            >
              Zahlung abbrechen
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
