-- Functions: roles, the new-user trigger, booking, cancellation and the admin actions.
--
-- Every business refusal is `raise exception using errcode = 'P0001', message = '<CODE>', detail = '<json>'`.
-- PostgREST returns it as HTTP 400 with body { code: 'P0001', message: '<CODE>', details: '<json>' }; the json
-- names the offending cart line ("line", 0-based), the session/webinar and a machine "reason". Codes: see README.md.
--
-- Security definer functions run as their owner (RLS does not apply to the owner), so each one checks who calls,
-- pins `search_path = ''` and uses fully qualified names; execute is revoked from everyone and granted explicitly.

-- ---------------------------------------------------------------------------------------------------------------
-- Internal helpers (schema private: not exposed over the API)

create function private.raise_error(_code text, _detail jsonb default '{}') returns void
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = 'P0001', message = _code, detail = coalesce(_detail, '{}')::text;
end;
$$;

-- The three pure helpers below carry no `set search_path`: a SET clause would stop PostgreSQL from inlining them
-- (book_cart calls them dozens of times per cart). They are safe without it: immutable, only pg_catalog built-ins,
-- fully qualified, in the unexposed private schema, and called only from functions that pin search_path = ''.
create function private.is_valid_email(_email text) returns boolean
language sql immutable as $$
  select coalesce(_email operator(pg_catalog.~) '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$', false)
$$;

create function private.trimmed(_value text) returns text
language sql immutable as $$
  select nullif(pg_catalog.btrim(_value), '')
$$;

-- Berlin wall-clock date and time to an instant (sessions are planned in local time).
create function private.berlin_instant(_date date, _time time) returns timestamptz
language sql immutable as $$
  select pg_catalog.timezone('Europe/Berlin', _date operator(pg_catalog.+) _time)
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Roles

create function public.has_role(_user_id uuid, _role public.app_role) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role)
$$;

create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    perform private.raise_error('FORBIDDEN');
  end if;
end;
$$;

-- A new auth user gets a profile (from sign-up metadata) and the customer role. The client's profile insert
-- (SPEC.md §7) remains the fallback and simply conflicts here.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, email, first_name, last_name)
  values (
    new.id,
    new.email,
    private.trimmed(new.raw_user_meta_data ->> 'first_name'),
    private.trimmed(new.raw_user_meta_data ->> 'last_name')
  )
  on conflict (user_id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'customer') on conflict do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- The join link of a webinar is released to bookers whose booking of it is confirmed or paid, from one hour before
-- the start (earlier the link would only be passed on; the dashboard shows it from then on).
create function public.has_webinar_access(_webinar_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.booking_items bi
    join public.bookings b on b.id = bi.booking_id
    join public.webinars w on w.id = bi.webinar_id
    where bi.webinar_id = _webinar_id
      and b.user_id = auth.uid()
      and b.status in ('confirmed', 'paid')
      and now() >= w.starts_at - interval '1 hour'
  )
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Seats

