/** The page's `gtag`, which `enableAnalytics` (./analytics) installs once the visitor has accepted analytics. */
export type Gtag = (command: 'event' | 'js' | 'config', name: unknown, params?: Record<string, unknown>) => void;
export type AnalyticsWindow = typeof globalThis & { gtag?: Gtag; dataLayer?: unknown[] };

/** The installed `gtag`, or null before consent. */
export function gtag(): Gtag | null {
  const candidate = (globalThis as AnalyticsWindow).gtag;
  return typeof candidate === 'function' ? candidate : null;
}
