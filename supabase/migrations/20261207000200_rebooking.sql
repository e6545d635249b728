-- Umbuchen (issue 34, part 1; docs/booking-rules.md "Rebooking"): a booker moves one booked seminar line to another
-- date — of the same seminar in any city, or of another seminar — until the line's date starts. Free until
-- settings.free_rebooking_days before that start, then a fee (a fixed net amount or a percentage of the line's net).
-- One transaction: the new seats are taken or nothing happens, the old ones are released and offered to that date's
-- waiting list; the booking number and the participants stay; the open invoice gets a credit note and a new invoice
-- follows; the booker and the participants get mails. Mirrored by mocks/app/rpc/rebooking.ts.
-- rebooking_fee_percent / rebooking_fee_net_cents: exactly one of them is set (a percentage of the line's net, or a
-- fixed net amount per rebooking).
alter table public.settings
  add column free_rebooking_days integer not null default 14 check (free_rebooking_days between 0 and 365),
  add column rebooking_fee_percent integer check (rebooking_fee_percent between 0 and 100),
  add column rebooking_fee_net_cents integer default 5000 check (rebooking_fee_net_cents between 0 and 10000000);
alter table public.settings add constraint settings_rebooking_fee
  check (num_nonnulls(rebooking_fee_percent, rebooking_fee_net_cents) = 1);

-- What the booker has paid and keeps when it differs from gross_cents: a rebooking changed the price after payment
-- (more: the rest is due; less: the difference is refunded and this is the new gross). Null: a paid booking paid
-- exactly gross_cents.
alter table public.bookings add column paid_cents integer check (paid_cents >= 0);

-- Every rebooking, with its fee (the fee is a line of the booking's invoice). Written only by rebook_booking_item.
create table public.booking_rebookings (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- Null once the line is refunded away (a cancelled date, …_cancelled_date_choice.sql); the fee stays the booking's.
  booking_item_id uuid references public.booking_items (id) on delete set null,
  from_session_id uuid references public.seminar_sessions (id) on delete set null,
  to_session_id uuid references public.seminar_sessions (id) on delete set null,
  from_title text not null,
  from_location_name text not null,
  from_start_date date not null,
  to_title text not null,
  to_location_name text not null,
  to_start_date date not null,
  quantity integer not null check (quantity between 1 and 99),
  fee_net_cents integer not null check (fee_net_cents >= 0),
  fee_vat_rate numeric(5, 2) not null,
  fee_vat_cents integer not null check (fee_vat_cents >= 0),
  fee_waived boolean not null default false,
  by_admin boolean not null default false,
  rebooked_by uuid references auth.users (id) on delete set null,
  rebooked_on date not null,
  created_at timestamptz not null default now()
);
create index booking_rebookings_booking_idx on public.booking_rebookings (booking_id);
create index booking_rebookings_item_idx on public.booking_rebookings (booking_item_id);
create index booking_rebookings_from_session_idx on public.booking_rebookings (from_session_id);
create index booking_rebookings_to_session_idx on public.booking_rebookings (to_session_id);
create index booking_rebookings_rebooked_by_idx on public.booking_rebookings (rebooked_by);

alter table public.booking_rebookings enable row level security;
create policy own_or_admin_read on public.booking_rebookings for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')) or exists (
    select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));
comment on policy own_or_admin_read on public.booking_rebookings is
  'A booker reads the rebookings of their own bookings (made only by rebook_booking_item); admins all.';
revoke all on public.booking_rebookings from anon, authenticated;
grant select on public.booking_rebookings to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The invoice: rebooking fees are lines of their own, and the paid amount may differ from the gross.

create or replace function private.booking_invoice_snapshot(_booking_id uuid, _number text, _issue_date date)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  _b public.bookings;
  _s public.settings;
  _paid_cents integer;
  _due_cents integer;
  _due date;
