import { createAppStore, type AppPreloadedState } from './createAppStore';

/**
 * A fresh store with its sagas running. One per test and per story — never a shared singleton, so no state leaks
 * between tests or stories. (The browser creates its store with `createAppStore` and starts the sagas after the
 * first paint.)
 */
export function makeStore(preloadedState?: AppPreloadedState) {
  const store = createAppStore(preloadedState);
  store.startSagas();
  return store;
}

export type { AppDispatch, AppPreloadedState, AppStore, RootState } from './createAppStore';
