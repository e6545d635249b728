import { setupListeners } from '@reduxjs/toolkit/query';
import { announceApi } from './apiArrival';
import { api as definedApi } from './apiDefinition';

/**
 * The app's API as the features use it: loading this module announces the API, and the store mounts it then. The API
 * is defined in `./apiDefinition`, which a prerendered page evaluates a task before this one: defined and mounted
 * together they made one long task on a phone.
 */
/** Defined here, not re-exported: a module of re-exports alone is skipped by webpack, and the announcement with it. */
export const api = definedApi;

announceApi({
  reducerPath: api.reducerPath,
  reducer: api.reducer,
  middleware: api.middleware,
  setupListeners: (dispatch) => setupListeners(dispatch),
});

export type { ApiState, SupabaseRequest } from './apiDefinition';
