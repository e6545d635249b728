-- Mail outbox: the messages each change queues in its own transaction (rendered and sent by the edge function
-- send-mail; docs/mail.md), the mail limits for addresses nobody verified (docs/booking-rules.md), the admin's
-- resend, and the request that wakes send-mail.
-- Mirrored by mocks/app/mail/enqueueMail.ts, mocks/app/mail/mailData.ts, mocks/app/mail/mailLimits.ts,
-- mocks/app/mail/enqueue.ts, mocks/app/mail/enqueueFeatureMails.ts and mocks/app/mail/resendEmail.ts.

-- The academy as the mails show it (sender, bank details; the legal data of every mail's footer are the invoice
-- seller's columns, docs/mail.md).
create function private.mail_academy() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'name', academy_name, 'street', street, 'postal_code', postal_code, 'city', city, 'email', email,
    'phone', phone, 'vat_id', vat_id, 'iban', iban, 'bic', bic, 'bank_name', bank_name,
    'legal_name', legal_name, 'register_court', register_court, 'register_number', register_number,
    'managing_directors', to_jsonb(managing_directors), 'website', website)
  from public.settings where id = 1;
$$;

-- A snapshot of a booking for its mails: a queued mail shows the booking as it was when it was queued.
create function private.mail_booking_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
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
  from public.bookings b where b.id = _booking_id;
$$;

