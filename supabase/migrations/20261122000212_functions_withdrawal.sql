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
--
-- Mirrored by mocks/app/rpc/withdrawal.ts and mocks/app/rpc/bookingDates.ts.

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
