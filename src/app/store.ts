import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { api } from '@/lib/api';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { reportSagaError } from './reportSagaError';

/**
 * A fresh store with its sagas running. One per browser tab, per test and per story — never a shared singleton,
 * so no state leaks between tests or stories.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ onError: reportSagaError });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  setupListeners(store.dispatch);
  return Object.assign(store, {
    /** Starts a saga of a feature loaded on demand (the chat assistant injects its saga here). */
    runSaga: (saga: Saga) => sagaMiddleware.run(saga),
    /**
     * Adds the slice of a feature loaded on demand (chat, checkout) to the running store; features reach it through
     * `useStore()` without importing the app layer. Injecting the same slice twice is harmless.
     */
    injectSlice: (slice: { reducerPath: string; reducer: Reducer }) => {
      rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
      // A no-op action lets the new slice's initial state appear before anyone reads it.
      store.dispatch({ type: `@@inject/${slice.reducerPath}` });
    },
    /** Stops every saga (tests end their store with it). */
    stopSagas: () => rootTask.cancel(),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
