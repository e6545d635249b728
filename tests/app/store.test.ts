import { createSlice } from '@reduxjs/toolkit';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { createAppStore } from '@/app/createAppStore';
import { createSagaRuntime } from '@/app/sagaRuntime';
import { makeStore } from '@/app/store';

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

