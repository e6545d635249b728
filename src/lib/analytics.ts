/**
 * Analytics runs only after consent (docs/quality.md, § 25 TDDDG). It is first-party: events go to `window.dataLayer`,
 * and only when a live build names a script (ANALYTICS_SCRIPT_URL, self-hosted) is one loaded. Until consent there
 * is no `gtag` on the page and every function here is a no-op.
 */
import { gtag, type AnalyticsWindow } from './gtag';

declare const __ANALYTICS_SCRIPT_URL__: string | undefined;
const scriptUrl = typeof __ANALYTICS_SCRIPT_URL__ === 'undefined' ? '' : __ANALYTICS_SCRIPT_URL__;

export function analyticsAvailable(): boolean {
  return gtag() !== null;
}

/** Called once the visitor has accepted analytics. */
export function enableAnalytics(): void {
  const scope = globalThis as AnalyticsWindow;
  if (scope.gtag) return;
  scope.dataLayer = scope.dataLayer ?? [];
  const layer = scope.dataLayer;
  scope.gtag = (...args) => {
    layer.push(args);
  };
  scope.gtag('js', new Date());
  if (scriptUrl && typeof document !== 'undefined') {
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.dataset.analytics = 'true';
    document.head.append(script);
  }
}

/** Called when the visitor withdraws consent: nothing more is recorded from now on. */
export function disableAnalytics(): void {
  const scope = globalThis as AnalyticsWindow;
  delete scope.gtag;
  delete scope.dataLayer;
  document.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
}
