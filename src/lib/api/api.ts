import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, retry, type BaseQueryFn, type CombinedState, type EndpointDefinitions } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { QUERY_CACHE_GC_MS, QUERY_FRESH_MS } from '@/config/constants';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { yieldToMain } from '@/lib/yieldToMain';
import { NETWORK_ERROR_TEXT, toApiError, type ApiError } from './apiError';
import { retryDelayMs, shouldRetry } from './queryPolicy';

interface SupabaseResponse<T> {
  data: T | null;
  error: { code?: string; message?: string; details?: string | null } | null;
  status?: number;
  count?: number | null;
}

/** What an endpoint's `query` returns: a call on the typed client. */
export type SupabaseRequest<T = unknown> = (client: AppSupabaseClient) => PromiseLike<SupabaseResponse<T>>;

const supabaseBaseQuery: BaseQueryFn<SupabaseRequest, unknown, ApiError> = async (request) => {
  try {
    const client = await getSupabase();
    // Each request is built and sent in a task of its own: a page's first queries all wait for the client, and built
    // together with it they made one long task.
    await yieldToMain();
    const { data, error, status } = await request(client);
    if (error) return { error: toApiError(error, status) };
    return { data };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: NETWORK_ERROR_TEXT } };
  }
};

declare const __PRERENDER__: boolean | undefined;

/**
 * The prerenderer (a webpack build of its own with `__PRERENDER__` true) renders without effects: there the query hooks
 * start their requests during render, and it renders again once they have answered (RTK Query's documented way to
 * render on a server; the option's version is pinned and guarded in tests/app/startup/libraryAssumptions.test.ts).
 * Everywhere else, in effects.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof __PRERENDER__ !== 'undefined' && __PRERENDER__ }),
);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    });
  });

const TAG_TYPES = [
  'Seminar',
  'Session',
  'Webinar',
  'Trainer',
  'Location',
  'Booking',
  'Profile',
  'User',
  'Settings',
  'Inhouse',
  'Email',
  'Waitlist',
] as const;

/** The API's state: RTK Query's cache of this app's queries and mutations. */
export type ApiState = CombinedState<EndpointDefinitions, (typeof TAG_TYPES)[number], 'api'>;

/**
 * Hands the cache a prerendered page was rendered with to the browser's store, before the page hydrates (RTK Query's
 * `extractRehydrationInfo`; the payload is the prerender's `api` state, docs/architecture.md).
 */
export const queriesHandedOver = createAction<ApiState>('api/queriesHandedOver');

/**
 * The one RTK Query API (docs/constants.md policy). Features add their endpoints with `api.injectEndpoints` and tags;
 * writes invalidate tags and are never retried.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(supabaseBaseQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetry(error as ApiError, attempt, baseQueryApi.type),
    backoff: (attempt, _max, signal) => sleep(retryDelayMs(attempt), signal),
  }),
  keepUnusedDataFor: QUERY_CACHE_GC_MS / 1000,
  refetchOnMountOrArgChange: QUERY_FRESH_MS / 1000,
  tagTypes: TAG_TYPES,
  extractRehydrationInfo: (action) => (queriesHandedOver.match(action) ? action.payload : undefined),
  endpoints: () => ({}),
});