begin
  select * into _b from public.bookings where id = _booking_id;
  select * into _s from public.settings where id = 1;
  _paid_cents := case when _b.status = 'paid' or _b.paid_at is not null
                      then least(coalesce(_b.paid_cents, _b.gross_cents), _b.gross_cents) else 0 end;
  _due_cents := _b.gross_cents - _paid_cents;
  _due := case when _due_cents > 0 then _issue_date + _s.invoice_due_days end;
  return jsonb_build_object(
    'typeCode', 380,
    'number', _number,
    'issueDate', _issue_date,
    'precedingInvoice', null,
    'bookingNumber', _b.booking_number,
    'buyerReference', _b.buyer_reference,
    'seller', jsonb_build_object(
      'name', _s.legal_name, 'street', _s.street, 'postalCode', _s.postal_code, 'city', _s.city,
      'countryCode', _s.country, 'vatId', _s.vat_id, 'taxNumber', null, 'registerCourt', _s.register_court,
      'registerNumber', _s.register_number, 'managingDirectors', to_jsonb(_s.managing_directors),
      'phone', _s.phone, 'email', _s.email, 'website', _s.website,
      'bank', jsonb_build_object('name', _s.bank_name, 'iban', _s.iban, 'bic', _s.bic)),
    'buyer', jsonb_build_object(
      'name', case when _b.customer_type = 'company' then _b.company_name
                   else _b.customer_first_name || ' ' || _b.customer_last_name end,
      'contactName', case when _b.customer_type = 'company'
                          then _b.customer_first_name || ' ' || _b.customer_last_name end,
      'street', _b.billing_street, 'postalCode', _b.billing_postal_code, 'city', _b.billing_city,
      'countryCode', _b.billing_country, 'vatId', _b.vat_id, 'email', _b.customer_email),
    'buyerIsBusiness', _b.customer_type = 'company',
    'lines', (
      select coalesce(jsonb_agg(line order by sort_at, sort_title, sort_place), '[]')
      from (
        select jsonb_build_object(
            'description', bi.title || ', ' || bi.location_name,
            -- A seminar's service runs from its first to its last day (two-day seminars).
            'servicePeriod', jsonb_build_object('start', bi.start_date, 'end', coalesce(s.end_date, bi.start_date)),
            'quantity', bi.quantity,
            'unitNetCents', bi.unit_net_cents,
            'allowances', jsonb_path_query_array(jsonb_build_array(
              case when bi.early_bird_cents > 0 then jsonb_build_object(
                'reason', 'Frühbucherrabatt ' || bi.early_bird_percent || ' %', 'netCents', bi.early_bird_cents) end,
              case when bi.group_discount_cents > 0 then jsonb_build_object(
                'reason', 'Gruppenrabatt ' || bi.group_discount_percent || ' %', 'netCents', bi.group_discount_cents)
                end),
              '$[*] ? (@ != null)'),
            'netCents', bi.line_net_cents,
            'vatRatePercent', trim_scale(bi.vat_rate)) as line,
          bi.starts_at as sort_at, bi.title as sort_title, bi.location_name as sort_place
        from public.booking_items bi
        left join public.seminar_sessions s on s.id = bi.session_id
        where bi.booking_id = _booking_id
        union all
        -- A rebooking fee: the service is the rebooking itself, on its day.
        select jsonb_build_object(
            'description', 'Umbuchungsgebühr: ' || r.from_title || ', ' || r.from_location_name || ' vom '
              || private.german_date(r.from_start_date) || ' auf den ' || private.german_date(r.to_start_date),
            'servicePeriod', jsonb_build_object('start', r.rebooked_on, 'end', r.rebooked_on),
            'quantity', 1,
            'unitNetCents', r.fee_net_cents,
            'allowances', '[]'::jsonb,
            'netCents', r.fee_net_cents,
            'vatRatePercent', trim_scale(r.fee_vat_rate)),
          'infinity'::timestamptz, r.created_at::text, r.id::text
        from public.booking_rebookings r
        where r.booking_id = _booking_id and r.fee_net_cents > 0
      ) lines),
    'totals', jsonb_build_object(
      'netCents', _b.net_cents,
      'vatCents', _b.vat_cents,
      'grossCents', _b.gross_cents,
      'vatBreakdown', (
        select coalesce(jsonb_agg(jsonb_build_object(
            'ratePercent', trim_scale(r.rate), 'netCents', r.net, 'vatCents', r.vat) order by r.rate), '[]')
        from (select rate, sum(net)::integer as net, sum(vat)::integer as vat
              from (select bi.vat_rate as rate, bi.line_net_cents as net, bi.line_vat_cents as vat
                    from public.booking_items bi where bi.booking_id = _booking_id
                    union all
                    select f.fee_vat_rate, f.fee_net_cents, f.fee_vat_cents
                    from public.booking_rebookings f where f.booking_id = _booking_id and f.fee_net_cents > 0) parts
              group by rate) r),
      'paidCents', _paid_cents,
      'dueCents', _due_cents),
    'payment', jsonb_build_object(
      'method', _b.payment_method,
      'dueDate', _due,
      'terms', case when _due_cents = 0 then 'Der Rechnungsbetrag wurde bereits bezahlt. Vielen Dank.'
                    when _paid_cents > 0 then 'Den Restbetrag zahlen Sie bitte innerhalb von ' || _s.invoice_due_days
                      || ' Tagen ohne Abzug bis ' || private.german_date(_due)
                      || ' unter Angabe der Rechnungsnummer ' || _number || '.'
                    else 'Zahlbar innerhalb von ' || _s.invoice_due_days || ' Tagen ohne Abzug bis '
                      || private.german_date(_due) || ' unter Angabe der Rechnungsnummer ' || _number || '.' end),
    'note', null);
