/**
 * Database access for the SQL tests, the way PostgREST does it: every request is a transaction that switches to the
 * API role (`set local role`) and publishes the JWT claims (`request.jwt.claims`), which auth.uid() reads.
 */
import { Pool, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims {
  sub: string;
  email?: string;
  role: ApiRole;
  aud?: string;
}

let sharedPool: Pool | undefined;

export function testDatabaseUrl(): string {
  const url = process.env.PG_TEST_URL;
  if (!url) throw new Error('PG_TEST_URL is not set: run through `npx jest --selectProjects db` (globalSetup).');
  return url;
}

/** One pool per test file; closed by closePool() in afterAll. */
export function pool(): Pool {
  sharedPool ??= new Pool({ connectionString: testDatabaseUrl(), max: 5 });
  return sharedPool;
}

export async function closePool(): Promise<void> {
  const current = sharedPool;
  sharedPool = undefined;
  await current?.end();
}

/** Switches an open transaction to an API role with claims (exactly PostgREST's per-request preamble). */
export async function becomeRole(client: PoolClient, role: ApiRole, claims?: Claims): Promise<void> {
  const jwt = claims ?? { role };
  await client.query(`set local role ${role}`);
  await client.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`,
    [JSON.stringify(jwt), 'sub' in jwt ? jwt.sub : ''],
  );
}

/** Runs fn in a transaction on one connection; commits unless `rollback` (then nothing it did survives). */
export async function transaction<T>(
  fn: (client: PoolClient) => Promise<T>,
  options: { rollback?: boolean; client?: PoolClient } = {},
): Promise<T> {
  const client = options.client ?? (await pool().connect());
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query(options.rollback ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    if (!options.client) client.release();
  }
}

export interface RoleSession {
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Calls a function like `supabase.rpc(name, args)`: named arguments, one jsonb/scalar result. */
  rpc<R = unknown>(fn: string, args: Record<string, unknown>): Promise<R>;
}

/** A client acting as `role` with `claims`: each query is its own committed request-transaction. */
export function asRole(role: ApiRole, claims?: Claims): RoleSession {
  const query = <R extends QueryResultRow>(sql: string, params: unknown[] = []) =>
    transaction(async (client) => {
      await becomeRole(client, role, claims);
      return client.query<R>(sql, params);
    });
  return {
    query,
    async rpc<R>(fn: string, args: Record<string, unknown>) {
      const names = Object.keys(args);
      const call = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as result`;
      const result = await query<{ result: R }>(
        call,
        names.map((n) => serialise(args[n])),
      );
      return result.rows[0]?.result as R;
    },
  };
}

/** JSON values go over the wire as text, as PostgREST sends them. */
function serialise(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** Superuser access for fixtures and checks (bypasses RLS). */
export function asSuperuser(): Pick<RoleSession, 'query'> {
  return { query: (sql, params = []) => pool().query(sql, params) };
}
