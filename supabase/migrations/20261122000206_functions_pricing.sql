-- Prices (issue 17; rules in docs/pricing.md): a seminar's discount terms, one booking line's price, and each line's
-- share of the VAT per rate.
-- Mirrored by mocks/app/rpc/pricing.ts (which computes with the shared src/lib/pricing.ts).

-- The discount terms in force for a seminar: its own columns, else the defaults of `settings`. A webinar (null
-- seminar) has none. 0 percent means off.
create function private.price_terms(_seminar_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'early_bird_percent', case when _seminar_id is null then 0
                               else coalesce(sem.early_bird_percent, st.early_bird_percent) end,
    'early_bird_days', coalesce(sem.early_bird_days, st.early_bird_days),
    'group_discount_percent', case when _seminar_id is null then 0
                                   else coalesce(sem.group_discount_percent, st.group_discount_percent) end,
    'group_min_participants', coalesce(sem.group_min_participants, st.group_min_participants))
  from public.settings st
  left join public.seminars sem on sem.id = _seminar_id
  where st.id = 1
$$;

-- One booking line's price: the list net per seat, each discount as a percentage of the line's list net
-- (unit × quantity) rounded half-up to whole cents, and the line's net = list net − discounts.
--   early bird: while the booking's Berlin calendar date (of _booked_at) is on or before start date − early_bird_days;
--   group:      from group_min_participants seats on this one line.
-- Returns { unit_net_cents, early_bird_percent, early_bird_cents, group_discount_percent, group_discount_cents,
-- line_net_cents }; a discount that does not apply has percent 0 and cents 0.
create function private.line_price(
  _unit_net_cents integer, _quantity integer, _seminar_id uuid, _start_date date, _booked_at timestamptz
) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  _terms jsonb := private.price_terms(_seminar_id);
  _booked_on date := (_booked_at at time zone 'Europe/Berlin')::date;
  _list integer := _unit_net_cents * _quantity;
  _early_percent integer := 0;
  _group_percent integer := 0;
  _early integer;
  _group integer;
begin
  if _booked_on <= _start_date - (_terms ->> 'early_bird_days')::integer then
    _early_percent := (_terms ->> 'early_bird_percent')::integer;
  end if;
  if _quantity >= (_terms ->> 'group_min_participants')::integer then
    _group_percent := (_terms ->> 'group_discount_percent')::integer;
  end if;
  _early := round(_list * _early_percent / 100.0)::integer;
  _group := round(_list * _group_percent / 100.0)::integer;
  return jsonb_build_object(
    'unit_net_cents', _unit_net_cents,
    'early_bird_percent', _early_percent,
    'early_bird_cents', _early,
    'group_discount_percent', _group_percent,
    'group_discount_cents', _group,
    'line_net_cents', _list - _early - _group);
end;
$$;

-- VAT per rate on the net sum, as a German invoice states it (docs/pricing.md): for each rate,
-- VAT = round(sum of that rate's line nets * rate / 100), half-up. Returns each line's share, in the lines' order:
-- its VAT rounded down, plus one cent for the lines with the largest remainders (ties: the earlier line) until the
-- shares of a rate add up exactly to that rate's VAT. Mirrored by vatShares in src/lib/pricing.ts.
create function private.line_vat_shares(_nets integer[], _rates numeric[]) returns integer[]
language sql immutable set search_path = '' as $$
  with lines as (
    select t.pos, t.rate, t.net * t.rate / 100 as exact, floor(t.net * t.rate / 100)::integer as base
    from unnest(_nets, _rates) with ordinality as t(net, rate, pos)
  ),
  per_rate as (
    select rate, round(sum(exact))::integer - sum(base)::integer as extra from lines group by rate
  ),
  ranked as (
    select l.pos, l.base, p.extra,
           row_number() over (partition by l.rate order by l.exact - l.base desc, l.pos) as rank
    from lines l join per_rate p on p.rate = l.rate
  )
  select coalesce(array_agg(base + case when rank <= extra then 1 else 0 end order by pos), '{}') from ranked
$$;
