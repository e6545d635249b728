/**
 * public.ops_health (…_ops_health.sql; docs/operations.md, "Check a live configuration") on real PostgreSQL: what
 * check:live learns with the service role key. Everything this file creates stays in a rolled-back transaction.
 */
import type { PoolClient } from 'pg';
import { becomeRole, closePool, transaction, type ApiRole } from './client';
import { CUSTOMER, ADMIN } from './fixtures';

afterAll(closePool);

interface Health {
  tables_without_rls: string[];
  pg_cron: boolean;
  pg_net: boolean;
  cron_jobs_missing: string[];
  vault_secrets_missing: string[];
  functions_missing: string[];
}

/** ops_health as `role` inside the open transaction (a savepoint, so a refusal leaves the transaction usable). */
async function health(
  client: PoolClient,
  role: ApiRole = 'service_role',
  args: { _functions?: string[]; _cron_jobs?: string[] } = {},
): Promise<Health> {
  await client.query('savepoint call');
  try {
    await becomeRole(client, role, role === 'authenticated' ? { sub: CUSTOMER.id, role } : undefined);
    // JSON as text, as PostgREST hands jsonb arguments over.
    const { rows } = await client.query<{ result: Health }>(
      'select public.ops_health(_functions => $1, _cron_jobs => $2) as result',
      [JSON.stringify(args._functions ?? []), JSON.stringify(args._cron_jobs ?? [])],
    );
    await client.query('reset role');
    await client.query('release savepoint call');
    return rows[0]!.result;
  } catch (error) {
    await client.query('rollback to savepoint call');
    await client.query('reset role');
    throw error;
  }
}

const rolledBack = <T>(fn: (client: PoolClient) => Promise<T>) => transaction(fn, { rollback: true });

describe('ops_health', () => {
  it('lists no table without RLS: every public table of the migrations has it on', async () => {
    const result = await rolledBack((client) => health(client));
    expect(result.tables_without_rls).toEqual([]);
  });

  it('lists a table created without RLS, and no longer once RLS is on', async () => {
    await rolledBack(async (client) => {
      await client.query('create table public.ops_health_probe (id integer primary key)');
      await client.query('create table public.ops_health_parted (id integer) partition by range (id)');
      expect((await health(client)).tables_without_rls).toEqual(['ops_health_parted', 'ops_health_probe']);
      await client.query('alter table public.ops_health_probe enable row level security');
      await client.query('alter table public.ops_health_parted enable row level security');
      expect((await health(client)).tables_without_rls).toEqual([]);
    });
  });

  it('names the expected functions that do not exist in public, once each and sorted', async () => {
    const result = await rolledBack((client) =>
      health(client, 'service_role', {
        _functions: ['zz_missing', 'book_cart', 'has_role', 'aa_missing', 'zz_missing'],
      }),
    );
    expect(result.functions_missing).toEqual(['aa_missing', 'zz_missing']);
    // A private helper is not an API function: naming it as public is reported missing.
    const privateOnly = await rolledBack((client) =>
      health(client, 'service_role', { _functions: ['expire_due_holds', 'raise_error'] }),
    );
    expect(privateOnly.functions_missing).toEqual(['expire_due_holds', 'raise_error']);
  });

  it('without pg_cron, pg_net and Vault (plain PostgreSQL) reports them and every expected job missing', async () => {
    const result = await rolledBack((client) =>
      health(client, 'service_role', { _cron_jobs: ['send-mail', 'expire-booking-holds'] }),
    );
    expect(result).toEqual({
      tables_without_rls: [],
      pg_cron: false,
      pg_net: false,
      cron_jobs_missing: ['expire-booking-holds', 'send-mail'],
      vault_secrets_missing: ['project_url', 'service_role_key'],
      functions_missing: [],
    });
  });

  it('reads the names of the Vault secrets, never their values', async () => {
    await rolledBack(async (client) => {
      // Vault's table as Supabase has it (name, secret); only the name matters here.
      await client.query('create schema vault');
      await client.query('create table vault.secrets (name text, secret text)');
      await client.query(`insert into vault.secrets values ('project_url', 'https://x.supabase.co'), ('other', 's')`);
      const result = await health(client);
      expect(result.vault_secrets_missing).toEqual(['service_role_key']);
      expect(JSON.stringify(result)).not.toContain('supabase.co');
      await client.query(`insert into vault.secrets values ('service_role_key', 'secret-value')`);
      const complete = await health(client);
      expect(complete.vault_secrets_missing).toEqual([]);
      expect(JSON.stringify(complete)).not.toContain('secret-value');
    });
  });

  it.each([
    ['anon', 'anon'],
    ['a customer', 'authenticated'],
  ] as const)('refuses %s (no execute privilege, 42501)', async (_who, role) => {
    await expect(rolledBack((client) => health(client, role))).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses an admin too: it is for the service role only', async () => {
    await expect(
      rolledBack(async (client) => {
        await becomeRole(client, 'authenticated', { sub: ADMIN.id, role: 'authenticated' });
        await client.query('select public.ops_health()');
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('is security definer with an empty search_path, executable by no API role but the service role', async () => {
    const { rows } = await rolledBack((client) =>
      client.query<{ definer: boolean; config: string[]; anon: boolean; authenticated: boolean; service: boolean }>(
        `select p.prosecdef as definer, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                has_function_privilege('service_role', p.oid, 'execute') as service
         from pg_proc p where p.oid = 'public.ops_health(jsonb, jsonb)'::regprocedure`,
      ),
    );
    expect(rows).toEqual([
      { definer: true, config: ['search_path=""'], anon: false, authenticated: false, service: true },
    ]);
  });
});
