import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminPageEntered, selectAdminStatus, selectAuthStatus, selectUser } from '../authSlice';
import { AuthWaiting } from './AuthWaiting';

/** Access levels of docs/states.md/§6; `guest` marks the sign-in and registration pages (public, but not for the signed in). */
export type AccessLevel = 'guest' | 'authenticated' | 'admin';

/** Where a guard sent the user from, so sign-in can return there. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function returnTarget(location: Location): string | null {
  const from = (location.state as ReturnState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : null;
}

interface RouteGuardProps {
  access: AccessLevel;
  children: ReactNode;
  /** Where a signed-out visitor of an authenticated page goes instead of /login. */
  redirectTo?: string;
}

export function RouteGuard({ access, children, redirectTo }: RouteGuardProps) {
  const dispatch = useDispatch();
  const location = useLocation();
  const status = useSelector(selectAuthStatus);
  const user = useSelector(selectUser);
  const adminStatus = useSelector(selectAdminStatus);
  const needsAdminAnswer = status === 'signedIn' && (access === 'admin' || access === 'guest');
  const userId = user?.id;
  // Whether the visitor was already signed in on arriving at this path (recorded during render once the session is
  // known; React keeps this guard's state across routes): only a sign-in done here may return to a saved `from` page.
  const [arrival, setArrival] = useState<{ pathname: string; status: 'signedIn' | 'signedOut' } | null>(null);
  if (status !== 'loading' && arrival?.pathname !== location.pathname) {
    setArrival({ pathname: location.pathname, status });
  }

  // Every visit of an admin page is reported; the auth saga asks for the role (its 5-minute cache answers most). Guest
  // pages need no report: the saga checks on every sign-in, which is what they wait for.
  const pathname = location.pathname;
  useEffect(() => {
    if (userId && access === 'admin') dispatch(adminPageEntered());
  }, [userId, access, pathname, dispatch]);

  if (status === 'loading') return <AuthWaiting text="Authenticating..." />;

  if (access === 'guest') {
    if (status === 'signedOut') return <>{children}</>;
    const target = arrival?.status === 'signedOut' ? returnTarget(location) : null;
    if (target) return <Navigate to={target} replace />;
    if (adminStatus === 'unknown' || adminStatus === 'checking') return <AuthWaiting text="Verifying permissions..." />;
    return <Navigate to={adminStatus ? paths.adminDashboard : paths.home} replace />;
  }

  if (status === 'signedOut') {
    const to = access === 'admin' ? paths.adminLogin : (redirectTo ?? paths.login);
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={to} replace state={state} />;
  }

  if (access === 'admin' && needsAdminAnswer) {
    if (adminStatus === 'unknown' || adminStatus === 'checking') return <AuthWaiting text="Verifying permissions..." />;
    if (adminStatus === false) return <Navigate to={paths.home} replace />;
  }
  return <>{children}</>;
}
