-- What a live project needs beyond the migrations, seen from inside (issue 33; docs/operations.md, "Check a live
-- configuration"): `npm run check:live` calls it with the service role key.
-- Mirrored by mocks/app/rpc/opsHealth.ts.
--
-- public.ops_health(_functions, _cron_jobs) answers, as jsonb:
--   tables_without_rls     public tables (and partitioned tables) whose row level security is off
--   pg_cron, pg_net        whether the extensions are installed
--   cron_jobs_missing      the names of `_cron_jobs` with no active job in cron.job (all of them without pg_cron)
--   vault_secrets_missing  of project_url and service_role_key, the names Vault does not hold (never a value)
--   functions_missing      the names of `_functions` with no function of that name in schema public
-- The caller names what it expects (check:live: the RPCs of the generated database types, the jobs the migrations
-- schedule), so the function holds no list that could drift from them. Lists are sorted byte-wise (collation "C").
-- Security definer: it reads catalogs, cron.job and vault.secrets the API roles cannot. Only the service role may
-- call it. cron and vault are read through `execute`, so it is created and runs where they do not exist.
create function public.ops_health(_functions jsonb default '[]', _cron_jobs jsonb default '[]') returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _cron boolean := exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron');
  _net boolean := exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net');
  _jobs_present text[] := '{}';
  _secrets_present text[] := '{}';
begin
  if _cron and pg_catalog.to_regclass('cron.job') is not null then
    execute 'select coalesce(array_agg(jobname::text), ''{}'') from cron.job where active' into _jobs_present;
  end if;
  if pg_catalog.to_regclass('vault.secrets') is not null then
    execute $q$select coalesce(array_agg(name::text), '{}') from vault.secrets
               where name in ('project_url', 'service_role_key')$q$ into _secrets_present;
  end if;
  return pg_catalog.jsonb_build_object(
    'tables_without_rls', coalesce((
      select pg_catalog.jsonb_agg(c.relname::text order by c.relname)
      from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity), '[]'),
    'pg_cron', _cron,
    'pg_net', _net,
    'cron_jobs_missing', coalesce((
      select pg_catalog.jsonb_agg(distinct j.name collate "C" order by j.name collate "C")
      from pg_catalog.jsonb_array_elements_text(_cron_jobs) as j (name)
      where j.name <> all (_jobs_present)), '[]'),
    'vault_secrets_missing', coalesce((
      select pg_catalog.jsonb_agg(s.name order by s.name collate "C")
      from (values ('project_url'), ('service_role_key')) as s (name)
      where s.name <> all (_secrets_present)), '[]'),
    'functions_missing', coalesce((
      select pg_catalog.jsonb_agg(distinct f.name collate "C" order by f.name collate "C")
      from pg_catalog.jsonb_array_elements_text(_functions) as f (name)
      where not exists (
        select 1 from pg_catalog.pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname = f.name)), '[]'));
end;
$$;

revoke all on function public.ops_health(jsonb, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.ops_health(jsonb, jsonb) to service_role;
