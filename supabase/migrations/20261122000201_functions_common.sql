-- Shared helpers of every function (schema private: not exposed over the API): the business refusal, the input
-- checks, Berlin wall-clock time and the admin check. The functions are split by domain, one migration each, in the
-- order they depend on one another; the execute grants of all of them are the last one (…_functions_grants.sql).
-- Mirrored by mocks/app/rpc/common.ts and mocks/app/sql.ts.
--
-- Every business refusal is `raise exception using errcode = 'P0001', message = '<CODE>', detail = '<json>'`.
-- PostgREST returns it as HTTP 400 with body { code: 'P0001', message: '<CODE>', details: '<json>' }; the json
-- names the offending cart line ("line", 0-based), the session/webinar and a machine "reason". Codes: see README.md.
--
-- Security definer functions run as their owner (RLS does not apply to the owner), so each one checks who calls,
-- pins `search_path = ''` and uses fully qualified names; execute is revoked from everyone and granted explicitly.

create function private.raise_error(_code text, _detail jsonb default '{}') returns void
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = 'P0001', message = _code, detail = coalesce(_detail, '{}')::text;
end;
$$;

-- The three pure helpers below pin `search_path = ''` like every other function (Supabase's linter flags a mutable
-- one); their bodies use only fully qualified pg_catalog built-ins.
create function private.is_valid_email(_email text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(_email operator(pg_catalog.~) '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$', false)
$$;

create function private.trimmed(_value text) returns text
language sql immutable set search_path = '' as $$
  select nullif(pg_catalog.btrim(_value), '')
$$;

-- A text over its limit gets INVALID_INPUT with reason `too_long` and the limit, before the table's check constraint
-- (the same limits, src/lib/validation) would refuse the row with a bare 23514. `_detail` names the field.
create function private.check_length(_value text, _max integer, _detail jsonb) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if pg_catalog.char_length(_value) > _max then
    perform private.raise_error('INVALID_INPUT', _detail || pg_catalog.jsonb_build_object('reason', 'too_long', 'max', _max));
  end if;
end;
$$;

-- Berlin wall-clock date and time to an instant (sessions are planned in local time).
create function private.berlin_instant(_date date, _time time) returns timestamptz
language sql immutable set search_path = '' as $$
  select pg_catalog.timezone('Europe/Berlin', _date operator(pg_catalog.+) _time)
$$;

-- Refuses everyone but admins (FORBIDDEN); public.has_role is in the roles migration.
create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    perform private.raise_error('FORBIDDEN');
  end if;
end;
$$;
