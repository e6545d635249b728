import type { Dispatch, Middleware, Reducer } from '@reduxjs/toolkit';

/**
 * What a store needs of the RTK Query API to mount it: its slice, its middleware, and RTK Query's `setupListeners`
 * (refetch on focus and on reconnect), which comes with the API so that nothing of RTK Query is in the entry.
 */
export interface ArrivingApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  setupListeners: (dispatch: Dispatch) => () => void;
}

let arrived: ArrivingApi | null = null;
const waiting = new Set<(api: ArrivingApi) => void>();

/**
 * RTK Query is not part of the entry: the home page's first paint and hydration need none of it. The API module
 * (`./api.ts`) announces itself here when the first chunk that reads data loads, and the app's store mounts it then.
 */
export function announceApi(api: ArrivingApi): void {
  arrived = api;
  for (const mount of waiting) mount(api);
  waiting.clear();
}

/** Calls `mount` with the API now, if it has loaded, or when it does. Returns a function that stops waiting. */
export function whenApiArrives(mount: (api: ArrivingApi) => void): () => void {
  if (arrived) {
    mount(arrived);
    return () => undefined;
  }
  waiting.add(mount);
  return () => {
    waiting.delete(mount);
  };
}
