import { Link, useLocation } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import styles from '../components/AuthForm.module.css';

declare const __DEMO_MODE__: boolean | undefined;
/** A build-time constant (webpack), so a live build carries no Demo-Postfach hint; Jest runs the demo. */
const isDemoMode = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

/** After sign-up: the account exists but the e-mail address must be confirmed through the link we sent. */
export function RegisterConfirmPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <>
      <PageMeta
        title="E-Mail bestätigen"
        description="Wir haben Ihnen einen Bestätigungslink geschickt."
        path={paths.registerConfirm}
        noIndex
      />
      <ScreenIntro
        heading="Bitte bestätigen Sie Ihre E-Mail-Adresse"
        lead="Wir haben Ihnen einen Bestätigungslink geschickt."
      />
      <div className={styles.panel}>
        <p>
          <MailCheck aria-hidden="true" size={20} />{' '}
          {email ? (
            <>
              Die E-Mail ist unterwegs an <strong>{email}</strong>.
            </>
          ) : (
            <>Die E-Mail ist unterwegs an die Adresse, die Sie angegeben haben.</>
          )}{' '}
          Klicken Sie auf den Link darin, um Ihr Konto zu aktivieren. Danach können Sie sich anmelden.
        </p>
        <p>Keine E-Mail erhalten? Prüfen Sie bitte auch Ihren Spam-Ordner.</p>
        {isDemoMode ? (
          <p>
            Im Demo-Modus landet die E-Mail im <Link to={paths.demoMailbox}>Demo-Postfach</Link>.
          </p>
        ) : null}
        <p className={styles.links}>
          <Link to={paths.login}>Zur Anmeldung</Link>
          <Link to={paths.home}>Zur Startseite</Link>
        </p>
      </div>
    </>
  );
}
