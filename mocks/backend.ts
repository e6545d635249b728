/**
 * The one database the handlers serve. It is created lazily by a factory: the app's schema and seed by default,
 * with localStorage persistence in the browser (mocks/browser.ts), a test schema in tests (`useMockDb`).
 */
import { appSchema, appSeed } from './appBackend';
import { createMockDb, type MockDb } from './db/mockDb';

let createDb: () => MockDb = () => createMockDb(appSchema, appSeed);
let current: MockDb | null = null;

export function getMockDb(): MockDb {
  current ??= createDb();
  return current;
}

/** Chooses how the backend's database is created (the next request builds it). */
export function configureMockBackend(factory: () => MockDb): void {
  createDb = factory;
  current = null;
}

/** Serves `db` from now on (tests plug their own schema in this way). */
export function useMockDb(db: MockDb): void {
  current = db;
}

/** Back to the seed: for `beforeEach` in the test setup and the demo's "Demo-Daten zurücksetzen". */
export function resetMockDb(): void {
  getMockDb().reset();
}
