-- Minimum participants and „Durchführung garantiert“ (issue 34; docs/booking-rules.md "Minimum participants"). Each
-- date has a minimum: its own, else its seminar's, else the settings' default. Once the date's binding seats reach it,
-- the date is guaranteed to run, shown wherever it is listed. The promise is kept: a later cancellation never takes
-- it back (only cancelling the date does, by its status).
-- Mirrored by mocks/app/guarantees.ts.
-- guarantee_decision_days: how many days before the start the academy decides whether a date under its minimum runs.
alter table public.settings
  add column min_participants integer not null default 4 check (min_participants between 1 and 100),
  add column guarantee_decision_days integer not null default 14 check (guarantee_decision_days between 0 and 90);
alter table public.seminars add column min_participants integer check (min_participants between 1 and 100);
alter table public.seminar_sessions
  add column min_participants integer check (min_participants between 1 and 100),
  add column guaranteed boolean not null default false;

-- Seats that bind their booker: confirmed and paid bookings, and pending ones without a hold (a signed-in customer's
-- invoice booking at once, a guest's once `Buchung bestätigen` ended its hold). A hold is not binding.
create function private.binding_seats(_session_id uuid) returns integer
language sql stable set search_path = '' as $$
  select coalesce(sum(bi.quantity), 0)::integer
  from public.booking_items bi
  join public.bookings b on b.id = bi.booking_id
  where bi.session_id = _session_id
    and (b.status in ('confirmed', 'paid') or (b.status = 'pending' and b.hold_expires_at is null));
$$;

-- The date's minimum: its own, its seminar's, or the default.
create function private.min_participants(_session public.seminar_sessions) returns integer
language sql stable set search_path = '' as $$
  select coalesce(_session.min_participants,
    (select m.min_participants from public.seminars m where m.id = _session.seminar_id),
    (select st.min_participants from public.settings st where st.id = 1));
$$;

-- Marks the scheduled dates among `_session_ids` guaranteed whose binding seats reach their minimum; never unmarks.
create function private.settle_guarantees(_session_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.seminar_sessions s set guaranteed = true
  where s.id = any (_session_ids) and not s.guaranteed and s.status = 'scheduled'
    and private.binding_seats(s.id) >= private.min_participants(s);
end;
$$;

-- A booking's seats become binding when its line is added (a booking binding at once) or its state changes (paid,
-- confirmed, its hold ended). Deferred to the commit: book_cart adds the lines before it starts the hold, and only the
-- finished transaction says whether the seats bind.
create function private.settle_booking_guarantees() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'booking_items' then
    -- A hold binds nothing: a guest's or an online booking's line waits for its confirmation or payment.
    if exists (select 1 from public.bookings b where b.id = new.booking_id
        and (b.status in ('confirmed', 'paid') or (b.status = 'pending' and b.hold_expires_at is null))) then
      perform private.settle_guarantees(array[new.session_id]);
    end if;
  else
    perform private.settle_guarantees(array(
      select bi.session_id from public.booking_items bi where bi.booking_id = new.id and bi.session_id is not null));
  end if;
  return null;
end;
$$;

-- Only what can bind seats: a line of a seminar date; a booking that is binding after the change (a hold starting,
-- a cancellation or an expiry never makes a date guaranteed, and they run on the busiest paths).
create constraint trigger booking_items_guarantee after insert or update of quantity, session_id
  on public.booking_items deferrable initially deferred
  for each row when (new.session_id is not null)
  execute function private.settle_booking_guarantees();
create constraint trigger bookings_guarantee after update of status, hold_expires_at
  on public.bookings deferrable initially deferred
  for each row when ((old.status is distinct from new.status or old.hold_expires_at is distinct from new.hold_expires_at)
    and (new.status in ('confirmed', 'paid') or (new.status = 'pending' and new.hold_expires_at is null)))
  execute function private.settle_booking_guarantees();

-- An admin lowers a minimum (of a date, a seminar, or the default): the dates it applies to may now be guaranteed.
create function private.settle_minimum_guarantees() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _today date := (now() at time zone 'Europe/Berlin')::date;
begin
  if tg_table_name = 'seminar_sessions' then
    perform private.settle_guarantees(array[new.id]);
  elsif tg_table_name = 'seminars' then
    perform private.settle_guarantees(array(
      select s.id from public.seminar_sessions s
      where s.seminar_id = new.id and not s.guaranteed and s.start_date >= _today));
  else
    perform private.settle_guarantees(array(
      select s.id from public.seminar_sessions s where not s.guaranteed and s.start_date >= _today));
  end if;
  return null;
end;
$$;

create trigger seminar_sessions_guarantee after update of min_participants, status on public.seminar_sessions
  for each row when (old.min_participants is distinct from new.min_participants or old.status is distinct from new.status)
  execute function private.settle_minimum_guarantees();
create trigger seminars_guarantee after update of min_participants on public.seminars
  for each row when (old.min_participants is distinct from new.min_participants)
  execute function private.settle_minimum_guarantees();
create trigger settings_guarantee after update of min_participants on public.settings
  for each row when (old.min_participants is distinct from new.min_participants)
  execute function private.settle_minimum_guarantees();

-- The seed's and every existing date's state, by the same rule.
select private.settle_guarantees(array(select id from public.seminar_sessions));

-- The admin dashboard's „Mindestteilnehmerzahl nicht erreicht“: the scheduled dates from today on that are not
-- guaranteed and whose decision day (start minus settings.guarantee_decision_days) is at most 30 days away or past,
-- soonest decision first, with their binding seats, their seats on hold and their minimum. Admins only (FORBIDDEN
-- first); security definer for the private counts.
create function public.admin_dates_below_minimum() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _days integer;
  _today date := (now() at time zone 'Europe/Berlin')::date;
begin
  perform private.require_admin();
  select guarantee_decision_days into _days from public.settings where id = 1;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'session_id', s.id,
        'seminar_title', m.title,
        'city_name', l.city_name,
        'start_date', s.start_date,
        'decision_date', s.start_date - _days,
        'binding_seats', private.binding_seats(s.id),
        'held_seats', s.seats_booked - private.binding_seats(s.id),
        'min_participants', private.min_participants(s))
      order by s.start_date, m.title, s.id)
    from public.seminar_sessions s
    join public.seminars m on m.id = s.seminar_id
    join public.locations l on l.id = s.location_id
    where s.status = 'scheduled' and not s.guaranteed
      and s.start_date >= _today and s.start_date - _days <= _today + 30), '[]');
end;
$$;

revoke execute on function public.admin_dates_below_minimum() from public, anon, authenticated, service_role;
grant execute on function public.admin_dates_below_minimum() to authenticated;
