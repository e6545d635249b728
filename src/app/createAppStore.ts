import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { api, queriesHandedOver, STORE_DISPATCH, type ApiState } from '@/lib/api';
import { reportSagaError } from './reportSagaError';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

/** A store's starting state; `api` is the cache a prerendered page was rendered with (handed over, not preloaded). */
export type AppPreloadedState = Partial<Omit<RootState, 'api'>> & { api?: ApiState };

/**
 * A fresh store: the app's slices, RTK Query and redux-saga, configured as Redux Toolkit documents them. The app's
 * long-lived sagas start with `startSagas` — in the browser after the first paint (the first paint needs none of
 * them), in tests and stories at once (`makeStore`), in the prerenderer never. A feature loaded on demand adds its
 * slice (`injectSlice`, through `combineSlices`) and its saga (`runSaga`), which runs at once.
 */
export function createAppStore(preloadedState: AppPreloadedState = {}) {
  const { api: handedOver, ...preloaded } = preloadedState;
  const sagaMiddleware = createSagaMiddleware({ onError: reportSagaError });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; their timing warnings measure a busy test machine, not the state.
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(api.middleware, sagaMiddleware),
    // RTK Query's answers notify the components at the end of their own tick, not in the next animation frame: a
    // page's answers arriving in one frame made one long task of all their updates and re-renders.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  sagaMiddleware.setContext({ [STORE_DISPATCH]: store.dispatch });
  if (handedOver) store.dispatch(queriesHandedOver(handedOver));

  let rootTask: Task | null = null;
  let stopListeners: (() => void) | null = null;
  return Object.assign(store, {
    /** Starts the app's long-lived sagas and RTK Query's refetch on focus and on reconnect (once). */
    startSagas: () => {
      rootTask ??= sagaMiddleware.run(rootSaga);
      stopListeners ??= setupListeners(store.dispatch);
    },
    /** Starts a saga of a feature loaded on demand (the chat assistant and the checkout run theirs here). */
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
    /** Stops the app's sagas and the listeners (tests end their store with it). */
    stopSagas: () => {
      rootTask?.cancel();
      stopListeners?.();
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
