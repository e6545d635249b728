import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { FormAlert } from '@/components/Form';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { selectAuthStatus, selectProfile, selectUser } from '../authSlice';
import { AuthWaiting } from '../components/AuthWaiting';
import styles from '../components/AuthForm.module.css';

/** The auth server's error in the link's fragment (expired or already used link). */
function linkError(): string | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, '') || window.location.search);
  return params.get('error_description');
}

/**
 * The target of the sign-up e-mail (docs/states.md). The auth client reads the session from the link on start; this
 * page then welcomes the user and shows the way on.
 */
export function RegisterCompletePage() {
  const status = useSelector(selectAuthStatus);
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const meta = (
    <PageMeta
      title="Registrierung abgeschlossen"
      description="Ihr Kundenkonto ist eingerichtet."
      path={paths.registerComplete}
      noIndex
    />
  );

  if (status === 'loading') {
    return (
      <>
        {meta}
        <ScreenIntro heading="Registrierung abgeschlossen" />
        <AuthWaiting text="Authenticating..." />
      </>
    );
  }

  if (status === 'signedOut') {
    const error = linkError();
    return (
      <>
        {meta}
        <ScreenIntro heading="Registrierung abgeschlossen" lead="Ihre E-Mail-Adresse konnte nicht bestätigt werden." />
        <div className={styles.panel}>
          <FormAlert>
            {error
              ? `Der Bestätigungslink ist ungültig oder abgelaufen (${error}).`
              : 'Der Bestätigungslink ist ungültig oder abgelaufen.'}{' '}
            Melden Sie sich an – falls Ihr Konto schon bestätigt ist, klappt das sofort.
          </FormAlert>
          <p className={styles.links}>
            <Link to={paths.login}>Zur Anmeldung</Link>
            <Link to={paths.registerEmail}>Erneut registrieren</Link>
          </p>
        </div>
      </>
    );
  }

  const firstName = profile?.first_name ?? (user?.user_metadata as { first_name?: string } | undefined)?.first_name;
  return (
    <>
      {meta}
      <ScreenIntro
        heading="Registrierung abgeschlossen"
        lead={
          firstName
            ? `Willkommen, ${firstName}! Ihr Kundenkonto ist eingerichtet.`
            : 'Willkommen! Ihr Kundenkonto ist eingerichtet.'
        }
      />
      <div className={styles.panel}>
        <FormAlert tone="success">
          Ihre E-Mail-Adresse {user?.email ? `(${user.email}) ` : ''}ist bestätigt und Sie sind angemeldet.
        </FormAlert>
        <p className={styles.links}>
          <Link to={paths.dashboard}>Zu Mein Konto</Link>
          <Link to={paths.home}>Seminare entdecken</Link>
        </p>
      </div>
    </>
  );
}
