/**
 * Puts the chat slice and saga into the running store the first time the chat is needed (the launcher's first
 * press, or the chat page). The store comes from `useStore()`: `makeStore` gives it `injectSlice` and `runSaga`.
 */
import type { Saga } from 'redux-saga';
import { chatSaga } from './chatSaga';
import { chatSlice } from './chatSlice';

interface FeatureStore {
  injectSlice: (slice: typeof chatSlice) => void;
  runSaga: (saga: Saga) => unknown;
}

const injected = new WeakSet<object>();

export function isChatInjected(store: object): boolean {
  return injected.has(store);
}

export function injectChat(store: object): void {
  if (injected.has(store)) return;
  const featureStore = store as Partial<FeatureStore>;
  if (typeof featureStore.injectSlice !== 'function' || typeof featureStore.runSaga !== 'function') {
    throw new Error('This store cannot load features on demand: create it with makeStore().');
  }
  featureStore.injectSlice(chatSlice);
  featureStore.runSaga(chatSaga);
  injected.add(store);
}
