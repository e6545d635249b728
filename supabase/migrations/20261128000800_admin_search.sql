-- The admin bookings list at 100,000 bookings (issue 33; docs/data-model.md "Admin bookings search"): the ids of one
-- page of the filtered list, newest first, and how many bookings match. The page's rows are then read through the
-- table API by id (RLS as always); this function only finds them.
-- Mirrored by mocks/app/rpc/adminSearch.ts.
--
-- Why a function: under RLS, PostgREST's `or=(…ilike…)` filter is applied after the row policy, because LIKE is not
-- leakproof, so no index can serve it: every search read all bookings twice (page and count). Security definer reads
-- the table as its owner, so the trigram index below serves infix search (a name part, an address, a booking number
-- fragment); the caller must be an admin, checked first.
-- Why ids: the page is chosen over (created_at, booking_number) through the index of that order, without reading the
-- skipped rows' items, and the count reads only the matching index entries.
create extension if not exists pg_trgm with schema extensions;

-- What a search term is looked for in: booking number, customer name, e-mail address and company, lower-cased, in
-- one text (terms hold no spaces, so a term never matches across two fields). Built-in immutable operators only: an
-- index expression runs with the rights of whoever writes the row, and the API roles may call no private function.
create index bookings_search_trgm_idx on public.bookings using gin ((lower(booking_number || ' ' || customer_first_name
  || ' ' || customer_last_name || ' ' || customer_email || ' ' || coalesce(company_name, ''))) extensions.gin_trgm_ops);
create index bookings_list_order_idx on public.bookings (created_at desc, booking_number desc);
create index booking_items_title_idx on public.booking_items (title, booking_id);

-- _query: words separated by spaces, each must occur (case-insensitive, `%` and `_` literally); at most 200
-- characters. _seminar: a seminar or webinar title of one of the booking's lines. _city: the city of a line's venue
-- (`Venue, City`) or `Online`. _from/_to: Berlin calendar days of `created_at`, both included. _limit 1–1,000.
create function public.admin_search_bookings(
  _query text default null, _status public.booking_status default null, _follow_up boolean default false,
  _seminar text default null, _city text default null, _from date default null, _to date default null,
  _limit integer default 20, _offset integer default 0) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _size integer := least(greatest(coalesce(_limit, 20), 1), 1000);
  _skip integer := greatest(coalesce(_offset, 0), 0);
  _terms text[];
  _i integer;
  _where text := 'true';
  _total bigint;
  _ids jsonb;
begin
  perform private.require_admin();
  if char_length(_query) > 200 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'query', 'reason', 'too_long', 'max', 200));
  end if;
  if char_length(_seminar) > 200 or char_length(_city) > 100 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'filter', 'reason', 'too_long'));
  end if;
  -- Each term as a LIKE pattern with its wildcards escaped.
  select coalesce(array_agg('%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%'), '{}')
  into _terms
  from regexp_split_to_table(lower(btrim(coalesce(_query, ''))), '\s+') t
  where t <> '';
  -- Only the conditions in use, so each search gets a plan of its own (the parameters stay parameters).
  -- One condition per term (the trigram index serves `like`, not `like all (array)`).
  for _i in 1 .. cardinality(_terms) loop
    _where := _where || ' and lower(b.booking_number || '' '' || b.customer_first_name || '' '' || b.customer_last_name'
      || ' || '' '' || b.customer_email || '' '' || coalesce(b.company_name, '''')) like ($1)[' || _i || ']';
  end loop;
  if _status is not null then
    _where := _where || ' and b.status = $2';
  end if;
  if coalesce(_follow_up, false) then
    _where := _where || ' and b.needs_follow_up';
  end if;
  if nullif(_seminar, '') is not null then
    _where := _where || ' and exists (select 1 from public.booking_items bi where bi.booking_id = b.id and bi.title = $3)';
  end if;
  if _city = 'Online' then
    _where := _where || ' and exists (select 1 from public.booking_items bi where bi.booking_id = b.id'
      || ' and bi.location_name = ''Online'')';
  elsif nullif(_city, '') is not null then
    _where := _where || ' and exists (select 1 from public.booking_items bi where bi.booking_id = b.id'
      || ' and lower(right(bi.location_name, char_length($4) + 2)) = lower('', '' || $4))';
  end if;
  if _from is not null then
    _where := _where || ' and b.created_at >= pg_catalog.timezone(''Europe/Berlin'', $5::timestamp)';
  end if;
  if _to is not null then
    _where := _where || ' and b.created_at < pg_catalog.timezone(''Europe/Berlin'', ($6 + 1)::timestamp)';
  end if;

  execute 'select count(*) from public.bookings b where ' || _where
  into _total using _terms, _status, _seminar, _city, _from, _to;
  execute 'select coalesce(jsonb_agg(p.id order by p.created_at desc, p.booking_number desc), ''[]'') from ('
    || 'select b.id, b.created_at, b.booking_number from public.bookings b where ' || _where
    || ' order by b.created_at desc, b.booking_number desc limit $7 offset $8) p'
  into _ids using _terms, _status, _seminar, _city, _from, _to, _size, _skip;
  return jsonb_build_object('total', _total, 'ids', _ids);
end;
$$;

revoke execute on function public.admin_search_bookings(text, public.booking_status, boolean, text, text, date, date,
  integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_search_bookings(text, public.booking_status, boolean, text, text, date, date,
  integer, integer) to authenticated;
