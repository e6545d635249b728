-- Admin actions on a seminar date (each one refuses non-admins with FORBIDDEN): cancel it, change its capacity.
-- Mirrored by mocks/app/rpc/adminSessions.ts.

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