end;
$$;

-- A refund never exceeds what the booker paid and keeps (paid_cents, after a rebooking that cost more).
create or replace function private.flag_refund(_booking_id uuid, _amount_cents integer) returns void
language plpgsql set search_path = '' as $$
declare
  _refund integer;
begin
  update public.bookings
  set needs_follow_up = true,
      refund_cents = coalesce(refund_cents, 0) + least(_amount_cents, coalesce(paid_cents, _amount_cents))
  where id = _booking_id and (status = 'paid' or paid_at is not null)
  returning refund_cents into _refund;
  -- The academy learns at once (mail outbox), once per refund total.
  if _refund is not null then
    perform private.enqueue_mail('academy_refund_due', (select email from public.settings where id = 1),
      private.mail_booking_data(_booking_id) || jsonb_build_object('refund_cents', _refund),
      'academy_refund_due:' || _booking_id || ':' || _refund, _booking_id);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The plan: every check and every figure of a rebooking, without writing. rebooking_quote answers it;
-- rebook_booking_item takes the locks, asks it again and carries it out. Errors in the order a booker can act on
-- them: the booking, the line, then the new date.
create function private.rebooking_plan(
  _booking public.bookings, _item public.booking_items, _session_id uuid, _waive_fee boolean
) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  _settings public.settings;
  _from record;
  _to record;
  _from_start timestamptz;
  _free_until timestamptz;
  _seats_left integer;
  _price jsonb;
  _fee integer := 0;
  _nets integer[];
  _rates numeric[];
  _vats integer[];
  _net integer;
  _vat integer;
  _paid integer;
  _fee_vat integer;