-- Gives back the seats of a booking. Locks in the same order as book_cart (sessions by id, then webinars by id),
-- so a cancellation and a booking can never deadlock.
create function private.release_booking_seats(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.seminar_sessions
  where id in (select session_id from public.booking_items where booking_id = _booking_id)
  order by id for update;
  perform 1 from public.webinars
  where id in (select webinar_id from public.booking_items where booking_id = _booking_id)
  order by id for update;

  update public.seminar_sessions s
  set seats_booked = greatest(s.seats_booked - x.quantity, 0)
  from (
    select session_id, sum(quantity)::integer as quantity
    from public.booking_items
    where booking_id = _booking_id and session_id is not null
    group by session_id
  ) x
  where s.id = x.session_id;

  update public.webinars w
  set seats_booked = greatest(w.seats_booked - x.quantity, 0)
  from (
    select webinar_id, sum(quantity)::integer as quantity
    from public.booking_items
    where booking_id = _booking_id and webinar_id is not null
    group by webinar_id
  ) x
  where w.id = x.webinar_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Booking

-- book_cart(_lines, _customer, _payment_method) books a whole cart atomically or nothing.
--   _lines:    [{ "session_id" | "webinar_id": uuid, "quantity": 1..99,
--                 "participants": [{ "first_name", "last_name", "email" }] (one per seat) }]
--              Any other field (price, total, title, …) is ignored: prices come from the database.
--   _customer: { email (guests: required; signed in: defaults to the account e-mail), first_name, last_name,
--                phone?, customer_type 'private'|'company', company_name (company: required), vat_id?,
--                street, postal_code, city, country? (default 'DE') }
--   _payment_method: 'invoice' | 'online'
-- VAT is computed per line, rounded half-up to whole cents: round(line_net_cents * vat_rate / 100).
-- Returns { booking_id, booking_number, net_cents, vat_cents, gross_cents, status } with status 'pending'.
create function public.book_cart(_lines jsonb, _customer jsonb, _payment_method text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
  _line_count integer;
  _line jsonb;
  _participants jsonb;
  _participant jsonb;
  _clean jsonb;
  _i integer;
  _j integer;
  _id uuid;
  _quantity integer;
  _is_session boolean;
  _kinds boolean[] := '{}';
  _ids uuid[] := '{}';
  _quantities integer[] := '{}';
  _line_participants jsonb[] := '{}';
  _session_ids uuid[] := '{}';
  _webinar_ids uuid[] := '{}';
  _email text;
  _first_name text;
  _last_name text;
  _customer_type text;
  _company text;
  _street text;
  _postal_code text;
  _city text;
  _session record;
  _webinar record;
  _titles text[] := '{}';
  _location_names text[] := '{}';
  _start_dates date[] := '{}';
  _start_times time[] := '{}';
  _starts_ats timestamptz[] := '{}';
  _unit_prices integer[] := '{}';
  _vat_rates numeric[] := '{}';
  _line_vats integer[] := '{}';
  _net integer := 0;
  _vat integer := 0;
  _booking_id uuid;
  _booking_number text;
begin
  if not coalesce((select booking_open from public.settings where id = 1), false) then
    perform private.raise_error('BOOKING_CLOSED');
  end if;

  if _payment_method is null or _payment_method not in ('invoice', 'online') then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'payment_method', 'reason', 'invalid'));
  end if;

  -- Customer and invoice address.
  if jsonb_typeof(_customer) is distinct from 'object' then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer', 'reason', 'not_object'));
  end if;
  _email := lower(private.trimmed(_customer ->> 'email'));
  if _email is null and _uid is not null then
    _email := lower(coalesce(auth.jwt() ->> 'email', (select u.email from auth.users u where u.id = _uid)));
  end if;
  if _email is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object(
      'field', 'customer.email', 'reason', case when _uid is null then 'guest_email_required' else 'required' end));
  end if;
  if not private.is_valid_email(_email) then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.email', 'reason', 'invalid'));
  end if;
  _first_name := private.trimmed(_customer ->> 'first_name');
  _last_name := private.trimmed(_customer ->> 'last_name');
  _street := private.trimmed(_customer ->> 'street');
  _postal_code := private.trimmed(_customer ->> 'postal_code');
  _city := private.trimmed(_customer ->> 'city');
  _customer_type := coalesce(private.trimmed(_customer ->> 'customer_type'), 'private');
  _company := private.trimmed(_customer ->> 'company_name');
  if _first_name is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.first_name', 'reason', 'required'));
  elsif _last_name is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.last_name', 'reason', 'required'));
  elsif _street is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.street', 'reason', 'required'));
  elsif _postal_code is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.postal_code', 'reason', 'required'));
  elsif _city is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.city', 'reason', 'required'));
  elsif _customer_type not in ('private', 'company') then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.customer_type', 'reason', 'invalid'));
  elsif _customer_type = 'company' and _company is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.company_name', 'reason', 'required'));
  end if;

  -- Lines: shape only, no database reads yet.
  if jsonb_typeof(_lines) is distinct from 'array' or jsonb_array_length(_lines) = 0 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'lines', 'reason', 'empty_cart'));
  end if;
  _line_count := jsonb_array_length(_lines);
  if _line_count > 50 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'lines', 'reason', 'too_many_lines'));
  end if;

  for _i in 0 .. _line_count - 1 loop
    _line := _lines -> _i;
    if jsonb_typeof(_line) is distinct from 'object' then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object('line', _i, 'reason', 'not_object'));
    end if;
    if (_line ->> 'session_id' is null) = (_line ->> 'webinar_id' is null) then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object('line', _i, 'reason', 'session_or_webinar_required'));
    end if;
    _is_session := _line ->> 'session_id' is not null;
    if coalesce(_line ->> 'session_id', _line ->> 'webinar_id')
        !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object('line', _i, 'reason', 'invalid_id'));
    end if;
    _id := coalesce(_line ->> 'session_id', _line ->> 'webinar_id')::uuid;
    if _id = any (_ids) then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object(
        'line', _i, 'reason', 'duplicate_line', case when _is_session then 'session_id' else 'webinar_id' end, _id));
    end if;
    if jsonb_typeof(_line -> 'quantity') is distinct from 'number'
        or (_line ->> 'quantity') !~ '^[0-9]{1,2}$'
        or (_line ->> 'quantity')::integer < 1 then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object('line', _i, 'reason', 'invalid_quantity'));
    end if;
    _quantity := (_line ->> 'quantity')::integer;

    _participants := _line -> 'participants';
    if jsonb_typeof(_participants) is distinct from 'array' or jsonb_array_length(_participants) <> _quantity then
      perform private.raise_error('INVALID_INPUT', jsonb_build_object('line', _i, 'reason', 'participants_count'));
    end if;
    _clean := '[]';
    for _j in 0 .. _quantity - 1 loop
      _participant := _participants -> _j;
      if jsonb_typeof(_participant) is distinct from 'object'
          or private.trimmed(_participant ->> 'first_name') is null
          or private.trimmed(_participant ->> 'last_name') is null then
        perform private.raise_error('INVALID_INPUT', jsonb_build_object(
          'line', _i, 'participant', _j, 'reason', 'participant_name_required'));
      end if;
      if not private.is_valid_email(lower(private.trimmed(_participant ->> 'email'))) then
        perform private.raise_error('INVALID_INPUT', jsonb_build_object(
          'line', _i, 'participant', _j, 'reason', 'participant_email_invalid'));
      end if;
      _clean := _clean || jsonb_build_array(jsonb_build_object(
        'first_name', private.trimmed(_participant ->> 'first_name'),
        'last_name', private.trimmed(_participant ->> 'last_name'),
        'email', lower(private.trimmed(_participant ->> 'email'))));
    end loop;

    _kinds := _kinds || _is_session;
    _ids := _ids || _id;
    _quantities := _quantities || _quantity;
    _line_participants := _line_participants || _clean;
    if _is_session then _session_ids := _session_ids || _id; else _webinar_ids := _webinar_ids || _id; end if;
  end loop;

  -- Lock every seat source in one global order (sessions by id, then webinars by id): no deadlocks between carts.
  perform 1 from public.seminar_sessions where id = any (_session_ids) order by id for update;
  perform 1 from public.webinars where id = any (_webinar_ids) order by id for update;

  -- Availability and prices, from the database only.
  for _i in 1 .. _line_count loop
    _quantity := _quantities[_i];
    if _kinds[_i] then
      select s.capacity, s.seats_booked, s.status, s.start_date, s.start_time,
             sem.title, sem.price_net_cents, sem.vat_rate, l.venue_name, l.city_name
      into _session
      from public.seminar_sessions s
      join public.seminars sem on sem.id = s.seminar_id and sem.published
      join public.locations l on l.id = s.location_id
      where s.id = _ids[_i];
      if not found then
        perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('line', _i - 1, 'session_id', _ids[_i]));
      elsif _session.status = 'cancelled' then
        perform private.raise_error('SESSION_CANCELLED', jsonb_build_object('line', _i - 1, 'session_id', _ids[_i]));
      elsif private.berlin_instant(_session.start_date, _session.start_time) <= now() then
        perform private.raise_error('SESSION_IN_PAST', jsonb_build_object('line', _i - 1, 'session_id', _ids[_i]));
      elsif _session.capacity - _session.seats_booked < _quantity then
        perform private.raise_error('SESSION_SOLD_OUT', jsonb_build_object(
          'line', _i - 1, 'session_id', _ids[_i], 'seats_left', _session.capacity - _session.seats_booked));
      end if;
      _titles := _titles || _session.title;
      _location_names := _location_names || (_session.venue_name || ', ' || _session.city_name);
      _start_dates := _start_dates || _session.start_date;
      _start_times := _start_times || _session.start_time;
      _starts_ats := _starts_ats || private.berlin_instant(_session.start_date, _session.start_time);
      _unit_prices := _unit_prices || _session.price_net_cents;
      _vat_rates := _vat_rates || _session.vat_rate;
    else
      select w.capacity, w.seats_booked, w.status, w.starts_at, w.title, w.price_net_cents, w.vat_rate
      into _webinar
      from public.webinars w
      where w.id = _ids[_i] and w.published;
      if not found then
        perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('line', _i - 1, 'webinar_id', _ids[_i]));
      elsif _webinar.status = 'cancelled' then
        perform private.raise_error('SESSION_CANCELLED', jsonb_build_object('line', _i - 1, 'webinar_id', _ids[_i]));
      elsif _webinar.starts_at <= now() then
        perform private.raise_error('SESSION_IN_PAST', jsonb_build_object('line', _i - 1, 'webinar_id', _ids[_i]));
      elsif _webinar.capacity - _webinar.seats_booked < _quantity then
        perform private.raise_error('SESSION_SOLD_OUT', jsonb_build_object(
          'line', _i - 1, 'webinar_id', _ids[_i], 'seats_left', _webinar.capacity - _webinar.seats_booked));
      end if;
      _titles := _titles || _webinar.title;
      _location_names := _location_names || 'Online'::text;
      _start_dates := _start_dates || (_webinar.starts_at at time zone 'Europe/Berlin')::date;
      _start_times := _start_times || (_webinar.starts_at at time zone 'Europe/Berlin')::time;
      _starts_ats := _starts_ats || _webinar.starts_at;
      _unit_prices := _unit_prices || _webinar.price_net_cents;
      _vat_rates := _vat_rates || _webinar.vat_rate;
    end if;
    _line_vats := _line_vats || round(_unit_prices[_i] * _quantity * _vat_rates[_i] / 100)::integer;
    _net := _net + _unit_prices[_i] * _quantity;
    _vat := _vat + _line_vats[_i];
  end loop;

  insert into public.bookings (
    booking_number, user_id, customer_email, customer_first_name, customer_last_name, customer_phone,
    customer_type, company_name, vat_id, billing_street, billing_postal_code, billing_city, billing_country,
    payment_method, status, net_cents, vat_cents, gross_cents, vat_rate
  ) values (
    'DA-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-'
      || lpad(nextval('public.booking_number_seq')::text, 6, '0'),
    _uid, _email, _first_name, _last_name, private.trimmed(_customer ->> 'phone'),
    _customer_type::public.customer_type,
    case when _customer_type = 'company' then _company end,
    private.trimmed(_customer ->> 'vat_id'),
    _street, _postal_code, _city, coalesce(upper(private.trimmed(_customer ->> 'country')), 'DE'),
    _payment_method::public.payment_method, 'pending', _net, _vat, _net + _vat,
    case when (select count(distinct r) from unnest(_vat_rates) r) = 1 then _vat_rates[1] end
  )
  returning id, booking_number into _booking_id, _booking_number;

  for _i in 1 .. _line_count loop
    insert into public.booking_items (
      booking_id, session_id, webinar_id, title, location_name, start_date, start_time, starts_at,
      quantity, unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants
    ) values (
      _booking_id,
      case when _kinds[_i] then _ids[_i] end,
      case when not _kinds[_i] then _ids[_i] end,
      _titles[_i], _location_names[_i], _start_dates[_i], _start_times[_i], _starts_ats[_i],
      _quantities[_i], _unit_prices[_i], _unit_prices[_i] * _quantities[_i], _vat_rates[_i], _line_vats[_i],
      _line_participants[_i]
    );
    if _kinds[_i] then
      update public.seminar_sessions set seats_booked = seats_booked + _quantities[_i] where id = _ids[_i];
    else
      update public.webinars set seats_booked = seats_booked + _quantities[_i] where id = _ids[_i];
    end if;
  end loop;

  return jsonb_build_object(
    'booking_id', _booking_id,
    'booking_number', _booking_number,
    'net_cents', _net,
    'vat_cents', _vat,
    'gross_cents', _net + _vat,
    'status', 'pending'
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Cancellation

-- Customers cancel their own booking free of charge until settings.free_cancellation_days (14) days before the
-- first session or webinar of the booking starts; admins cancel any booking at any time. Seats are released.
create function public.cancel_booking(_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
  _is_admin boolean := public.has_role(auth.uid(), 'admin');
  _booking public.bookings;
  _first_start timestamptz;
  _deadline timestamptz;
begin
  if _uid is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  select * into _booking from public.bookings where id = _booking_id for update;
  -- Someone else's booking looks exactly like a missing one: no information leaks.
  if not found or (not _is_admin and _booking.user_id is distinct from _uid) then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.status = 'cancelled' then
    perform private.raise_error('BOOKING_ALREADY_CANCELLED', jsonb_build_object('booking_id', _booking_id));
  end if;

  if not _is_admin then
    select min(coalesce(private.berlin_instant(s.start_date, s.start_time), w.starts_at, bi.starts_at))
    into _first_start
    from public.booking_items bi
    left join public.seminar_sessions s on s.id = bi.session_id
    left join public.webinars w on w.id = bi.webinar_id
    where bi.booking_id = _booking_id;
    _deadline := _first_start - make_interval(days => (select free_cancellation_days from public.settings where id = 1));
    if now() > _deadline then
      perform private.raise_error('CANCELLATION_PERIOD_OVER', jsonb_build_object(
        'booking_id', _booking_id, 'deadline', _deadline));
    end if;
  end if;

  perform private.release_booking_seats(_booking_id);
  update public.bookings set status = 'cancelled', cancelled_at = now() where id = _booking_id;
  return jsonb_build_object('booking_id', _booking_id, 'status', 'cancelled');
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Substitute participant (Ersatzteilnehmer)

-- The booker replaces one seat's participant free of charge until the date starts (the AGB, § 5 (4)). The change is
-- logged in participant_changes; the new participant gets the participation mail (sent outside SQL).
create function public.change_participant(
  _booking_item_id uuid, _participant_index integer, _first_name text, _last_name text, _email text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _item public.booking_items;
  _booking public.bookings;
  _starts_at timestamptz;
  _previous jsonb;
  _next jsonb;
begin
  if auth.uid() is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  select * into _item from public.booking_items where id = _booking_item_id for update;
  if found then
    select * into _booking from public.bookings where id = _item.booking_id;
  end if;
  -- Someone else's booking looks exactly like a missing one.
  if _item.id is null or _booking.user_id is distinct from auth.uid() then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_item_id', _booking_item_id));
  end if;
  if _booking.status = 'cancelled' then
    perform private.raise_error('BOOKING_ALREADY_CANCELLED', jsonb_build_object('booking_id', _booking.id));
  end if;
  if _participant_index is null or _participant_index < 0 or _participant_index >= _item.quantity then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'participant_index', 'reason', 'invalid'));
  elsif private.trimmed(_first_name) is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'first_name', 'reason', 'required'));
  elsif private.trimmed(_last_name) is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'last_name', 'reason', 'required'));
  elsif not private.is_valid_email(lower(private.trimmed(_email))) then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'email', 'reason', 'invalid'));
  end if;
  select coalesce(private.berlin_instant(s.start_date, s.start_time), w.starts_at, _item.starts_at)
  into _starts_at
  from (select 1) one
  left join public.seminar_sessions s on s.id = _item.session_id
  left join public.webinars w on w.id = _item.webinar_id;
  if _starts_at <= now() then
    perform private.raise_error('PARTICIPANT_CHANGE_CLOSED', jsonb_build_object(
      'booking_item_id', _item.id, 'starts_at', _starts_at));
  end if;

  _previous := _item.participants -> _participant_index;
  _next := jsonb_build_object(
    'first_name', private.trimmed(_first_name),
    'last_name', private.trimmed(_last_name),
    'email', lower(private.trimmed(_email)));
  update public.booking_items
  set participants = jsonb_set(participants, array[_participant_index::text], _next)
  where id = _item.id;
  insert into public.participant_changes (
    booking_item_id, participant_index, previous_first_name, previous_last_name, previous_email,
    first_name, last_name, email, changed_by
  ) values (
    _item.id, _participant_index, _previous ->> 'first_name', _previous ->> 'last_name', _previous ->> 'email',
    _next ->> 'first_name', _next ->> 'last_name', _next ->> 'email', auth.uid()
  );
  return jsonb_build_object('booking_item_id', _item.id, 'participant_index', _participant_index) || _next;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Participant lists, attendance and certificates

