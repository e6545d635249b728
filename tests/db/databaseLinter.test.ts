/**
 * Supabase's database linter (splinter) on the migrated database: its lints are ported here as catalog queries under
 * their splinter names, so a migration that adds a second permissive policy, an unpinned search_path, an unindexed
 * foreign key or a function callable by the wrong role fails here instead of in the project's advisor. Every lint
 * must find nothing; the only exposure allowed is the named list of public RPCs below.
 */
import { asSuperuser, closePool, pool } from './client';

afterAll(closePool);

/** Schemas Supabase itself owns (splinter skips them); the auth shim of the tests lives in `auth`. */
const SYSTEM_SCHEMAS = `('_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal',
  'auth', 'cron', 'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga',
  'pgsodium', 'pgsodium_masks', 'pgtle', 'pgbouncer', 'pg_catalog', 'pg_toast', 'realtime', 'repack', 'storage',
  'supabase_functions', 'supabase_migrations', 'tiger', 'topology', 'vault')`;

/** Objects that belong to an extension (pg_depend deptype 'e') are not the project's to fix. */
const notFromExtension = (oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;

/** Each query returns one row per finding, with a `finding` text naming the object. */
const LINTS: Record<string, string> = {
  // 0001: a foreign key whose columns are not the leading columns of any valid index.
  unindexed_foreign_keys: `
    select format('%s.%s', ct.conrelid::regclass, ct.conname) as finding
    from pg_catalog.pg_constraint ct
    join pg_catalog.pg_class cl on cl.oid = ct.conrelid
    where ct.contype = 'f'
      and cl.relnamespace::regnamespace::text not in ${SYSTEM_SCHEMAS}
      and ${notFromExtension('cl.oid')}
      and not exists (
        select 1 from pg_catalog.pg_index i
        where i.indisvalid and i.indrelid = ct.conrelid
          and (string_to_array(i.indkey::text, ' ')::smallint[])[1:array_length(ct.conkey, 1)] = ct.conkey)
    order by 1`,

  // 0003: auth.<fn>() in a policy that is not wrapped in a select is evaluated once per row.
  auth_rls_initplan: `
    select format('%s.%s %s', p.schemaname, p.tablename, p.policyname) as finding
    from pg_catalog.pg_policies p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where c.relrowsecurity
      and (
        (p.qual ~ '(auth)\\.(uid|jwt|role|email)\\(\\)'
          and lower(p.qual) !~ 'select\\s+(auth)\\.(uid|jwt|role|email)\\(\\)')
        or (p.with_check ~ '(auth)\\.(uid|jwt|role|email)\\(\\)'
          and lower(p.with_check) !~ 'select\\s+(auth)\\.(uid|jwt|role|email)\\(\\)'))
    order by 1`,

  // 0006: more than one permissive policy for one table, role and action (FOR ALL counts for each action).
  multiple_permissive_policies: `
    select format('%s.%s %s %s: %s', n.nspname, c.relname, r.rolname, act.cmd,
      array_agg(p.polname order by p.polname)) as finding
    from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on c.oid = p.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
    cross join lateral unnest(case p.polcmd
      when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
      when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as act(cmd)
    where c.relkind = 'r'
      and p.polpermissive
      and n.nspname not in ${SYSTEM_SCHEMAS}
      and r.rolname not like 'pg\\_%'
      and r.rolname not like 'supabase%admin'
      and not r.rolbypassrls
    group by n.nspname, c.relname, r.rolname, act.cmd
    having count(*) > 1
    order by 1`,

  // 0007: policies on a table whose row level security is off do nothing.
  policy_exists_rls_disabled: `
    select distinct format('%s.%s', n.nspname, c.relname) as finding
    from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on c.oid = p.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and not c.relrowsecurity
      and n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('c.oid')}
    order by 1`,

  // 0008: row level security on, but not a single policy says what is meant.
  rls_enabled_no_policy: `
    select format('%s.%s', n.nspname, c.relname) as finding
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relrowsecurity
      and n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('c.oid')}
      and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
    order by 1`,

  // 0009: two indexes of one table with the same definition.
  duplicate_index: `
    select format('%s.%s: %s', n.nspname, c.relname, array_agg(pi.indexname order by pi.indexname)) as finding
    from pg_catalog.pg_indexes pi
    join pg_catalog.pg_namespace n on n.nspname = pi.schemaname
    join pg_catalog.pg_class c on c.relname = pi.tablename and c.relnamespace = n.oid
    where c.relkind in ('r', 'm')
      and n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('c.oid')}
    group by n.nspname, c.relkind, c.relname, replace(pi.indexdef, pi.indexname, '')
    having count(*) > 1
    order by 1`,

  // 0010: a view the API roles can read that runs with its owner's rights, bypassing RLS.
  security_definer_view: `
    select format('%s.%s', n.nspname, c.relname) as finding
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'v'
      and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
      and n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('c.oid')}
      and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
        && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])
    order by 1`,

  // 0011: a function without its own search_path resolves names through the caller's.
  function_search_path_mutable: `
    select format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as finding
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('p.oid')}
      and not exists (
        select 1 from unnest(coalesce(p.proconfig, '{}')) as config where config like 'search_path=%')
    order by 1`,

  // 0013: a table in public without row level security is open to the anon key.
  rls_disabled_in_public: `
    select format('%s.%s', n.nspname, c.relname) as finding
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public' and not c.relrowsecurity
    order by 1`,

  // 0014: extensions belong in their own schema, not in the API's.
  extension_in_public: `
    select e.extname as finding
    from pg_catalog.pg_extension e
    where e.extname <> 'plpgsql' and e.extnamespace::regnamespace::text = 'public'
    order by 1`,
};

/**
 * The public RPCs: what the anon key may call. Each is a step a visitor without an account must be able to take
 * (reasons in docs/data-model.md, "Security: Supabase's database linter"); every other function is closed to anon.
 */
const ANON_RPCS = [
  'public.book_cart(_lines jsonb, _customer jsonb, _payment_method text)',
  // The booked seats a prerendered page shows, and the catalogue's version: security definer only to read the private
  // version; dates and webinars as RLS shows them (docs/architecture.md, "Prerendered pages").
  'public.catalog_seats(_session_ids uuid[], _webinar_ids uuid[])',
  'public.confirm_booking_email(_token text)',
  'public.confirm_waitlist(_token uuid)',
  'public.get_waitlist_offer(_token uuid)',
  // A guest's booking, read-only, by the secret link of its mails (docs/booking-rules.md, „Ihre Buchung ansehen“).
  'public.guest_booking(_token text)',
  // A guest's invoices and credit notes, by the booking's payment token (docs/invoices.md).
  'public.guest_invoices(_booking_id uuid, _payment_token text)',
  'public.has_role(_user_id uuid, _role app_role)',
  'public.join_waitlist(_session_id uuid, _webinar_id uuid, _name text, _email text, _seats integer)',
  'public.leave_waitlist(_token uuid)',
  // Umbuchen: a guest by the view token of the booking's mails, a customer or an admin signed in (docs/booking-rules.md,
  // "Rebooking"); security definer to read and move the line past RLS after its own owner check.
  'public.rebook_booking_item(_booking_item_id uuid, _session_id uuid, _token text, _waive_fee boolean)',
  'public.rebooking_quote(_booking_item_id uuid, _session_id uuid, _token text, _waive_fee boolean)',
  // A cancelled date's full refund, chosen by its booker: a guest by the same view token (booking-rules.md).
  'public.refund_cancelled_date(_booking_item_id uuid, _token text)',
  // A barrier report from the Barrierefreiheitserklärung (docs/booking-rules.md, "Accessibility feedback").
  'public.submit_accessibility_feedback(_message text, _email text, _name text, _page text)',
  'public.withdraw_booking_as_guest(_booking_number text, _email text, _name text)',
];

/** Security-definer functions a signed-in user may call: the anon ones plus the account's and the admins' RPCs. */
const AUTHENTICATED_DEFINER_RPCS = [
  ...ANON_RPCS,
  'public.admin_cancel_session(_session_id uuid)',
  'public.admin_correct_invoice(_booking_id uuid)',
  // The dashboard's dates under their minimum: reads the private counts of binding seats (docs/booking-rules.md,
  // "Minimum participants").
  'public.admin_dates_below_minimum()',
  'public.admin_invoices(_from date, _to date)',
  // The admin invoice list, one page (docs/invoices.md, "Admin list").
  'public.admin_invoice_page(_from date, _to date, _kind text, _search text, _limit integer, _offset integer)',
  'public.admin_offer_waitlist_seats(_entry_id uuid)',
  // The admin bookings list's search: as the table's owner, so its trigram index can serve LIKE (docs/data-model.md,
  // "Admin bookings search").
  'public.admin_search_bookings(_query text, _status booking_status, _follow_up boolean, _seminar text, _city text, _from date, _to date, _limit integer, _offset integer)',
  'public.admin_remove_waitlist_entry(_entry_id uuid)',
  'public.admin_resend_email(_email_id uuid)',
  'public.admin_session_participants(_session_id uuid)',
  'public.admin_set_attendance(_booking_item_id uuid, _participant_index integer, _present boolean)',
  'public.admin_set_booking_status(_booking_id uuid, _status booking_status)',
  'public.admin_set_user_role(_user_id uuid, _role app_role, _grant boolean)',
  'public.admin_update_session_capacity(_session_id uuid, _capacity integer)',
  'public.admin_verify_certificate(_certificate_id text)',
  'public.cancel_booking(_booking_id uuid)',
  'public.change_participant(_booking_item_id uuid, _participant_index integer, _first_name text, _last_name text, _email text)',
  'public.delete_my_account()',
  'public.has_webinar_access(_webinar_id uuid)',
  'public.my_certificates()',
  'public.my_waitlist_entries()',
  'public.my_withdrawal_options()',
  'public.withdraw_booking(_booking_id uuid)',
].sort();

/** Functions of the project's schemas that `role` may execute, optionally only the security-definer ones. */
function executableBy(role: 'anon' | 'authenticated', definerOnly: boolean): string {
  return `
    select format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as finding
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
      ${definerOnly ? 'and p.prosecdef' : ''}
      and n.nspname not in ${SYSTEM_SCHEMAS} and ${notFromExtension('p.oid')}
    order by 1`;
}

/** A table of the probes' own, so that no probe locks a table other tests use. */
const PROBE_TABLE = `create table public.lint_probe (id integer primary key, note text);`;
const PROBE_RLS = `${PROBE_TABLE} alter table public.lint_probe enable row level security;`;
const PROBE_DEFINER = `create function public.lint_probe() returns integer language sql security definer
  set search_path = '' as 'select 1';
  grant execute on function public.lint_probe() to anon, authenticated;`;

const PROBES: Record<string, { sql: string; query: string; finds: string }> = {
  ...Object.fromEntries(
    Object.entries({
      unindexed_foreign_keys: `${PROBE_TABLE}
        create table public.lint_probe_line (id integer primary key, probe_id integer references public.lint_probe);`,
      auth_rls_initplan: `${PROBE_RLS}
        create policy own on public.lint_probe for select to authenticated using (auth.uid() is not null);`,
      multiple_permissive_policies: `${PROBE_RLS}
        create policy one on public.lint_probe for select to anon using (true);
        create policy two on public.lint_probe for all to anon using (true);`,
      policy_exists_rls_disabled: `${PROBE_TABLE} create policy one on public.lint_probe for select to anon using (true);`,
      rls_enabled_no_policy: PROBE_RLS,
      duplicate_index: `${PROBE_TABLE}
        create index lint_probe_a on public.lint_probe (note); create index lint_probe_b on public.lint_probe (note);`,
      security_definer_view: `create view public.lint_probe_view as select 1 as one;`,
      function_search_path_mutable: `create function public.lint_probe() returns integer language sql as 'select 1';`,
      rls_disabled_in_public: PROBE_TABLE,
    }).map(([lint, sql]) => [lint, { sql, query: LINTS[lint]!, finds: 'lint_probe' }]),
  ),
  extension_in_public: {
    sql: 'create extension citext with schema public;',
    query: LINTS.extension_in_public!,
    finds: 'citext',
  },
  'anon executes only the public RPCs': {
    sql: PROBE_DEFINER,
    query: executableBy('anon', false),
    finds: 'public.lint_probe()',
  },
  authenticated_security_definer_function_executable: {
    sql: PROBE_DEFINER,
    query: executableBy('authenticated', true),
    finds: 'public.lint_probe()',
  },
};

async function findings(sql: string): Promise<string[]> {
  const { rows } = await asSuperuser().query<{ finding: string }>(sql);
  return rows.map((row) => row.finding);
}

describe('Supabase database linter on the migrated database', () => {
  it.each(Object.keys(LINTS))('%s finds nothing', async (lint) => {
    expect(await findings(LINTS[lint]!)).toEqual([]);
  });

  it('anon may execute exactly the public RPCs (and nothing in private)', async () => {
    expect(await findings(executableBy('anon', false))).toEqual(ANON_RPCS);
  });

  // 0028: anon_security_definer_function_executable, limited to the allow-list.
  it('anon_security_definer_function_executable finds only the public RPCs', async () => {
    const definer = await findings(executableBy('anon', true));
    expect(definer.filter((fn) => !ANON_RPCS.includes(fn))).toEqual([]);
  });

  // 0029: authenticated_security_definer_function_executable, limited to the allow-list.
  it('authenticated_security_definer_function_executable finds only the signed-in RPCs', async () => {
    expect(await findings(executableBy('authenticated', true))).toEqual(AUTHENTICATED_DEFINER_RPCS);
  });

  // Each query must be able to find something: a probe breaks the rule in a rolled-back transaction of its own.
  it.each(Object.keys(PROBES))('%s finds a probe that breaks it', async (check) => {
    const probe = PROBES[check]!;
    const client = await pool().connect();
    try {
      await client.query('begin');
      await client.query(probe.sql);
      const { rows } = await client.query<{ finding: string }>(probe.query);
      expect(rows.map((row) => row.finding).filter((finding) => finding.includes(probe.finds))).not.toEqual([]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
