import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, getContext } from 'redux-saga/effects';

/** The saga context key under which the app's store puts its own `dispatch` (thunks included). */
export const STORE_DISPATCH = 'storeDispatch';

/** The store's dispatch as sagas get it from their context: it takes RTK Query's `initiate(…)` thunks. */
export type StoreDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface Unwrappable<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

/**
 * Runs an RTK Query endpoint from a saga: the endpoint's `initiate(…)` thunk goes through the store's dispatch (so cache,
 * tags and the retry policy apply) and its answer is unwrapped, so a failed request throws its `ApiError`; a saga
 * cancelled meanwhile (a lost `race`) aborts the request. The store's
 * dispatch comes from the saga context (`createAppStore` sets it), since redux-saga's `put` is typed for plain actions.
 */
export function* requestEndpoint<T>(
  thunk: (dispatch: StoreDispatch, getState: () => unknown, extra: unknown) => Unwrappable<T>,
): Generator<unknown, T, unknown> {
  const dispatch = (yield getContext(STORE_DISPATCH)) as StoreDispatch;
  const request = dispatch(thunk);
  try {
    return (yield call([request, request.unwrap])) as T;
  } finally {
    if ((yield cancelled()) as boolean) request.abort();
  }
}
