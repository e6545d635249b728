import { trackException } from '@/lib/trackException';

/**
 * Last resort only: every saga worker catches its own errors and shows a German message. Reaching this means a bug,
 * so it is logged and reported.
 */
export function reportSagaError(error: unknown): void {
  console.error('Unbehandelter Fehler in einer Saga', error);
  trackException(error, 'saga');
}
