import { buildCreateApi, coreModule, retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
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
 * start their requests during render, and it renders again once they have answered. Everywhere else, in effects.
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
  tagTypes: [
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
  ],
  endpoints: () => ({}),
});

/** Its state, for the app's RootState (the store mounts the API when `./api` first loads; see `./apiArrival`). */
export type ApiState = ReturnType<typeof api.reducer>;

declare module '@/lib/featureHost' {
  interface LazyLoadedSlices {
    api: ApiState;
  }
}
