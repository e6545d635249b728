import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { Toasts } from '@/features/toasts';
import { ErrorPage } from '../pages/ErrorPage';
import { AdminHeader } from './AdminHeader';
import { PageSkeleton } from './PageSkeleton';
import { RouteFocus } from './RouteFocus';
import styles from './AdminLayout.module.css';

/**
 * The frame of the admin area (`/admin/*` behind its sign-in): a compact header of its own with the admin
 * navigation, a full-width main area for dense tables, and the toasts. No public footer, cart or chat: staff work
 * here on a desktop, and none of them serves that work. A render error in a page replaces only the page.
 */
export function AdminLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={FrameErrorPage} resetKeys={[location.pathname]}>
      <div className={styles.frame}>
        <a className={styles.skipLink} href="#inhalt">
          Zum Inhalt springen
        </a>
        <AdminHeader />
        <RouteFocus mainId="inhalt" />
        <main id="inhalt" className={styles.main} tabIndex={-1}>
          <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[location.pathname]}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Toasts layout="floating" />
      </div>
    </ErrorBoundary>
  );
}

/** The error page on its own, when the admin header is what failed. */
function FrameErrorPage(props: FallbackProps) {
  return (
    <main id="inhalt" className={styles.main} tabIndex={-1}>
      <ErrorPage {...props} />
    </main>
  );
}
