-- A cancelled date gives each booker the choice (issue 34, part 2; docs/booking-rules.md "A cancelled date: the
-- booker's choice"): a free rebooking to another date — one click from the mail, which names up to three dates of the
-- same seminar with room for the line, nearest first — or the full refund (refund_cancelled_date). Every participant is told too.
-- Mirrored by mocks/app/rpc/cancelledDateChoice.ts and mocks/app/mail/enqueue.ts.

-- Up to three other dates of the date's seminar that are ahead and have room for `_seats` (seats held for
-- waiting-list offers count as taken): the nearest to the cancelled date first, the earlier of two as near.
create function private.alternative_dates(_session_id uuid, _seats integer) returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(alternative order by position), '[]'::jsonb)
  from (
    select jsonb_build_object(
        'session_id', s.id, 'start_date', s.start_date, 'end_date', s.end_date,
        'start_time', to_char(s.start_time, 'HH24:MI:SS'), 'end_time', to_char(s.end_time, 'HH24:MI:SS'),
        'city', l.city_name, 'venue_name', l.venue_name,
        'seats_left', s.capacity - s.seats_booked - private.waitlist_held_seats(s.id, null, null)) as alternative,
      row_number() over (order by abs(s.start_date - c.start_date), s.start_date, s.start_time, s.id) as position
    from public.seminar_sessions c
    join public.seminar_sessions s on s.seminar_id = c.seminar_id and s.id <> c.id
    join public.seminars sem on sem.id = s.seminar_id and sem.published
    join public.locations l on l.id = s.location_id
    where c.id = _session_id and s.status = 'scheduled'
      and private.berlin_instant(s.start_date, s.start_time) > now()
      and s.capacity - s.seats_booked - private.waitlist_held_seats(s.id, null, null) >= _seats
    order by position
    limit 3
  ) alternatives
$$;