begin
  select * into _settings from public.settings where id = 1;
  if not found then
    perform private.raise_error('SETTINGS_REQUIRED');
  end if;
  if _booking.status = 'cancelled' then
    perform private.raise_error('BOOKING_ALREADY_CANCELLED', jsonb_build_object('booking_id', _booking.id));
  elsif _booking.status = 'expired' then
    perform private.raise_error('BOOKING_EXPIRED', jsonb_build_object('booking_id', _booking.id));
  elsif _booking.hold_expires_at is not null then
    perform private.raise_error('REBOOKING_NOT_BINDING', jsonb_build_object('booking_id', _booking.id));
  end if;
  if _item.session_id is null then
    perform private.raise_error('REBOOKING_NOT_POSSIBLE', jsonb_build_object('booking_item_id', _item.id));
  end if;
  select s.id, s.status, s.start_date, s.start_time, sem.title, l.venue_name || ', ' || l.city_name as location_name
  into _from
  from public.seminar_sessions s
  join public.seminars sem on sem.id = s.seminar_id
  join public.locations l on l.id = s.location_id
  where s.id = _item.session_id;
  _from_start := private.berlin_instant(_from.start_date, _from.start_time);
  -- A date the academy cancelled can always be left, free of charge (its bookings wait for that choice).
  if _from.status <> 'cancelled' and _from_start <= now() then
    perform private.raise_error('REBOOKING_CLOSED', jsonb_build_object(
      'booking_item_id', _item.id, 'starts_at', _from_start));
  end if;
  if _session_id is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'session_id', 'reason', 'required'));
  end if;
  if _session_id = _item.session_id or exists (
      select 1 from public.booking_items bi where bi.booking_id = _booking.id and bi.session_id = _session_id) then
    perform private.raise_error('REBOOKING_SAME_DATE', jsonb_build_object('session_id', _session_id));
  end if;

  select s.id, s.capacity, s.seats_booked, s.status, s.start_date, s.start_time,
         sem.id as seminar_id, sem.title, sem.price_net_cents, sem.vat_rate,
         l.venue_name || ', ' || l.city_name as location_name
  into _to
  from public.seminar_sessions s
  join public.seminars sem on sem.id = s.seminar_id and sem.published
  join public.locations l on l.id = s.location_id
  where s.id = _session_id;
  if not found then
    perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('session_id', _session_id));
  elsif _to.status = 'cancelled' then
    perform private.raise_error('SESSION_CANCELLED', jsonb_build_object('session_id', _session_id));
  elsif private.berlin_instant(_to.start_date, _to.start_time) <= now() then
    perform private.raise_error('SESSION_IN_PAST', jsonb_build_object('session_id', _session_id));
  end if;
  -- Seats held for a waiting-list offer count as taken.
  _seats_left := _to.capacity - _to.seats_booked - private.waitlist_held_seats(_session_id, null, null);
  if _seats_left < _item.quantity then
    perform private.raise_error('SESSION_SOLD_OUT', jsonb_build_object(
      'session_id', _session_id, 'seats_left', greatest(_seats_left, 0)));
  end if;

  -- The new line is priced as if booked when the booking was made (its early-bird and group discounts by that day).
  _price := private.line_price(_to.price_net_cents, _item.quantity, _to.seminar_id, _to.start_date,
    _booking.created_at);
  _free_until := _from_start - make_interval(days => _settings.free_rebooking_days);
  if not coalesce(_waive_fee, false) and _from.status <> 'cancelled' and now() > _free_until then
    _fee := coalesce(_settings.rebooking_fee_net_cents,
      round(_item.line_net_cents * _settings.rebooking_fee_percent / 100.0)::integer);
  end if;

  -- VAT per rate on the net sum of the lines as they will be, the earlier fees and this one (docs/pricing.md).
  select array_agg(net order by part, pos_key), array_agg(rate order by part, pos_key) into _nets, _rates
  from (
    select 1 as part, bi.id::text as pos_key,
           case when bi.id = _item.id then (_price ->> 'line_net_cents')::integer else bi.line_net_cents end as net,
           case when bi.id = _item.id then _to.vat_rate else bi.vat_rate end as rate
    from public.booking_items bi where bi.booking_id = _booking.id
    union all
    select 2, r.id::text, r.fee_net_cents, r.fee_vat_rate
    from public.booking_rebookings r where r.booking_id = _booking.id and r.fee_net_cents > 0
    union all
    select 3, '', _fee, _to.vat_rate where _fee > 0
  ) parts;
  _vats := private.line_vat_shares(_nets, _rates);
  _net := (select sum(n) from unnest(_nets) n);
  _vat := (select sum(v) from unnest(_vats) v);
  _fee_vat := case when _fee > 0 then _vats[cardinality(_vats)] else 0 end;
  _paid := case when _booking.status = 'paid' or _booking.paid_at is not null
                then coalesce(_booking.paid_cents, _booking.gross_cents) else 0 end;

  return jsonb_build_object(
    'booking_id', _booking.id,
    'booking_number', _booking.booking_number,
    'booking_item_id', _item.id,
    'from', jsonb_build_object('session_id', _from.id, 'title', _from.title, 'location_name', _from.location_name,
      'start_date', _from.start_date, 'start_time', _from.start_time),
    'to', jsonb_build_object('session_id', _to.id, 'title', _to.title, 'location_name', _to.location_name,
      'start_date', _to.start_date, 'start_time', _to.start_time, 'seats_left', _seats_left),
    'free_until', _free_until,
    'fee_net_cents', _fee,
    'fee_vat_cents', _fee_vat,
    'fee_gross_cents', _fee + _fee_vat,
    'fee_waived', coalesce(_waive_fee, false),
    'gross_cents_before', _booking.gross_cents,
    'net_cents', _net,
    'vat_cents', _vat,
    'gross_cents', _net + _vat,
    'difference_cents', _net + _vat - _booking.gross_cents,
    'paid_cents', _paid,
    'refund_cents', greatest(_paid - (_net + _vat), 0),
    'due_cents', greatest(_net + _vat - _paid, 0),
    -- For rebook_booking_item: the new line and every share of VAT, in the order of _nets.
    'price', _price,
    'vat_rate', _to.vat_rate,
    'vat_shares', to_jsonb(_vats)
  );
