import { configureStore, type Dispatch, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Saga, Task } from 'redux-saga';
import { api } from '@/lib/api';
import { rootReducer, type RootState } from './rootReducer';
import type { SagaRuntime } from './sagaRuntime';

/**
 * The place in the middleware chain where redux-saga goes once its chunk has loaded; until then `beforeMount` sees
 * every action. (RTK's `createDynamicMiddleware` mounts what it is given only on the next dispatch, but a saga
 * middleware must be mounted before its first `run`.)
 */
function lateMiddlewareSlot(beforeMount: (action: UnknownAction) => void) {
  let mount: (middleware: Middleware) => void = () => {
    throw new Error('The store has no middleware chain yet.');
  };
  const slot: Middleware = (storeApi) => (next) => {
    let chain: Dispatch | null = null;
    mount = (middleware) => {
      chain = middleware(storeApi)(next) as Dispatch;
    };
    return (action) => {
      if (chain) return chain(action as UnknownAction);
      const result = next(action);
      beforeMount(action as UnknownAction);
      return result;
    };
  };
  return { slot, mount: (middleware: Middleware) => mount(middleware) };
}

/**
 * A fresh store whose sagas have not started yet. The browser starts them after the first paint (redux-saga and the
 * sagas are a chunk of their own); the prerenderer never starts them; tests and stories use `makeStore`, which starts
 * them at once.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  // Sagas of features loaded before redux-saga arrived, and the actions dispatched since the first of them asked.
  const waitingSagas: Saga[] = [];
  const missedActions: UnknownAction[] = [];
  const late = lateMiddlewareSlot((action) => {
    if (waitingSagas.length > 0) missedActions.push(action);
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; their timing warnings measure a busy test machine, not the state.
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(api.middleware, late.slot),
  });
  let runtime: SagaRuntime | null = null;
  let rootTask: Task | null = null;
  let stopListeners: (() => void) | null = null;

  return Object.assign(store, {
    /**
     * Mounts redux-saga, starts the sagas features asked for meanwhile (they see the actions they missed), then the
     * app's long-lived sagas and RTK Query's focus and online listeners (once).
     */
    startSagas: (sagaRuntime: SagaRuntime) => {
      if (!runtime) {
        runtime = sagaRuntime;
        late.mount(sagaRuntime.middleware);
        for (const saga of waitingSagas.splice(0)) sagaRuntime.middleware.run(saga);
        for (const action of missedActions.splice(0)) sagaRuntime.channel.put(action);
      }
      rootTask ??= runtime.middleware.run(runtime.rootSaga);
      stopListeners ??= setupListeners(store.dispatch);
    },
    /** Starts a saga of a feature loaded on demand (the chat assistant injects its saga here). */
    runSaga: (saga: Saga) => {
      if (runtime) runtime.middleware.run(saga);
      else waitingSagas.push(saga);
    },
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
