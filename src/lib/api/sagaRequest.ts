import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';

interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

/**
 * Runs an RTK Query endpoint from a saga: `put` dispatches the endpoint's `initiate(…)` thunk through the store (so
 * cache, tags and the retry policy apply) and the answer is unwrapped, so a failed request throws its `ApiError`.
 * redux-saga types `put` for plain actions only, hence the one cast to pass a thunk.
 */
export function* requestEndpoint<T>(
  thunk: (dispatch: never, getState: never, extra: never) => Unwrappable<T>,
): Generator<unknown, T, unknown> {
  const request = (yield put(thunk as unknown as UnknownAction)) as Unwrappable<T>;
  return (yield call([request, request.unwrap])) as T;
}