-- The participant list of a seminar date (admins): one row per seat of every booking that is not cancelled.
create function public.admin_session_participants(_session_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'booking_item_id', bi.id,
        'participant_index', p.ordinality - 1,
        'booking_number', b.booking_number,
        'first_name', p.value ->> 'first_name',
        'last_name', p.value ->> 'last_name',
        'email', p.value ->> 'email',
        'company', b.company_name,
        'present', coalesce(a.present, false))
      order by p.value ->> 'last_name', p.value ->> 'first_name', b.booking_number, p.ordinality)
    from public.booking_items bi
    join public.bookings b on b.id = bi.booking_id and b.status <> 'cancelled'
    cross join lateral jsonb_array_elements(bi.participants) with ordinality p
    left join public.attendances a on a.booking_item_id = bi.id and a.participant_index = p.ordinality - 1
    where bi.session_id = _session_id
  ), '[]');
end;
$$;

-- Marks one seat present or absent (admins, at the door).
create function public.admin_set_attendance(_booking_item_id uuid, _participant_index integer, _present boolean)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _item public.booking_items;
begin
  perform private.require_admin();
  select * into _item from public.booking_items where id = _booking_item_id;
  if not found or exists (select 1 from public.bookings where id = _item.booking_id and status = 'cancelled') then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_item_id', _booking_item_id));
  end if;
  if _participant_index is null or _participant_index < 0 or _participant_index >= _item.quantity or _present is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'participant_index', 'reason', 'invalid'));
  end if;
  insert into public.attendances (booking_item_id, participant_index, present, marked_by)
  values (_item.id, _participant_index, _present, auth.uid())
  on conflict (booking_item_id, participant_index)
  do update set present = excluded.present, marked_by = excluded.marked_by, marked_at = now();
  return jsonb_build_object('booking_item_id', _item.id, 'participant_index', _participant_index, 'present', _present);
