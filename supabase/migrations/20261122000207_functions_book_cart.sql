-- Booking: `book_cart` books a whole cart atomically or nothing, every price from the database, and a booking
-- number nobody can guess.
-- Mirrored by mocks/app/rpc/bookCart.ts and mocks/app/rpc/bookCartInput.ts.

-- book_cart(_lines, _customer, _payment_method) books a whole cart atomically or nothing.
--   _lines:    [{ "session_id" | "webinar_id": uuid, "quantity": 1..99,
--                 "participants": [{ "first_name", "last_name", "email" }] (one per seat) }]
--              Any other field (price, total, title, …) is ignored: prices come from the database.
--   _customer: { email (guests: required; signed in: defaults to the account e-mail), first_name, last_name,
--                phone?, customer_type 'private'|'company', company_name (company: required), vat_id?,
--                street, postal_code, city, country? (default 'DE'),
--                buyer_reference? (company only: order number / Leitweg-ID, BT-10; ≤ 100 of A-Z a-z 0-9 ._/:#- and space) }
--   _payment_method: 'invoice' | 'online'
-- Each line's net comes from private.line_price (list price minus early-bird and group discounts, docs/pricing.md).
-- VAT per rate on the net sum, rounded half-up to whole cents (private.line_vat_shares); each line keeps its share.
-- A new booking number: `DA-<Berlin year>-` and 8 characters of an alphabet without 0/O/1/I/L, drawn from the
-- CSPRNG behind gen_random_uuid (never random()), so a number cannot be guessed from another one (the guest
-- withdrawal form identifies a contract by it). Older numbers `DA-YYYY-NNNNNN` stay valid.
create function private.new_booking_number() returns text
language plpgsql volatile set search_path = '' as $$
declare
  _alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  _prefix text := 'DA-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-';
  _code text;
  _random bytea;
  _byte integer;
  _i integer;
begin
  loop
    _code := '';
    while char_length(_code) < 8 loop
      _random := uuid_send(gen_random_uuid());
      for _i in 0 .. 15 loop
        continue when _i in (6, 8); -- the uuid's version and variant bits are not random
        _byte := get_byte(_random, _i);
        -- 248 = 8 × 31: larger bytes are skipped, so every character is equally likely.
        if _byte < 248 and char_length(_code) < 8 then
          _code := _code || substr(_alphabet, _byte % 31 + 1, 1);
        end if;
      end loop;
    end loop;
    exit when not exists (select 1 from public.bookings where booking_number = _prefix || _code);
  end loop;
  return _prefix || _code;
end;
$$;

-- Returns { booking_id, booking_number, net_cents, vat_cents, gross_cents, status, hold_expires_at, payment_token }
-- with status 'pending' (hold_expires_at: see the seat holds, …_functions_holds.sql; payment_token proves ownership
-- to checkout).
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
  _offer_tokens text[] := '{}'; -- waiting list: the offer token a line may present
  _session_ids uuid[] := '{}';
  _webinar_ids uuid[] := '{}';
  _email text;
  _first_name text;
  _last_name text;
  _customer_type text;
  _company text;
  _buyer_reference text; -- BT-10 (docs/invoices.md)
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
  _prices jsonb[] := '{}'; -- prices: private.line_price of each line
  _net integer := 0;
  _vat integer := 0;
  _booking_id uuid;
  _booking_number text;
  _hold jsonb;
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
  perform private.check_length(_email, 254, '{"field": "customer.email"}');
  perform private.check_length(_first_name, 100, '{"field": "customer.first_name"}');
  perform private.check_length(_last_name, 100, '{"field": "customer.last_name"}');
  perform private.check_length(_company, 200, '{"field": "customer.company_name"}');
  perform private.check_length(private.trimmed(_customer ->> 'phone'), 30, '{"field": "customer.phone"}');
  perform private.check_length(private.trimmed(_customer ->> 'vat_id'), 15, '{"field": "customer.vat_id"}');
  perform private.check_length(_street, 200, '{"field": "customer.street"}');
  perform private.check_length(_postal_code, 10, '{"field": "customer.postal_code"}');
  perform private.check_length(_city, 100, '{"field": "customer.city"}');
  -- BT-10 (docs/invoices.md): a company's order number or Leitweg-ID for its invoice; a consumer's is ignored.
  _buyer_reference := case when _customer_type = 'company' then private.trimmed(_customer ->> 'buyer_reference') end;
  perform private.check_length(_buyer_reference, 100, '{"field": "customer.buyer_reference"}');
  if _buyer_reference !~ '^[A-Za-z0-9 ._/:#-]+$' then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'customer.buyer_reference', 'reason', 'invalid'));
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
      perform private.check_length(private.trimmed(_participant ->> 'first_name'), 100,
        jsonb_build_object('line', _i, 'participant', _j, 'field', 'first_name'));
      perform private.check_length(private.trimmed(_participant ->> 'last_name'), 100,
        jsonb_build_object('line', _i, 'participant', _j, 'field', 'last_name'));
      perform private.check_length(private.trimmed(_participant ->> 'email'), 254,
        jsonb_build_object('line', _i, 'participant', _j, 'field', 'email'));
      _clean := _clean || jsonb_build_array(jsonb_build_object(
        'first_name', private.trimmed(_participant ->> 'first_name'),
        'last_name', private.trimmed(_participant ->> 'last_name'),
        'email', lower(private.trimmed(_participant ->> 'email'))));
    end loop;

    _kinds := _kinds || _is_session;
    _ids := _ids || _id;
    _quantities := _quantities || _quantity;
    _line_participants := _line_participants || _clean;
    _offer_tokens := _offer_tokens || private.trimmed(_line ->> 'offer_token'); -- waiting list
    if _is_session then _session_ids := _session_ids || _id; else _webinar_ids := _webinar_ids || _id; end if;
  end loop;

  -- Seat holds: due holds expire first, their sources locked in one ordered pass with the cart's.
  perform private.expire_holds(_session_ids, _webinar_ids);
  -- Lock every seat source in one global order (sessions by id, then webinars by id): no deadlocks between carts.
  perform 1 from public.seminar_sessions where id = any (_session_ids) order by id for update;
  perform 1 from public.webinars where id = any (_webinar_ids) order by id for update;

  -- At most 10 seats per date and booking: said first, as it depends on nobody else's data (docs/booking-rules.md).
  for _i in 1 .. _line_count loop
    if _quantities[_i] > 10 then
      perform private.raise_error('TOO_MANY_SEATS', jsonb_build_object(
        'line', _i - 1, case when _kinds[_i] then 'session_id' else 'webinar_id' end, _ids[_i], 'max', 10));
    end if;
  end loop;

  -- Availability and prices, from the database only.
  for _i in 1 .. _line_count loop
    _quantity := _quantities[_i];
    if _kinds[_i] then
      select s.capacity, s.seats_booked, s.status, s.start_date, s.start_time,
             sem.id as seminar_id, sem.title, sem.price_net_cents, sem.vat_rate, l.venue_name, l.city_name
      into _session
      from public.seminar_sessions s
      join public.seminars sem on sem.id = s.seminar_id and sem.published
      join public.locations l on l.id = s.location_id
      where s.id = _ids[_i];
      -- Waiting list: seats held for an offer count as taken, unless this line presents that offer's token.
      _session.seats_booked := _session.seats_booked + private.waitlist_held_seats(_ids[_i], null, _offer_tokens[_i]);
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
      -- Prices: the seminar's early-bird and group discounts, by the booking's Berlin date.
      _prices := _prices
        || private.line_price(_session.price_net_cents, _quantity, _session.seminar_id, _session.start_date, now());
    else
      select w.capacity, w.seats_booked, w.status, w.starts_at, w.title, w.price_net_cents, w.vat_rate
      into _webinar
      from public.webinars w
      where w.id = _ids[_i] and w.published;
      -- Waiting list: seats held for an offer count as taken, unless this line presents that offer's token.
      _webinar.seats_booked := _webinar.seats_booked + private.waitlist_held_seats(null, _ids[_i], _offer_tokens[_i]);
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
      -- Prices: webinars have no discounts; the same function gives their line.
      _prices := _prices || private.line_price(_webinar.price_net_cents, _quantity, null, _start_dates[_i], now());
    end if;
    _net := _net + (_prices[_i] ->> 'line_net_cents')::integer;
  end loop;
  -- Seat holds: per-date and guest caps, once every line is valid (oracles: an invalid cart answers alike for all).
  perform private.enforce_hold_caps(_uid, _email, _kinds, _ids, _quantities, _offer_tokens);
  -- VAT per rate on the net sum; each line keeps its share of its rate's VAT (docs/pricing.md).
  _line_vats := private.line_vat_shares(
    array(select (p ->> 'line_net_cents')::integer from unnest(_prices) with ordinality as t(p, n) order by n),
    _vat_rates);
  _vat := (select coalesce(sum(v), 0) from unnest(_line_vats) as v);

  insert into public.bookings (
    booking_number, user_id, customer_email, customer_first_name, customer_last_name, customer_phone,
    customer_type, company_name, vat_id, billing_street, billing_postal_code, billing_city, billing_country,
    payment_method, status, net_cents, vat_cents, gross_cents, vat_rate, buyer_reference
  ) values (
    private.new_booking_number(),
    _uid, _email, _first_name, _last_name, private.trimmed(_customer ->> 'phone'),
    _customer_type::public.customer_type,
    case when _customer_type = 'company' then _company end,
    private.trimmed(_customer ->> 'vat_id'),
    _street, _postal_code, _city, coalesce(upper(private.trimmed(_customer ->> 'country')), 'DE'),
    _payment_method::public.payment_method, 'pending', _net, _vat, _net + _vat,
    case when (select count(distinct r) from unnest(_vat_rates) r) = 1 then _vat_rates[1] end, _buyer_reference
  )
  returning id, booking_number into _booking_id, _booking_number;

  for _i in 1 .. _line_count loop
    insert into public.booking_items (
      booking_id, session_id, webinar_id, title, location_name, start_date, start_time, starts_at,
      quantity, unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants,
      early_bird_percent, early_bird_cents, group_discount_percent, group_discount_cents
    ) values (
      _booking_id,
      case when _kinds[_i] then _ids[_i] end,
      case when not _kinds[_i] then _ids[_i] end,
      _titles[_i], _location_names[_i], _start_dates[_i], _start_times[_i], _starts_ats[_i],
      _quantities[_i], _unit_prices[_i], (_prices[_i] ->> 'line_net_cents')::integer, _vat_rates[_i],
      _line_vats[_i], _line_participants[_i],
      -- Prices: the line's discounts, for the invoice and the admin.
      (_prices[_i] ->> 'early_bird_percent')::integer, (_prices[_i] ->> 'early_bird_cents')::integer,
      (_prices[_i] ->> 'group_discount_percent')::integer, (_prices[_i] ->> 'group_discount_cents')::integer
    );
    if _kinds[_i] then
      update public.seminar_sessions set seats_booked = seats_booked + _quantities[_i] where id = _ids[_i];
    else
      update public.webinars set seats_booked = seats_booked + _quantities[_i] where id = _ids[_i];
    end if;
    -- Waiting list: an offer presented by this line is now booked.
    perform private.redeem_waitlist_offer(
      case when _kinds[_i] then _ids[_i] end, case when not _kinds[_i] then _ids[_i] end,
      _offer_tokens[_i], _quantities[_i], _booking_id);
  end loop;

  -- Seat holds: the hold's deadline and the booking's payment token.
  _hold := private.start_hold(_booking_id, _uid, _payment_method);
  -- Invoices (docs/invoices.md): a booking binding at once (signed-in, confirmed address, invoice) is invoiced now.
  perform private.issue_invoice(_booking_id);

  -- Mail outbox (i14): the receipt and the academy's notice, committed or rolled back with the booking.
  perform private.enqueue_booking_mails(_booking_id);

  return jsonb_build_object(
    'booking_id', _booking_id,
    'booking_number', _booking_number,
    'net_cents', _net,
    'vat_cents', _vat,
    'gross_cents', _net + _vat,
    'status', 'pending'
  ) || _hold;
end;
$$;
