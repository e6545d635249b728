import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * What a feature loaded on demand (chat, checkout) needs of the app's store: room for its slice and its saga. The app's
 * store (`createAppStore`) has both; features reach it through `useStore()` without importing the app layer.
 */
export interface FeatureHost {
  injectSlice: (slice: { reducerPath: string; reducer: Reducer }) => void;
  runSaga: (saga: Saga) => unknown;
}

/** The store as a feature host, or a clear error for a store that cannot load features (a test's plain store). */
export function asFeatureHost(store: object): FeatureHost {
  const host = store as Partial<FeatureHost>;
  if (typeof host.injectSlice !== 'function' || typeof host.runSaga !== 'function') {
    throw new Error('This store cannot load features on demand: create it with makeStore().');
  }
  return host as FeatureHost;
}

/**
 * The state of the slices features inject later (`withLazyLoadedSlices` in the app's root reducer). A feature declares
 * its slice here (`declare module '@/lib/featureHost'`), so the app's `RootState` knows it without the feature
 * importing the app layer.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the features loaded on demand
export interface LazyLoadedSlices {}