end;
$$;

-- The caller's certificates: attended seats of finished seminar dates booked by the caller, or where the caller is the
-- participant (by account e-mail). Hours: seminar days × the daily hours of the date.
create function public.my_certificates() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _email text := lower(coalesce(auth.jwt() ->> 'email', (select email from auth.users where id = auth.uid())));
begin
  if auth.uid() is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'booking_item_id', bi.id,
        'participant_index', a.participant_index,
        'first_name', bi.participants -> a.participant_index ->> 'first_name',
        'last_name', bi.participants -> a.participant_index ->> 'last_name',
        'title', sem.title,
        'contents', coalesce((select jsonb_agg(block ->> 'title') from jsonb_array_elements(sem.agenda) block), '[]'),
        'start_date', s.start_date,
        'end_date', s.end_date,
        'hours', (s.end_date - s.start_date + 1)
          * round(extract(epoch from (s.end_time - s.start_time)) / 3600.0, 1),
        'location', bi.location_name,
        'trainer', t.name,
        'academy', st.academy_name,
        'academy_city', st.city)
      order by s.start_date desc, a.participant_index)
    from public.attendances a
    join public.booking_items bi on bi.id = a.booking_item_id
    join public.bookings b on b.id = bi.booking_id and b.status <> 'cancelled'
    join public.seminar_sessions s on s.id = bi.session_id
    join public.seminars sem on sem.id = s.seminar_id
    left join public.trainers t on t.id = s.trainer_id
    cross join public.settings st
    where a.present
      and private.berlin_instant(s.end_date, s.end_time) <= now()
      and (b.user_id = auth.uid() or lower(bi.participants -> a.participant_index ->> 'email') = _email)
  ), '[]');
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Withdrawal (§ 356a BGB: the withdrawal button)
--
-- Rules, in this order (the first that applies is the refusal):
--   WITHDRAWAL_ALREADY_RECEIVED  a statement for the booking is on record
--   BOOKING_ALREADY_CANCELLED    nothing left to withdraw from
--   WITHDRAWAL_NOT_CONSUMER      customer_type = 'company': the right of withdrawal is a consumer right (§ 13 BGB)
--   WITHDRAWAL_PERIOD_OVER       14 days from the contract (book_cart's created_at), ending at midnight Berlin time
--                                after the 14th day (§ 355 Abs. 2, §§ 187, 188 BGB)
--   WITHDRAWAL_SERVICE_COMPLETED every booked date has ended: booking a date that begins inside the period is the
--                                consumer's express request to start early, so the right expires once the service is
--                                fully performed (§ 356 Abs. 4 BGB)
-- A withdrawal cancels the booking (seats released) and flags it for follow-up: payments are refunded within 14
-- days; if a date had begun (service_started) the refund is reduced by the pro-rata value of what was performed.

-- Midnight (Berlin) at the end of the 14th day after the contract day.
create function private.withdrawal_deadline(_contract_at timestamptz) returns timestamptz
language sql stable set search_path = '' as $$
  select private.berlin_instant((_contract_at at time zone 'Europe/Berlin')::date + 15, '00:00')
$$;

-- When the last booked date of a booking ends (sessions: end day and time; webinars: start plus duration).
create function private.booking_last_end(_booking_id uuid) returns timestamptz
language sql stable set search_path = '' as $$
  select max(coalesce(
    private.berlin_instant(s.end_date, s.end_time),
    w.starts_at + make_interval(mins => w.duration_minutes),
    bi.starts_at))
  from public.booking_items bi
  left join public.seminar_sessions s on s.id = bi.session_id
  left join public.webinars w on w.id = bi.webinar_id
  where bi.booking_id = _booking_id
$$;

-- When the first booked date of a booking begins.
create function private.booking_first_start(_booking_id uuid) returns timestamptz
language sql stable set search_path = '' as $$
  select min(coalesce(private.berlin_instant(s.start_date, s.start_time), w.starts_at, bi.starts_at))
  from public.booking_items bi
  left join public.seminar_sessions s on s.id = bi.session_id
  left join public.webinars w on w.id = bi.webinar_id
  where bi.booking_id = _booking_id
$$;

-- The refusal code for withdrawing from this booking now, or null when the withdrawal is possible.
create function private.withdrawal_refusal(_booking public.bookings) returns text
language plpgsql stable set search_path = '' as $$
begin
  if exists (select 1 from public.booking_withdrawals where booking_id = _booking.id) then
    return 'WITHDRAWAL_ALREADY_RECEIVED';
  elsif _booking.status = 'cancelled' then
    return 'BOOKING_ALREADY_CANCELLED';
  elsif _booking.customer_type = 'company' then
    return 'WITHDRAWAL_NOT_CONSUMER';
  elsif now() >= private.withdrawal_deadline(_booking.created_at) then
    return 'WITHDRAWAL_PERIOD_OVER';
  elsif private.booking_last_end(_booking.id) <= now() then
    return 'WITHDRAWAL_SERVICE_COMPLETED';
  end if;
  return null;
end;
$$;

-- Records the statement and cancels the booking; the caller has identified the contract and checked the rules.
create function private.record_withdrawal(_booking public.bookings, _via text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _refusal text := private.withdrawal_refusal(_booking);
  _withdrawal public.booking_withdrawals;
begin
  if _refusal is not null then
    perform private.raise_error(_refusal, jsonb_build_object(
      'booking_number', _booking.booking_number,
      'deadline', private.withdrawal_deadline(_booking.created_at)));
  end if;
  insert into public.booking_withdrawals (booking_id, user_id, via, confirmation_email, service_started)
  values (_booking.id, auth.uid(), _via, _booking.customer_email, private.booking_first_start(_booking.id) <= now())
  returning * into _withdrawal;
  perform private.release_booking_seats(_booking.id);
  update public.bookings
  set status = 'cancelled', cancelled_at = now(), needs_follow_up = true
  where id = _booking.id;
  return jsonb_build_object(
    'booking_id', _booking.id,
    'booking_number', _booking.booking_number,
    'status', 'cancelled',
    'received_at', _withdrawal.received_at,
    'service_started', _withdrawal.service_started,
    'confirmation_email', _withdrawal.confirmation_email);
end;
$$;

-- Signed in: the customer picks one of their own bookings.
create function public.withdraw_booking(_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
begin
  if auth.uid() is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  select * into _booking from public.bookings where id = _booking_id for update;
  -- Someone else's booking looks exactly like a missing one.
  if not found or _booking.user_id is distinct from auth.uid() then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  return private.record_withdrawal(_booking, 'account');
end;
$$;

-- Guests (and anyone else) identify the contract by booking number and the booking's e-mail address. A wrong number
-- and a wrong address give the same answer, which names neither, so the form cannot probe for bookings.
create function public.withdraw_booking_as_guest(_booking_number text, _email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
begin
  select * into _booking from public.bookings
  where booking_number = upper(private.trimmed(_booking_number))
    and customer_email = lower(private.trimmed(_email))
  for update;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND');
  end if;
  return private.record_withdrawal(_booking, 'guest');
end;
$$;

-- The signed-in customer's bookings with whether each can be withdrawn now (the dashboard and the withdrawal page).
create function public.my_withdrawal_options() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'booking_id', b.id,
        'booking_number', b.booking_number,
        'refusal', private.withdrawal_refusal(b),
        'deadline', private.withdrawal_deadline(b.created_at))
      order by b.created_at desc, b.booking_number desc)
    from public.bookings b
    where b.user_id = auth.uid()
  ), '[]');
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Admin actions (each one refuses non-admins with FORBIDDEN)

