import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { consentChosen, selectConsentBannerOpen } from '../consentSlice';
import { ConsentBanner } from './ConsentBanner';

/**
 * The custom property of `<html>` that its scroll padding reads, so the browser scrolls focused elements clear of the
 * banner, and its padding, so the page's end can scroll clear of it (registered as not inherited, global.css).
 */
export const CONSENT_BLOCK_SIZE_PROPERTY = '--consent-banner-block-size';

/**
 * The connected banner, placed once by the layout, first in the page. Its height goes into a custom property of the
 * page's scroll padding and end room (it moves nothing on screen): a focused element is never left under the banner
 * (WCAG 2.4.11). The chat launcher sits above it by CSS anchoring, without this number. `focusAfterChoice` receives
 * the focus when a choice was made from the keyboard inside the banner, which then disappears.
 */
export function Consent({ focusAfterChoice }: { focusAfterChoice?: () => void }) {
  const open = useSelector(selectConsentBannerOpen);
  const dispatch = useDispatch();
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!open || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(CONSENT_BLOCK_SIZE_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(CONSENT_BLOCK_SIZE_PROPERTY);
    };
  }, [open]);
  if (!open) return null;
  // A keyboard user who chose in the banner goes on where the banner was in the page, not back at its start.
  const choose = (choice: 'accepted' | 'rejected') => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    dispatch(consentChosen(choice));
    if (hadFocus) focusAfterChoice?.();
  };
  return <ConsentBanner ref={banner} onAccept={() => choose('accepted')} onReject={() => choose('rejected')} />;
}
