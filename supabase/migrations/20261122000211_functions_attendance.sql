-- Participant lists, attendance and certificates: the door list of a date (admins), attendance per seat, the
-- Teilnahmebescheinigung by mail and on the dashboard, and its check by number (admins).
-- Mirrored by mocks/app/rpc/attendance.ts and mocks/app/mail/enqueueFeatureMails.ts (the certificate mail).

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
