-- Substitute participant (Ersatzteilnehmer): the booker replaces one seat's participant until the date starts.
-- Mirrored by mocks/app/rpc/changeParticipant.ts.

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
