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
-- (docs/states.md) remains the fallback and simply conflicts here.
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

-- profiles.email mirrors the auth record (auth.users.email), so nobody can pose as another address in the admin's
-- user list, where roles are granted: an insert takes the auth address whatever the client sends; an update that
-- sets any other address is refused (EMAIL_READ_ONLY) — e-mail changes go only through the auth e-mail-change flow,
-- which the trigger below copies here.
create function private.profile_email_from_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _auth_email text := (select u.email from auth.users u where u.id = new.user_id);
begin
  if tg_op = 'UPDATE' and new.email is distinct from old.email and new.email is distinct from _auth_email then
    perform private.raise_error('EMAIL_READ_ONLY', jsonb_build_object('field', 'email'));
  end if;
  new.email := _auth_email;
  return new;
end;
$$;

create trigger profiles_email_from_auth before insert or update on public.profiles
  for each row execute function private.profile_email_from_auth();

create function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function private.sync_profile_email();

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
-- so a cancellation and a booking can never deadlock. Only a booking that holds seats (pending, confirmed, paid) has
-- any to give back: an expired or cancelled one gave them back already, so it changes nothing (the seat invariant,
-- docs/booking-rules.md). Callers release before they change the status.
create function private.release_booking_seats(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
begin
  if not exists (
    select 1 from public.bookings where id = _booking_id and status in ('pending', 'confirmed', 'paid')
  ) then
    return;
  end if;
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
-- Seat holds (booking integrity): reservations expire, guests are capped

-- The hold of a guest counts against the caps while it is unconfirmed and not yet due.
create function private.is_guest_hold(_booking public.bookings) returns boolean
language sql stable set search_path = '' as $$
  select _booking.status = 'pending' and _booking.user_id is null and _booking.hold_expires_at is not null
    and _booking.hold_expires_at > pg_catalog.now()
$$;

-- Expires every due hold (unpaid online bookings after settings.online_hold_minutes, unconfirmed invoice bookings
-- after settings.invoice_confirmation_hours): status 'expired', seats back on sale. Run every minute by pg_cron
-- (live) and lazily by book_cart, which passes its own cart's sources: they are locked together with the due holds'
-- sources in one ordered pass (sessions by id, then webinars by id), so expiry and booking can never deadlock. Due
-- bookings another transaction is already handling are skipped (`skip locked`): that one expires them.
create function private.expire_holds(_session_ids uuid[] default '{}', _webinar_ids uuid[] default '{}')
returns integer
language plpgsql set search_path = '' as $$
declare
  _due uuid[];
  _id uuid;
begin
  select coalesce(array_agg(id), '{}') into _due from (
    select id from public.bookings
    where status = 'pending' and hold_expires_at <= now()
    order by id
    for update skip locked
  ) due;
  perform 1 from public.seminar_sessions
  where id = any (_session_ids)
     or id in (select session_id from public.booking_items where booking_id = any (_due))
  order by id for update;
  perform 1 from public.webinars
  where id = any (_webinar_ids)
     or id in (select webinar_id from public.booking_items where booking_id = any (_due))
  order by id for update;
  foreach _id in array _due loop
    perform private.release_booking_seats(_id);
  end loop;
  update public.bookings set status = 'expired', expired_at = now() where id = any (_due);
  foreach _id in array _due loop
    perform private.offer_freed_seats_of_booking(_id); -- waiting list: offer the freed seats
    -- An unpaid online booking's customer learns that the payment link has lapsed (mail outbox).
    if (select payment_method from public.bookings where id = _id) = 'online' then
      perform private.enqueue_payment_link_expired_mail(_id);
    end if;
  end loop;
  return cardinality(_due);
end;
$$;

-- Caps against seat hoarding, checked by book_cart under its seat locks, after the lines proved valid (dates exist,
-- are bookable and have the seats), so a refusal here tells nothing about dates that do not exist:
--   * at most 10 seats per date in one booking (TOO_MANY_SEATS: larger groups use the in-house request);
--   * guests only: one e-mail address holds at most settings.guest_hold_seat_limit unconfirmed seats at once
--     (GUEST_HOLD_LIMIT);
--   * guests only: unconfirmed guest holds of one date never take more than settings.guest_hold_share_percent of its
--     capacity not yet firmly booked (GUEST_SEATS_EXHAUSTED), so invented addresses cannot take a date away from
--     signed-in or paying customers: at least one seat of a date with free seats always stays for them. Signed-in,
--     confirmed and paid bookings are not limited by the share, nor are the seats of a waiting-list offer whose token
--     the line presents (they are held for that buyer already).
-- Fails closed: without the settings row nothing is booked (BOOKING_CLOSED).
create function private.enforce_hold_caps(
  _uid uuid, _email text, _kinds boolean[], _ids uuid[], _quantities integer[], _offer_tokens text[] default '{}'
) returns void
language plpgsql set search_path = '' as $$
declare
  _settings public.settings;
  _i integer;
  _held integer;
  _capacity integer;
  _booked integer;
  _allowed integer;
  _offered integer;
  _own_offer integer;
begin
  for _i in 1 .. coalesce(cardinality(_ids), 0) loop
    if _quantities[_i] > 10 then
      perform private.raise_error('TOO_MANY_SEATS', jsonb_build_object(
        'line', _i - 1, case when _kinds[_i] then 'session_id' else 'webinar_id' end, _ids[_i], 'max', 10));
    end if;
  end loop;
  if _uid is not null then
    return;
  end if;
  select * into _settings from public.settings where id = 1;
  if not found then
    perform private.raise_error('BOOKING_CLOSED');
  end if;

  select coalesce(sum(bi.quantity), 0)::integer into _held
  from public.bookings b
  join public.booking_items bi on bi.booking_id = b.id
  where b.customer_email = _email and private.is_guest_hold(b);
  if _held + (select sum(q) from unnest(_quantities) q) > _settings.guest_hold_seat_limit then
    -- Oracles: never how many seats the address holds.
    perform private.raise_error('GUEST_HOLD_LIMIT', jsonb_build_object('limit', _settings.guest_hold_seat_limit));
  end if;

  for _i in 1 .. cardinality(_ids) loop
    if _kinds[_i] then
      select capacity, seats_booked into _capacity, _booked from public.seminar_sessions where id = _ids[_i];
    else
      select capacity, seats_booked into _capacity, _booked from public.webinars where id = _ids[_i];
    end if;
    -- Seats held for a waiting-list offer count as taken, unless this line presents that offer's token.
    _offered := private.waitlist_held_seats(
      case when _kinds[_i] then _ids[_i] end, case when not _kinds[_i] then _ids[_i] end, null);
    _own_offer := _offered - private.waitlist_held_seats(
      case when _kinds[_i] then _ids[_i] end, case when not _kinds[_i] then _ids[_i] end, _offer_tokens[_i]);
    _booked := _booked + _offered - _own_offer;
    -- Unknown or too few seats: book_cart names it (SESSION_NOT_FOUND, SESSION_SOLD_OUT).
    continue when _capacity is null or _capacity - _booked < _quantities[_i];
    -- The seats of the presented offer are this buyer's already; the share only limits the seats beyond them.
    continue when _quantities[_i] <= _own_offer;
    select coalesce(sum(bi.quantity), 0)::integer into _held
    from public.booking_items bi
    join public.bookings b on b.id = bi.booking_id
    where (bi.session_id = _ids[_i] or bi.webinar_id = _ids[_i]) and private.is_guest_hold(b);
    -- The share of what is not firmly booked (capacity minus seats that are not guest holds).
    _allowed := floor((_capacity - (_booked - _held)) * _settings.guest_hold_share_percent / 100.0)::integer;
    if _held + _quantities[_i] - _own_offer > _allowed then
      perform private.raise_error('GUEST_SEATS_EXHAUSTED', jsonb_build_object(
        'line', _i - 1, case when _kinds[_i] then 'session_id' else 'webinar_id' end, _ids[_i],
        'seats_left', greatest(_allowed - _held, 0)));
    end if;
  end loop;
end;
$$;

-- Mail outbox (rendered and sent by the edge function send-mail; the demo mirrors it in mocks/app/mail)

-- The academy as the mails show it (sender, bank details; the legal data of every mail's footer are the invoice
-- seller's columns, docs/mail.md).
create function private.mail_academy() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'name', academy_name, 'street', street, 'postal_code', postal_code, 'city', city, 'email', email,
    'phone', phone, 'vat_id', vat_id, 'iban', iban, 'bic', bic, 'bank_name', bank_name,
    'legal_name', legal_name, 'register_court', register_court, 'register_number', register_number,
    'managing_directors', to_jsonb(managing_directors), 'website', website)
  from public.settings where id = 1;
$$;

-- A snapshot of a booking for its mails: a queued mail shows the booking as it was when it was queued.
create function private.mail_booking_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'academy', private.mail_academy(),
    'booking', jsonb_build_object(
      'id', b.id, 'booking_number', b.booking_number, 'payment_method', b.payment_method,
      'customer_email', b.customer_email, 'customer_first_name', b.customer_first_name,
      'customer_last_name', b.customer_last_name, 'customer_type', b.customer_type,
      'company_name', b.company_name, 'vat_id', b.vat_id, 'billing_street', b.billing_street,
      'billing_postal_code', b.billing_postal_code, 'billing_city', b.billing_city,
      'billing_country', b.billing_country, 'net_cents', b.net_cents, 'vat_cents', b.vat_cents,
      'gross_cents', b.gross_cents, 'booked_on', (b.created_at at time zone 'Europe/Berlin')::date,
      'booked_at', to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), -- calendar DTSTAMP
      'paid', b.paid_at is not null,
      'items', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', bi.id, 'title', bi.title, 'location_name', bi.location_name, 'start_date', bi.start_date,
          'start_time', bi.start_time,
          'starts_at', to_char(bi.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'is_webinar', bi.webinar_id is not null, 'quantity', bi.quantity, 'unit_net_cents', bi.unit_net_cents,
          'line_net_cents', bi.line_net_cents, 'vat_rate', bi.vat_rate, 'line_vat_cents', bi.line_vat_cents,
          'early_bird_percent', bi.early_bird_percent, 'early_bird_cents', bi.early_bird_cents, -- prices
          'group_discount_percent', bi.group_discount_percent, 'group_discount_cents', bi.group_discount_cents,
          -- The calendar file (docs/calendar.md): every day of the date, the venue's address, the page's path.
          'target_id', coalesce(bi.session_id, bi.webinar_id), 'end_date', ss.end_date, 'end_time', ss.end_time,
          'duration_minutes', w.duration_minutes,
          'venue', case when l.id is not null then jsonb_build_object(
            'name', l.venue_name, 'street', l.street, 'postal_code', l.postal_code, 'city', l.city) end,
          'page_path', case when w.id is not null then '/webinar/' || w.slug
                            when se.id is not null then '/' || l.city_slug || '/' || se.slug end,
          'participants', bi.participants) order by bi.starts_at, bi.id)
        from public.booking_items bi
        left join public.seminar_sessions ss on ss.id = bi.session_id
        left join public.locations l on l.id = ss.location_id
        left join public.seminars se on se.id = ss.seminar_id
        left join public.webinars w on w.id = bi.webinar_id
        where bi.booking_id = b.id), '[]'::jsonb)))
  from public.bookings b where b.id = _booking_id;