-- Allowed: pending → confirmed | paid | cancelled; confirmed → pending | paid | cancelled; paid → cancelled.
-- A cancelled booking stays cancelled (its seats are gone). Setting the current status again changes nothing.
create function private.set_booking_status(_booking_id uuid, _status public.booking_status) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _booking public.bookings;
begin
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.status <> _status then
    if _booking.status = 'cancelled' or (_booking.status = 'paid' and _status <> 'cancelled') then
      perform private.raise_error('INVALID_STATUS_TRANSITION', jsonb_build_object(
        'booking_id', _booking_id, 'from', _booking.status, 'to', _status));
    end if;
    if _status = 'cancelled' then
      perform private.release_booking_seats(_booking_id);
    end if;
    update public.bookings
    set status = _status,
        paid_at = case when _status = 'paid' then now() else paid_at end,
        cancelled_at = case when _status = 'cancelled' then now() else cancelled_at end
    where id = _booking_id
    returning * into _booking;
  end if;
  return jsonb_build_object(
    'booking_id', _booking.id, 'status', _booking.status, 'paid_at', _booking.paid_at,
    'cancelled_at', _booking.cancelled_at);
end;
$$;

create function public.admin_set_booking_status(_booking_id uuid, _status public.booking_status) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return private.set_booking_status(_booking_id, _status);
end;
$$;