end;
$$;

-- The line and its booking, by who may act on them: the guest's view token (anon or signed in), else the signed-in
-- owner or an admin. Anything else looks exactly like a missing line (BOOKING_NOT_FOUND). `_lock`: row locks on both.
create function private.rebooking_line(_booking_item_id uuid, _token text, _lock boolean)
returns table (booking public.bookings, item public.booking_items)
language plpgsql set search_path = '' as $$
declare
  _item public.booking_items;
  _booking public.bookings;
  _uid uuid := auth.uid();
begin
  if _token is null and _uid is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  -- A token of any other length is a wrong one (a view token has 43 characters).
  if char_length(_token) > 100 then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_item_id', _booking_item_id));
  end if;
  select * into _item from public.booking_items where id = _booking_item_id;
  if found then
    if _lock then
      select * into _booking from public.bookings where id = _item.booking_id for update;
      select * into _item from public.booking_items where id = _booking_item_id for update;
    else
      select * into _booking from public.bookings where id = _item.booking_id;
    end if;
  end if;
  if _booking.id is null
     or (_token is not null and not exists (
           select 1 from public.booking_tokens t where t.booking_id = _booking.id and t.view_token = _token))
     or (_token is null and _booking.user_id is distinct from _uid and not public.has_role(_uid, 'admin')) then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_item_id', _booking_item_id));
  end if;
  return query select _booking, _item;
end;
$$;

