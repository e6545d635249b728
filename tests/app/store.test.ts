import { createSlice } from '@reduxjs/toolkit';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { createAppStore } from '@/app/createAppStore';
import { makeStore } from '@/app/store';
import { catalogApi } from '@/features/catalog';

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

describe('createAppStore (the browser: the app sagas start after the first paint)', () => {
  it("runs a feature's saga at once, before the app's sagas have started, and starts those once", async () => {
    const store = createAppStore();
    store.injectSlice(lateSlice);
    store.runSaga(lateSaga);
    store.dispatch(lateSlice.actions.pingRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(1);
    // The cart saga is one of the app's: it has not loaded the cart yet.
    expect(store.getState().cart.isLoading).toBe(true);
    store.startSagas();
    store.startSagas();
    store.dispatch(lateSlice.actions.pingRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((store.getState() as unknown as { late: { pings: number } }).late.pings).toBe(2);
    store.stopSagas();
  });
});

describe('createAppStore (the browser: a prerendered page hands over its queries)', () => {
  it('starts from the handed-over queries (RTK Query extractRehydrationInfo) and then answers new queries', async () => {
    const server = makeStore();
    const request = server.dispatch(catalogApi.endpoints.locations.initiate());
    const locations = await request.unwrap();
    request.unsubscribe();
    const handedOver = server.getState().api;
    server.stopSagas();

    const store = createAppStore({ api: handedOver });
    expect(catalogApi.endpoints.locations.select()(store.getState()).data).toEqual(locations);
    // The answered queries only: a query that was still running on the server is not handed over as data.
    expect(store.getState().api.queries['locations(undefined)']?.status).toBe('fulfilled');

    const trainers = await store.dispatch(catalogApi.endpoints.trainers.initiate()).unwrap();
    expect(trainers.length).toBeGreaterThan(0);
    expect(Object.keys(store.getState().api.queries)).toEqual(
      expect.arrayContaining(['locations(undefined)', 'trainers(undefined)']),
    );
    store.stopSagas();
  });
});