-- Mail limits (docs/booking-rules.md): a booking snapshot for an address nobody has verified keeps only the
-- academy's own facts (number, dates, seats, amounts); what the booker typed (names, company, VAT id, billing
-- address, participants) is left out, so the academy's template never carries a stranger's text to that address.
create function private.mail_booking_facts(_data jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select _data || jsonb_build_object('booking',
    ((_data -> 'booking') - array['customer_first_name', 'customer_last_name', 'company_name', 'vat_id',
        'billing_street', 'billing_postal_code', 'billing_city', 'billing_country'])
    || jsonb_build_object('items', coalesce((
      select jsonb_agg(item - 'participants' order by position)
      from jsonb_array_elements(_data #> '{booking,items}') with ordinality as line(item, position)), '[]'::jsonb)))
$$;

-- Issue 30 (docs/mail.md): the booking's issued invoice as its mails attach it, `{ invoice: snapshot | null }` — the
-- one no credit note has cancelled (as private.open_invoice_id); null while the booking is not binding.
create function private.mail_invoice_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('invoice', (
    select i.snapshot from public.invoices i
    where i.booking_id = _booking_id and i.kind = 'invoice'
      and not exists (select 1 from public.invoices c where c.preceding_invoice_id = i.id)
    order by i.created_at desc, i.seq desc
    limit 1))
$$;

-- The credit note a cancellation or withdrawal just issued, `{ credit_note: snapshot | null }` (the booking's latest).
create function private.mail_credit_note_data(_booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('credit_note', (
    select i.snapshot from public.invoices i
    where i.booking_id = _booking_id and i.kind = 'credit_note'
    order by i.created_at desc, i.seq desc
    limit 1))
$$;

-- Mail limits (docs/booking-rules.md): a recipient as the limits count it, lower case with the `+tag` cut from the
-- local part, so victim+1@… and Victim+2@… are one mailbox.
create function private.mail_recipient_key(_address text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(_address)), '\+[^@]*@', '@')
$$;

-- One message; the same idempotency key twice is a no-op (a cause never mails twice). `_unverified`: a visitor
-- without a verified address caused it (counted by the mail limits).
create function private.enqueue_mail(
  _template text, _recipient text, _data jsonb, _key text, _booking_id uuid default null,
  _send_after timestamptz default null, _unverified boolean default false
) returns void
language sql set search_path = '' as $$
  insert into public.email_outbox (
    template, recipient, data, idempotency_key, booking_id, send_after, next_attempt_at, recipient_key, unverified)
  values (_template, _recipient, _data, _key, _booking_id, _send_after, coalesce(_send_after, now()),
    private.mail_recipient_key(_recipient), _unverified)
  on conflict (idempotency_key) do nothing;
$$;

-- Mail limits: the caller is signed in with this very address, confirmed by the auth server. Every other recipient
-- is unverified: anyone could have typed it.
create function private.is_verified_recipient(_address text) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from auth.users u
    where u.id = auth.uid() and u.email_confirmed_at is not null and lower(u.email) = lower(btrim(_address)))
$$;

-- Mail limits: may one more unverified mail go to this recipient? At most settings.unverified_mails_per_recipient
-- to the normalised address in 24 hours and settings.unverified_mails_per_hour in total per hour (fails closed
-- without settings). Callers take private.lock_unverified_mail first, so simultaneous requests count one at a time.
create function private.unverified_mail_allowed(_recipient text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select (select count(*) from public.email_outbox o
            where o.unverified and o.recipient_key = private.mail_recipient_key(_recipient)
              and o.created_at > now() - interval '24 hours') < st.unverified_mails_per_recipient
       and (select count(*) from public.email_outbox o
            where o.unverified and o.created_at > now() - interval '1 hour') < st.unverified_mails_per_hour
    from public.settings st where st.id = 1), false)
$$;

-- Mail limits under concurrency: count-then-insert must not run side by side, or 20 simultaneous requests all see
-- room and all insert. Held until the transaction ends: first the hourly total's lock (one for all recipients, taken
-- first by everyone so two transactions never wait on each other's recipient locks), then the recipient's.
create function private.lock_unverified_mail(_recipient text) returns void
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('unverified_mail:total'));
  perform pg_advisory_xact_lock(hashtext('unverified_mail:' || private.mail_recipient_key(_recipient)));
end;
$$;

-- A mail a visitor without a verified address causes: over a limit the action that causes it is refused
-- (MAIL_LIMIT_REACHED) and, raised, changes nothing. A repeat of the same cause (same key) is no new mail.
create function private.enqueue_unverified_mail(
  _template text, _recipient text, _data jsonb, _key text, _booking_id uuid default null
) returns void
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from public.email_outbox where idempotency_key = _key) then
    return;
  end if;
  perform private.lock_unverified_mail(_recipient);
  if not private.unverified_mail_allowed(_recipient) then
    perform private.raise_error('MAIL_LIMIT_REACHED');
  end if;
  perform private.enqueue_mail(_template, _recipient, _data, _key, _booking_id, null, true);
end;
$$;

-- After book_cart: the customer's receipt and the academy's notification.
create function private.enqueue_booking_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  _unverified boolean := false;
begin
  -- Mail limits: a receipt to an address the booker has not verified passes the limits (MAIL_LIMIT_REACHED) and
  -- carries only the academy's facts; the academy's copy below keeps everything.
  if not private.is_verified_recipient(_data #>> '{booking,customer_email}') then
    if exists (select 1 from public.email_outbox where idempotency_key = 'booking_received:' || _booking_id) then
      return;
    end if;
    perform private.lock_unverified_mail(_data #>> '{booking,customer_email}');
    if not private.unverified_mail_allowed(_data #>> '{booking,customer_email}') then
      perform private.raise_error('MAIL_LIMIT_REACHED');
    end if;
    _unverified := true;
  end if;
  -- The receipt names the hold's deadline and, for an unconfirmed e-mail address, the `Buchung bestätigen` token.
  perform private.enqueue_mail('booking_received', _data #>> '{booking,customer_email}',
    -- Issue 30: a booking binding at once (signed-in, confirmed address, invoice) has its invoice already.
    case when _unverified then private.mail_booking_facts(_data)
         else _data || private.mail_invoice_data(_booking_id) end || (
      select jsonb_build_object(
        'hold_expires_at', to_char(b.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'confirmation_token', t.confirmation_token)
      from public.bookings b left join public.booking_tokens t on t.booking_id = b.id
      where b.id = _booking_id) || private.guest_view_link(_booking_id), -- a guest's "Ihre Buchung ansehen"
    'booking_received:' || _booking_id, _booking_id, null, _unverified);
  perform private.enqueue_mail('academy_new_booking', _data #>> '{academy,email}', _data,
    'academy_new_booking:' || _booking_id, _booking_id);
  -- Issue 31: binding at once (signed-in, confirmed address, invoice: hold ended) → the participants' own mails.
  if exists (select 1 from public.bookings where id = _booking_id and status = 'pending' and hold_expires_at is null)
  then
    perform private.enqueue_participant_mails(_booking_id);
  end if;
end;
$$;

-- After a status change: confirmed or paid → confirmation with invoice and calendar, the webinar links and the
-- reminders 7 days and 1 day before each date (only those still ahead); paid → payment receipt; cancelled →
-- cancellation with refund note, and the reminders not yet sent are withdrawn.
create function private.enqueue_status_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  -- The booker's mails only: a guest's link "Ihre Buchung ansehen" (its view token) instead of the dashboard.
  _booker jsonb := _data || private.guest_view_link(_booking_id);
  _status public.booking_status := (select status from public.bookings where id = _booking_id);
  _to text := _data #>> '{booking,customer_email}';
  _item record;
  _before record;
  -- The customer's switch under Einstellungen → Benachrichtigungen (the reminders' List-Unsubscribe points there);
  -- a guest has none and gets them.
  _reminders boolean := coalesce((
    select p.booking_reminders from public.bookings b join public.profiles p on p.user_id = b.user_id
    where b.id = _booking_id), true);
begin
  if _status in ('confirmed', 'paid') then
    -- Issue 30: the invoice issued just before this call (set_booking_status) is attached.
    perform private.enqueue_mail('booking_confirmed', _to, _booker || private.mail_invoice_data(_booking_id),
      'booking_confirmed:' || _booking_id, _booking_id);
    perform private.enqueue_participant_mails(_booking_id); -- Issue 31: the participants' own mails
    for _item in
      select bi.id, bi.starts_at, wa.join_url
      from public.booking_items bi left join public.webinar_access wa on wa.webinar_id = bi.webinar_id
      where bi.booking_id = _booking_id
    loop
      for _before in select * from (values ('reminder_7_days', interval '7 days'), ('reminder_1_day', interval '1 day'))
        as r(template, lead)
      loop
        if _reminders and _item.starts_at - _before.lead > now() then
          perform private.enqueue_mail(_before.template, _to, _booker || jsonb_build_object('item_id', _item.id),
            _before.template || ':' || _booking_id || ':' || _item.id, _booking_id, _item.starts_at - _before.lead);
        end if;
      end loop;
      if _item.join_url is not null then
        perform private.enqueue_mail('webinar_access', _to,
          _data || jsonb_build_object('item_id', _item.id, 'join_url', _item.join_url),
          'webinar_access:' || _booking_id || ':' || _item.id, _booking_id);
      end if;
    end loop;
  end if;
  if _status = 'paid' then
    perform private.enqueue_mail('payment_received', _to, _booker, 'payment_received:' || _booking_id, _booking_id);
  end if;
  if _status = 'cancelled' then
    delete from public.email_outbox
    where booking_id = _booking_id and template in ('reminder_7_days', 'reminder_1_day') and sent_at is null;
    -- Issue 30: the credit note the cancellation issued just before (if the booking was invoiced) is attached.
    perform private.enqueue_mail('cancellation_confirmed', _to, _booker || private.mail_credit_note_data(_booking_id),
      'cancellation_confirmed:' || _booking_id, _booking_id);
  end if;
end;
$$;

-- Issue 31: switching reminders off (Einstellungen → Benachrichtigungen, where the reminders' List-Unsubscribe
-- points, docs/mail.md) also withdraws the reminders already queued for the customer's bookings.
create function private.withdraw_switched_off_reminders() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.email_outbox o
  using public.bookings b
  where o.booking_id = b.id and b.user_id = new.user_id
    and o.template in ('reminder_7_days', 'reminder_1_day') and o.sent_at is null;
  return null;
end;
$$;

create trigger profiles_reminders_off after update of booking_reminders on public.profiles
  for each row when (old.booking_reminders and not new.booking_reminders)
  execute function private.withdraw_switched_off_reminders();

-- Mail limits: the booking's address is the confirmed address of the account that booked it. Otherwise anyone may
-- have typed it, and its mails carry only the academy's facts (private.mail_booking_facts).
create function private.booking_address_verified(_booking_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.bookings b join auth.users u on u.id = b.user_id
    where b.id = _booking_id and u.email_confirmed_at is not null and lower(u.email) = lower(b.customer_email))
$$;

-- For the expiry of unpaid online bookings: the customer learns the payment link lapsed and the seats are free.
-- Mail limits: the expiry job has no caller to refuse, so a guest's mail (no account with this confirmed address)
-- is skipped silently over the limits, a guest address gets it at most once in 24 hours, and it carries only the
-- academy's facts.
create function private.enqueue_payment_link_expired_mail(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb := private.mail_booking_data(_booking_id);
  _to text := _data #>> '{booking,customer_email}';
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
        and o.recipient_key = private.mail_recipient_key(_to) and o.created_at > now() - interval '24 hours')) then
    return;
  end if;
  perform private.enqueue_mail('payment_link_expired', _to, _data,
    'payment_link_expired:' || _booking_id, _booking_id, null, not _verified);
end;
$$;

-- After admin_cancel_session: every open booking of the session is told.
create function private.enqueue_session_cancelled_mails(_session_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _line record;
begin
  for _line in
    select bi.booking_id, bi.id as item_id, b.customer_email
    from public.booking_items bi join public.bookings b on b.id = bi.booking_id
    where bi.session_id = _session_id and b.status in ('pending', 'confirmed', 'paid') -- an expired one has no seat
  loop
    perform private.enqueue_mail('session_cancelled', _line.customer_email,
      private.mail_booking_data(_line.booking_id) || private.guest_view_link(_line.booking_id)
        || jsonb_build_object('item_id', _line.item_id),
      'session_cancelled:' || _line.booking_id || ':' || _line.item_id, _line.booking_id);
  end loop;
end;
$$;

-- A waiting-list entry as its mails name it: whom, how many seats, which date (Berlin day; city null = webinar),
-- the link to leave the list.
create function private.waitlist_mail_data(_entry public.waitlist_entries) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return jsonb_build_object(
      'academy', private.mail_academy(), 'name', _entry.name, 'seats', _entry.seats,
      'leave_token', _entry.leave_token)
    || coalesce(
      (select jsonb_build_object('title', sem.title, 'date', s.start_date, 'city', l.city_name)
       from public.seminar_sessions s
       join public.seminars sem on sem.id = s.seminar_id
       join public.locations l on l.id = s.location_id
       where s.id = _entry.session_id),
      (select jsonb_build_object(
          'title', w.title, 'date', (w.starts_at at time zone 'Europe/Berlin')::date, 'city', null)
       from public.webinars w where w.id = _entry.webinar_id));
end;
$$;

-- The trigger waitlist_entries_mails, whichever function changed the entry: a new unconfirmed entry gets the
-- confirmation link (double opt-in), an entry that starts waiting its place, an entry with a new offer the
-- `Platz jetzt buchen` mail (one per offer token).
create function private.enqueue_waitlist_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Mail limits: the address is unconfirmed, so the mail passes the limits and carries no name the visitor typed.
  if tg_op = 'INSERT' and new.status = 'pending_confirmation' then
    perform private.enqueue_unverified_mail('waitlist_confirm', new.email,
      (private.waitlist_mail_data(new) - 'name') || jsonb_build_object('confirm_token', new.confirm_token),
      'waitlist_confirm:' || new.id);
  end if;
  if new.status = 'waiting' and (tg_op = 'INSERT' or old.status <> 'waiting') then
    perform private.enqueue_mail('waitlist_joined', new.email,
      private.waitlist_mail_data(new) || jsonb_build_object('position', private.waitlist_position(new.id)),
      'waitlist_joined:' || new.id);
  end if;
  if new.status = 'offered' and (tg_op = 'INSERT' or old.offer_token is distinct from new.offer_token) then
    perform private.enqueue_mail('waitlist_offer', new.email,
      private.waitlist_mail_data(new) || jsonb_build_object(
        'offer_token', new.offer_token,
        'offer_expires_at', to_char(new.offer_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      'waitlist_offer:' || new.id || ':' || new.offer_token);
  end if;
  return null;
end;
$$;

create trigger waitlist_entries_mails after insert or update of status, offer_token on public.waitlist_entries
  for each row execute function private.enqueue_waitlist_mails();

-- After a withdrawal is recorded: the consumer's receipt (§ 356a BGB) and the academy's notice.
create function private.enqueue_withdrawal_mails(_withdrawal public.booking_withdrawals) returns void
language plpgsql set search_path = '' as $$
declare
  _data jsonb;
begin
  select jsonb_build_object(
      'academy', private.mail_academy(), 'booking_number', b.booking_number,
      'customer_name', b.customer_first_name || ' ' || b.customer_last_name, 'customer_email', b.customer_email,
      'received_at', to_char(_withdrawal.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'service_started', _withdrawal.service_started)
  into _data
  from public.bookings b where b.id = _withdrawal.booking_id;
  -- Mail limits: to an address nobody verified, the receipt names no one (the booker typed the name); the academy's
  -- notice keeps it.
  perform private.enqueue_mail('withdrawal_received', _withdrawal.confirmation_email,
    case
      -- Issue 30: the credit note names the buyer, so only a verified address gets it attached.
      when private.booking_address_verified(_withdrawal.booking_id)
        or private.is_verified_recipient(_withdrawal.confirmation_email)
        then _data || private.mail_credit_note_data(_withdrawal.booking_id)
      else _data - 'customer_name'
    end,
    'withdrawal_received:' || _withdrawal.booking_id, _withdrawal.booking_id);
  perform private.enqueue_mail('academy_withdrawal', _data #>> '{academy,email}', _data,
    'academy_withdrawal:' || _withdrawal.booking_id, _withdrawal.booking_id);
end;
$$;

-- Issue 31 (docs/mail.md, "Participants"): what a participant learns of one booked date, only the academy's own
-- catalogue facts: title, days and times, the venue with its full address and access notes, a webinar's duration and
-- join link. Never prices, never anything the booker typed.
create function private.participant_mail_item(_item_id uuid) returns jsonb
language sql stable set search_path = '' as $$
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
$$;

-- Issue 31: once a booking is confirmed or paid, every participant address other than the booker's gets ONE mail for
-- the booking with all of its dates (participant_mail_item). Mail limits: the booker typed these addresses, so each
-- mail counts as unverified; over a limit it is skipped silently (the academy's confirmation or the payment must not
-- fail for it). The key holds one normalised address per booking, so listing a victim ten times (or as victim+1@…,
-- Victim+2@…) still sends one mail, and the mail greets neutrally: no name or text the booker typed reaches it.
create function private.enqueue_participant_mails(_booking_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _booker text := (select private.mail_recipient_key(customer_email) from public.bookings where id = _booking_id);
  _participant record;
  _key text;
begin
  for _participant in
    select private.mail_recipient_key(p.value ->> 'email') as recipient_key,
      (array_agg(p.value ->> 'email' order by bi.starts_at, bi.id, p.ordinality))[1] as email
    from public.booking_items bi
    cross join lateral jsonb_array_elements(bi.participants) with ordinality as p(value, ordinality)
    where bi.booking_id = _booking_id and coalesce(p.value ->> 'email', '') <> ''
    group by 1
    order by min(bi.starts_at), 1
  loop
    continue when _participant.recipient_key = _booker;
    _key := 'participant_booked:' || _booking_id || ':' || _participant.recipient_key;
    continue when exists (select 1 from public.email_outbox where idempotency_key = _key);
    perform private.lock_unverified_mail(_participant.email);
    continue when not private.unverified_mail_allowed(_participant.email);
    perform private.enqueue_mail('participant_booked', _participant.email,
      jsonb_build_object(
        'academy', private.mail_academy(),
        'items', (
          select jsonb_agg(private.participant_mail_item(bi.id) order by bi.starts_at, bi.id)
          from public.booking_items bi
          where bi.booking_id = _booking_id and exists (
            select 1 from jsonb_array_elements(bi.participants) p
            where private.mail_recipient_key(p ->> 'email') = _participant.recipient_key))),
      _key, _booking_id, null, true);
  end loop;
end;
$$;

-- After change_participant: the substitute learns what, when and where. Mail limits: the substitute's address is
-- not verified (the booker typed it), so the mail passes the limits and carries only the academy's catalogue data,
-- no name typed by the booker (docs/booking-rules.md); the booker's own verified address is not limited.
create function private.enqueue_participant_changed_mail(_change_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  _line record;
  _data jsonb;
begin
  select c.email, bi.id as item_id, b.id as booking_id
  into _line
  from public.participant_changes c
  join public.booking_items bi on bi.id = c.booking_item_id
  join public.bookings b on b.id = bi.booking_id
  where c.id = _change_id;
  -- Issue 31: the same facts as the participants' mail (address, access notes, a webinar's join link).
  _data := jsonb_build_object('academy', private.mail_academy(), 'item', private.participant_mail_item(_line.item_id));
  if private.is_verified_recipient(_line.email) then
    perform private.enqueue_mail('participant_changed', _line.email, _data,
      'participant_changed:' || _change_id, _line.booking_id);
  else
    perform private.enqueue_unverified_mail('participant_changed', _line.email, _data,
      'participant_changed:' || _change_id, _line.booking_id);
  end if;
end;
$$;

-- After an in-house request is stored: confirmation to the requester, notice to the academy. Mail limits: the
-- requester's copy passes the limits unless the caller is signed in with that confirmed address, and carries none of
-- the request's free text (only the academy's own words); the academy's copy keeps everything.
create function private.enqueue_inhouse_request_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _data jsonb := jsonb_build_object(
    'academy', private.mail_academy(),
    'request', jsonb_build_object(
      'company', new.company, 'contact_name', new.contact_name, 'email', new.email, 'phone', new.phone,
      'topic', new.topic, 'participants', new.participants, 'preferred_period', new.preferred_period,
      'location_preference', new.location_preference, 'message', new.message));
begin
  if private.is_verified_recipient(new.email) then
    perform private.enqueue_mail('inhouse_request_received', new.email,
      jsonb_build_object('academy', _data -> 'academy'), 'inhouse_request_received:' || new.id);
  else
    perform private.enqueue_unverified_mail('inhouse_request_received', new.email,
      jsonb_build_object('academy', _data -> 'academy'), 'inhouse_request_received:' || new.id);
  end if;
  perform private.enqueue_mail('inhouse_request_academy', _data #>> '{academy,email}', _data,
    'inhouse_request_academy:' || new.id);
  return null;
end;
$$;

create trigger inhouse_requests_mails after insert on public.inhouse_requests
  for each row execute function private.enqueue_inhouse_request_mails();

-- An admin sends a message again that has not gone out (failed after every retry, or still waiting): it is due now
-- with fresh attempts. A sent message is never sent twice.
create function public.admin_resend_email(_email_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _row public.email_outbox;
begin
  perform private.require_admin();
  select * into _row from public.email_outbox where id = _email_id for update;
  if not found then
    perform private.raise_error('EMAIL_NOT_FOUND', jsonb_build_object('email_id', _email_id));
  end if;
  if _row.sent_at is not null then
    perform private.raise_error('EMAIL_ALREADY_SENT', jsonb_build_object('email_id', _email_id));
  end if;
  update public.email_outbox set attempts = 0, next_attempt_at = now(), send_after = null, last_error = null
  where id = _email_id;
  return jsonb_build_object('email_id', _email_id, 'attempts', 0);
end;
$$;

-- The mail schedule (…_mail_schedule.sql) calls send-mail with these: through pg_net after messages are queued
-- (the trigger email_outbox_send_mail) and through pg_cron every minute, where those extensions exist.

-- POSTs to send-mail; a no-op until the Vault secrets exist.
create function private.request_send_mail() returns void
language plpgsql security definer set search_path = '' as $$
declare
  _url text;
  _key text;
begin
  if to_regclass('vault.decrypted_secrets') is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'project_url'$q$ into _url;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'$q$ into _key;
  if _url is null or _key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 10000)'
  using _url || '/functions/v1/send-mail', '{}'::jsonb,
    jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || _key);
end;
$$;

create function private.kick_send_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.request_send_mail();
  return null;
end;
$$;
