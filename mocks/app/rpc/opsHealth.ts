/**
 * `public.ops_health(_functions, _cron_jobs)` of `…_ops_health.sql` (docs/operations.md, "Check a live
 * configuration"), answered for the mock backend itself: its tables with RLS off, and the functions it serves. It has
 * no pg_cron, pg_net or Vault (demo mode settles holds and sends mail in-process), so those are reported missing, as
 * plain PostgreSQL reports them.
 */
import { PgError } from '../../db/errors';
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext } from '../../db/schema';

const VAULT_SECRETS = ['project_url', 'service_role_key'];

/** A jsonb array of text as `jsonb_array_elements_text` reads it (22023 for anything but an array). */
function names(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new PgError({ code: '22023', message: 'cannot extract elements from a scalar' });
  }
  return value.map(String);
}

const sortedUnique = (list: string[]) => [...new Set(list)].sort();

export function opsHealth(
  _ctx: PolicyContext,
  args: Record<string, unknown>,
  db: MockDb,
  functionsServed: readonly string[],
) {
  const served = new Set(functionsServed);
  return {
    tables_without_rls: Object.entries(db.schema.tables)
      .filter(([, def]) => def.rls === false)
      .map(([table]) => table)
      .sort(),
    pg_cron: false,
    pg_net: false,
    cron_jobs_missing: sortedUnique(names(args._cron_jobs)),
    vault_secrets_missing: VAULT_SECRETS,
    functions_missing: sortedUnique(names(args._functions).filter((name) => !served.has(name))),
  };
}
