// Deno-only: the edge functions' database access. Supabase gives every function SUPABASE_DB_URL; a transaction that
// switches to an API role (`set local role anon | service_role`) reads and writes exactly as PostgREST would for that
// key, so row level security and execute grants apply unchanged.
import pg from 'npm:pg@^8.23.1';

export type ApiRole = 'anon' | 'service_role';
export type DbClient = pg.PoolClient;

let pool: pg.Pool | undefined;

export function dbPool(): pg.Pool {
  const connectionString = Deno.env.get('SUPABASE_DB_URL');
  if (!connectionString) throw new Error('SUPABASE_DB_URL is not set');
  pool ??= new pg.Pool({ connectionString, max: 4 });
  return pool;
}

export async function closeDbPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.end();
}

/** Runs `work` in one transaction; committed if it returns, rolled back if it throws. */
export async function transaction<T>(work: (client: DbClient) => Promise<T>, role?: ApiRole): Promise<T> {
  const client = await dbPool().connect();
  try {
    await client.query('begin');
    if (role) await client.query(`set local role ${role}`);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Rows as PostgREST's JSON shows them (dates and numerics as JSON, not as JS Date or strings). */
export async function selectJson<T>(client: DbClient, sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await client.query(`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from (${sql}) t`, params);
  return rows[0].rows as T[];
}
