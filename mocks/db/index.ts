/** The in-memory database: schema types, creation, writes that triggers and RPCs use, errors and persistence. */
export * from './schema';
export { createMockDb, type MockDb, type MockDbOptions } from './mockDb';
export { insertRow, updateRow, deleteRow, type WriteOptions } from './writes';
export { PgError, raiseException, pgErrors, statusForSqlState, type PgErrorBody } from './errors';
export { rowVisible, rowAccepted, serviceContext, policyContext } from './rls';
export {
  localStoragePersistence,
  noPersistence,
  DEMO_DB_STORAGE_KEY,
  type PersistenceAdapter,
  type DbSnapshot,
} from './persistence';
