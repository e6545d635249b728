-- A guest's booking by its secret link (issue 31; rules in docs/booking-rules.md, "Ihre Buchung ansehen"). A guest
-- has no account: the mails of a guest's booking link "Ihre Buchung ansehen" to /meine-buchung?code=<view token>
-- instead of the dashboard. The view token is drawn with the booking, lives only in those mails (never returned by
-- book_cart, never readable over the API: booking_tokens has no policy for anon/authenticated) and opens exactly one
-- booking, read-only. The payment token stays what it is: the booking browser's key to checkout and guest_invoices.
-- Later features (rebooking, issue 34) act on the booking through the same token. The column and its generator
-- (private.new_view_token) are in the schema migration with the other secrets of booking_tokens.
-- Mirrored by mocks/app/rpc/guestBooking.ts and mocks/app/mail/guestViewLink.ts.

-- The mail data of a guest's booking carry its view token (the templates then link the booking instead of the
-- dashboard); a booking made with an account carries none and keeps the dashboard link.
create function private.guest_view_link(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select coalesce((
    select jsonb_build_object('view_token', t.view_token)
    from public.bookings b join public.booking_tokens t on t.booking_id = b.id
    where b.id = _booking_id and b.user_id is null), '{}'::jsonb)
$$;

-- What the booker typed (names, company, participants) is shown only once the booking is binding or its address
-- proven (mail limits, docs/booking-rules.md): before that anyone may have typed the address, and the page behind
-- the receipt's link must not carry a stranger's text to it any more than the receipt does.
create function private.booking_details_visible(_booking public.bookings) returns boolean
language sql stable set search_path = '' as $$
  select _booking.email_confirmed_at is not null
    or _booking.paid_at is not null
    or _booking.status in ('confirmed', 'paid')
    or exists (select 1 from public.invoices i where i.booking_id = _booking.id)
    or private.booking_address_verified(_booking.id)
$$;

-- /meine-buchung: the booking as its guest may see it. A wrong, unknown, empty or oversized token answers exactly
-- like a missing booking (BOOKING_NOT_FOUND, no detail) and changes nothing; the 256-bit token makes guessing
-- hopeless, so no attempt counter is kept.
create function public.guest_booking(_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _visible boolean;
begin
  if _token is null or _token !~ '^[A-Za-z0-9_-]{43}$' then
    perform private.raise_error('BOOKING_NOT_FOUND');
  end if;
  select b.* into _booking
  from public.booking_tokens t join public.bookings b on b.id = t.booking_id
  where t.view_token = _token;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND');
  end if;
  _visible := private.booking_details_visible(_booking);
  return jsonb_build_object(
    'id', _booking.id,
    'booking_number', _booking.booking_number,
    'status', _booking.status,
    'created_at', _booking.created_at,
    'customer_type', _booking.customer_type,
    'payment_method', _booking.payment_method,
    'paid_at', _booking.paid_at,
    'hold_expires_at', case when _booking.status = 'pending' then _booking.hold_expires_at end,
    'email_confirmed', _booking.email_confirmed_at is not null,
    'net_cents', _booking.net_cents,
    'vat_cents', _booking.vat_cents,
    'gross_cents', _booking.gross_cents,
    'details_visible', _visible,
    'customer', case when _visible then jsonb_build_object(
      'first_name', _booking.customer_first_name, 'last_name', _booking.customer_last_name,
      'company_name', _booking.company_name) end,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', bi.id,
          'session_id', bi.session_id,
          'webinar_id', bi.webinar_id,
          'title', bi.title,
          'seminar_slug', sem.slug,
          'city_slug', l.city_slug,
          'webinar_slug', w.slug,
          'start_date', bi.start_date,
          'end_date', coalesce(s.end_date, bi.start_date),
          'start_time', coalesce(s.start_time, bi.start_time),
          'end_time', s.end_time,
          'starts_at', bi.starts_at,
          'duration_minutes', w.duration_minutes,
          -- The join link as the dashboard releases it (public.has_webinar_access): binding, from 1 hour before.
          'join_url', case when _booking.status in ('confirmed', 'paid') and now() >= w.starts_at - interval '1 hour'
            then wa.join_url end,
          'session_cancelled', coalesce(s.status = 'cancelled', false),
          'location', case when l.id is not null then jsonb_build_object(
            'venue_name', l.venue_name, 'street', l.street, 'postal_code', l.postal_code, 'city', l.city) end,
          'location_name', bi.location_name,
          'quantity', bi.quantity,
          'unit_net_cents', bi.unit_net_cents,
          'early_bird_cents', bi.early_bird_cents,
          'group_discount_cents', bi.group_discount_cents,
          'line_net_cents', bi.line_net_cents,
          'vat_rate', bi.vat_rate,
          'line_vat_cents', bi.line_vat_cents,
          -- Names only (never the participants' addresses), and only once the details may be shown.
          'participants', case when _visible then coalesce((
            select jsonb_agg(jsonb_build_object('first_name', p ->> 'first_name', 'last_name', p ->> 'last_name')
              order by n)
            from jsonb_array_elements(bi.participants) with ordinality as x(p, n)), '[]'::jsonb)
            else '[]'::jsonb end)
        order by bi.starts_at, bi.id)
      from public.booking_items bi
      left join public.seminar_sessions s on s.id = bi.session_id
      left join public.seminars sem on sem.id = s.seminar_id
      left join public.locations l on l.id = s.location_id
      left join public.webinars w on w.id = bi.webinar_id
      left join public.webinar_access wa on wa.webinar_id = bi.webinar_id
      where bi.booking_id = _booking.id), '[]'::jsonb),
    'invoices', coalesce((
      select jsonb_agg(private.invoice_json(i) order by i.issue_date, i.kind desc, i.seq)
      from public.invoices i where i.booking_id = _booking.id), '[]'::jsonb),
    'withdrawal', jsonb_build_object(
      'refusal', private.withdrawal_refusal(_booking),
      'deadline', private.withdrawal_deadline(_booking.created_at)));
end;
$$;
