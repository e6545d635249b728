import { useEffect, useState, type RefObject } from 'react';

export type ToastPlacement = 'bottom' | 'top';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the floating toasts go so that they never cover the focused control (WCAG 2.4.11): at the bottom by default,
 * at the top (below the header) while the focused element sits where the toasts are. Checked when the focus moves,
 * the page scrolls or resizes, and when the toasts change — never in reaction to its own move, so it cannot flip back
 * and forth.
 */
export function useClearOfFocus(region: RefObject<HTMLElement | null>, watch: unknown): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    const check = () => {
      const element = region.current;
      const focused = document.activeElement;
      if (!element || !focused || focused === document.body || element.contains(focused)) return;
      const target = focused.getBoundingClientRect();
      // A focused container (the page's main, after a route change) is no control the toasts could hide.
      if (target.height > window.innerHeight / 3) return;
      if (overlaps(element.getBoundingClientRect(), target)) {
        setPlacement((current) => (current === 'bottom' ? 'top' : 'bottom'));
      }
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [region, watch]);
  return placement;
}