-- Called by the payment provider's webhook (edge function with the service role key); idempotent.
create function public.mark_booking_paid_by_webhook(_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  return private.set_booking_status(_booking_id, 'paid');
end;
$$;

-- Cancels a session; its open bookings are flagged for follow-up (refund or rebooking is a human decision), their
-- seats stay counted until each booking is cancelled.
create function public.admin_cancel_session(_session_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _flagged integer;
begin
  perform private.require_admin();
  update public.seminar_sessions set status = 'cancelled' where id = _session_id;
  if not found then
    perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('session_id', _session_id));
  end if;
  update public.bookings
  set needs_follow_up = true
  where status <> 'cancelled'
    and id in (select booking_id from public.booking_items where session_id = _session_id);
  get diagnostics _flagged = row_count;
  return jsonb_build_object('session_id', _session_id, 'status', 'cancelled', 'flagged_bookings', _flagged);
end;
$$;

-- Capacity below seats_booked is refused by the trigger with CAPACITY_BELOW_BOOKED.
create function public.admin_update_session_capacity(_session_id uuid, _capacity integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _session public.seminar_sessions;
begin
  perform private.require_admin();
  if _capacity is null or _capacity < 0 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'capacity', 'reason', 'invalid'));
  end if;
  update public.seminar_sessions set capacity = _capacity where id = _session_id returning * into _session;
  if not found then
    perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('session_id', _session_id));
  end if;
  return jsonb_build_object(
    'session_id', _session.id, 'capacity', _session.capacity, 'seats_booked', _session.seats_booked);
