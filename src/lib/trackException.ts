import { gtag } from './gtag';

/**
 * Reports an unhandled render error with the id the user sees, so support can find it (a no-op before consent).
 * Apart from `./analytics`: the app's error page is in the entry, which does not need the code that switches analytics
 * on and off.
 */
export function trackException(error: unknown, errorId: string): void {
  const send = gtag();
  if (!send) return;
  const description = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  send('event', 'exception', { description: `${errorId} ${description}`.slice(0, 150), fatal: true });
}
