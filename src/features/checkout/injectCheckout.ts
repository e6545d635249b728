import type { Saga } from 'redux-saga';
import { checkoutSaga } from './checkoutSaga';
import { checkoutSlice } from './checkoutSlice';

/** The part of the app's store that features loaded on demand use (see `makeStore`). */
export interface FeatureHost {
  injectSlice: (slice: typeof checkoutSlice) => void;
  runSaga: (saga: Saga) => unknown;
}

const injected = new WeakSet<object>();

/**
 * Adds the checkout slice and saga to the running store, once per store: both live in the checkout chunk, so the
 * home page never loads them (docs/quality.md).
 */
export function injectCheckout(store: FeatureHost): void {
  if (injected.has(store)) return;
  injected.add(store);
  store.injectSlice(checkoutSlice);
  store.runSaga(checkoutSaga);
}
