import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { selectAuthStatus, type ReturnState } from '@/features/auth';
import { paths } from '@/config/paths';
import styles from './Checkout.module.css';

/** Guests may sign in and come back here with their cart; booking as a guest stays possible. */
export function SignInHint() {
  const location = useLocation();
  const signedOut = useSelector(selectAuthStatus) === 'signedOut';
  if (!signedOut) return null;
  const signInState: ReturnState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <p className={styles.signIn}>
      Sie haben ein Kundenkonto?{' '}
      <Link to={paths.login} state={signInState}>
        Jetzt anmelden
      </Link>{' '}
      – Ihre Daten werden übernommen und Sie kehren hierher zurück. Sie können auch ohne Konto als Gast buchen.
    </p>
  );
}
