-- Holds at scale (issue 33, docs/booking-rules.md "Holds, expiry and caps"): the guest caps count without reading
-- every booking and hold exactly under concurrency, the mail limits count the hourly total in a counter, and lapsed
-- holds expire in batches off the booking path: book_cart settles only the due holds of its own dates, the scheduled
-- job the rest.
-- Mirrored by mocks/app/rpc/holds.ts, mocks/app/rpc/bookCart.ts and mocks/app/mail/mailLimits.ts.
-- The functions on a booking's path run with `plan_cache_mode = force_generic_plan` and `enable_seqscan = off`: each
-- statement is planned once per session (planning cost more than running), and a plan made while a table was still
-- small (a new database, a sale's first minute) cannot keep scanning the whole table once it has grown.

-- ---------------------------------------------------------------------------------------------------------------
-- Open holds per date: one row per booking and date while the booking is pending with a deadline (any booker), kept
-- by the triggers below. Finds the due holds of one date without reading the date's other bookings.
create table private.booking_holds (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- The seminar session or webinar.
  target_id uuid not null,
  seats integer not null,
  -- No account: counts against the guest caps while not due.
  guest boolean not null,
  hold_expires_at timestamptz not null,
  primary key (booking_id, target_id)
);
create index booking_holds_due_idx on private.booking_holds (target_id, hold_expires_at);

-- Unconfirmed guest seats per date (pending, no account, with a deadline; due or not): the folded total, and the
-- changes not yet folded in. Any transaction that starts or ends a guest hold only appends a change (never waits for
-- a date's bookers); private.enforce_hold_caps folds them into the total under the date's lock.
create table private.guest_hold_seats (
  target_id uuid primary key,
  seats integer not null default 0
);
create table private.guest_hold_seat_changes (
  target_id uuid not null,
  seats integer not null
);
create index guest_hold_seat_changes_target_idx on private.guest_hold_seat_changes (target_id);

-- Mail limits: the unverified mails queued per clock hour (UTC). The row of the current hour is also the gate that
-- lets one unverified mail at a time pass the limits (private.lock_unverified_mail).
create table private.unverified_mail_hours (
  hour timestamptz primary key,
  mails integer not null default 0
);

alter table private.booking_holds enable row level security;
alter table private.guest_hold_seats enable row level security;
alter table private.guest_hold_seat_changes enable row level security;
alter table private.unverified_mail_hours enable row level security;
-- Not for the API roles at all (no grants either): the one policy says so, for the database linter too.
create policy booking_holds_no_api_access on private.booking_holds
  for all to anon, authenticated using (false) with check (false);
create policy guest_hold_seats_no_api_access on private.guest_hold_seats
  for all to anon, authenticated using (false) with check (false);
create policy guest_hold_seat_changes_no_api_access on private.guest_hold_seat_changes
  for all to anon, authenticated using (false) with check (false);
create policy unverified_mail_hours_no_api_access on private.unverified_mail_hours
  for all to anon, authenticated using (false) with check (false);
revoke all on private.booking_holds, private.guest_hold_seats, private.guest_hold_seat_changes,
  private.unverified_mail_hours from public, anon, authenticated, service_role;

-- A booking's hold state changed (started, ended, new deadline, account gone): its rows in booking_holds follow, and
-- a change of its guest state is appended per date. The triggers are security definer, as whoever changes a booking
-- (an admin through RLS, the service role) may not write the private tables.
create function private.track_booking_holds() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _was_hold boolean := tg_op in ('UPDATE', 'DELETE') and old.status = 'pending' and old.hold_expires_at is not null;
  _is_hold boolean := tg_op in ('UPDATE', 'INSERT') and new.status = 'pending' and new.hold_expires_at is not null;
  _was_guest boolean;
  _is_guest boolean;
  _id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  _was_guest := _was_hold and old.user_id is null;
  _is_guest := _is_hold and new.user_id is null;
  if _was_hold and _is_hold then
    update private.booking_holds set hold_expires_at = new.hold_expires_at, guest = _is_guest
    where booking_id = _id and (hold_expires_at, guest) is distinct from (new.hold_expires_at, _is_guest);
  elsif _was_hold then
    delete from private.booking_holds where booking_id = _id; -- (a deleted booking's rows go by the cascade)
  elsif _is_hold then
    insert into private.booking_holds (booking_id, target_id, seats, guest, hold_expires_at)
    select _id, coalesce(session_id, webinar_id), sum(quantity)::integer, _is_guest, new.hold_expires_at
    from public.booking_items where booking_id = _id
    group by 2;
  end if;
  if _was_guest is distinct from _is_guest then
    insert into private.guest_hold_seat_changes (target_id, seats)
    select coalesce(session_id, webinar_id), (case when _is_guest then 1 else -1 end * sum(quantity))::integer
    from public.booking_items where booking_id = _id
    group by 1;
  end if;
  return old; -- before delete: the delete goes ahead (after insert or update: ignored)
end;
$$;

-- A line added to or taken from a booking that holds seats.
create function private.track_booking_item_holds() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _booking record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select status, user_id, hold_expires_at into _booking from public.bookings where id = old.booking_id;
    if found and _booking.status = 'pending' and _booking.hold_expires_at is not null then
      update private.booking_holds set seats = seats - old.quantity
      where booking_id = old.booking_id and target_id = coalesce(old.session_id, old.webinar_id);
      delete from private.booking_holds
      where booking_id = old.booking_id and target_id = coalesce(old.session_id, old.webinar_id) and seats <= 0;
      if _booking.user_id is null then
        insert into private.guest_hold_seat_changes (target_id, seats)
        values (coalesce(old.session_id, old.webinar_id), -old.quantity);
      end if;
    end if;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    select status, user_id, hold_expires_at into _booking from public.bookings where id = new.booking_id;
    if found and _booking.status = 'pending' and _booking.hold_expires_at is not null then
      insert into private.booking_holds as h (booking_id, target_id, seats, guest, hold_expires_at)
      values (new.booking_id, coalesce(new.session_id, new.webinar_id), new.quantity, _booking.user_id is null,
        _booking.hold_expires_at)
      on conflict (booking_id, target_id) do update set seats = h.seats + excluded.seats;
      if _booking.user_id is null then
        insert into private.guest_hold_seat_changes (target_id, seats)
        values (coalesce(new.session_id, new.webinar_id), new.quantity);
      end if;
    end if;
  end if;
  return null;
end;
$$;

create trigger bookings_holds_started after insert on public.bookings
  for each row when (new.status = 'pending' and new.hold_expires_at is not null)
  execute function private.track_booking_holds();
create trigger bookings_holds_changed after update of status, hold_expires_at, user_id on public.bookings
  for each row when (old.status is distinct from new.status or old.hold_expires_at is distinct from new.hold_expires_at
    or old.user_id is distinct from new.user_id)
  execute function private.track_booking_holds();
-- Before: the lines still exist to say how many seats the deleted hold had.
create trigger bookings_holds_deleted before delete on public.bookings
  for each row when (old.status = 'pending' and old.hold_expires_at is not null and old.user_id is null)
  execute function private.track_booking_holds();
create trigger booking_items_holds after insert or delete or update of quantity, session_id, webinar_id
  on public.booking_items
  for each row execute function private.track_booking_item_holds();

-- The holds that exist already.
insert into private.booking_holds (booking_id, target_id, seats, guest, hold_expires_at)
select b.id, coalesce(bi.session_id, bi.webinar_id), sum(bi.quantity)::integer, b.user_id is null, b.hold_expires_at
from public.bookings b join public.booking_items bi on bi.booking_id = b.id
where b.status = 'pending' and b.hold_expires_at is not null
group by b.id, 2;
insert into private.guest_hold_seats (target_id, seats)
select target_id, sum(seats)::integer from private.booking_holds where guest group by target_id;

-- Mail limits: the hourly counter follows the unverified mails of the outbox (a deleted one frees its place, as the
-- count over the outbox did).
create function private.count_unverified_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.unverified then
    update private.unverified_mail_hours set mails = mails - 1
    where hour = pg_catalog.date_trunc('hour', old.created_at, 'UTC');
  end if;
  if tg_op in ('UPDATE', 'INSERT') and new.unverified then
    insert into private.unverified_mail_hours as h (hour, mails)
    values (pg_catalog.date_trunc('hour', new.created_at, 'UTC'), 1)
    on conflict (hour) do update set mails = h.mails + 1;
  end if;
  return null;
end;
$$;

create trigger email_outbox_unverified_added after insert on public.email_outbox
  for each row when (new.unverified) execute function private.count_unverified_mail();
create trigger email_outbox_unverified_changed after update of unverified, created_at on public.email_outbox
  for each row when (old.unverified or new.unverified) execute function private.count_unverified_mail();
create trigger email_outbox_unverified_removed after delete on public.email_outbox
  for each row when (old.unverified) execute function private.count_unverified_mail();

insert into private.unverified_mail_hours (hour, mails)
select pg_catalog.date_trunc('hour', created_at, 'UTC'), count(*)::integer
from public.email_outbox where unverified and created_at > now() - interval '2 days'
group by 1;

-- ---------------------------------------------------------------------------------------------------------------
-- Mail limits (docs/booking-rules.md): at most settings.unverified_mails_per_recipient unverified mails to the
-- normalised address in 24 hours and settings.unverified_mails_per_hour in total per clock hour (UTC). Fails closed
-- without settings. Callers take private.lock_unverified_mail first, so simultaneous requests count one at a time.
-- PL/pgSQL: its plans are kept for the session (a SQL function with its own search_path is planned at every call).
create or replace function private.unverified_mail_allowed(_recipient text) returns boolean
language plpgsql stable set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _key text := private.mail_recipient_key(_recipient); -- a value, so the plan reads the recipient's index
begin
  return coalesce((
    select (select count(*) from public.email_outbox o
            where o.unverified and o.recipient_key = _key
              and o.created_at > now() - interval '24 hours') < st.unverified_mails_per_recipient
       and coalesce((select h.mails from private.unverified_mail_hours h
                     where h.hour = pg_catalog.date_trunc('hour', now(), 'UTC')), 0) < st.unverified_mails_per_hour
    from public.settings st where st.id = 1), false);
end;
$$;

-- Mail limits under concurrency: count-then-insert must not run side by side, or 20 simultaneous requests all see
-- room and all insert. Held until the transaction ends: first the current hour's counter row (the hourly total; taken
-- first by everyone, so two transactions never wait on each other's recipient locks), then the recipient's lock. A
-- mail the committed mails already put over a limit is refused without either: nothing running beside it can change
-- that, so a flood to one mailbox does not queue at the gate.
create or replace function private.lock_unverified_mail(_recipient text) returns void
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _hour timestamptz := pg_catalog.date_trunc('hour', now(), 'UTC');
  _new integer;
begin
  if not private.unverified_mail_allowed(_recipient) then
    return;
  end if;
  insert into private.unverified_mail_hours (hour) values (_hour) on conflict (hour) do nothing;
  get diagnostics _new = row_count;
  if _new > 0 then
    delete from private.unverified_mail_hours where hour < _hour - interval '2 days';
  end if;
  perform 1 from private.unverified_mail_hours where hour = _hour for update;
  perform pg_advisory_xact_lock(hashtext('unverified_mail:' || private.mail_recipient_key(_recipient)));
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Expiry of lapsed holds.

-- Expires the given due bookings, which the caller has locked: their dates are locked with the caller's own
-- (_session_ids, _webinar_ids) in one ordered pass (sessions by id, then webinars by id), the seats go back, the
-- status becomes 'expired', the freed seats are offered to the waiting list (once per date, after all seats are
-- back) and an unpaid online booking's customer learns that the payment link has lapsed (mail outbox).
create function private.expire_locked_holds(
  _due uuid[], _session_ids uuid[] default '{}', _webinar_ids uuid[] default '{}'
) returns integer
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _id uuid;
  _date record;
begin
  if cardinality(_due) = 0 then
    perform 1 from public.seminar_sessions where id = any (_session_ids) order by id for update;
    perform 1 from public.webinars where id = any (_webinar_ids) order by id for update;
    return 0;
  end if;
  perform 1 from public.seminar_sessions
  where id = any (_session_ids)
     or id in (select session_id from public.booking_items where booking_id = any (_due))
  order by id for update;
  perform 1 from public.webinars
  where id = any (_webinar_ids)
     or id in (select webinar_id from public.booking_items where booking_id = any (_due))
  order by id for update;
  -- The seats of the batch at once (private.release_booking_seats per booking, summed: all are pending).
  update public.seminar_sessions s
  set seats_booked = greatest(s.seats_booked - x.quantity, 0)
  from (
    select session_id, sum(quantity)::integer as quantity
    from public.booking_items
    where booking_id = any (_due) and session_id is not null
    group by session_id
  ) x
  where s.id = x.session_id;
  update public.webinars w
  set seats_booked = greatest(w.seats_booked - x.quantity, 0)
  from (
    select webinar_id, sum(quantity)::integer as quantity
    from public.booking_items
    where booking_id = any (_due) and webinar_id is not null
    group by webinar_id
  ) x
  where w.id = x.webinar_id;
  update public.bookings set status = 'expired', expired_at = now() where id = any (_due);
  for _date in
    select distinct session_id, webinar_id from public.booking_items where booking_id = any (_due)
    order by session_id nulls last, webinar_id
  loop
    perform private.offer_freed_seats(_date.session_id, _date.webinar_id); -- waiting list: offer the freed seats
  end loop;
  foreach _id in array _due loop
    if (select payment_method from public.bookings where id = _id) = 'online' then
      perform private.enqueue_payment_link_expired_mail(_id);
    end if;
  end loop;
  return cardinality(_due);
end;
$$;

-- One batch of the scheduled job: expires up to _limit due holds (the longest lapsed first) in the caller's
-- transaction and returns how many. Due bookings another transaction is handling are skipped (`skip locked`).
create function private.expire_due_holds(_limit integer default 500) returns integer
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _due uuid[];
begin
  select coalesce(array_agg(id order by id), '{}') into _due from (
    select id from public.bookings
    where status = 'pending' and hold_expires_at <= now()
    order by hold_expires_at, id
    limit _limit
    for update skip locked
  ) due;
  return private.expire_locked_holds(_due);
end;
$$;

-- Due holds expire (unpaid online bookings after settings.online_hold_minutes, unconfirmed invoice bookings after
-- settings.invoice_confirmation_hours): status 'expired', seats back on sale.
--   * book_cart passes its cart's sources: only the due holds of those dates expire, locked together with the cart's
--     sources in one ordered pass, so expiry and booking never deadlock and a booking never does the job's work for
--     other dates.
--   * Without dates: every due hold, batch after batch in the caller's transaction. The scheduled job runs the
--     batches in transactions of their own instead (the cron.schedule below), so each batch holds its dates' locks
--     only briefly.
-- Due bookings another transaction is already handling are skipped (`skip locked`): that one expires them.
create or replace function private.expire_holds(_session_ids uuid[] default '{}', _webinar_ids uuid[] default '{}')
returns integer
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _due uuid[];
  _count integer;
  _total integer := 0;
begin
  _session_ids := coalesce(_session_ids, '{}');
  _webinar_ids := coalesce(_webinar_ids, '{}');
  if cardinality(_session_ids) + cardinality(_webinar_ids) = 0 then
    loop
      _count := private.expire_due_holds(500);
      exit when _count = 0;
      _total := _total + _count;
    end loop;
    return _total;
  end if;
  select coalesce(array_agg(id order by id), '{}') into _due from (
    select b.id from public.bookings b
    where b.id in (
        select h.booking_id from private.booking_holds h
        where h.target_id = any (_session_ids || _webinar_ids) and h.hold_expires_at <= now())
      and b.status = 'pending' and b.hold_expires_at <= now()
    order by b.id
    for update of b skip locked
  ) due;
  return private.expire_locked_holds(_due, _session_ids, _webinar_ids);
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Caps against seat hoarding, checked by book_cart under its seat locks, after the lines proved valid (dates exist,
-- are bookable and have the seats), so a refusal here tells nothing about dates that do not exist:
--   * at most 10 seats per date in one booking (TOO_MANY_SEATS: larger groups use the in-house request);
--   * guests only: one e-mail address holds at most settings.guest_hold_seat_limit unconfirmed seats at once
--     (GUEST_HOLD_LIMIT). The guests of one normalised address take turns (an advisory lock on it), so simultaneous
--     carts on different dates cannot each see room;
--   * guests only: unconfirmed guest holds of one date never take more than settings.guest_hold_share_percent of its
--     capacity not yet firmly booked (GUEST_SEATS_EXHAUSTED), so invented addresses cannot take a date away from
--     signed-in or paying customers: at least one seat of a date with free seats always stays for them. Signed-in,
--     confirmed and paid bookings are not limited by the share, nor are the seats of a waiting-list offer whose token
--     the line presents (they are held for that buyer already). The date's guest seats come from its counter
--     (private.guest_hold_seats), less its due guest holds (book_cart settled them, unless another transaction is
--     expiring them right now).
-- Fails closed: without the settings row nothing is booked (BOOKING_CLOSED).
create or replace function private.enforce_hold_caps(
  _uid uuid, _email text, _kinds boolean[], _ids uuid[], _quantities integer[], _offer_tokens text[] default '{}'
) returns void
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
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

  -- The address's guests one at a time; the count's predicate is the partial index bookings_guest_holds_idx's.
  perform pg_advisory_xact_lock(hashtext('guest_holds:' || private.mail_recipient_key(_email)));
  select coalesce(sum(bi.quantity), 0)::integer into _held
  from public.bookings b
  join public.booking_items bi on bi.booking_id = b.id
  where b.customer_email = _email and b.status = 'pending' and b.user_id is null
    and b.hold_expires_at is not null and b.hold_expires_at > now();
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
    -- Seats held for a waiting-list offer count as taken, unless this line presents that offer's token (as
    -- private.waitlist_held_seats counts them, in one read).
    if _kinds[_i] then
      select coalesce(sum(e.seats), 0)::integer,
             coalesce(sum(e.seats) filter (where e.offer_token::text = _offer_tokens[_i]), 0)::integer
      into _offered, _own_offer
      from public.waitlist_entries e
      where e.session_id = _ids[_i] and e.status = 'offered' and e.offer_expires_at > now();
    else
      select coalesce(sum(e.seats), 0)::integer,
             coalesce(sum(e.seats) filter (where e.offer_token::text = _offer_tokens[_i]), 0)::integer
      into _offered, _own_offer
      from public.waitlist_entries e
      where e.webinar_id = _ids[_i] and e.status = 'offered' and e.offer_expires_at > now();
    end if;
    _booked := _booked + _offered - _own_offer;
    -- Unknown or too few seats: book_cart names it (SESSION_NOT_FOUND, SESSION_SOLD_OUT).
    continue when _capacity is null or _capacity - _booked < _quantities[_i];
    -- The seats of the presented offer are this buyer's already; the share only limits the seats beyond them.
    continue when _quantities[_i] <= _own_offer;
    -- The date's guest seats: its counter with the changes since folded in (one statement, one snapshot), less the
    -- due guest holds still pending.
    with folded as (
      delete from private.guest_hold_seat_changes where target_id = _ids[_i] returning seats
    ), total as (
      insert into private.guest_hold_seats as g (target_id, seats)
      values (_ids[_i], (select coalesce(sum(seats), 0)::integer from folded))
      on conflict (target_id) do update set seats = g.seats + excluded.seats
      returning seats
    )
    select (select seats from total) - coalesce((
      select sum(h.seats) from private.booking_holds h
      where h.target_id = _ids[_i] and h.guest and h.hold_expires_at <= now()), 0)::integer
    into _held;
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

-- ---------------------------------------------------------------------------------------------------------------
-- The mail functions every booking runs, unchanged but in PL/pgSQL: a SQL function with its own search_path is never
-- inlined and is planned again at every call (about 1 ms for the booking snapshot), a PL/pgSQL one keeps its plans
-- for the session. Every booking runs them while it holds its dates' locks.

create or replace function private.mail_academy() returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
    select jsonb_build_object(
      'name', academy_name, 'street', street, 'postal_code', postal_code, 'city', city, 'email', email,
      'phone', phone, 'vat_id', vat_id, 'iban', iban, 'bic', bic, 'bank_name', bank_name,
      'legal_name', legal_name, 'register_court', register_court, 'register_number', register_number,
      'managing_directors', to_jsonb(managing_directors), 'website', website)
    from public.settings where id = 1
  );
end;
$$;

create or replace function private.mail_booking_data(_booking_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
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
    from public.bookings b where b.id = _booking_id
  );
end;
$$;

create or replace function private.mail_booking_facts(_data jsonb) returns jsonb
language plpgsql immutable set search_path = '' as $$
begin
  return (
    select _data || jsonb_build_object('booking',
      ((_data -> 'booking') - array['customer_first_name', 'customer_last_name', 'company_name', 'vat_id',
          'billing_street', 'billing_postal_code', 'billing_city', 'billing_country'])
      || jsonb_build_object('items', coalesce((
        select jsonb_agg(item - 'participants' order by position)
        from jsonb_array_elements(_data #> '{booking,items}') with ordinality as line(item, position)), '[]'::jsonb)))
  );
end;
$$;

create or replace function private.mail_invoice_data(_booking_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
    select jsonb_build_object('invoice', (
      select i.snapshot from public.invoices i
      where i.booking_id = _booking_id and i.kind = 'invoice'
        and not exists (select 1 from public.invoices c where c.preceding_invoice_id = i.id)
      order by i.created_at desc, i.seq desc
      limit 1))
  );
end;
$$;

create or replace function private.enqueue_mail(
  _template text, _recipient text, _data jsonb, _key text, _booking_id uuid default null,
  _send_after timestamptz default null, _unverified boolean default false
) returns void
language plpgsql set search_path = '' as $$
begin
  insert into public.email_outbox (
    template, recipient, data, idempotency_key, booking_id, send_after, next_attempt_at, recipient_key, unverified)
  values (_template, _recipient, _data, _key, _booking_id, _send_after, coalesce(_send_after, now()),
    private.mail_recipient_key(_recipient), _unverified)
  on conflict (idempotency_key) do nothing;
end;
$$;

create or replace function private.is_verified_recipient(_address text) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  return (
    select exists (
      select 1 from auth.users u
      where u.id = auth.uid() and u.email_confirmed_at is not null and lower(u.email) = lower(btrim(_address)))
  );
end;
$$;

create or replace function private.booking_address_verified(_booking_id uuid) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  return (
    select exists (
      select 1 from public.bookings b join auth.users u on u.id = b.user_id
      where b.id = _booking_id and u.email_confirmed_at is not null and lower(u.email) = lower(b.customer_email))
  );
end;
$$;

-- For the expiry of unpaid online bookings (unchanged rule, …_functions_mail.sql): the recipient's key is worked out
-- once, so the check reads the recipient's index instead of working the key out for every unverified mail of the
-- day (the job's batches took seconds for that).
create or replace function private.enqueue_payment_link_expired_mail(_booking_id uuid) returns void
language plpgsql set search_path = '' set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  _to text := _data #>> '{booking,customer_email}';
  _key text := private.mail_recipient_key(_data #>> '{booking,customer_email}');
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
        and o.recipient_key = _key and o.created_at > now() - interval '24 hours')) then
    return;
  end if;
  perform private.enqueue_mail('payment_link_expired', _to, _data,
    'payment_link_expired:' || _booking_id, _booking_id, null, not _verified);
end;
$$;

-- The small SQL helpers every booking calls (tens of times per cart), unchanged but in PL/pgSQL, for the same
-- reason: with their own search_path they are never inlined, so each call planned its one statement again.

create or replace function private.trimmed(_value text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return nullif(pg_catalog.btrim(_value), '');
end;
$$;

create or replace function private.is_valid_email(_email text) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  return coalesce(_email operator(pg_catalog.~) '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$', false);
end;
$$;

create or replace function private.berlin_instant(_date date, _time time) returns timestamptz
language plpgsql immutable set search_path = '' as $$
begin
  return pg_catalog.timezone('Europe/Berlin', _date operator(pg_catalog.+) _time);
end;
$$;

create or replace function private.mail_recipient_key(_address text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(_address)), '\+[^@]*@', '@');
end;
$$;

create or replace function private.new_view_token() returns text
language plpgsql volatile set search_path = '' as $$
begin
  return pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
end;
$$;

create or replace function private.price_terms(_seminar_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
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
  );
end;
$$;

create or replace function private.line_vat_shares(_nets integer[], _rates numeric[]) returns integer[]
language plpgsql immutable set search_path = '' as $$
begin
  return (
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
  );
end;
$$;

create or replace function private.waitlist_held_seats(_session_id uuid, _webinar_id uuid, _except_offer_token text)
returns integer
language plpgsql stable set search_path = '' as $$
begin
  return (
    select coalesce(sum(e.seats), 0)::integer
    from public.waitlist_entries e
    where e.session_id is not distinct from _session_id
      and e.webinar_id is not distinct from _webinar_id
      and e.status = 'offered'
      and e.offer_expires_at > now()
      and e.offer_token::text is distinct from _except_offer_token
  );
end;
$$;

create or replace function private.guest_view_link(_booking_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return coalesce((
    select jsonb_build_object('view_token', t.view_token)
    from public.bookings b join public.booking_tokens t on t.booking_id = b.id
    where b.id = _booking_id and b.user_id is null), '{}'::jsonb);
end;
$$;

create or replace function private.participant_mail_item(_item_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
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
  );
end;
$$;

create or replace function private.open_invoice_id(_booking_id uuid) returns uuid
language plpgsql stable set search_path = '' as $$
begin
  return (
    select i.id from public.invoices i
    where i.booking_id = _booking_id and i.kind = 'invoice'
      and not exists (select 1 from public.invoices c where c.preceding_invoice_id = i.id)
    order by i.created_at desc, i.seq desc
    limit 1
  );
end;
$$;

create or replace function private.next_invoice_seq(_kind text, _year integer) returns integer
language plpgsql volatile set search_path = '' as $$
declare
  _last integer;
begin
  insert into private.invoice_counters (kind, year, last) values (_kind, _year, 1)
  on conflict (kind, year) do update set last = private.invoice_counters.last + 1
  returning last into _last;
  return _last;
end;
$$;

create or replace function private.invoice_number(_kind text, _year integer, _seq integer) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return case when _kind = 'invoice' then 'RE-' else 'GS-' end || _year || '-'
    || lpad(_seq::text, greatest(5, length(_seq::text)), '0');
end;
$$;

create or replace function private.german_date(_date date) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return to_char(_date, 'DD.MM.YYYY');
end;
$$;

revoke all on function private.track_booking_holds() from public, anon, authenticated, service_role;
revoke all on function private.track_booking_item_holds() from public, anon, authenticated, service_role;
revoke all on function private.count_unverified_mail() from public, anon, authenticated, service_role;
revoke all on function private.expire_locked_holds(uuid[], uuid[], uuid[])
  from public, anon, authenticated, service_role;
revoke all on function private.expire_due_holds(integer) from public, anon, authenticated, service_role;

-- The scheduled job: batches of 500, each committed on its own, until no due hold is left. A DO block may commit
-- between batches when pg_cron runs it as the job's only statement.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('expire-booking-holds', '* * * * *',
      'do $job$ begin loop exit when private.expire_due_holds(500) = 0; commit; end loop; end $job$');
  end if;
end;
$$;
