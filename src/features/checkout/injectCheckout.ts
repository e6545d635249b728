import { asFeatureHost } from '@/lib/featureHost';
import { checkoutSaga } from './checkoutSaga';
import { checkoutSlice } from './checkoutSlice';

const injected = new WeakSet<object>();

/**
 * Adds the checkout slice and saga to the running store, once per store: both live in the checkout chunk, so the
 * home page never loads them (docs/quality.md).
 */
export function injectCheckout(store: object): void {
  if (injected.has(store)) return;
  const host = asFeatureHost(store);
  injected.add(store);
  host.injectSlice(checkoutSlice);
  host.runSaga(checkoutSaga);
}
