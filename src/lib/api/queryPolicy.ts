import { QUERY_RETRIES, QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '@/config/constants';
import type { ApiError } from './apiError';

/** docs/constants.md: the retry delay doubles from 1 s and never exceeds 30 s. `attempt` counts from 1. */
export function retryDelayMs(attempt: number): number {
  const doubled = QUERY_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(doubled, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * Reads are retried up to 3 times; writes never (a retried booking could book twice). A refusal by the server
 * (4xx other than timeout and rate limit) would only be refused again, so it is not retried either.
 */
export function shouldRetry(error: ApiError, attempt: number, kind: 'query' | 'mutation'): boolean {
  if (kind !== 'query' || attempt > QUERY_RETRIES) return false;
  if (typeof error.status !== 'number') return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