$$;

-- Mail limits (docs/booking-rules.md): a booking snapshot for an address nobody has verified keeps only the
-- academy's own facts (number, dates, seats, amounts); what the booker typed (names, company, VAT id, billing
-- address, participants) is left out, so the academy's template never carries a stranger's text to that address.
create function private.mail_booking_facts(_data jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select _data || jsonb_build_object('booking',
    ((_data -> 'booking') - array['customer_first_name', 'customer_last_name', 'company_name', 'vat_id',
        'billing_street', 'billing_postal_code', 'billing_city', 'billing_country'])
    || jsonb_build_object('items', coalesce((
      select jsonb_agg(item - 'participants' order by position)
      from jsonb_array_elements(_data #> '{booking,items}') with ordinality as line(item, position)), '[]'::jsonb)))
$$;

-- Issue 30 (docs/mail.md): the booking's issued invoice as its mails attach it, `{ invoice: snapshot | null }` — the
-- one no credit note has cancelled (as private.open_invoice_id); null while the booking is not binding.
create function private.mail_invoice_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('invoice', (
    select i.snapshot from public.invoices i
    where i.booking_id = _booking_id and i.kind = 'invoice'
      and not exists (select 1 from public.invoices c where c.preceding_invoice_id = i.id)
    order by i.created_at desc, i.seq desc
    limit 1))
$$;

-- The credit note a cancellation or withdrawal just issued, `{ credit_note: snapshot | null }` (the booking's latest).
create function private.mail_credit_note_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('credit_note', (
    select i.snapshot from public.invoices i
    where i.booking_id = _booking_id and i.kind = 'credit_note'
    order by i.created_at desc, i.seq desc
    limit 1))
$$;

-- Mail limits (docs/booking-rules.md): a recipient as the limits count it, lower case with the `+tag` cut from the
-- local part, so victim+1@… and Victim+2@… are one mailbox.
create function private.mail_recipient_key(_address text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(_address)), '\+[^@]*@', '@')
$$;

-- One message; the same idempotency key twice is a no-op (a cause never mails twice). `_unverified`: a visitor
-- without a verified address caused it (counted by the mail limits).
create function private.enqueue_mail(
  _template text, _recipient text, _data jsonb, _key text, _booking_id uuid default null,
  _send_after timestamptz default null, _unverified boolean default false
) returns void
language sql set search_path = '' as $$
  insert into public.email_outbox (
    template, recipient, data, idempotency_key, booking_id, send_after, next_attempt_at, recipient_key, unverified)
  values (_template, _recipient, _data, _key, _booking_id, _send_after, coalesce(_send_after, now()),
    private.mail_recipient_key(_recipient), _unverified)
  on conflict (idempotency_key) do nothing;
$$;

-- Mail limits: the caller is signed in with this very address, confirmed by the auth server. Every other recipient
-- is unverified: anyone could have typed it.
create function private.is_verified_recipient(_address text) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from auth.users u
    where u.id = auth.uid() and u.email_confirmed_at is not null and lower(u.email) = lower(btrim(_address)))
$$;

-- Mail limits: may one more unverified mail go to this recipient? At most settings.unverified_mails_per_recipient
-- to the normalised address in 24 hours and settings.unverified_mails_per_hour in total per hour (fails closed
-- without settings). Callers take private.lock_unverified_mail first, so simultaneous requests count one at a time.
create function private.unverified_mail_allowed(_recipient text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select (select count(*) from public.email_outbox o
            where o.unverified and o.recipient_key = private.mail_recipient_key(_recipient)
              and o.created_at > now() - interval '24 hours') < st.unverified_mails_per_recipient
       and (select count(*) from public.email_outbox o
            where o.unverified and o.created_at > now() - interval '1 hour') < st.unverified_mails_per_hour
    from public.settings st where st.id = 1), false)
$$;

-- Mail limits under concurrency: count-then-insert must not run side by side, or 20 simultaneous requests all see
-- room and all insert. Held until the transaction ends: first the hourly total's lock (one for all recipients, taken
-- first by everyone so two transactions never wait on each other's recipient locks), then the recipient's.
create function private.lock_unverified_mail(_recipient text) returns void
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('unverified_mail:total'));
  perform pg_advisory_xact_lock(hashtext('unverified_mail:' || private.mail_recipient_key(_recipient)));
end;
$$;

-- A mail a visitor without a verified address causes: over a limit the action that causes it is refused
-- (MAIL_LIMIT_REACHED) and, raised, changes nothing. A repeat of the same cause (same key) is no new mail.
create function private.enqueue_unverified_mail(
  _template text, _recipient text, _data jsonb, _key text, _booking_id uuid default null
) returns void
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from public.email_outbox where idempotency_key = _key) then
    return;
  end if;
  perform private.lock_unverified_mail(_recipient);
  if not private.unverified_mail_allowed(_recipient) then
    perform private.raise_error('MAIL_LIMIT_REACHED');
  end if;
  perform private.enqueue_mail(_template, _recipient, _data, _key, _booking_id, null, true);
end;
$$;

-- After book_cart: the customer's receipt and the academy's notification.
create function private.enqueue_booking_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  _unverified boolean := false;
begin
  -- Mail limits: a receipt to an address the booker has not verified passes the limits (MAIL_LIMIT_REACHED) and
  -- carries only the academy's facts; the academy's copy below keeps everything.
  if not private.is_verified_recipient(_data #>> '{booking,customer_email}') then
    if exists (select 1 from public.email_outbox where idempotency_key = 'booking_received:' || _booking_id) then
      return;
    end if;
    perform private.lock_unverified_mail(_data #>> '{booking,customer_email}');
    if not private.unverified_mail_allowed(_data #>> '{booking,customer_email}') then
      perform private.raise_error('MAIL_LIMIT_REACHED');
    end if;
    _unverified := true;
  end if;
  -- The receipt names the hold's deadline and, for an unconfirmed e-mail address, the `Buchung bestätigen` token.
  perform private.enqueue_mail('booking_received', _data #>> '{booking,customer_email}',
    -- Issue 30: a booking binding at once (signed-in, confirmed address, invoice) has its invoice already.
    case when _unverified then private.mail_booking_facts(_data)
         else _data || private.mail_invoice_data(_booking_id) end || (
      select jsonb_build_object(
        'hold_expires_at', to_char(b.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'confirmation_token', t.confirmation_token)
      from public.bookings b left join public.booking_tokens t on t.booking_id = b.id
      where b.id = _booking_id) || private.guest_view_link(_booking_id), -- a guest's "Ihre Buchung ansehen"
    'booking_received:' || _booking_id, _booking_id, null, _unverified);
  perform private.enqueue_mail('academy_new_booking', _data #>> '{academy,email}', _data,
    'academy_new_booking:' || _booking_id, _booking_id);
  -- Issue 31: binding at once (signed-in, confirmed address, invoice: hold ended) → the participants' own mails.
  if exists (select 1 from public.bookings where id = _booking_id and status = 'pending' and hold_expires_at is null)
  then
    perform private.enqueue_participant_mails(_booking_id);
  end if;
end;
$$;

-- After a status change: confirmed or paid → confirmation with invoice and calendar, the webinar links and the
-- reminders 7 days and 1 day before each date (only those still ahead); paid → payment receipt; cancelled →
-- cancellation with refund note, and the reminders not yet sent are withdrawn.
create function private.enqueue_status_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  -- The booker's mails only: a guest's link "Ihre Buchung ansehen" (its view token) instead of the dashboard.
  _booker jsonb := _data || private.guest_view_link(_booking_id);
  _status public.booking_status := (select status from public.bookings where id = _booking_id);
  _to text := _data #>> '{booking,customer_email}';
  _item record;
  _before record;
  -- The customer's switch under Einstellungen → Benachrichtigungen (the reminders' List-Unsubscribe points there);
  -- a guest has none and gets them.
  _reminders boolean := coalesce((
    select p.booking_reminders from public.bookings b join public.profiles p on p.user_id = b.user_id
    where b.id = _booking_id), true);
begin
  if _status in ('confirmed', 'paid') then
    -- Issue 30: the invoice issued just before this call (set_booking_status) is attached.
    perform private.enqueue_mail('booking_confirmed', _to, _booker || private.mail_invoice_data(_booking_id),
      'booking_confirmed:' || _booking_id, _booking_id);
    perform private.enqueue_participant_mails(_booking_id); -- Issue 31: the participants' own mails
    for _item in
      select bi.id, bi.starts_at, wa.join_url
      from public.booking_items bi left join public.webinar_access wa on wa.webinar_id = bi.webinar_id
      where bi.booking_id = _booking_id
    loop
      for _before in select * from (values ('reminder_7_days', interval '7 days'), ('reminder_1_day', interval '1 day'))
        as r(template, lead)
      loop
        if _reminders and _item.starts_at - _before.lead > now() then
          perform private.enqueue_mail(_before.template, _to, _booker || jsonb_build_object('item_id', _item.id),
            _before.template || ':' || _booking_id || ':' || _item.id, _booking_id, _item.starts_at - _before.lead);
        end if;
      end loop;
      if _item.join_url is not null then
        perform private.enqueue_mail('webinar_access', _to,
          _data || jsonb_build_object('item_id', _item.id, 'join_url', _item.join_url),
          'webinar_access:' || _booking_id || ':' || _item.id, _booking_id);
      end if;
    end loop;
  end if;
  if _status = 'paid' then
    perform private.enqueue_mail('payment_received', _to, _booker, 'payment_received:' || _booking_id, _booking_id);
  end if;
  if _status = 'cancelled' then
    delete from public.email_outbox
    where booking_id = _booking_id and template in ('reminder_7_days', 'reminder_1_day') and sent_at is null;
    -- Issue 30: the credit note the cancellation issued just before (if the booking was invoiced) is attached.
    perform private.enqueue_mail('cancellation_confirmed', _to, _booker || private.mail_credit_note_data(_booking_id),
      'cancellation_confirmed:' || _booking_id, _booking_id);
  end if;
end;
$$;

-- Issue 31: switching reminders off (Einstellungen → Benachrichtigungen, where the reminders' List-Unsubscribe
-- points, docs/mail.md) also withdraws the reminders already queued for the customer's bookings.
create function private.withdraw_switched_off_reminders() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.email_outbox o
  using public.bookings b
  where o.booking_id = b.id and b.user_id = new.user_id
    and o.template in ('reminder_7_days', 'reminder_1_day') and o.sent_at is null;
  return null;
end;
$$;

create trigger profiles_reminders_off after update of booking_reminders on public.profiles
  for each row when (old.booking_reminders and not new.booking_reminders)
  execute function private.withdraw_switched_off_reminders();

-- Mail limits: the booking's address is the confirmed address of the account that booked it. Otherwise anyone may
-- have typed it, and its mails carry only the academy's facts (private.mail_booking_facts).
create function private.booking_address_verified(_booking_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.bookings b join auth.users u on u.id = b.user_id
    where b.id = _booking_id and u.email_confirmed_at is not null and lower(u.email) = lower(b.customer_email))
$$;

-- For the expiry of unpaid online bookings: the customer learns the payment link lapsed and the seats are free.
-- Mail limits: the expiry job has no caller to refuse, so a guest's mail (no account with this confirmed address)
-- is skipped silently over the limits, a guest address gets it at most once in 24 hours, and it carries only the
-- academy's facts.
create function private.enqueue_payment_link_expired_mail(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  _to text := _data #>> '{booking,customer_email}';
  _verified boolean := private.booking_address_verified(_booking_id);
begin
  if not _verified then
    perform private.lock_unverified_mail(_to);
    _data := private.mail_booking_facts(_data);
  end if;
  if not _verified and (
    not private.unverified_mail_allowed(_to)
    or exists (
      select 1 from public.email_outbox o
      where o.template = 'payment_link_expired' and o.unverified
        and o.recipient_key = private.mail_recipient_key(_to) and o.created_at > now() - interval '24 hours')) then
    return;
  end if;
  perform private.enqueue_mail('payment_link_expired', _to, _data,
    'payment_link_expired:' || _booking_id, _booking_id, null, not _verified);
end;
$$;

-- After admin_cancel_session: every open booking of the session is told.
create function private.enqueue_session_cancelled_mails(_session_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _line record;
begin
  for _line in
    select bi.booking_id, bi.id as item_id, b.customer_email
    from public.booking_items bi join public.bookings b on b.id = bi.booking_id
    where bi.session_id = _session_id and b.status in ('pending', 'confirmed', 'paid') -- an expired one has no seat
  loop
    perform private.enqueue_mail('session_cancelled', _line.customer_email,
      private.mail_booking_data(_line.booking_id) || private.guest_view_link(_line.booking_id)
        || jsonb_build_object('item_id', _line.item_id),
      'session_cancelled:' || _line.booking_id || ':' || _line.item_id, _line.booking_id);
  end loop;
end;
$$;

-- A waiting-list entry as its mails name it: whom, how many seats, which date (Berlin day; city null = webinar),
-- the link to leave the list.
create function private.waitlist_mail_data(_entry public.waitlist_entries) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return jsonb_build_object(
      'academy', private.mail_academy(), 'name', _entry.name, 'seats', _entry.seats,
      'leave_token', _entry.leave_token)
    || coalesce(
      (select jsonb_build_object('title', sem.title, 'date', s.start_date, 'city', l.city_name)
       from public.seminar_sessions s
       join public.seminars sem on sem.id = s.seminar_id
       join public.locations l on l.id = s.location_id
       where s.id = _entry.session_id),
      (select jsonb_build_object(
          'title', w.title, 'date', (w.starts_at at time zone 'Europe/Berlin')::date, 'city', null)
       from public.webinars w where w.id = _entry.webinar_id));
end;
$$;

-- The trigger waitlist_entries_mails, whichever function changed the entry: a new unconfirmed entry gets the
-- confirmation link (double opt-in), an entry that starts waiting its place, an entry with a new offer the
-- `Platz jetzt buchen` mail (one per offer token).
create function private.enqueue_waitlist_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Mail limits: the address is unconfirmed, so the mail passes the limits and carries no name the visitor typed.
  if tg_op = 'INSERT' and new.status = 'pending_confirmation' then
    perform private.enqueue_unverified_mail('waitlist_confirm', new.email,
      (private.waitlist_mail_data(new) - 'name') || jsonb_build_object('confirm_token', new.confirm_token),
      'waitlist_confirm:' || new.id);
  end if;
  if new.status = 'waiting' and (tg_op = 'INSERT' or old.status <> 'waiting') then
    perform private.enqueue_mail('waitlist_joined', new.email,
      private.waitlist_mail_data(new) || jsonb_build_object('position', private.waitlist_position(new.id)),
      'waitlist_joined:' || new.id);
  end if;
  if new.status = 'offered' and (tg_op = 'INSERT' or old.offer_token is distinct from new.offer_token) then
    perform private.enqueue_mail('waitlist_offer', new.email,
      private.waitlist_mail_data(new) || jsonb_build_object(
        'offer_token', new.offer_token,
        'offer_expires_at', to_char(new.offer_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      'waitlist_offer:' || new.id || ':' || new.offer_token);
  end if;
  return null;
end;
$$;

-- After a withdrawal is recorded: the consumer's receipt (§ 356a BGB) and the academy's notice.
create function private.enqueue_withdrawal_mails(_withdrawal public.booking_withdrawals) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb;
begin
  select jsonb_build_object(
      'academy', private.mail_academy(), 'booking_number', b.booking_number,
      'customer_name', b.customer_first_name || ' ' || b.customer_last_name, 'customer_email', b.customer_email,
      'received_at', to_char(_withdrawal.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'service_started', _withdrawal.service_started)
  into _data
  from public.bookings b where b.id = _withdrawal.booking_id;
  -- Mail limits: to an address nobody verified, the receipt names no one (the booker typed the name); the academy's
  -- notice keeps it.
  perform private.enqueue_mail('withdrawal_received', _withdrawal.confirmation_email,
    case
      -- Issue 30: the credit note names the buyer, so only a verified address gets it attached.
      when private.booking_address_verified(_withdrawal.booking_id)
        or private.is_verified_recipient(_withdrawal.confirmation_email)
        then _data || private.mail_credit_note_data(_withdrawal.booking_id)
      else _data - 'customer_name'
    end,
    'withdrawal_received:' || _withdrawal.booking_id, _withdrawal.booking_id);
  perform private.enqueue_mail('academy_withdrawal', _data #>> '{academy,email}', _data,
    'academy_withdrawal:' || _withdrawal.booking_id, _withdrawal.booking_id);
end;
$$;

-- Issue 31 (docs/mail.md, "Participants"): what a participant learns of one booked date, only the academy's own
-- catalogue facts: title, days and times, the venue with its full address and access notes, a webinar's duration and
-- join link. Never prices, never anything the booker typed.
create function private.participant_mail_item(_item_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'title', bi.title, 'is_webinar', bi.webinar_id is not null, 'location_name', bi.location_name,
    'start_date', bi.start_date, 'end_date', coalesce(s.end_date, bi.start_date),
    'start_time', to_char(bi.start_time, 'HH24:MI:SS'), 'end_time', to_char(s.end_time, 'HH24:MI:SS'),
    'starts_at', to_char(bi.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'duration_minutes', w.duration_minutes,
    'venue', case when l.id is not null then jsonb_build_object(
      'name', l.venue_name, 'street', l.street, 'postal_code', l.postal_code, 'city', l.city,
      'directions', l.directions, 'public_transport', l.public_transport, 'parking', l.parking,
      'step_free_access', l.step_free_access, 'accessibility_notes', l.accessibility_notes) end,
    'join_url', wa.join_url)
  from public.booking_items bi
  left join public.seminar_sessions s on s.id = bi.session_id
  left join public.locations l on l.id = s.location_id
  left join public.webinars w on w.id = bi.webinar_id
  left join public.webinar_access wa on wa.webinar_id = bi.webinar_id
  where bi.id = _item_id
$$;

-- Issue 31: once a booking is confirmed or paid, every participant address other than the booker's gets ONE mail for
-- the booking with all of its dates (participant_mail_item). Mail limits: the booker typed these addresses, so each
-- mail counts as unverified; over a limit it is skipped silently (the academy's confirmation or the payment must not
-- fail for it). The key holds one normalised address per booking, so listing a victim ten times (or as victim+1@…,
-- Victim+2@…) still sends one mail, and the mail greets neutrally: no name or text the booker typed reaches it.
create function private.enqueue_participant_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _booker text := (select private.mail_recipient_key(customer_email) from public.bookings where id = _booking_id);
  _participant record;
  _key text;
begin
  for _participant in
    select private.mail_recipient_key(p.value ->> 'email') as recipient_key,
      (array_agg(p.value ->> 'email' order by bi.starts_at, bi.id, p.ordinality))[1] as email
    from public.booking_items bi
    cross join lateral jsonb_array_elements(bi.participants) with ordinality as p(value, ordinality)
    where bi.booking_id = _booking_id and coalesce(p.value ->> 'email', '') <> ''
    group by 1
    order by min(bi.starts_at), 1
  loop
    continue when _participant.recipient_key = _booker;
    _key := 'participant_booked:' || _booking_id || ':' || _participant.recipient_key;
    continue when exists (select 1 from public.email_outbox where idempotency_key = _key);
    perform private.lock_unverified_mail(_participant.email);
    continue when not private.unverified_mail_allowed(_participant.email);
    perform private.enqueue_mail('participant_booked', _participant.email,
      jsonb_build_object(
        'academy', private.mail_academy(),
        'items', (
          select jsonb_agg(private.participant_mail_item(bi.id) order by bi.starts_at, bi.id)
          from public.booking_items bi
          where bi.booking_id = _booking_id and exists (
            select 1 from jsonb_array_elements(bi.participants) p
            where private.mail_recipient_key(p ->> 'email') = _participant.recipient_key))),
      _key, _booking_id, null, true);
  end loop;
end;
$$;

-- After change_participant: the substitute learns what, when and where. Mail limits: the substitute's address is
-- not verified (the booker typed it), so the mail passes the limits and carries only the academy's catalogue data,
-- no name typed by the booker (docs/booking-rules.md); the booker's own verified address is not limited.
create function private.enqueue_participant_changed_mail(_change_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _line record;
  _data jsonb;
begin
  select c.email, bi.id as item_id, b.id as booking_id
  into _line
  from public.participant_changes c
  join public.booking_items bi on bi.id = c.booking_item_id
  join public.bookings b on b.id = bi.booking_id
  where c.id = _change_id;
  -- Issue 31: the same facts as the participants' mail (address, access notes, a webinar's join link).
  _data := jsonb_build_object('academy', private.mail_academy(), 'item', private.participant_mail_item(_line.item_id));
  if private.is_verified_recipient(_line.email) then
    perform private.enqueue_mail('participant_changed', _line.email, _data,
      'participant_changed:' || _change_id, _line.booking_id);
  else
    perform private.enqueue_unverified_mail('participant_changed', _line.email, _data,
      'participant_changed:' || _change_id, _line.booking_id);
  end if;
end;
$$;

-- Starts the hold of a new booking and issues its secrets; returns what book_cart adds to its answer:
-- { hold_expires_at, payment_token }. Online payment: the seats are held settings.online_hold_minutes for the
-- payment. Invoice: binding at once for a signed-in booker with a confirmed address; otherwise held
-- settings.invoice_confirmation_hours until the e-mail address is confirmed (confirm_booking_email).
create function private.start_hold(_booking_id uuid, _uid uuid, _payment_method text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _settings public.settings;
  _needs_confirmation boolean;
  _expires timestamptz;
  _payment_token text := gen_random_uuid()::text;
begin
  select * into _settings from public.settings where id = 1;
  if not found then
    perform private.raise_error('BOOKING_CLOSED');
  end if;
  _needs_confirmation := _payment_method = 'invoice' and not exists (
    select 1 from auth.users u where u.id = _uid and u.email_confirmed_at is not null);
  _expires := case
    when _payment_method = 'online' then now() + make_interval(mins => _settings.online_hold_minutes)
    when _needs_confirmation then now() + make_interval(hours => _settings.invoice_confirmation_hours)
  end;
  update public.bookings set hold_expires_at = _expires where id = _booking_id;
  insert into public.booking_tokens (booking_id, confirmation_token, payment_token)
  values (_booking_id, case when _needs_confirmation then gen_random_uuid()::text end, _payment_token);
  return jsonb_build_object('hold_expires_at', _expires, 'payment_token', _payment_token);
end;
$$;

-- The `Buchung bestätigen` link of the confirmation mail: makes an unconfirmed invoice booking binding (its hold
-- ends). Idempotent. A booking whose hold ran out is expired now and answered with status 'expired' (no error, so
-- the expiry is kept); an unknown token is INVALID_TOKEN.
create function public.confirm_booking_email(_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
begin
  select b.* into _booking
  from public.booking_tokens t
  join public.bookings b on b.id = t.booking_id
  where t.confirmation_token = _token
  for update of b;
  if not found or _token is null then
    perform private.raise_error('INVALID_TOKEN');
  end if;
  if _booking.status = 'pending' and _booking.hold_expires_at <= now() then
    perform private.release_booking_seats(_booking.id);
    update public.bookings set status = 'expired', expired_at = now() where id = _booking.id
    returning * into _booking;
    perform private.offer_freed_seats_of_booking(_booking.id); -- waiting list: offer the freed seats
  end if;
  if _booking.status = 'pending' and _booking.email_confirmed_at is null then
    update public.bookings
    set email_confirmed_at = now(),
        hold_expires_at = case when payment_method = 'invoice' then null else hold_expires_at end
    where id = _booking.id
    returning * into _booking;
    perform private.issue_invoice(_booking.id); -- Invoices: binding now (invoice payment) → invoiced
    -- Issue 30: the confirmation with that invoice goes out now (the address just proved its owner), so "Die Rechnung
    -- erhalten Sie per E-Mail" holds; the academy's later confirmation has the same key and is not sent twice.
    if _booking.payment_method = 'invoice' then
      perform private.enqueue_mail('booking_confirmed', _booking.customer_email,
        private.mail_booking_data(_booking.id) || private.guest_view_link(_booking.id)
          || private.mail_invoice_data(_booking.id),
        'booking_confirmed:' || _booking.id, _booking.id);
      perform private.enqueue_participant_mails(_booking.id); -- Issue 31: binding now → the participants' mails
    end if;
  end if;
  return jsonb_build_object(
    'booking_number', _booking.booking_number, 'status', _booking.status,
    'email_confirmed_at', _booking.email_confirmed_at, 'hold_expires_at', _booking.hold_expires_at);
end;
$$;

-- After an in-house request is stored: confirmation to the requester, notice to the academy. Mail limits: the
-- requester's copy passes the limits unless the caller is signed in with that confirmed address, and carries none of
-- the request's free text (only the academy's own words); the academy's copy keeps everything.
create function private.enqueue_inhouse_request_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _data jsonb := jsonb_build_object(
    'academy', private.mail_academy(),
    'request', jsonb_build_object(
      'company', new.company, 'contact_name', new.contact_name, 'email', new.email, 'phone', new.phone,
      'topic', new.topic, 'participants', new.participants, 'preferred_period', new.preferred_period,
      'location_preference', new.location_preference, 'message', new.message));
begin
  if private.is_verified_recipient(new.email) then
    perform private.enqueue_mail('inhouse_request_received', new.email,
      jsonb_build_object('academy', _data -> 'academy'), 'inhouse_request_received:' || new.id);
  else
    perform private.enqueue_unverified_mail('inhouse_request_received', new.email,
      jsonb_build_object('academy', _data -> 'academy'), 'inhouse_request_received:' || new.id);
  end if;
  perform private.enqueue_mail('inhouse_request_academy', _data #>> '{academy,email}', _data,
    'inhouse_request_academy:' || new.id);
  return null;
end;
$$;

-- Waiting list (issue 17)
--
-- A sold-out date keeps a queue of entries (waitlist_entries, ordered by queue_number). Whenever seats free up
-- (cancellation, capacity raised, an offer lapsed or was given back) the code that freed them calls
-- private.offer_freed_seats in the same transaction: the first waiting entries whose seats fit get an offer, and
-- those seats stay held for them (book_cart counts them as taken unless the line presents the offer's token) until
-- settings.waitlist_offer_hours (settings.guest_waitlist_offer_hours for an entry without an account) have passed.

-- Seats held by running offers of a date, except the offer whose token is given (that person may book them).
create function private.waitlist_held_seats(_session_id uuid, _webinar_id uuid, _except_offer_token text)
returns integer
language sql stable set search_path = '' as $$
  select coalesce(sum(e.seats), 0)::integer
  from public.waitlist_entries e
  where e.session_id is not distinct from _session_id
    and e.webinar_id is not distinct from _webinar_id
    and e.status = 'offered'
    and e.offer_expires_at > now()
    and e.offer_token::text is distinct from _except_offer_token
$$;

-- Place on the list: 1 + the open entries (waiting or offered) queued before this one; null unless queued.
create function private.waitlist_position(_entry_id uuid) returns integer
language sql stable set search_path = '' as $$
  select case when e.status in ('waiting', 'offered') then (
    select count(*)::integer from public.waitlist_entries o
    where o.session_id is not distinct from e.session_id
      and o.webinar_id is not distinct from e.webinar_id
      and o.status in ('waiting', 'offered')
      and o.queue_number <= e.queue_number
  ) end
  from public.waitlist_entries e
  where e.id = _entry_id
$$;

-- THE one entry point after seats were freed, for any reason. Locks the date (same order as book_cart: the seat
-- source first, then its entries), lets expired offers lapse, then offers the free seats in queue order to each
-- waiting entry whose seats fit. Returns the number of offers made.
create function private.offer_freed_seats(p_session_id uuid, p_webinar_id uuid) returns integer
language plpgsql set search_path = '' as $$
declare
  _capacity integer;
  _booked integer;
  _status public.session_status;
  _starts_at timestamptz;
  _free integer;
  _settings public.settings;
  _entry record;
  _offers integer := 0;
begin
  if p_session_id is not null then
    select s.capacity, s.seats_booked, s.status, private.berlin_instant(s.start_date, s.start_time)
    into _capacity, _booked, _status, _starts_at
    from public.seminar_sessions s where s.id = p_session_id for update;
  else
    select w.capacity, w.seats_booked, w.status, w.starts_at
    into _capacity, _booked, _status, _starts_at
    from public.webinars w where w.id = p_webinar_id for update;
  end if;
  if not found then
    return 0;
  end if;

  update public.waitlist_entries
  set status = 'lapsed'
  where session_id is not distinct from p_session_id and webinar_id is not distinct from p_webinar_id
    and status = 'offered' and offer_expires_at <= now();

  if _status = 'cancelled' or _starts_at <= now() then
    return 0;
  end if;
  _free := _capacity - _booked - private.waitlist_held_seats(p_session_id, p_webinar_id, null);
  select * into _settings from public.settings where id = 1;
  for _entry in
    select e.id, e.seats, e.user_id from public.waitlist_entries e
    where e.session_id is not distinct from p_session_id and e.webinar_id is not distinct from p_webinar_id
      and e.status = 'waiting'
    order by e.queue_number
    for update
  loop
    exit when _free <= 0;
    if _entry.seats <= _free then
      -- Squatting: an entry without an account holds its offer settings.guest_waitlist_offer_hours only.
      update public.waitlist_entries
      set status = 'offered', offer_token = gen_random_uuid(), offered_at = now(),
          offer_expires_at = now() + make_interval(hours => case when _entry.user_id is null
            then coalesce(_settings.guest_waitlist_offer_hours, 2) else coalesce(_settings.waitlist_offer_hours, 24) end)
      where id = _entry.id;
      _free := _free - _entry.seats;
      _offers := _offers + 1;
    end if;
  end loop;
  return _offers;
end;
$$;

-- A raised capacity frees seats, whoever raises it (admin screen through RLS, admin_update_session_capacity, SQL).
-- Security definer: the admin's role may not execute the private helpers itself.
create function private.offer_seats_after_capacity_raised() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.capacity > old.capacity then
    if tg_table_name = 'seminar_sessions' then
      perform private.offer_freed_seats(new.id, null);
    else
      perform private.offer_freed_seats(null, new.id);
    end if;
  end if;
  return null;
end;
$$;

create trigger inhouse_requests_mails after insert on public.inhouse_requests
  for each row execute function private.enqueue_inhouse_request_mails();
create trigger waitlist_entries_mails after insert or update of status, offer_token on public.waitlist_entries
  for each row execute function private.enqueue_waitlist_mails();

-- An admin sends a message again that has not gone out (failed after every retry, or still waiting): it is due now
-- with fresh attempts. A sent message is never sent twice.
create function public.admin_resend_email(_email_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _row public.email_outbox;
begin
  perform private.require_admin();
  select * into _row from public.email_outbox where id = _email_id for update;
  if not found then
    perform private.raise_error('EMAIL_NOT_FOUND', jsonb_build_object('email_id', _email_id));
  end if;
  if _row.sent_at is not null then
    perform private.raise_error('EMAIL_ALREADY_SENT', jsonb_build_object('email_id', _email_id));
  end if;
  update public.email_outbox set attempts = 0, next_attempt_at = now(), send_after = null, last_error = null
  where id = _email_id;
  return jsonb_build_object('email_id', _email_id, 'attempts', 0);
end;
$$;

create trigger seminar_sessions_capacity_raised after update of capacity on public.seminar_sessions
  for each row execute function private.offer_seats_after_capacity_raised();
create trigger webinars_capacity_raised after update of capacity on public.webinars
  for each row execute function private.offer_seats_after_capacity_raised();

-- Every date of a booking gets its freed seats offered (cancel_booking, cancellation by an admin).
create function private.offer_freed_seats_of_booking(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _item record;
begin
  for _item in
    select distinct session_id, webinar_id from public.booking_items where booking_id = _booking_id
    order by session_id nulls last, webinar_id
  loop
    perform private.offer_freed_seats(_item.session_id, _item.webinar_id);
  end loop;
end;
$$;

-- Lets every expired offer lapse and offers its seats to the next entries. Returns the number of dates processed.
create function private.lapse_expired_waitlist_offers() returns integer
language plpgsql set search_path = '' as $$
declare
  _date record;
  _count integer := 0;
begin
  for _date in
    select distinct session_id, webinar_id from public.waitlist_entries
    where status = 'offered' and offer_expires_at <= now()
    order by session_id nulls last, webinar_id
  loop
    perform private.offer_freed_seats(_date.session_id, _date.webinar_id);
    _count := _count + 1;
  end loop;
  return _count;
end;
$$;

-- book_cart: a line presenting a running offer's token books the held seats; the entry becomes `booked`, and seats
-- the person did not take go to the next entries.
create function private.redeem_waitlist_offer(
  _session_id uuid, _webinar_id uuid, _offer_token text, _quantity integer, _booking_id uuid
) returns void
language plpgsql set search_path = '' as $$
declare
  _entry public.waitlist_entries;
begin
  if _offer_token is null then
    return;
  end if;
  update public.waitlist_entries
  set status = 'booked', booking_id = _booking_id
  where offer_token::text = _offer_token
    and session_id is not distinct from _session_id and webinar_id is not distinct from _webinar_id
    and status = 'offered' and offer_expires_at > now()
  returning * into _entry;
  if found and _quantity < _entry.seats then
    perform private.offer_freed_seats(_session_id, _webinar_id);
  end if;
end;
$$;

create function private.waitlist_entry_json(_entry public.waitlist_entries) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'entry_id', _entry.id,
    'session_id', _entry.session_id,
    'webinar_id', _entry.webinar_id,
    'seats', _entry.seats,
    'status', _entry.status,
    'position', private.waitlist_position(_entry.id),
    'offer_expires_at', _entry.offer_expires_at)
$$;

-- Joins the list of a sold-out date. Guests (and signed-in users giving another address) confirm the address by
-- the link in an e-mail (status pending_confirmation); a signed-in user with their account address is queued at once.
-- The confirm token is never returned: only the e-mail carries it.
create function public.join_waitlist(
  _session_id uuid, _webinar_id uuid, _name text, _email text, _seats integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
  _account_email text;
  _address text := lower(private.trimmed(_email));
  _clean_name text := private.trimmed(_name);
  _capacity integer;
  _booked integer;
  _status public.session_status;
  _starts_at timestamptz;
  _target jsonb;
  _seats_left integer;
  _entry public.waitlist_entries;
begin
  if num_nonnulls(_session_id, _webinar_id) <> 1 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('reason', 'session_or_webinar_required'));
  end if;
  _target := case when _session_id is not null then jsonb_build_object('session_id', _session_id)
                  else jsonb_build_object('webinar_id', _webinar_id) end;
  if _uid is not null then
    _account_email := lower(coalesce(auth.jwt() ->> 'email', (select u.email from auth.users u where u.id = _uid)));
    _address := coalesce(_address, _account_email);
  end if;
  if _clean_name is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'name', 'reason', 'required'));
  end if;
  perform private.check_length(_clean_name, 100, '{"field": "name"}');
  if _address is null or not private.is_valid_email(_address) then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'email', 'reason', 'invalid'));
  end if;
  if _seats is null or _seats < 1 or _seats > 10 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'seats', 'reason', 'invalid_seats'));
  end if;

  if _session_id is not null then
    select s.capacity, s.seats_booked, s.status, private.berlin_instant(s.start_date, s.start_time)
    into _capacity, _booked, _status, _starts_at
    from public.seminar_sessions s
    join public.seminars sem on sem.id = s.seminar_id and sem.published
    where s.id = _session_id for update of s;
  else
    select w.capacity, w.seats_booked, w.status, w.starts_at
    into _capacity, _booked, _status, _starts_at
    from public.webinars w where w.id = _webinar_id and w.published for update;
  end if;
  if not found then
    perform private.raise_error('SESSION_NOT_FOUND', _target);
  elsif _status = 'cancelled' then
    perform private.raise_error('SESSION_CANCELLED', _target);
  elsif _starts_at <= now() then
    perform private.raise_error('SESSION_IN_PAST', _target);
  end if;
  -- Only a really full date takes entries, whatever the seats asked for (docs/booking-rules.md).
  _seats_left := _capacity - _booked - private.waitlist_held_seats(_session_id, _webinar_id, null);
  if _seats_left > 0 then
    perform private.raise_error('WAITLIST_SEATS_AVAILABLE', _target || jsonb_build_object('seats_left', _seats_left));
  end if;
  -- Squatting: a date takes at most settings.guest_waitlist_entries_per_date open entries without an account.
  -- Checked before the address, so a full list answers every guest alike.
  if _uid is null and (
    select count(*) from public.waitlist_entries
    where session_id is not distinct from _session_id and webinar_id is not distinct from _webinar_id
      and user_id is null and status in ('pending_confirmation', 'waiting', 'offered')
  ) >= coalesce((select guest_waitlist_entries_per_date from public.settings where id = 1), 0) then
    perform private.raise_error('WAITLIST_GUEST_LIMIT', _target);
  end if;
  select * into _entry from public.waitlist_entries
  where session_id is not distinct from _session_id and webinar_id is not distinct from _webinar_id
    and email = _address and status in ('pending_confirmation', 'waiting', 'offered');
  if found then
    -- Only the signed-in owner of the address learns it is listed. Anyone else gets the answer of a new join (a
    -- random id, no place) and the address owner a notice by mail (once a day, through the mail limits).
    if _address = _account_email then
      perform private.raise_error('WAITLIST_ALREADY_JOINED', _target);
    end if;
    perform private.enqueue_unverified_mail('waitlist_already_joined', _address,
      private.waitlist_mail_data(_entry) - 'name',
      'waitlist_already_joined:' || _entry.id || ':' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD'));
    return jsonb_build_object(
      'entry_id', gen_random_uuid(), 'session_id', _session_id, 'webinar_id', _webinar_id, 'seats', _seats,
      'status', 'pending_confirmation', 'position', null, 'offer_expires_at', null);
  end if;

  insert into public.waitlist_entries (session_id, webinar_id, user_id, name, email, seats, status, queue_number)
  values (
    _session_id, _webinar_id, _uid, _clean_name, _address, _seats,
    case when _address = _account_email then 'waiting' else 'pending_confirmation' end::public.waitlist_status,
    case when _address = _account_email then nextval('public.waitlist_queue_seq') end
  )
  returning * into _entry;
  return private.waitlist_entry_json(_entry);
end;
$$;

-- The link of the confirmation e-mail: the entry joins the queue (at the end, as of now). Idempotent.
create function public.confirm_waitlist(_token uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _entry public.waitlist_entries;
begin
  select * into _entry from public.waitlist_entries where confirm_token = _token for update;
  if not found then
    perform private.raise_error('WAITLIST_ENTRY_NOT_FOUND');
  end if;
  if _entry.status = 'pending_confirmation' then
    update public.waitlist_entries
    set status = 'waiting', queue_number = nextval('public.waitlist_queue_seq')
    where id = _entry.id
    returning * into _entry;
  end if;
  return private.waitlist_entry_json(_entry);
end;
$$;

-- Sets an open entry to `left`; a running offer's seats go to the next entries.
create function private.leave_waitlist_entry(_entry public.waitlist_entries) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _was_offered boolean := _entry.status = 'offered';
begin
  if _entry.status in ('pending_confirmation', 'waiting', 'offered') then
    update public.waitlist_entries set status = 'left' where id = _entry.id returning * into _entry;
    if _was_offered then
      perform private.offer_freed_seats(_entry.session_id, _entry.webinar_id);
    end if;
  end if;
  return private.waitlist_entry_json(_entry);
end;
$$;

-- The link `Von der Warteliste abmelden` (guests) and the dashboard's button (the owner reads their leave token).
create function public.leave_waitlist(_token uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _entry public.waitlist_entries;
begin
  select * into _entry from public.waitlist_entries where leave_token = _token;
  if not found then
    perform private.raise_error('WAITLIST_ENTRY_NOT_FOUND');
  end if;
  -- Lock order: the seat source first, then the entry (as offer_freed_seats and book_cart).
  if _entry.session_id is not null then
    perform 1 from public.seminar_sessions where id = _entry.session_id for update;
  else
    perform 1 from public.webinars where id = _entry.webinar_id for update;
  end if;
  select * into _entry from public.waitlist_entries where id = _entry.id for update;
  return private.leave_waitlist_entry(_entry);
end;
$$;

-- The link `Platz jetzt buchen`: what the offer holds, so the client can put it into the cart.
create function public.get_waitlist_offer(_token uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _entry public.waitlist_entries;
begin
  select * into _entry from public.waitlist_entries where offer_token = _token;
  if not found then
    perform private.raise_error('WAITLIST_OFFER_NOT_FOUND');
  end if;
  if _entry.status = 'booked' then
    perform private.raise_error('WAITLIST_OFFER_USED', jsonb_build_object('entry_id', _entry.id));
  end if;
  if _entry.status <> 'offered' or _entry.offer_expires_at <= now() then
    perform private.raise_error('WAITLIST_OFFER_EXPIRED', jsonb_build_object('entry_id', _entry.id));
  end if;
  return private.waitlist_entry_json(_entry) || jsonb_build_object('name', _entry.name, 'email', _entry.email);
end;
$$;

-- The signed-in user's entries with their places (the dashboard); lets expired offers lapse first.
create function public.my_waitlist_entries() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
begin
  if _uid is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  perform private.lapse_expired_waitlist_offers();
  return coalesce((
    select jsonb_agg(private.waitlist_entry_json(e) || jsonb_build_object(
      'leave_token', e.leave_token,
      'offer_token', case when e.status = 'offered' then e.offer_token end,
      'created_at', e.created_at)
      order by e.created_at desc, e.id)
    from public.waitlist_entries e
    where e.user_id = _uid and e.status in ('pending_confirmation', 'waiting', 'offered')
  ), '[]'::jsonb);
end;
$$;

-- Admin: offer the free seats to this entry out of order (`Platz anbieten`); the seats must be free.
create function public.admin_offer_waitlist_seats(_entry_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _entry public.waitlist_entries;
  _seats_left integer;
begin
  perform private.require_admin();
  select * into _entry from public.waitlist_entries where id = _entry_id;
  if not found then
    perform private.raise_error('WAITLIST_ENTRY_NOT_FOUND', jsonb_build_object('entry_id', _entry_id));
  end if;
  if _entry.session_id is not null then
    perform 1 from public.seminar_sessions where id = _entry.session_id for update;
  else
    perform 1 from public.webinars where id = _entry.webinar_id for update;
  end if;
  select * into _entry from public.waitlist_entries where id = _entry_id for update;
  if _entry.status not in ('waiting', 'lapsed') then
    perform private.raise_error('WAITLIST_ENTRY_NOT_WAITING', jsonb_build_object(
      'entry_id', _entry_id, 'status', _entry.status));
  end if;
  _seats_left := coalesce(
    (select capacity - seats_booked from public.seminar_sessions where id = _entry.session_id),
    (select capacity - seats_booked from public.webinars where id = _entry.webinar_id))
    - private.waitlist_held_seats(_entry.session_id, _entry.webinar_id, null);
  if _seats_left < _entry.seats then
    perform private.raise_error('WAITLIST_NO_FREE_SEATS', jsonb_build_object(
      'entry_id', _entry_id, 'seats_left', _seats_left));
  end if;
  update public.waitlist_entries
  set status = 'offered', offer_token = gen_random_uuid(), offered_at = now(),
      offer_expires_at = now() + make_interval(hours => coalesce(
        (select case when _entry.user_id is null then guest_waitlist_offer_hours else waitlist_offer_hours end
         from public.settings where id = 1), 24)),
      queue_number = coalesce(queue_number, nextval('public.waitlist_queue_seq'))
  where id = _entry_id
  returning * into _entry;
  return private.waitlist_entry_json(_entry);
end;
$$;

-- Admin: removes an entry from the list (status left); a running offer's seats go to the next entries.
create function public.admin_remove_waitlist_entry(_entry_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _entry public.waitlist_entries;
begin
  perform private.require_admin();
  select * into _entry from public.waitlist_entries where id = _entry_id;
  if not found then
    perform private.raise_error('WAITLIST_ENTRY_NOT_FOUND', jsonb_build_object('entry_id', _entry_id));
  end if;
  if _entry.session_id is not null then
    perform 1 from public.seminar_sessions where id = _entry.session_id for update;
  else
    perform 1 from public.webinars where id = _entry.webinar_id for update;
  end if;
  select * into _entry from public.waitlist_entries where id = _entry_id for update;
  return private.leave_waitlist_entry(_entry);
end;
$$;

-- Run every minute by pg_cron (where available) and callable by the service role: lapsed offers go to the next.
create function public.expire_waitlist_offers() returns integer
language plpgsql security definer set search_path = '' as $$
begin
  return private.lapse_expired_waitlist_offers();
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Prices (issue 17; rules in docs/pricing.md)

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

-- ---------------------------------------------------------------------------------------------------------------
-- Booking

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
-- with status 'pending' (see the seat holds above for hold_expires_at; payment_token proves ownership to checkout).
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

-- ---------------------------------------------------------------------------------------------------------------
-- Refunds

-- A paid booking (or a payment for a cancelled or expired one) needs money back: flag it for the academy's follow-up
-- with the amount. Does nothing for a booking that was never paid.
create function private.flag_refund(_booking_id uuid, _amount_cents integer) returns void
language plpgsql set search_path = '' as $$
declare
  _refund integer;
begin
  update public.bookings
  set needs_follow_up = true, refund_cents = coalesce(refund_cents, 0) + _amount_cents
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

-- The checkout function's first call (service role), in the transaction that also creates the Stripe Checkout
-- Session: the booking must be a pending online booking whose hold still runs and that has no open session. Its hold
-- is extended to the session's expiry (Stripe accepts 30 minutes to 24 hours), so the seats stay held as long as
-- the customer can pay; the session is written by attach_checkout_session in the same transaction.
create function public.begin_checkout_session(_booking_id uuid, _expires_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _open timestamptz;
begin
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.payment_method <> 'online' or _booking.status <> 'pending' then
    perform private.raise_error('NOT_PAYABLE', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.hold_expires_at is null or _booking.hold_expires_at <= now() then
    perform private.raise_error('BOOKING_EXPIRED', jsonb_build_object('booking_id', _booking_id));
  end if;
  select checkout_expires_at into _open from public.booking_tokens
  where booking_id = _booking_id and checkout_expires_at > now();
  if _open is not null then
    perform private.raise_error('CHECKOUT_SESSION_OPEN', jsonb_build_object(
      'booking_id', _booking_id, 'expires_at', _open));
  end if;
  if _expires_at is null or _expires_at <= now() or _expires_at > now() + interval '24 hours' then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'expires_at', 'reason', 'out_of_range'));
  end if;
  update public.bookings set hold_expires_at = greatest(hold_expires_at, _expires_at) where id = _booking_id
  returning * into _booking;
  update public.booking_tokens
  set checkout_session_id = null, checkout_session_url = null, checkout_expires_at = _expires_at
  where booking_id = _booking_id;
  return jsonb_build_object('booking_id', _booking_id, 'hold_expires_at', _booking.hold_expires_at,
    'checkout_expires_at', _expires_at);
end;
$$;

-- The checkout function's second call (service role): the Stripe session begin_checkout_session made room for.
create function public.attach_checkout_session(_booking_id uuid, _session_id text, _url text) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  update public.booking_tokens set checkout_session_id = _session_id, checkout_session_url = _url
  where booking_id = _booking_id and checkout_expires_at > now();
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  return jsonb_build_object('booking_id', _booking_id, 'session_id', _session_id);
end;
$$;

-- The Stripe webhook's one call (service role): records the payment of a completed checkout, idempotent per Stripe
-- event id. pending/confirmed → paid, but only when the event paid exactly the booking's gross_cents in euro (a
-- signed 1-cent event must not pay a 1.535,10 € booking): otherwise the event is recorded as amount_mismatch and the
-- booking flagged for the academy's follow-up, its status unchanged. Already paid → nothing; cancelled or expired →
-- the payment is recorded (paid_at) and the booking flagged for a refund. Never an error for a known booking, so the
-- webhook answers 200 and Stripe stops retrying. An amount_mismatch also tells the academy by mail (once per booking:
-- expected and received amount, the Stripe Checkout Session `_session_id`, else the booking's last one).
-- Outcomes: paid | amount_mismatch | already_paid | refund_needed | unknown_booking | duplicate.
create function public.record_stripe_payment(
  _event_id text, _booking_id uuid, _amount_cents integer, _currency text default 'eur', _session_id text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _outcome text;
begin
  if private.trimmed(_event_id) is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'event_id', 'reason', 'required'));
  end if;
  if exists (select 1 from public.payment_events where event_id = _event_id) then
    return jsonb_build_object('event_id', _event_id, 'outcome', 'duplicate');
  end if;
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    _outcome := 'unknown_booking';
  elsif _booking.status in ('pending', 'confirmed')
    and (_amount_cents is distinct from _booking.gross_cents or lower(coalesce(_currency, '')) <> 'eur') then
    update public.bookings set needs_follow_up = true where id = _booking_id;
    perform private.enqueue_mail('academy_payment_mismatch', (select email from public.settings where id = 1),
      private.mail_booking_data(_booking_id) || jsonb_build_object('payment', jsonb_build_object(
        'amount_cents', _amount_cents, 'currency', lower(private.trimmed(_currency)),
        'session_id', coalesce(private.trimmed(_session_id),
          (select checkout_session_id from public.booking_tokens where booking_id = _booking_id)),
        'event_id', _event_id)),
      'academy_payment_mismatch:' || _booking_id, _booking_id);
    _outcome := 'amount_mismatch';
  elsif _booking.status in ('pending', 'confirmed') then
    perform private.set_booking_status(_booking_id, 'paid');
    _outcome := 'paid';
  elsif _booking.status = 'paid' then
    _outcome := 'already_paid';
  else
    update public.bookings set paid_at = now() where id = _booking_id;
    perform private.flag_refund(_booking_id, coalesce(_amount_cents, _booking.gross_cents));
    _outcome := 'refund_needed';
  end if;
  -- A concurrent delivery of the same event: the primary key lets only one of them record it.
  insert into public.payment_events (event_id, booking_id, amount_cents, outcome)
  values (_event_id, case when _outcome <> 'unknown_booking' then _booking_id end, _amount_cents, _outcome);
  return jsonb_build_object('event_id', _event_id, 'booking_id', _booking_id, 'outcome', _outcome);
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
  elsif _booking.status = 'expired' then
    perform private.raise_error('BOOKING_EXPIRED', jsonb_build_object('booking_id', _booking_id));
  end if;

  if not _is_admin then
    -- Fails closed: without the settings row nobody cancels by the rule (SETTINGS_REQUIRED).
    if not exists (select 1 from public.settings where id = 1) then
      perform private.raise_error('SETTINGS_REQUIRED');
    end if;
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
  perform private.offer_freed_seats_of_booking(_booking_id); -- waiting list: offer the freed seats
  -- Refunds: a paid booking is flagged with the amount to pay back.
  perform private.flag_refund(_booking_id, _booking.gross_cents);
  update public.bookings set status = 'cancelled', cancelled_at = now() where id = _booking_id;
  perform private.credit_booking_invoice(_booking_id, 'Stornierung'); -- Invoices: credit note for the invoice
  perform private.enqueue_status_mails(_booking_id); -- Mail outbox (i14): cancellation mail, reminders withdrawn
  return jsonb_build_object('booking_id', _booking_id, 'status', 'cancelled');
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Substitute participant (Ersatzteilnehmer)

-- The booker replaces one seat's participant free of charge until the date starts (the AGB, § 5 (4)). The change is
-- logged in participant_changes; the new participant gets the participation mail (outbox, same transaction).
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
  _change_id uuid;
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
  perform private.check_length(private.trimmed(_first_name), 100, '{"field": "first_name"}');
  perform private.check_length(private.trimmed(_last_name), 100, '{"field": "last_name"}');
  perform private.check_length(private.trimmed(_email), 254, '{"field": "email"}');
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
  -- Mail limits: the same values again change nothing, log nothing and mail nobody.
  if _previous = _next then
    return jsonb_build_object('booking_item_id', _item.id, 'participant_index', _participant_index) || _next;
  end if;
  update public.booking_items
  set participants = jsonb_set(participants, array[_participant_index::text], _next)
  where id = _item.id;
  insert into public.participant_changes (
    booking_item_id, participant_index, previous_first_name, previous_last_name, previous_email,
    first_name, last_name, email, changed_by
  ) values (
    _item.id, _participant_index, _previous ->> 'first_name', _previous ->> 'last_name', _previous ->> 'email',
    _next ->> 'first_name', _next ->> 'last_name', _next ->> 'email', auth.uid()
  ) returning id into _change_id;
  -- Mail outbox: the participation mail, only while the booking holds seats (an expired booking mails nobody).
  if _booking.status in ('pending', 'confirmed', 'paid') then
    perform private.enqueue_participant_changed_mail(_change_id);
  end if;
  return jsonb_build_object('booking_item_id', _item.id, 'participant_index', _participant_index) || _next;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Participant lists, attendance and certificates

-- The participant list of a seminar date (admins): one row per seat of every booking that holds seats (pending,
-- confirmed, paid; a pending invoice booking holds its seats, so it is listed). Expired and cancelled ones are not.
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
    join public.bookings b on b.id = bi.booking_id and b.status in ('pending', 'confirmed', 'paid')
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
  -- Only a seat of a booking that holds seats is on the door list.
  if not found or not exists (
    select 1 from public.bookings where id = _item.booking_id and status in ('pending', 'confirmed', 'paid')
  ) then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_item_id', _booking_item_id));
  end if;
  if _participant_index is null or _participant_index < 0 or _participant_index >= _item.quantity or _present is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'participant_index', 'reason', 'invalid'));
  end if;
  insert into public.attendances (booking_item_id, participant_index, present, marked_by)
  values (_item.id, _participant_index, _present, auth.uid())
  on conflict (booking_item_id, participant_index)
  do update set present = excluded.present, marked_by = excluded.marked_by, marked_at = now();
  if _present then
    perform private.enqueue_certificate_mail(_item.id, _participant_index); -- once the date has ended
  end if;
  return jsonb_build_object('booking_item_id', _item.id, 'participant_index', _participant_index, 'present', _present);
end;
$$;

-- One attended seat of a finished seminar date as its Teilnahmebescheinigung shows it, with the participant's
-- e-mail address; null otherwise. Hours: seminar days × the daily hours of the date.
create function private.certificate_json(_booking_item_id uuid, _participant_index integer) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
      'booking_item_id', bi.id,
      'participant_index', a.participant_index,
      'first_name', bi.participants -> a.participant_index ->> 'first_name',
      'last_name', bi.participants -> a.participant_index ->> 'last_name',
      'email', lower(bi.participants -> a.participant_index ->> 'email'),
      'title', sem.title,
      'contents', coalesce((select jsonb_agg(block ->> 'title') from jsonb_array_elements(sem.agenda) block), '[]'),
      'start_date', s.start_date,
      'end_date', s.end_date,
      'hours', (s.end_date - s.start_date + 1)
        * round(extract(epoch from (s.end_time - s.start_time)) / 3600.0, 1),
      'location', bi.location_name,
      'trainer', t.name,
      'academy', st.academy_name,
      'academy_city', st.city,
      'certificate_id', a.certificate_id,
      -- Signed by the first managing director (settings), so the academy names a person who answers for it.
      'signatory_name', st.managing_directors[1],
      'signatory_role', 'Geschäftsführung')
  from public.attendances a
  join public.booking_items bi on bi.id = a.booking_item_id
  join public.bookings b on b.id = bi.booking_id and b.status in ('pending', 'confirmed', 'paid')
  join public.seminar_sessions s on s.id = bi.session_id
  join public.seminars sem on sem.id = s.seminar_id
  left join public.trainers t on t.id = s.trainer_id
  cross join public.settings st
  where a.booking_item_id = _booking_item_id and a.participant_index = _participant_index
    and a.present
    and private.berlin_instant(s.end_date, s.end_time) <= now()
$$;

-- A seat marked present at a finished date: the participant gets the certificate as PDF, once per seat.
create function private.enqueue_certificate_mail(_booking_item_id uuid, _participant_index integer) returns void
language plpgsql set search_path = '' as $$
declare
  _certificate jsonb := private.certificate_json(_booking_item_id, _participant_index);
begin
  if _certificate is null then
    return;
  end if;
  perform private.enqueue_mail('certificate_issued', _certificate ->> 'email', jsonb_build_object(
      'academy', private.mail_academy(), 'certificate', _certificate - 'email'),
    'certificate_issued:' || _booking_item_id || ':' || _participant_index,
    (select booking_id from public.booking_items where id = _booking_item_id));
end;
$$;

-- Booking lines by participant e-mail (my_certificates): every RPC stores participant addresses lower-cased
-- (book_cart, change_participant), so containment of {"email": <lower-cased address>} finds them through this index.
create index booking_items_participants_idx on public.booking_items using gin (participants jsonb_path_ops);

-- The caller's certificates: attended seats of finished seminar dates booked by the caller, or where the caller is the
-- participant (by account e-mail). Starts from the caller's own booking lines (both lookups index-backed) and builds a
-- certificate only for their seats: the academy may hold 100,000 bookings (issue 33).
create function public.my_certificates() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _uid uuid := auth.uid();
  _email text := lower(coalesce(auth.jwt() ->> 'email', (select email from auth.users where id = auth.uid())));
begin
  if _uid is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  return coalesce((
    select jsonb_agg(c.certificate - 'email' order by c.start_date desc, c.participant_index)
    from (
      select private.certificate_json(a.booking_item_id, a.participant_index) as certificate, s.start_date,
        a.participant_index
      from (
        select bi.id from public.bookings b join public.booking_items bi on bi.booking_id = b.id
        where b.user_id = _uid
        union
        select bi.id from public.booking_items bi
        where _email is not null and bi.participants @> jsonb_build_array(jsonb_build_object('email', _email))
      ) mine
      join public.attendances a on a.booking_item_id = mine.id and a.present
      join public.booking_items bi on bi.id = a.booking_item_id
      join public.bookings b on b.id = bi.booking_id
      join public.seminar_sessions s on s.id = bi.session_id
      where b.user_id = _uid or lower(bi.participants -> a.participant_index ->> 'email') = _email
    ) c
    where c.certificate is not null
  ), '[]');
end;
$$;

-- The academy checks a Teilnahmebescheinigung's number (admins only, so nobody else can probe numbers): who attended
-- which seminar when; null when the number belongs to no certificate (unknown, seat absent, date not yet over).
create function public.admin_verify_certificate(_certificate_id text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _certificate jsonb;
begin
  perform private.require_admin();
  select private.certificate_json(a.booking_item_id, a.participant_index) into _certificate
  from public.attendances a
  where a.certificate_id = upper(private.trimmed(_certificate_id));
  if _certificate is null then
    return null;
  end if;
  return jsonb_build_object(
    'certificate_id', _certificate -> 'certificate_id',
    'first_name', _certificate -> 'first_name',
    'last_name', _certificate -> 'last_name',
    'title', _certificate -> 'title',
    'start_date', _certificate -> 'start_date',
    'end_date', _certificate -> 'end_date',
    'hours', _certificate -> 'hours');
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Withdrawal (§ 356a BGB: the withdrawal button)
--
-- Rules, in this order (the first that applies is the refusal):
--   WITHDRAWAL_ALREADY_RECEIVED  a statement for the booking is on record
--   BOOKING_ALREADY_CANCELLED    nothing left to withdraw from
--   BOOKING_EXPIRED              the hold lapsed unpaid: no contract and no seats left to give back
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
  elsif _booking.status = 'expired' then
    return 'BOOKING_EXPIRED';
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
-- A guest's refusal carries no detail: it must not tell more than the caller typed.
create function private.record_withdrawal(_booking public.bookings, _via text, _name text default null) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _refusal text := private.withdrawal_refusal(_booking);
  _withdrawal public.booking_withdrawals;
begin
  if _refusal is not null then
    perform private.raise_error(_refusal, case when _via = 'guest' then '{}'::jsonb else jsonb_build_object(
      'booking_number', _booking.booking_number,
      'deadline', private.withdrawal_deadline(_booking.created_at)) end);
  end if;
  insert into public.booking_withdrawals (booking_id, user_id, via, confirmation_email, service_started, name)
  values (_booking.id, auth.uid(), _via, _booking.customer_email, private.booking_first_start(_booking.id) <= now(),
    _name)
  returning * into _withdrawal;
  perform private.release_booking_seats(_booking.id);
  perform private.offer_freed_seats_of_booking(_booking.id); -- waiting list: offer the freed seats
  perform private.flag_refund(_booking.id, _booking.gross_cents); -- refunds: the amount to pay back, if paid
  update public.bookings
  set status = 'cancelled', cancelled_at = now(), needs_follow_up = true
  where id = _booking.id;
  perform private.credit_booking_invoice(_booking.id, 'Widerruf'); -- Invoices: credit note for the invoice
  perform private.enqueue_withdrawal_mails(_withdrawal); -- Mail outbox: receipt and the academy's notice
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

-- Guests (and anyone else) identify the contract by booking number and the booking's e-mail address, and give their
-- name (§ 356a BGB; recorded with the statement, never used to identify, so a typo cannot block a withdrawal).
-- Every failed identification gets the same answer, `{"refused": "BOOKING_NOT_FOUND"}`, whatever exists; it is an
-- answer, not an error, so the attempt row it records commits. Failed identifications are bounded: an address
-- (lower case, without a +tag) gets settings.withdrawal_attempts_per_address per hour, all addresses together
-- settings.withdrawal_attempts_per_hour; beyond that TOO_MANY_ATTEMPTS, before anything is looked up
-- (docs/booking-rules.md).
create function public.withdraw_booking_as_guest(_booking_number text, _email text, _name text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _given_name text := private.trimmed(_name);
  _address_key text := coalesce(regexp_replace(lower(private.trimmed(_email)), '\+[^@]*@', '@'), '');
begin
  -- One field for the whole name (first and last): `full_name`, twice a first name's limit.
  if _given_name is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'full_name', 'reason', 'required'));
  end if;
  perform private.check_length(_given_name, 200, jsonb_build_object('field', 'full_name'));
  -- The address is stored with a failed attempt: bounded before anything is written.
  perform private.check_length(private.trimmed(_email), 254, jsonb_build_object('field', 'email'));
  -- One address's attempts are counted one at a time.
  perform pg_advisory_xact_lock(hashtext('withdrawal_attempts:' || _address_key));
  delete from private.withdrawal_attempts where attempted_at < now() - interval '1 day';
  if (select count(*) from private.withdrawal_attempts
      where email_key = _address_key and attempted_at > now() - interval '1 hour')
       >= coalesce((select withdrawal_attempts_per_address from public.settings where id = 1), 5)
     or (select count(*) from private.withdrawal_attempts where attempted_at > now() - interval '1 hour')
       >= coalesce((select withdrawal_attempts_per_hour from public.settings where id = 1), 100) then
    perform private.raise_error('TOO_MANY_ATTEMPTS');
  end if;
  select * into _booking from public.bookings
  where booking_number = upper(private.trimmed(_booking_number))
    and customer_email = lower(private.trimmed(_email))
  for update;
  if not found then
    insert into private.withdrawal_attempts (email_key) values (_address_key);
    return jsonb_build_object('refused', 'BOOKING_NOT_FOUND');
  end if;
  return private.record_withdrawal(_booking, 'guest', _given_name);
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
-- A cancelled or expired booking stays so (its seats are gone); only expiry sets 'expired'. Setting the current status again changes nothing.
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
    -- Expired is final like cancelled, and only expiry sets it.
    if _booking.status in ('cancelled', 'expired') or _status = 'expired'
        or (_booking.status = 'paid' and _status <> 'cancelled') then
      perform private.raise_error('INVALID_STATUS_TRANSITION', jsonb_build_object(
        'booking_id', _booking_id, 'from', _booking.status, 'to', _status));
    end if;
    if _status = 'cancelled' then
      perform private.release_booking_seats(_booking_id);
      perform private.offer_freed_seats_of_booking(_booking_id); -- waiting list: offer the freed seats
      -- Refunds: a paid booking is flagged with the amount to pay back.
      perform private.flag_refund(_booking_id, _booking.gross_cents);
    end if;
    update public.bookings
    set status = _status,
        paid_at = case when _status = 'paid' then now() else paid_at end,
        cancelled_at = case when _status = 'cancelled' then now() else cancelled_at end,
        -- Confirmed or paid: binding, the hold ends.
        hold_expires_at = case when _status in ('confirmed', 'paid') then null else hold_expires_at end
    where id = _booking_id
    returning * into _booking;
    -- Invoices (docs/invoices.md): binding → the invoice (once); cancelled → the credit note for it.
    if _status in ('confirmed', 'paid') then
      perform private.issue_invoice(_booking_id);
    elsif _status = 'cancelled' then
      perform private.credit_booking_invoice(_booking_id, 'Stornierung');
    end if;
    perform private.enqueue_status_mails(_booking_id); -- Mail outbox (i14): confirmation, receipt or cancellation
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
-- seats stay counted until each booking is cancelled. A date whose first day has started is refused
-- (SESSION_ALREADY_HELD, docs/errors.md): cancelling a held course would flag refunds and mail every participant.
create function public.admin_cancel_session(_session_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _flagged integer;
  _starts_at timestamptz;
begin
  perform private.require_admin();
  select private.berlin_instant(s.start_date, s.start_time) into _starts_at
  from public.seminar_sessions s where s.id = _session_id
  for update;
  if not found then
    perform private.raise_error('SESSION_NOT_FOUND', jsonb_build_object('session_id', _session_id));
  end if;
  if _starts_at <= now() then
    perform private.raise_error('SESSION_ALREADY_HELD', jsonb_build_object('session_id', _session_id));
  end if;
  update public.seminar_sessions set status = 'cancelled' where id = _session_id;
  update public.bookings
  set needs_follow_up = true
  where status in ('pending', 'confirmed', 'paid')
    and id in (select booking_id from public.booking_items where session_id = _session_id);
  get diagnostics _flagged = row_count;
  perform private.enqueue_session_cancelled_mails(_session_id); -- Mail outbox (i14): the bookers are told
  return jsonb_build_object('session_id', _session_id, 'status', 'cancelled', 'flagged_bookings', _flagged);
end;
$$;

-- Capacity below seats_booked is refused by the trigger with CAPACITY_BELOW_BOOKED; a raised capacity is offered to
-- the waiting list by the trigger seminar_sessions_capacity_raised.
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
revoke execute on function public.confirm_booking_email(text) from public, anon, authenticated, service_role;
revoke execute on function public.change_participant(uuid, integer, text, text, text)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_session_participants(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_attendance(uuid, integer, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function public.my_certificates() from public, anon, authenticated, service_role;
revoke execute on function public.admin_verify_certificate(text) from public, anon, authenticated, service_role;
revoke execute on function public.withdraw_booking(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.withdraw_booking_as_guest(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.my_withdrawal_options() from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_booking_status(uuid, public.booking_status)
  from public, anon, authenticated, service_role;
revoke execute on function public.mark_booking_paid_by_webhook(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_resend_email(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.record_stripe_payment(text, uuid, integer, text, text)
  from public, anon, authenticated, service_role;
revoke execute on function public.begin_checkout_session(uuid, timestamptz)
  from public, anon, authenticated, service_role;
revoke execute on function public.attach_checkout_session(uuid, text, text)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_cancel_session(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_update_session_capacity(uuid, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_user_role(uuid, public.app_role, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function public.join_waitlist(uuid, uuid, text, text, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.confirm_waitlist(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.leave_waitlist(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.get_waitlist_offer(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.my_waitlist_entries() from public, anon, authenticated, service_role;
revoke execute on function public.admin_offer_waitlist_seats(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_remove_waitlist_entry(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.expire_waitlist_offers() from public, anon, authenticated, service_role;

grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
grant execute on function public.has_webinar_access(uuid) to authenticated, service_role;
grant execute on function public.book_cart(jsonb, jsonb, text) to anon, authenticated;
grant execute on function public.cancel_booking(uuid) to authenticated;
grant execute on function public.confirm_booking_email(text) to anon, authenticated;
grant execute on function public.change_participant(uuid, integer, text, text, text) to authenticated;
grant execute on function public.admin_session_participants(uuid) to authenticated;
grant execute on function public.admin_set_attendance(uuid, integer, boolean) to authenticated;
grant execute on function public.my_certificates() to authenticated;
grant execute on function public.admin_verify_certificate(text) to authenticated;
grant execute on function public.withdraw_booking(uuid) to authenticated;
grant execute on function public.withdraw_booking_as_guest(text, text, text) to anon, authenticated;
grant execute on function public.my_withdrawal_options() to authenticated;
grant execute on function public.admin_set_booking_status(uuid, public.booking_status) to authenticated;
grant execute on function public.admin_cancel_session(uuid) to authenticated;
grant execute on function public.admin_update_session_capacity(uuid, integer) to authenticated;
grant execute on function public.admin_set_user_role(uuid, public.app_role, boolean) to authenticated;
grant execute on function public.mark_booking_paid_by_webhook(uuid) to service_role;
grant execute on function public.admin_resend_email(uuid) to authenticated;
grant execute on function public.join_waitlist(uuid, uuid, text, text, integer) to anon, authenticated;
grant execute on function public.confirm_waitlist(uuid) to anon, authenticated;
grant execute on function public.leave_waitlist(uuid) to anon, authenticated;
grant execute on function public.get_waitlist_offer(uuid) to anon, authenticated;
grant execute on function public.my_waitlist_entries() to authenticated;
grant execute on function public.admin_offer_waitlist_seats(uuid) to authenticated;
grant execute on function public.admin_remove_waitlist_entry(uuid) to authenticated;
grant execute on function public.expire_waitlist_offers() to service_role;
grant execute on function public.record_stripe_payment(text, uuid, integer, text, text) to service_role;
grant execute on function public.begin_checkout_session(uuid, timestamptz) to service_role;
grant execute on function public.attach_checkout_session(uuid, text, text) to service_role;