-- The preview shown before confirming: the new date, the fee, the new total and what it means for the payment.
-- Changes nothing. `_waive_fee`: an admin's preview without the fee (FORBIDDEN for anyone else).
create function public.rebooking_quote(
  _booking_item_id uuid, _session_id uuid, _token text default null, _waive_fee boolean default false
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _line record;
begin
  if coalesce(_waive_fee, false) and (_token is not null or not public.has_role(auth.uid(), 'admin')) then
    perform private.raise_error('FORBIDDEN');
  end if;
  select * into _line from private.rebooking_line(_booking_item_id, _token, false);
  return private.rebooking_plan(_line.booking, _line.item, _session_id, _waive_fee)
    - array['price', 'vat_rate', 'vat_shares'];
end;
$$;

-- Rebooks one seminar line (docs/booking-rules.md "Rebooking"). `_waive_fee`: admins only (FORBIDDEN otherwise).
create function public.rebook_booking_item(
  _booking_item_id uuid, _session_id uuid, _token text default null, _waive_fee boolean default false
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
  _is_admin boolean := public.has_role(auth.uid(), 'admin');
  _line record;
  _booking public.bookings;
  _item public.booking_items;
  _plan jsonb;
  _price jsonb;
  _shares integer[];
  _i integer := 0;
  _row record;
  _from_mail jsonb;
  _rebooking_id uuid;
  _paid integer;
  _gross integer;
  _credit_note_id uuid;
  _invoice_id uuid;
  _had_reminders boolean;
  _before record;
  _booker_key text;
  _participant record;
  _key text;
  _data jsonb;
begin
  if coalesce(_waive_fee, false) and (_token is not null or not _is_admin) then
    perform private.raise_error('FORBIDDEN');
  end if;
  -- Locks: the booking and its line, then both dates in one global order (as book_cart and cancel_booking).
  select * into _line from private.rebooking_line(_booking_item_id, _token, true);
  _booking := _line.booking;
  _item := _line.item;
  perform 1 from public.seminar_sessions where id in (_item.session_id, _session_id) order by id for update;
  _plan := private.rebooking_plan(_booking, _item, _session_id, _waive_fee);
  _price := _plan -> 'price';
  _shares := array(select jsonb_array_elements_text(_plan -> 'vat_shares')::integer);

  _from_mail := private.participant_mail_item(_item.id) || private.rebooking_place(_item.session_id);

  -- Seats: the new date's taken, the old date's released (and offered to its waiting list below).
  update public.seminar_sessions set seats_booked = seats_booked - _item.quantity where id = _item.session_id;
  update public.seminar_sessions set seats_booked = seats_booked + _item.quantity where id = _session_id;
  update public.booking_items bi set
    session_id = s.id, title = sem.title, location_name = l.venue_name || ', ' || l.city_name,
    start_date = s.start_date, start_time = s.start_time,
    starts_at = private.berlin_instant(s.start_date, s.start_time),
    unit_net_cents = sem.price_net_cents, line_net_cents = (_price ->> 'line_net_cents')::integer,
    vat_rate = sem.vat_rate,
    early_bird_percent = (_price ->> 'early_bird_percent')::integer,
    early_bird_cents = (_price ->> 'early_bird_cents')::integer,
    group_discount_percent = (_price ->> 'group_discount_percent')::integer,
    group_discount_cents = (_price ->> 'group_discount_cents')::integer
  from public.seminar_sessions s
  join public.seminars sem on sem.id = s.seminar_id
  join public.locations l on l.id = s.location_id
  where bi.id = _item.id and s.id = _session_id;

  insert into public.booking_rebookings (
    booking_id, booking_item_id, from_session_id, to_session_id, from_title, from_location_name, from_start_date,
    to_title, to_location_name, to_start_date, quantity, fee_net_cents, fee_vat_rate, fee_vat_cents, fee_waived,
    by_admin, rebooked_by, rebooked_on
  ) values (
    _booking.id, _item.id, _item.session_id, _session_id, _plan #>> '{from,title}', _plan #>> '{from,location_name}',
    (_plan #>> '{from,start_date}')::date, _plan #>> '{to,title}', _plan #>> '{to,location_name}',
    (_plan #>> '{to,start_date}')::date, _item.quantity, (_plan ->> 'fee_net_cents')::integer,
    (_plan ->> 'vat_rate')::numeric, (_plan ->> 'fee_vat_cents')::integer, coalesce(_waive_fee, false),
    _token is null and _is_admin and _booking.user_id is distinct from _uid, _uid,
    (now() at time zone 'Europe/Berlin')::date
  ) returning id into _rebooking_id;

  -- Every VAT share, in the plan's order: the lines, the earlier fees, this fee.
  for _row in
    select part, id from (
      select 1 as part, bi.id::text as pos_key, bi.id from public.booking_items bi where bi.booking_id = _booking.id
      union all
      select 2, r.id::text, r.id from public.booking_rebookings r
      where r.booking_id = _booking.id and r.fee_net_cents > 0 and r.id <> _rebooking_id
      union all
      select 3, '', r.id from public.booking_rebookings r where r.id = _rebooking_id and r.fee_net_cents > 0
    ) parts order by part, pos_key
  loop
    _i := _i + 1;
    if _row.part = 1 then
      update public.booking_items set line_vat_cents = _shares[_i] where id = _row.id;
    else
      update public.booking_rebookings set fee_vat_cents = _shares[_i] where id = _row.id;
    end if;
  end loop;

  -- Totals and payment: a paid booking keeps what it paid; less → the difference is refunded, more → the rest is due.
  _gross := (_plan ->> 'gross_cents')::integer;
  _paid := (_plan ->> 'paid_cents')::integer;
  update public.bookings set
    net_cents = (_plan ->> 'net_cents')::integer, vat_cents = (_plan ->> 'vat_cents')::integer, gross_cents = _gross,
    vat_rate = (
      select case when count(distinct rate) = 1 then min(rate) end
      from (select vat_rate as rate from public.booking_items where booking_id = _booking.id
            union all
            select fee_vat_rate from public.booking_rebookings where booking_id = _booking.id and fee_net_cents > 0) rates),
    paid_cents = case when _booking.status = 'paid' or _booking.paid_at is not null
                      then case when _paid >= _gross then null else _paid end end,
    needs_follow_up = needs_follow_up or ((_booking.status = 'paid' or _booking.paid_at is not null) and _gross > _paid),
    updated_at = now()
  where id = _booking.id;
  if _paid > _gross then
    perform private.flag_refund(_booking.id, _paid - _gross);
  end if;

  -- Invoices: the open invoice is credited in full and the booking invoiced anew as it stands now.
  _credit_note_id := private.credit_booking_invoice(_booking.id, 'Umbuchung');
  _invoice_id := private.issue_invoice(_booking.id);

  perform private.offer_freed_seats(_item.session_id, null); -- waiting list: the old date's freed seats

  -- Mails: the booker, the participants of the line (not the booker's own address), the reminders moved.
  _data := private.mail_booking_data(_booking.id) || private.guest_view_link(_booking.id);
  perform private.enqueue_mail('booking_rebooked', _booking.customer_email,
    _data || private.mail_invoice_data(_booking.id)
      || jsonb_build_object(
        'credit_note', (select snapshot from public.invoices where id = _credit_note_id),
        'rebooking', jsonb_build_object(
          'item_id', _item.id, 'quantity', _item.quantity, 'from', _from_mail,
          'to', private.participant_mail_item(_item.id) || private.rebooking_place(_session_id),
          'fee_net_cents', (_plan ->> 'fee_net_cents')::integer,
          'fee_gross_cents', (_plan ->> 'fee_gross_cents')::integer,
          'fee_waived', coalesce(_waive_fee, false),
          'gross_cents_before', _booking.gross_cents, 'gross_cents', _gross,
          'difference_cents', _gross - _booking.gross_cents,
          'refund_cents', (_plan ->> 'refund_cents')::integer, 'due_cents', (_plan ->> 'due_cents')::integer)),
    'booking_rebooked:' || _rebooking_id, _booking.id);
  _booker_key := private.mail_recipient_key(_booking.customer_email);
  for _participant in
    select private.mail_recipient_key(p.value ->> 'email') as recipient_key,
           (array_agg(p.value ->> 'email' order by p.ordinality))[1] as email
    from jsonb_array_elements(_item.participants) with ordinality as p(value, ordinality)
    where coalesce(p.value ->> 'email', '') <> ''
    group by 1 order by min(p.ordinality)
  loop
    continue when _participant.recipient_key = _booker_key;
    _key := 'participant_rebooked:' || _rebooking_id || ':' || _participant.recipient_key;
    perform private.lock_unverified_mail(_participant.email);
    continue when not private.unverified_mail_allowed(_participant.email);
    perform private.enqueue_mail('participant_rebooked', _participant.email,
      jsonb_build_object('academy', private.mail_academy(), 'booking_number', _booking.booking_number,
        'from', _from_mail, 'item', private.participant_mail_item(_item.id)),
      _key, _booking.id, null, true);
  end loop;
  -- Reminders of the old date that were still to come are withdrawn; the new date gets them (same rule as
  -- enqueue_status_mails: only those still ahead).
  delete from public.email_outbox
  where booking_id = _booking.id and template in ('reminder_7_days', 'reminder_1_day') and sent_at is null
    and data ->> 'item_id' = _item.id::text;
  get diagnostics _i = row_count;
  _had_reminders := _i > 0 or exists (
    select 1 from public.email_outbox where booking_id = _booking.id
      and template in ('reminder_7_days', 'reminder_1_day') and data ->> 'item_id' = _item.id::text);
  if _had_reminders then
    for _before in select * from (values ('reminder_7_days', interval '7 days'), ('reminder_1_day', interval '1 day'))
      as r(template, lead)
    loop
      if (select starts_at from public.booking_items where id = _item.id) - _before.lead > now() then
        perform private.enqueue_mail(_before.template, _booking.customer_email,
          _data || jsonb_build_object('item_id', _item.id),
          _before.template || ':' || _booking.id || ':' || _item.id || ':' || _rebooking_id, _booking.id,
          (select starts_at from public.booking_items where id = _item.id) - _before.lead);
      end if;
    end loop;
  end if;

  return (_plan - array['price', 'vat_rate', 'vat_shares']) || jsonb_build_object(
    'rebooking_id', _rebooking_id,
    'status', (select status from public.bookings where id = _booking.id),
    'invoice_number', (select number from public.invoices where id = _invoice_id),
    'credit_note_number', (select number from public.invoices where id = _credit_note_id));
end;
$$;

-- A date's page and the venue's id for the mails' calendar files (docs/calendar.md): the UIDs use the session id.
create function private.rebooking_place(_session_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('target_id', s.id, 'page_path', '/' || l.city_slug || '/' || sem.slug)
  from public.seminar_sessions s
  join public.seminars sem on sem.id = s.seminar_id
  join public.locations l on l.id = s.location_id
  where s.id = _session_id
$$;

revoke all on function private.rebooking_plan(public.bookings, public.booking_items, uuid, boolean)
  from public, anon, authenticated, service_role;
revoke all on function private.rebooking_line(uuid, text, boolean) from public, anon, authenticated, service_role;
revoke all on function private.rebooking_place(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.rebooking_quote(uuid, uuid, text, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.rebooking_quote(uuid, uuid, text, boolean) to anon, authenticated;
revoke execute on function public.rebook_booking_item(uuid, uuid, text, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.rebook_booking_item(uuid, uuid, text, boolean) to anon, authenticated;
