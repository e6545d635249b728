-- Waiting list (issue 17)
--
-- A sold-out date keeps a queue of entries (waitlist_entries, ordered by queue_number). Whenever seats free up
-- (cancellation, capacity raised, an offer lapsed or was given back) the code that freed them calls
-- private.offer_freed_seats in the same transaction: the first waiting entries whose seats fit get an offer, and
-- those seats stay held for them (book_cart counts them as taken unless the line presents the offer's token) until
-- settings.waitlist_offer_hours (settings.guest_waitlist_offer_hours for an entry without an account) have passed.
--
-- Mirrored by mocks/app/rpc/waitlistOffers.ts (the seat rules) and mocks/app/rpc/waitlist.ts (the API).

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
