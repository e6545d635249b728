import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The width from which the navigation stands in the row (SiteHeader.module.css's desktop media query). */
const DESKTOP_QUERY = '(min-width: 64rem)';

/** What has folded away: nothing, the academy's name beside the logo, then (desktop) the navigation behind `Menü`. */
const DESKTOP_FOLDS = ['full', 'name', 'menu'] as const;
/** Narrow windows always keep the navigation behind `Menü`: only the name can fold. */
const NARROW_FOLDS = ['full', 'name'] as const;

// useLayoutEffect warns on the server (the prerender); the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The row holds its items on one line without any of them spilling over another (text measured, not assumed). */
function rowFits(bar: HTMLElement, navInRow: boolean): boolean {
  if (bar.scrollWidth > bar.clientWidth + 1) return false;
  const items = Array.from(bar.children).filter(
    (item): item is HTMLElement =>
      item instanceof HTMLElement &&
      (navInRow || item.tagName !== 'NAV') &&
      item.getBoundingClientRect().width > 1 &&
      // The chat button floating beside the page's column is not part of the row.
      getComputedStyle(item).position !== 'fixed',
  );
  const centres = items.map((item) => {
    const rect = item.getBoundingClientRect();
    return rect.top + rect.height / 2;
  });
  if (centres.length > 0 && Math.max(...centres) - Math.min(...centres) > 12) return false;
  if (!navInRow) return true;
  const nav = bar.querySelector<HTMLElement>('nav');
  if (nav && nav.scrollWidth > nav.clientWidth + 1) return false;
  // The entries themselves, in reading order, each clear of the next (a list can shrink while its entries spill out).
  const entries = nav ? Array.from(nav.querySelectorAll<HTMLElement>('li:not(li li)')) : [];
  for (let i = 1; i < entries.length; i += 1) {
    if (entries[i - 1]!.getBoundingClientRect().right > entries[i]!.getBoundingClientRect().left - 4) return false;
  }
  const last = entries.at(-1);
  if (nav && last && last.getBoundingClientRect().right > nav.getBoundingClientRect().right + 1) return false;
  return true;
}

/**
 * Keeps the header on one row without overlaps in whatever font the browser ends up with: it tries the full row, then
 * without the name beside the logo, then (desktop widths) with the navigation behind `Menü`, and keeps the first that
 * fits (`data-fold` on the bar; the CSS breakpoints give the first paint before this runs). All tries
 * happen in one task, so no intermediate state is ever painted.
 */
export function useHeaderFold(barRef: RefObject<HTMLElement | null>, contentKey: string): void {
  useBrowserLayoutEffect(() => {
    const bar = barRef.current;
    // No layout engine (jsdom in unit tests): nothing to measure, the CSS breakpoints stand.
    if (!bar || typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const fold = () => {
      const folds = desktop.matches ? DESKTOP_FOLDS : NARROW_FOLDS;
      for (const state of folds) {
        bar.setAttribute('data-fold', state);
        if (rowFits(bar, desktop.matches && state !== 'menu')) return;
      }
    };
    fold();
    window.addEventListener('resize', fold);
    document.fonts?.addEventListener('loadingdone', fold);
    return () => {
      window.removeEventListener('resize', fold);
      document.fonts?.removeEventListener('loadingdone', fold);
    };
  }, [barRef, contentKey]);
}
