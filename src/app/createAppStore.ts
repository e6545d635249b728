import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { api } from '@/lib/api';
import { rootReducer, type RootState } from './rootReducer';
import { reportSagaError } from './reportSagaError';

/**
 * A fresh store whose sagas have not started yet. The browser starts them after the first paint (their code is a
 * chunk of its own); the prerenderer never starts them; tests and stories use `makeStore`, which starts them at once.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ onError: reportSagaError });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
  });
  let rootTask: Task | null = null;
  let stopListeners: (() => void) | null = null;
  return Object.assign(store, {
    /** Starts the app's long-lived sagas and RTK Query's focus and online listeners (once). */
    startRootSaga: (rootSaga: Saga) => {
      rootTask ??= sagaMiddleware.run(rootSaga);
      stopListeners ??= setupListeners(store.dispatch);
    },
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
    stopSagas: () => {
      rootTask?.cancel();
      stopListeners?.();
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
