/**
 * The backend the handlers serve. It is created lazily by a factory: the app's backend by default, with localStorage
 * persistence in the browser (mocks/browser.ts); tests plug in a backend of their own (`useMockBackend`).
 */
import { createAppBackend } from './appBackend';
import type { MockDb } from './db/mockDb';
import type { MockBackend } from './mockBackend';

let createBackend: () => MockBackend = () => createAppBackend();
let current: MockBackend | null = null;

export function getMockBackend(): MockBackend {
  current ??= createBackend();
  return current;
}

/** The database of the backend the handlers serve. */
export function getMockDb(): MockDb {
  return getMockBackend().db;
}

/** Chooses how the served backend is created (the next request builds it). */
export function configureMockBackend(factory: () => MockBackend): void {
  createBackend = factory;
  current = null;
}

/** Serves `backend` from now on (tests plug their own schema and functions in this way). */
export function useMockBackend(backend: MockBackend): void {
  current = backend;
}

/** Back to the seed: for `beforeEach` in the test setup and the demo's "Demo-Daten zurücksetzen". */
export function resetMockDb(): void {
  getMockDb().reset();
}
