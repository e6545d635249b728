-- Seats and seat holds (booking integrity): the seats a booking gives back, reservations that expire, the caps for
-- guests, the hold a new booking starts, and the `Buchung bestätigen` link that makes an invoice booking binding.
-- Mirrored by mocks/app/rpc/seats.ts and mocks/app/rpc/holds.ts.

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
