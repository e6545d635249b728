import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useConfirmWaitlistMutation, useLeaveWaitlistMutation, type WaitlistEntryResult } from '../waitlistApi';
import styles from '../components/Waitlist.module.css';

type Mode = 'confirm' | 'leave';

const TEXTS: Record<Mode, { title: string; path: string; loading: string }> = {
  confirm: { title: 'Warteliste bestätigen', path: paths.waitlistConfirm, loading: 'Eintrag wird bestätigt …' },
  leave: { title: 'Von der Warteliste abmelden', path: paths.waitlistLeave, loading: 'Sie werden abgemeldet …' },
};

function doneText(mode: Mode, entry: WaitlistEntryResult): string {
  if (mode === 'leave') return 'Sie wurden von der Warteliste abgemeldet. Ihre Daten nutzen wir dafür nicht mehr.';
  if (entry.status === 'offered') return 'Ihre Adresse ist bestätigt – und ein Platz ist schon für Sie reserviert. Den Link finden Sie in Ihrer E-Mail.';
  return `Ihre E-Mail-Adresse ist bestätigt. Sie stehen auf der Warteliste: Platz ${String(entry.position)}.`;
}

/** The confirm and leave links of the waiting-list e-mails: the token from the link is sent once. */
export function WaitlistLinkPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, confirmState] = useConfirmWaitlistMutation();
  const [leave, leaveState] = useLeaveWaitlistMutation();
  const state = mode === 'confirm' ? confirmState : leaveState;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    void (mode === 'confirm' ? confirm(token) : leave(token));
  }, [mode, token, confirm, leave]);

  const text = TEXTS[mode];
  const failure = token === '' ? 'Der Link ist unvollständig.' : isApiError(state.error) ? state.error.message : null;
  return (
    <>
      <PageMeta title={text.title} description={text.title} path={text.path} noIndex />
      <ScreenIntro heading={text.title} />
      <div className={styles.form}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {!failure && state.data ? <FormAlert tone="success">{doneText(mode, state.data)}</FormAlert> : null}
        {!failure && !state.data ? <LoadingState label={text.loading} rows={1} /> : null}
        <p>
          <Link to={paths.home}>Zu den Seminaren</Link>
        </p>
      </div>
    </>
  );
}

export function WaitlistConfirmPage() {
  return <WaitlistLinkPage mode="confirm" />;
}

export function WaitlistLeavePage() {
  return <WaitlistLinkPage mode="leave" />;
}