-- The academy cancelled a date: each seat-holding booker learns it with the choice (the alternatives and the links of
-- the mail), each participant of the line other than the booker learns it too (an unverified mail, catalogue facts
-- only, skipped silently over the mail limits).
create or replace function private.enqueue_session_cancelled_mails(_session_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _line record;
  _participant record;
begin
  for _line in
    select bi.booking_id, bi.id as item_id, bi.quantity, bi.participants, b.customer_email
    from public.booking_items bi join public.bookings b on b.id = bi.booking_id
    where bi.session_id = _session_id and b.status in ('pending', 'confirmed', 'paid') -- an expired one has no seat
    order by bi.booking_id, bi.id
  loop
    perform private.enqueue_mail('session_cancelled', _line.customer_email,
      private.mail_booking_data(_line.booking_id) || private.guest_view_link(_line.booking_id)
        || jsonb_build_object('item_id', _line.item_id,
             'alternatives', private.alternative_dates(_session_id, _line.quantity)),
      'session_cancelled:' || _line.booking_id || ':' || _line.item_id, _line.booking_id);
    for _participant in
      select private.mail_recipient_key(p.value ->> 'email') as recipient_key,
             (array_agg(p.value ->> 'email' order by p.ordinality))[1] as email
      from jsonb_array_elements(_line.participants) with ordinality as p(value, ordinality)
      where coalesce(p.value ->> 'email', '') <> ''
      group by 1 order by min(p.ordinality)
    loop
      continue when _participant.recipient_key = private.mail_recipient_key(_line.customer_email);
      continue when exists (select 1 from public.email_outbox where idempotency_key =
        'participant_session_cancelled:' || _line.item_id || ':' || _participant.recipient_key);
      perform private.lock_unverified_mail(_participant.email);
      continue when not private.unverified_mail_allowed(_participant.email);
      perform private.enqueue_mail('participant_session_cancelled', _participant.email,
        jsonb_build_object('academy', private.mail_academy(),
          'booking_number', (select booking_number from public.bookings where id = _line.booking_id),
          'item', private.participant_mail_item(_line.item_id)),
        'participant_session_cancelled:' || _line.item_id || ':' || _participant.recipient_key,
        _line.booking_id, null, true);
    end loop;
  end loop;
end;
$$;

-- VAT shares and totals of a booking from its lines and its rebooking fees (docs/pricing.md: per rate on the net sum,
-- lines ordered by id, then the fees by id — the order rebook_booking_item uses).
create function private.settle_booking_totals(_booking_id uuid) returns integer
language plpgsql set search_path = '' as $$
declare
  _parts record;
  _shares integer[];
  _i integer := 0;
  _net integer;
  _vat integer;
begin
  select array_agg(net order by part, id::text) as nets, array_agg(rate order by part, id::text) as rates,
         array_agg(part order by part, id::text) as kinds, array_agg(id order by part, id::text) as ids
  into _parts
  from (
    select 1 as part, bi.id, bi.line_net_cents as net, bi.vat_rate as rate
    from public.booking_items bi where bi.booking_id = _booking_id
    union all
    select 2, r.id, r.fee_net_cents, r.fee_vat_rate
    from public.booking_rebookings r where r.booking_id = _booking_id and r.fee_net_cents > 0
  ) parts;
  _shares := private.line_vat_shares(coalesce(_parts.nets, '{}'), coalesce(_parts.rates, '{}'));
  for _i in 1 .. coalesce(cardinality(_parts.ids), 0) loop
    if _parts.kinds[_i] = 1 then
      update public.booking_items set line_vat_cents = _shares[_i] where id = _parts.ids[_i];
    else
      update public.booking_rebookings set fee_vat_cents = _shares[_i] where id = _parts.ids[_i];
    end if;
  end loop;
  _net := coalesce((select sum(n) from unnest(_parts.nets) n), 0);
  _vat := coalesce((select sum(v) from unnest(_shares) v), 0);
  update public.bookings set
    net_cents = _net, vat_cents = _vat, gross_cents = _net + _vat,
    vat_rate = (select case when count(distinct r) = 1 then min(r) end from unnest(_parts.rates) r),
    updated_at = now()
  where id = _booking_id;
  return _net + _vat;
end;
$$;

-- The full refund a booker chooses for a line on a date the academy cancelled: by the owner, the guest's view token
-- or an admin (private.rebooking_line: anyone else is told BOOKING_NOT_FOUND). The line's only booking is cancelled;
-- a booking with other lines loses this one and is invoiced anew. The open invoice gets a credit note („Terminabsage“);
-- what was paid beyond the new total is flagged for refund. A date that takes place: DATE_NOT_CANCELLED.
create function public.refund_cancelled_date(_booking_item_id uuid, _token text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _line record;
  _booking public.bookings;
  _item public.booking_items;
  _only boolean;
  _paid integer;
  _gross integer;
  _refund integer := 0;
  _removed jsonb;
  _credit_note_id uuid;
  _invoice_id uuid;
begin
  select * into _line from private.rebooking_line(_booking_item_id, _token, true);
  _booking := _line.booking;
  _item := _line.item;
  if _booking.status = 'cancelled' then
    perform private.raise_error('BOOKING_ALREADY_CANCELLED', jsonb_build_object('booking_id', _booking.id));
  elsif _booking.status = 'expired' then
    perform private.raise_error('BOOKING_EXPIRED', jsonb_build_object('booking_id', _booking.id));
  end if;
  perform 1 from public.seminar_sessions where id = _item.session_id and status = 'cancelled' for update;
  if not found then
    perform private.raise_error('DATE_NOT_CANCELLED', jsonb_build_object('booking_item_id', _item.id));
  end if;

  _removed := private.participant_mail_item(_item.id);
  _paid := case when _booking.status = 'paid' or _booking.paid_at is not null
                then coalesce(_booking.paid_cents, _booking.gross_cents) else 0 end;
  _only := not exists (select 1 from public.booking_items where booking_id = _booking.id and id <> _item.id);
  if _only then
    perform private.release_booking_seats(_booking.id);
    _gross := _booking.gross_cents;
    _refund := _paid;
    -- Refunds: flagged while the booking still counts as paid (as cancel_booking does).
    if _refund > 0 then
      perform private.flag_refund(_booking.id, _refund);
    end if;
    update public.bookings set status = 'cancelled', cancelled_at = now() where id = _booking.id;
  else
    update public.seminar_sessions set seats_booked = greatest(seats_booked - _item.quantity, 0)
    where id = _item.session_id;
    delete from public.booking_items where id = _item.id;
    _gross := private.settle_booking_totals(_booking.id);
    _refund := greatest(_paid - _gross, 0);
    if _paid > 0 then
      update public.bookings set paid_cents = case when _paid - _refund >= _gross then null else _paid - _refund end
      where id = _booking.id;
    end if;
    if _refund > 0 then
      perform private.flag_refund(_booking.id, _refund);
    end if;
  end if;
  _credit_note_id := private.credit_booking_invoice(_booking.id, 'Terminabsage');
  _invoice_id := case when _only then null else private.issue_invoice(_booking.id) end;
  delete from public.email_outbox
  where booking_id = _booking.id and template in ('reminder_7_days', 'reminder_1_day') and sent_at is null
    and (_only or data ->> 'item_id' = _item.id::text);

  perform private.enqueue_mail('cancelled_date_refunded', _booking.customer_email,
    private.mail_booking_data(_booking.id) || private.guest_view_link(_booking.id)
      || private.mail_invoice_data(_booking.id)
      || jsonb_build_object(
        'credit_note', (select snapshot from public.invoices where id = _credit_note_id),
        'refunded', jsonb_build_object('item', _removed, 'quantity', _item.quantity, 'booking_cancelled', _only,
          'refund_cents', _refund, 'gross_cents_before', _booking.gross_cents,
          'gross_cents', case when _only then 0 else _gross end)),
    'cancelled_date_refunded:' || _booking.id || ':' || _item.id, _booking.id);

  return jsonb_build_object(
    'booking_id', _booking.id,
    'booking_number', _booking.booking_number,
    'booking_item_id', _item.id,
    'status', (select status from public.bookings where id = _booking.id),
    'booking_cancelled', _only,
    'refund_cents', _refund,
    'gross_cents', case when _only then 0 else _gross end,
    'invoice_number', (select number from public.invoices where id = _invoice_id),
    'credit_note_number', (select number from public.invoices where id = _credit_note_id));
end;
$$;

revoke all on function private.alternative_dates(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function private.settle_booking_totals(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.refund_cancelled_date(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.refund_cancelled_date(uuid, text) to anon, authenticated;
