-- Lighter revalidation of prerendered pages (issue 33; docs/architecture.md "Prerendered pages"): the public
-- catalogue carries a version that every change a visitor can see raises, except a date's or a webinar's booked
-- seats, which change with every booking. A prerendered page records the version it was rendered with; while the
-- version and the Berlin day are the same, the page only asks for the seats of the dates it shows
-- (`public.catalog_seats`), not for every query it was rendered with.
-- Mirrored by mocks/app/catalogVersion.ts.
create table private.catalog_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null default 1
);
insert into private.catalog_version (id, version) values (1, 1);
alter table private.catalog_version enable row level security;
-- Not for the API roles at all (no grants either): the one policy says so, for the database linter too.
create policy catalog_version_no_api_access on private.catalog_version
  for all to anon, authenticated using (false) with check (false);
revoke all on private.catalog_version from public, anon, authenticated, service_role;

-- Security definer: whoever changes the catalogue (an admin through RLS, a booking function) may not write the
-- private table.
create function private.raise_catalog_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.catalog_version set version = version + 1 where id = 1;
  return null;
end;
$$;

-- Once per statement: an admin's bulk change raises the version once.
create trigger catalog_version_changed after insert or update or delete on public.locations
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.locations
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_changed after insert or update or delete on public.trainers
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.trainers
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_changed after insert or update or delete on public.seminars
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.seminars
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_changed after insert or update or delete on public.settings
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.settings
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_changed after insert or delete on public.seminar_sessions
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.seminar_sessions
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_changed after insert or delete on public.webinars
  for each statement execute function private.raise_catalog_version();
create trigger catalog_version_truncated after truncate on public.webinars
  for each statement execute function private.raise_catalog_version();

-- A date or webinar changed in anything but its booked seats (and the time stamp that follows them). The condition
-- compares whole rows, so a column added later is covered; a booking's seat update never calls the function and
-- never waits for the version's row.
create trigger catalog_version_row_changed after update on public.seminar_sessions
  for each row when ((to_jsonb(old) - 'seats_booked' - 'updated_at') is distinct from
    (to_jsonb(new) - 'seats_booked' - 'updated_at'))
  execute function private.raise_catalog_version();
create trigger catalog_version_row_changed after update on public.webinars
  for each row when ((to_jsonb(old) - 'seats_booked' - 'updated_at') is distinct from
    (to_jsonb(new) - 'seats_booked' - 'updated_at'))
  execute function private.raise_catalog_version();

-- The catalogue's version and the booked seats of the given dates and webinars, as far as the public may see them
-- (dates of published seminars, published webinars; ids it may not see are left out, as RLS would). At most 500 ids
-- in all: a page shows a few dozen. Security definer only to read the private version.
create function public.catalog_seats(_session_ids uuid[] default '{}', _webinar_ids uuid[] default '{}')
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if coalesce(cardinality(_session_ids), 0) + coalesce(cardinality(_webinar_ids), 0) > 500 then
    perform private.raise_error('INVALID_INPUT',
      pg_catalog.jsonb_build_object('field', 'ids', 'reason', 'too_many', 'max', 500));
  end if;
  return pg_catalog.jsonb_build_object(
    'version', (select v.version from private.catalog_version v where v.id = 1),
    'sessions', coalesce((
      select pg_catalog.jsonb_object_agg(s.id, s.seats_booked)
      from public.seminar_sessions s
      join public.seminars m on m.id = s.seminar_id and m.published
      where s.id = any (coalesce(_session_ids, '{}'))), '{}'::jsonb),
    'webinars', coalesce((
      select pg_catalog.jsonb_object_agg(w.id, w.seats_booked)
      from public.webinars w
      where w.published and w.id = any (coalesce(_webinar_ids, '{}'))), '{}'::jsonb));
end;
$$;

revoke execute on function public.catalog_seats(uuid[], uuid[]) from public;
grant execute on function public.catalog_seats(uuid[], uuid[]) to anon, authenticated;
