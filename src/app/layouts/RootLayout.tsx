import { Suspense, useRef } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { CartPanelHost, selectCartPanelOpen } from '@/features/cart';
import { Consent } from '@/features/consent';
import { Toasts } from '@/features/toasts';
import { ErrorPage } from '../pages/ErrorPage';
import { PageSkeleton } from './PageSkeleton';
import { RouteFocus } from './RouteFocus';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useCartIdInUrl } from './useCartIdInUrl';
import styles from './RootLayout.module.css';

/**
 * The public frame: header and footer paint at once from the entry chunk; the page itself arrives as its own chunk
 * (skeleton meanwhile). A render error in the page replaces only the page; one anywhere else in the frame (header,
 * footer, cart panel, toasts, consent banner, chat) replaces the whole frame with the error page. Navigating elsewhere
 * clears either.
 */
export function RootLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={FrameErrorPage} resetKeys={[location.pathname]}>
      <LayoutFrame />
    </ErrorBoundary>
  );
}

/** The error page on its own, when the frame around the page is what failed. */
function FrameErrorPage(props: FallbackProps) {
  return (
    <div className={styles.frame}>
      <main id="inhalt" className={styles.main} tabIndex={-1}>
        <ErrorPage {...props} />
      </main>
    </div>
  );
}

/**
 * The frame subscribes to nothing of the store: a component that selects state re-renders its children with it, and
 * the frame's children are the whole page (the cart finishing loading re-rendered every page in one long task).
 */
function LayoutFrame() {
  const location = useLocation();
  const skipLink = useRef<HTMLAnchorElement>(null);
  return (
    <div className={styles.frame}>
      <CartIdInUrl />
      {/* First in the page, so a keyboard reaches it at once; it is drawn at the bottom of the window. */}
      <Consent focusAfterChoice={() => skipLink.current?.focus()} />
      <a ref={skipLink} className={styles.skipLink} href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <RouteFocus mainId="inhalt" />
      <main id="inhalt" className={styles.main} tabIndex={-1}>
        <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[location.pathname]}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <CartPanelHost />
      <FrameToasts />
    </div>
  );
}

/** The cart id in the URL (useCartIdInUrl), kept by a component of its own so that cart changes re-render only it. */
function CartIdInUrl() {
  useCartIdInUrl();
  return null;
}

/** The floating toasts; while the cart panel (a modal dialog) is open, it shows the toasts itself. */
function FrameToasts() {
  const cartPanelOpen = useAppSelector(selectCartPanelOpen);
  return <Toasts layout={cartPanelOpen ? 'hidden' : 'floating'} />;
}
