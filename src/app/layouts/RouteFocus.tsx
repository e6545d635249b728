import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a route change a late page (its chunk, its data) still gets the focus moved to its heading. */
const SETTLE_MS = 10_000;
/** React hoists the new title just after the page renders; announce it once it is there. */
const TITLE_DELAY_MS = 300;

/**
 * After a route change (not on the first load) the focus moves to the new page's `h1` (or `main` when it has none)
 * and the page title is announced in a polite live region, as screen readers do on a full page load. Pages arrive
 * late (their chunk, then their data), so the heading is looked for until it exists; a heading that is replaced
 * while loading gets the focus again. Once the user moves the focus elsewhere, nothing is taken from them.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    let target: HTMLElement | null = null;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;

    const announce = () => {
      clearTimeout(announceTimer);
      announceTimer = setTimeout(() => setAnnouncement(document.title), TITLE_DELAY_MS);
    };
    const focusHeading = () => {
      const active = document.activeElement;
      const focusIsFree = !active || active === document.body || active === target || !active.isConnected;
      if (!focusIsFree) return;
      const heading = main.querySelector<HTMLElement>('h1');
      const next = heading ?? (target ? null : main);
      if (!next || next === active) return;
      if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
      target = next;
      next.focus();
      announce();
    };
    // The user took the focus somewhere of their own: stop following the page.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== target) stop();
    };
    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      clearTimeout(settleTimer);
    };
    const settleTimer = setTimeout(stop, SETTLE_MS);

    // The link that was followed may still hold the focus (in a menu that is closing): release it first.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !main.contains(active)) active.blur();
    focusHeading();
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      stop();
      clearTimeout(announceTimer);
    };
  }, [pathname, mainId]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
