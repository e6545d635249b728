/**
 * Every function the API exposes (a `public` function granted to anon or authenticated in supabase/migrations) is
 * called by at least one registered contract scenario, so its rules are compared on the mock and on PostgreSQL
 * (docs/architecture.md). A new RPC without a scenario fails here by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS } from './scenarios';

const MIGRATIONS = join(__dirname, '../../supabase/migrations');

/** The whole migration text (every file, in order), without `--` comments so commented-out SQL does not count. */
function migrationsSql(): string {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(MIGRATIONS, file), 'utf8').replace(/--[^\n]*/g, ''))
    .join('\n');
}

/** Names of `public` functions whose EXECUTE is granted to anon or authenticated (the API roles of PostgREST). */
function publicApiFunctions(sql: string): string[] {
  const created = new Set(
    [...sql.matchAll(/create\s+(?:or\s+replace\s+)?function\s+public\.(\w+)\s*\(/gi)].map((m) => m[1]!.toLowerCase()),
  );
  const granted = new Set<string>();
  for (const grant of sql.matchAll(
    /grant\s+(?:execute|all)\b[^;]*?\bon\s+function\s+public\.(\w+)\s*\([^;]*?\bto\s+([^;]+);/gi,
  )) {
    const roles = grant[2]!.split(',').map((role) => role.trim().toLowerCase());
    if (roles.includes('anon') || roles.includes('authenticated')) granted.add(grant[1]!.toLowerCase());
  }
  return [...created].filter((name) => granted.has(name)).sort();
}

function rpcsCalledByScenarios(): Set<string> {
  return new Set(SCENARIOS.flatMap((s) => s.steps.flatMap((step) => ('rpc' in step.do ? [step.do.rpc] : []))));
}

describe('contract coverage of the public API', () => {
  it('finds the API functions in the migrations (the parser still reads them)', () => {
    const names = publicApiFunctions(migrationsSql());
    // A few that exist since the start: if these vanish, the regular expressions no longer match the SQL.
    expect(names).toEqual(
      expect.arrayContaining(['book_cart', 'cancel_booking', 'join_waitlist', 'delete_my_account']),
    );
    // Functions only the service role may run are not part of the browser's API.
    expect(names).not.toContain('mark_booking_paid_by_webhook');
  });

  it('every public function granted to anon or authenticated is called by a contract scenario', () => {
    const called = rpcsCalledByScenarios();
    const withoutScenario = publicApiFunctions(migrationsSql()).filter((name) => !called.has(name));
    // Named in the message, so the failure says what to add to tests/contract/*Scenarios.ts.
    expect({ functionsWithoutContractScenario: withoutScenario }).toEqual({ functionsWithoutContractScenario: [] });
  });
});
