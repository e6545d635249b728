/**
 * A mock Supabase backend as plain data: the database (schema, seed, persistence) and the RPCs and edge functions it
 * serves. Nothing is registered globally; two backends never share a function, and a test makes its own backend
 * with the entries it needs.
 */
import { createMockDb, type MockDb } from './db/mockDb';
import type { PersistenceAdapter } from './db/persistence';
import type { DbSchema, SeedFactory } from './db/schema';
import type { EdgeFunction } from './functions/edgeFunction';
import type { RpcFunction } from './rpc/rpcFunction';

export interface MockBackendOptions extends DbSchema {
  /** The rows the database starts with and `reset()` returns to. */
  seed?: SeedFactory;
  /** `/rest/v1/rpc/:name`: the functions by name; any other name answers PGRST202. */
  rpc?: Readonly<Record<string, RpcFunction>>;
  /** `/functions/v1/:name`: the edge functions by name; any other name answers 404. */
  functions?: Readonly<Record<string, EdgeFunction>>;
  /** Where the database keeps its data between page loads (the demo: localStorage); none by default. */
  persistence?: PersistenceAdapter;
}

export interface MockBackend {
  readonly db: MockDb;
  findRpc(name: string): RpcFunction | null;
  findEdgeFunction(name: string): EdgeFunction | null;
}

export function createMockBackend({
  tables,
  authUserTriggers,
  seed,
  rpc = {},
  functions = {},
  persistence,
}: MockBackendOptions): MockBackend {
  const db = createMockDb({ tables, authUserTriggers }, seed, { persistence });
  // Maps, not the objects themselves: a name such as `constructor` must not find a prototype member.
  const rpcByName = new Map(Object.entries(rpc));
  const functionByName = new Map(Object.entries(functions));
  return {
    db,
    findRpc: (name) => rpcByName.get(name) ?? null,
    findEdgeFunction: (name) => functionByName.get(name) ?? null,
  };
}
