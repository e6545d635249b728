-- Cancellation: the customer cancels their own booking free of charge until the deadline, an admin any booking.
-- Mirrored by mocks/app/rpc/cancelBooking.ts.

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
