/**
 * Mock PostgreSQL functions for `/rest/v1/rpc/:fn`. A function gets the caller (role, uid, claims, db) and its named
 * arguments, runs in a transaction, and raises SQL errors with `raiseException` (P0001 → 400) or any `PgError`.
 */
import type { MockDb } from '../db/mockDb';
import type { PolicyContext } from '../db/schema';

export type RpcFunction = (ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) => unknown;

export interface RpcDefinition {
  fn: RpcFunction;
  /** Whether the function exists for this database (e.g. `has_role` only where a `user_roles` table does). */
  available: (db: MockDb) => boolean;
}

const registry = new Map<string, RpcDefinition>();

export function defineRpc(name: string, fn: RpcFunction, available: (db: MockDb) => boolean = () => true): void {
  registry.set(name, { fn, available });
}

export function removeRpc(name: string): void {
  registry.delete(name);
}

export function findRpc(name: string, db: MockDb): RpcFunction | null {
  const definition = registry.get(name);
  return definition && definition.available(db) ? definition.fn : null;
}
