import { createSlice } from '@reduxjs/toolkit';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { createAppStore } from '@/app/createAppStore';
import { createSagaRuntime } from '@/app/sagaRuntime';
import { makeStore } from '@/app/store';
import type * as CatalogFeature from '@/features/catalog';
import type * as AppStoreModule from '@/app/createAppStore';

/** A stand-in for a feature loaded on demand (the chat assistant, the checkout). */
const lateSlice = createSlice({
  name: 'late',
  initialState: { pings: 0 },
  reducers: {
    pinged: (state) => {
      state.pings += 1;
    },
    pingRequested: (state) => state,
  },
});

function* lateSaga() {
  yield takeEvery(lateSlice.actions.pingRequested.type, function* answer() {
    yield delay(1);
    yield put(lateSlice.actions.pinged());
  });
}

describe('makeStore', () => {
  it('gives every caller a fresh store with the start-up slices', () => {
    const a = makeStore();
    const b = makeStore();
    expect(a).not.toBe(b);
    expect(Object.keys(a.getState())).toEqual(expect.arrayContaining(['auth', 'cart', 'consent', 'toasts', 'api']));
    a.stopSagas();
    b.stopSagas();
  });

  it('injects the slice and saga of a feature loaded later', async () => {
    const store = makeStore();
    expect((store.getState() as Record<string, unknown>).late).toBeUndefined();
    store.injectSlice(lateSlice);
    store.runSaga(lateSaga);
    expect((store.getState() as Record<string, unknown>).late).toEqual({ pings: 0 });
    store.dispatch(lateSlice.actions.pingRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(1);
    store.stopSagas();
  });
});

describe('createAppStore (the browser: redux-saga arrives after the first paint)', () => {
  it('runs no saga before redux-saga is mounted, and mounts it once', () => {
    const store = createAppStore();
    store.injectSlice(lateSlice);
    store.dispatch(lateSlice.actions.pingRequested());
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(0);
    store.startSagas(createSagaRuntime());
    store.startSagas(createSagaRuntime());
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['auth', 'cart', 'late']));
    store.stopSagas();
  });

  it('a feature saga asked for before redux-saga arrived starts with it and answers the actions it missed', async () => {
    const store = createAppStore();
    store.injectSlice(lateSlice);
    store.runSaga(lateSaga);
    store.dispatch(lateSlice.actions.pingRequested());
    store.dispatch(lateSlice.actions.pingRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(0);

    store.startSagas(createSagaRuntime());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(2);
    // Once mounted, new actions reach it directly, and the missed ones are not handed over twice.
    store.dispatch(lateSlice.actions.pingRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(3);
    store.stopSagas();
  });
});

describe('createAppStore (the browser: RTK Query arrives with the first chunk that reads data)', () => {
  type Catalog = typeof CatalogFeature;

  /**
   * Runs `scenario` in a module registry of its own in which `@/lib/api` is at first only the arrival point, as in the
   * entry chunk; `loadDataChunk` then loads the catalog feature and with it RTK Query, as a page chunk would.
   */
  function inIsolatedApp(
    scenario: (app: { createAppStore: typeof createAppStore; loadDataChunk: () => Catalog }) => Promise<void>,
  ): Promise<void> {
    return jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/api', () => jest.requireActual('@/lib/api/apiArrival'));
      const app = jest.requireActual<typeof AppStoreModule>('@/app/createAppStore');
      await scenario({
        createAppStore: app.createAppStore,
        loadDataChunk: () => {
          jest.dontMock('@/lib/api');
          return jest.requireActual<Catalog>('@/features/catalog');
        },
      });
    });
  }

  it('mounts the API when it arrives, starting from the handed-over queries, and then answers queries', async () => {
    const server = makeStore();
    const { catalogApi } = await import('@/features/catalog');
    const request = server.dispatch(catalogApi.endpoints.locations.initiate());
    const locations = await request.unwrap();
    request.unsubscribe();
    const handedOver = server.getState().api;
    server.stopSagas();
    if (!handedOver) throw new Error('The server store has no RTK Query state.');

    await inIsolatedApp(async ({ createAppStore: createIsolatedStore, loadDataChunk }) => {
      const store = createIsolatedStore({ api: { queries: handedOver.queries, provided: handedOver.provided } });
      // Nothing of RTK Query yet: no slice, and a dispatch passes the empty middleware slot.
      expect(store.getState().api).toBeUndefined();
      store.dispatch({ type: 'anything' });

      const late = loadDataChunk().catalogApi;
      const { api: apiState, ...rest } = store.getState();
      if (!apiState) throw new Error('RTK Query was not mounted when it arrived.');
      expect(late.endpoints.locations.select()({ ...rest, api: apiState }).data).toEqual(locations);

      // The middleware is in place: a new query runs and lands in the cache.
      const trainers = await store.dispatch(late.endpoints.trainers.initiate()).unwrap();
      expect(trainers.length).toBeGreaterThan(0);
      const after = store.getState().api;
      expect(Object.keys(after?.queries ?? {})).toEqual(
        expect.arrayContaining(['locations(undefined)', 'trainers(undefined)']),
      );
      store.stopSagas();
    });
  });
});