end;
$$;

-- Grants or revokes a role. The last admin role can never be revoked (LAST_ADMIN), so the academy cannot lock
-- itself out — in particular an admin cannot remove their own admin role when nobody else has one.
create function public.admin_set_user_role(_user_id uuid, _role public.app_role, _grant boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if _grant is null or _role is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'grant', 'reason', 'required'));
  end if;
  if not exists (select 1 from auth.users where id = _user_id) then
    perform private.raise_error('USER_NOT_FOUND', jsonb_build_object('user_id', _user_id));
  end if;
  if _grant then
    insert into public.user_roles (user_id, role) values (_user_id, _role) on conflict do nothing;
  else
    if _role = 'admin' then
      -- Serialise concurrent revocations so two admins cannot remove each other at the same time.
      perform 1 from public.user_roles where role = 'admin' order by id for update;
      if not exists (select 1 from public.user_roles where role = 'admin' and user_id <> _user_id)
          and exists (select 1 from public.user_roles where role = 'admin' and user_id = _user_id) then
        perform private.raise_error('LAST_ADMIN', jsonb_build_object('user_id', _user_id));
      end if;
    end if;
    delete from public.user_roles where user_id = _user_id and role = _role;
  end if;
  return jsonb_build_object(
    'user_id', _user_id,
    'roles', coalesce((select jsonb_agg(role order by role) from public.user_roles where user_id = _user_id), '[]'));
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Execute grants: nothing is callable unless granted here.

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke execute on function public.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;
revoke execute on function public.has_webinar_access(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.book_cart(jsonb, jsonb, text) from public, anon, authenticated, service_role;
revoke execute on function public.cancel_booking(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.change_participant(uuid, integer, text, text, text)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_session_participants(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_attendance(uuid, integer, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function public.my_certificates() from public, anon, authenticated, service_role;
revoke execute on function public.withdraw_booking(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.withdraw_booking_as_guest(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.my_withdrawal_options() from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_booking_status(uuid, public.booking_status)
  from public, anon, authenticated, service_role;
revoke execute on function public.mark_booking_paid_by_webhook(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_cancel_session(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_update_session_capacity(uuid, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_user_role(uuid, public.app_role, boolean)
  from public, anon, authenticated, service_role;

grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
grant execute on function public.has_webinar_access(uuid) to authenticated, service_role;
grant execute on function public.book_cart(jsonb, jsonb, text) to anon, authenticated;
grant execute on function public.cancel_booking(uuid) to authenticated;
grant execute on function public.change_participant(uuid, integer, text, text, text) to authenticated;
grant execute on function public.admin_session_participants(uuid) to authenticated;
grant execute on function public.admin_set_attendance(uuid, integer, boolean) to authenticated;
grant execute on function public.my_certificates() to authenticated;
grant execute on function public.withdraw_booking(uuid) to authenticated;
grant execute on function public.withdraw_booking_as_guest(text, text) to anon, authenticated;
grant execute on function public.my_withdrawal_options() to authenticated;
grant execute on function public.admin_set_booking_status(uuid, public.booking_status) to authenticated;
grant execute on function public.admin_cancel_session(uuid) to authenticated;
grant execute on function public.admin_update_session_capacity(uuid, integer) to authenticated;
grant execute on function public.admin_set_user_role(uuid, public.app_role, boolean) to authenticated;
grant execute on function public.mark_booking_paid_by_webhook(uuid) to service_role;
