/**
 * Issue 33 on both backends: ops_health (docs/operations.md, "Check a live configuration"), check:live's view from
 * inside. Only the service role may call it. Neither backend under test has pg_cron, pg_net or Vault (the tests' plain
 * PostgreSQL, the mock's in-process scheduling), so both report them missing; both keep RLS on every table and serve
 * the product's functions.
 */
import type { Outcome, Scenario } from './model';

const health = {
  rpc: 'ops_health',
  args: {
    _functions: ['book_cart', 'has_role', 'ops_health', 'no_such_function', 'book_cart'],
    _cron_jobs: ['send-mail', 'expire-booking-holds', 'send-mail'],
  },
} as const;

const report = {
  tables_without_rls: [],
  pg_cron: false,
  pg_net: false,
  cron_jobs_missing: ['expire-booking-holds', 'send-mail'],
  vault_secrets_missing: ['project_url', 'service_role_key'],
  functions_missing: ['no_such_function'],
};

const notGranted = (status: number): Outcome => ({ outcome: 'denied', code: '42501', status });

export const OPS_HEALTH_SCENARIOS: Scenario[] = [
  {
    name: 'ops_health: the service role gets the report; visitors, customers and admins may not call it',
    steps: [
      { as: 'service', do: health },
      { as: 'service', do: { rpc: 'ops_health', args: {} } },
      { as: 'anon', do: health },
      { as: 'customer', do: health },
      { as: 'admin', do: health },
    ],
    expect: [
      { outcome: 'allowed', data: report },
      { outcome: 'allowed', data: { ...report, cron_jobs_missing: [], functions_missing: [] } },
      notGranted(401),
      notGranted(403),
      notGranted(403),
    ],
  },
];
