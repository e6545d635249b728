/**
 * A mock PostgreSQL function for `/rest/v1/rpc/:fn`. It gets the caller (role, uid, claims, db) and its named
 * arguments, runs in a transaction, and raises SQL errors with `raiseException` (P0001 → 400) or any `PgError`.
 * A backend serves the functions it was created with (`createMockBackend({ rpc })`).
 */
import type { MockDb } from '../db/mockDb';
import type { PolicyContext } from '../db/schema';

export type RpcFunction = (ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) => unknown;
