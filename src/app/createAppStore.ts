import { configureStore, type Dispatch, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { whenApiArrives, type ApiState, type ArrivingApi } from '@/lib/api';
import { rootReducer, type RootState } from './rootReducer';
import type { SagaRuntime } from './sagaRuntime';

/**
 * A place in the middleware chain for a middleware whose chunk loads later (RTK Query's, redux-saga's); until then
 * `beforeMount` sees every action. (RTK's `createDynamicMiddleware` mounts what it is given only on the next dispatch,
 * but a saga middleware must be mounted before its first `run`, and RTK Query's before its first query.)
 */
function lateMiddlewareSlot(beforeMount: (action: UnknownAction) => void = () => undefined) {
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

/** A store's starting state; `api` holds the queries a prerendered page was rendered with. */
export type AppPreloadedState = Partial<Omit<RootState, 'api'>> & { api?: Pick<ApiState, 'queries' | 'provided'> };

const API_MOUNTED = '@@inject/api';

/**
 * Mounts RTK Query in a store when its chunk arrives: the slice (starting from the handed-over queries, if any), then
 * the middleware, then one action that makes the slice's state appear.
 */
function apiMounter(apiSlot: ReturnType<typeof lateMiddlewareSlot>, handedOver: AppPreloadedState['api']) {
  let startingState: ApiState | undefined;
  const reducer: Reducer<RootState> = (state, action) =>
    action.type === API_MOUNTED && state && startingState
      ? rootReducer({ ...state, api: startingState }, action)
      : rootReducer(state, action);
  const mount = (api: ArrivingApi, dispatch: Dispatch) => {
    if (handedOver) {
      const initial = api.reducer(undefined, { type: API_MOUNTED }) as ApiState;
      startingState = { ...initial, queries: handedOver.queries, provided: handedOver.provided };
    }
    rootReducer.inject(api as Parameters<typeof rootReducer.inject>[0]);
    apiSlot.mount(api.middleware);
    dispatch({ type: API_MOUNTED });
    startingState = undefined;
  };
  return { reducer, mount };
}

/**
 * A fresh store whose sagas have not started yet. The browser starts them after the first paint (redux-saga and the
 * sagas are a chunk of their own); the prerenderer never starts them; tests and stories use `makeStore`, which starts
 * them at once. RTK Query joins the store when the first chunk that reads data loads (`whenApiArrives`).
 */
export function createAppStore(preloadedState: AppPreloadedState = {}) {
  const { api: handedOverApi, ...preloaded } = preloadedState;
  // Sagas of features loaded before redux-saga arrived, and the actions dispatched since the first of them asked.
  const waitingSagas: Saga[] = [];
  const missedActions: UnknownAction[] = [];
  const late = lateMiddlewareSlot((action) => {
    if (waitingSagas.length > 0) missedActions.push(action);
  });
  const apiSlot = lateMiddlewareSlot();
  const apiMount = apiMounter(apiSlot, handedOverApi);
  const store = configureStore({
    reducer: apiMount.reducer,
    preloadedState: preloaded as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; their timing warnings measure a busy test machine, not the state.
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(apiSlot.slot, late.slot),
    // RTK Query's answers notify the components at the end of their own tick, not in the next animation frame: a
    // page's answers arriving in one frame made one long task of all their updates and re-renders.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  let runtime: SagaRuntime | null = null;
  let rootTask: Task | null = null;
  let stopListeners: (() => void) | null = null;
  // RTK Query's focus and online listeners, once the browser has started the app and the API has arrived.
  let listenersWanted = false;
  let arrivedApi: ArrivingApi | null = null;
  const startListeners = () => {
    if (listenersWanted && arrivedApi) stopListeners ??= arrivedApi.setupListeners(store.dispatch);
  };
  const stopWaitingForApi = whenApiArrives((api) => {
    apiMount.mount(api, store.dispatch);
    arrivedApi = api;
    startListeners();
  });

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
      listenersWanted = true;
      startListeners();
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
      stopWaitingForApi();
      rootTask?.cancel();
      stopListeners?.();
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
