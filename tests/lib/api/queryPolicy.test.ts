import {
  businessErrorDetails,
  retryDelayMs,
  shouldRetry,
  toApiError,
  NETWORK_ERROR_TEXT,
  PERMISSION_ERROR_TEXT,
} from '@/lib/api';
import {
  QUERY_CACHE_GC_MS,
  QUERY_FRESH_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@/config/constants';

describe('query policy (docs/constants.md)', () => {
  it('names the numbers of the specification', () => {
    expect(QUERY_RETRIES).toBe(3);
    expect(QUERY_RETRY_BASE_DELAY_MS).toBe(1000);
    expect(QUERY_RETRY_MAX_DELAY_MS).toBe(30_000);
    expect(QUERY_FRESH_MS).toBe(5 * 60 * 1000);
    expect(QUERY_CACHE_GC_MS).toBe(5 * 60 * 1000);
  });

  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed read three times, never a fourth', () => {
    const error = { status: 'FETCH_ERROR' as const, message: NETWORK_ERROR_TEXT };
    expect([1, 2, 3, 4].map((attempt) => shouldRetry(error, attempt, 'query'))).toEqual([true, true, true, false]);
  });

  it('never retries a write', () => {
    expect(shouldRetry({ status: 503, message: 'x' }, 1, 'mutation')).toBe(false);
    expect(shouldRetry({ status: 'FETCH_ERROR', message: 'x' }, 1, 'mutation')).toBe(false);
  });

  it('retries server trouble but not a refusal', () => {
    expect(shouldRetry({ status: 503, message: 'x' }, 1, 'query')).toBe(true);
    expect(shouldRetry({ status: 429, message: 'x' }, 1, 'query')).toBe(true);
    expect(shouldRetry({ status: 406, code: 'PGRST116', message: 'x' }, 1, 'query')).toBe(false);
    expect(shouldRetry({ status: 403, code: '42501', message: 'x' }, 1, 'query')).toBe(false);
  });

  it('turns server errors into German messages', () => {
    expect(toApiError({ code: '42501', message: 'new row violates row-level security policy' }, 403)).toEqual({
      status: 403,
      code: '42501',
      message: PERMISSION_ERROR_TEXT,
      details: null,
    });
    expect(toApiError({ message: 'TypeError: Failed to fetch' }, 0).message).toBe(NETWORK_ERROR_TEXT);
  });

  it('turns a business refusal of our functions into its German text, keeping the code and details', () => {
    expect(toApiError({ code: 'P0001', message: 'SESSION_SOLD_OUT', details: '{"line":1,"seats_left":0}' }, 400)).toEqual({
      status: 400,
      code: 'SESSION_SOLD_OUT',
      message: 'Dieser Termin ist leider ausgebucht.',
      details: '{"line":1,"seats_left":0}',
    });
    expect(businessErrorDetails('{"line":1,"seats_left":0}')).toEqual({ line: 1, seats_left: 0 });
    expect(businessErrorDetails('kaputt')).toBeNull();
    // An unknown raise passes its message through like any other server message.
    expect(toApiError({ code: 'P0001', message: 'Etwas anderes' }, 400).message).toBe('Etwas anderes');
  });
});
