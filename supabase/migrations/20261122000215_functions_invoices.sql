-- Invoices as records (issue 30; rules in docs/invoices.md, section "Records"): the functions that issue them. An
-- invoice is issued once, when a booking becomes binding, as an immutable snapshot (the shape of
-- supabase/functions/_shared/invoice/types.ts, `InvoiceSnapshot`); a cancellation, withdrawal or correction issues a
-- credit note (type 381) that refers to it. Nothing is ever edited in place (GoBD). Tables, the immutability trigger
-- (schema migration) and the read policy (rls migration) are with the others; the seller's legal data are columns of
-- `settings`, the BT-10 order number is `bookings.buyer_reference`.
-- Mirrored by mocks/app/rpc/invoices.ts.

-- ---------------------------------------------------------------------------------------------------------------
-- Snapshot

-- The next number of a kind in a year; the counter row stays locked until the transaction ends.
create function private.next_invoice_seq(_kind text, _year integer) returns integer
language sql volatile set search_path = '' as $$
  insert into private.invoice_counters (kind, year, last) values (_kind, _year, 1)
  on conflict (kind, year) do update set last = private.invoice_counters.last + 1
  returning last
$$;

create function private.invoice_number(_kind text, _year integer, _seq integer) returns text
language sql immutable set search_path = '' as $$
  select case when _kind = 'invoice' then 'RE-' else 'GS-' end || _year || '-'
    || lpad(_seq::text, greatest(5, length(_seq::text)), '0')
$$;

-- dd.mm.yyyy, as the German payment terms print it.
create function private.german_date(_date date) returns text
language sql immutable set search_path = '' as $$
  select to_char(_date, 'DD.MM.YYYY')
$$;

-- The invoice snapshot of a booking as it stands now (InvoiceSnapshot, typeCode 380). Lines in the order of their
-- start, title and place; amounts as book_cart stored them (VAT per rate, docs/pricing.md), never recomputed.
create function private.booking_invoice_snapshot(_booking_id uuid, _number text, _issue_date date) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  _b public.bookings;
  _s public.settings;
  _paid boolean;
  _due date;
begin
  select * into _b from public.bookings where id = _booking_id;
  select * into _s from public.settings where id = 1;
  _paid := _b.status = 'paid' or _b.paid_at is not null;
  _due := case when not _paid then _issue_date + _s.invoice_due_days end;
  return jsonb_build_object(
    'typeCode', 380,
    'number', _number,
    'issueDate', _issue_date,
    'precedingInvoice', null,
    'bookingNumber', _b.booking_number,
    'buyerReference', _b.buyer_reference,
    'seller', jsonb_build_object(
      'name', _s.legal_name, 'street', _s.street, 'postalCode', _s.postal_code, 'city', _s.city,
      'countryCode', _s.country, 'vatId', _s.vat_id, 'taxNumber', null, 'registerCourt', _s.register_court,
      'registerNumber', _s.register_number, 'managingDirectors', to_jsonb(_s.managing_directors),
      'phone', _s.phone, 'email', _s.email, 'website', _s.website,
      'bank', jsonb_build_object('name', _s.bank_name, 'iban', _s.iban, 'bic', _s.bic)),
    'buyer', jsonb_build_object(
      'name', case when _b.customer_type = 'company' then _b.company_name
                   else _b.customer_first_name || ' ' || _b.customer_last_name end,
      'contactName', case when _b.customer_type = 'company'
                          then _b.customer_first_name || ' ' || _b.customer_last_name end,
      'street', _b.billing_street, 'postalCode', _b.billing_postal_code, 'city', _b.billing_city,
      'countryCode', _b.billing_country, 'vatId', _b.vat_id, 'email', _b.customer_email),
    'buyerIsBusiness', _b.customer_type = 'company',
    'lines', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'description', bi.title || ', ' || bi.location_name,
          -- A seminar's service runs from its first to its last day (two-day seminars).
          'servicePeriod', jsonb_build_object('start', bi.start_date, 'end', coalesce(s.end_date, bi.start_date)),
          'quantity', bi.quantity,
          'unitNetCents', bi.unit_net_cents,
          'allowances', jsonb_path_query_array(jsonb_build_array(
            case when bi.early_bird_cents > 0 then jsonb_build_object(
              'reason', 'Frühbucherrabatt ' || bi.early_bird_percent || ' %', 'netCents', bi.early_bird_cents) end,
            case when bi.group_discount_cents > 0 then jsonb_build_object(
              'reason', 'Gruppenrabatt ' || bi.group_discount_percent || ' %', 'netCents', bi.group_discount_cents) end),
            '$[*] ? (@ != null)'),
          'netCents', bi.line_net_cents,
          'vatRatePercent', trim_scale(bi.vat_rate))
        order by bi.starts_at, bi.title, bi.location_name), '[]')
      from public.booking_items bi
      left join public.seminar_sessions s on s.id = bi.session_id
      where bi.booking_id = _booking_id),
    'totals', jsonb_build_object(
      'netCents', _b.net_cents,
      'vatCents', _b.vat_cents,
      'grossCents', _b.gross_cents,
      'vatBreakdown', (
        select coalesce(jsonb_agg(jsonb_build_object(
            'ratePercent', trim_scale(r.rate), 'netCents', r.net, 'vatCents', r.vat) order by r.rate), '[]')
        from (select bi.vat_rate as rate, sum(bi.line_net_cents)::integer as net,
                     sum(bi.line_vat_cents)::integer as vat
              from public.booking_items bi where bi.booking_id = _booking_id group by bi.vat_rate) r),
      'paidCents', case when _paid then _b.gross_cents else 0 end,
      'dueCents', case when _paid then 0 else _b.gross_cents end),
    'payment', jsonb_build_object(
      'method', _b.payment_method,
      'dueDate', _due,
      'terms', case when _paid then 'Der Rechnungsbetrag wurde bereits bezahlt. Vielen Dank.'
                    else 'Zahlbar innerhalb von ' || _s.invoice_due_days || ' Tagen ohne Abzug bis '
                      || private.german_date(_due) || ' unter Angabe der Rechnungsnummer ' || _number || '.' end),
    'note', null);
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Issuing

-- The booking's invoice that no credit note has cancelled yet (at most one), or null.
create function private.open_invoice_id(_booking_id uuid) returns uuid
language sql stable set search_path = '' as $$
  select i.id from public.invoices i
  where i.booking_id = _booking_id and i.kind = 'invoice'
    and not exists (select 1 from public.invoices c where c.preceding_invoice_id = i.id)
  order by i.created_at desc, i.seq desc
  limit 1
$$;

-- Issues the invoice of a booking that has become binding (confirmed, paid, or a pending invoice booking whose hold
-- ended: a signed-in booker with a confirmed address, or a guest who confirmed the address). Exactly once: a booking
-- with an open invoice, or one that is not binding, gets nothing (null). Callers: every place a status or hold
-- changes to binding (book_cart, confirm_booking_email, set_booking_status). `_issued_on` is for the demo seed only
-- (docs/demo-data.md): its year of bookings gets invoices dated the day each became binding; the product passes none.
create function private.issue_invoice(_booking_id uuid, _issued_on date default null) returns uuid
language plpgsql set search_path = '' as $$
declare
  _booking public.bookings;
  _issue_date date := coalesce(_issued_on, (now() at time zone 'Europe/Berlin')::date);
  _year integer := extract(year from _issue_date)::integer;
  _seq integer;
  _number text;
  _id uuid;
begin
  -- The booking row lock serialises two confirmations of the same booking.
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found
     or not (_booking.status in ('confirmed', 'paid')
             or (_booking.status = 'pending' and _booking.hold_expires_at is null))
     or private.open_invoice_id(_booking_id) is not null then
    return null;
  end if;
  _seq := private.next_invoice_seq('invoice', _year);
  _number := private.invoice_number('invoice', _year, _seq);
  insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
  values (_booking_id, 'invoice', _number, _year, _seq, _issue_date,
    private.booking_invoice_snapshot(_booking_id, _number, _issue_date), _booking.gross_cents)
  returning id into _id;
  return _id;
end;
$$;

-- Issues the credit note (type 381) that cancels one invoice in full: the original's lines and amounts, positive
-- (EN 16931), referring to it (BT-25/26), with `_reason` as its note. Idempotent: an invoice credited already returns
-- that credit note. `_issued_on` is for the demo seed only (its cancellations of the past year, docs/demo-data.md);
-- the product passes none.
create function private.issue_credit_note(_invoice_id uuid, _reason text, _issued_on date default null) returns uuid
language plpgsql set search_path = '' as $$
declare
  _original public.invoices;
  _paid boolean;
  _issue_date date := coalesce(_issued_on, (now() at time zone 'Europe/Berlin')::date);
  _year integer := extract(year from _issue_date)::integer;
  _seq integer;
  _number text;
  _id uuid;
begin
  select * into _original from public.invoices where id = _invoice_id and kind = 'invoice';
  if not found then
    return null;
  end if;
  perform 1 from public.bookings where id = _original.booking_id for update;
  select id into _id from public.invoices where preceding_invoice_id = _invoice_id;
  if found then
    return _id;
  end if;
  _paid := (select paid_at is not null or status = 'paid' from public.bookings where id = _original.booking_id);
  _seq := private.next_invoice_seq('credit_note', _year);
  _number := private.invoice_number('credit_note', _year, _seq);
  insert into public.invoices (
    booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents, preceding_invoice_id)
  values (_original.booking_id, 'credit_note', _number, _year, _seq, _issue_date,
    _original.snapshot || jsonb_build_object(
      'typeCode', 381,
      'number', _number,
      'issueDate', _issue_date,
      'precedingInvoice', jsonb_build_object('number', _original.number, 'issueDate', _original.issue_date),
      'totals', (_original.snapshot -> 'totals')
        || jsonb_build_object('paidCents', 0, 'dueCents', _original.gross_cents),
      'payment', jsonb_build_object(
        'method', _original.snapshot #> '{payment,method}',
        'dueDate', null,
        'terms', case when _paid then 'Den bereits gezahlten Betrag erstatten wir Ihnen.'
                      else 'Die Rechnung ' || _original.number
                        || ' ist damit vollständig aufgehoben. Bitte zahlen Sie sie nicht.' end),
      'note', _reason || ': Diese Gutschrift storniert die Rechnung ' || _original.number || ' vom '
        || private.german_date(_original.issue_date) || ' vollständig.'),
    _original.gross_cents, _invoice_id)
  returning id into _id;
  return _id;
end;
$$;

-- Cancelling, withdrawing or refunding a booking: its open invoice gets a credit note (none when it had none).
create function private.credit_booking_invoice(_booking_id uuid, _reason text) returns uuid
language plpgsql set search_path = '' as $$
declare
  _invoice_id uuid := private.open_invoice_id(_booking_id);
begin
  if _invoice_id is null then
    return null;
  end if;
  return private.issue_credit_note(_invoice_id, _reason);
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- API

-- Admin's correction (a changed billing address or company): credit note for the open invoice, then a new invoice
-- from the booking as it stands now. Nothing is edited in place.
create function public.admin_correct_invoice(_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _credit_note_id uuid;
  _invoice_id uuid;
begin
  perform private.require_admin();
  perform 1 from public.bookings where id = _booking_id for update;
  if private.open_invoice_id(_booking_id) is null then
    perform private.raise_error('INVOICE_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  _credit_note_id := private.credit_booking_invoice(_booking_id, 'Rechnungskorrektur');
  _invoice_id := private.issue_invoice(_booking_id);
  return jsonb_build_object('booking_id', _booking_id, 'credit_note_id', _credit_note_id, 'invoice_id', _invoice_id);
end;
$$;

-- One list row per record (admin list and guest documents).
create function private.invoice_json(_invoice public.invoices) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', _invoice.id, 'booking_id', _invoice.booking_id, 'kind', _invoice.kind, 'number', _invoice.number,
    'issue_date', _invoice.issue_date, 'gross_cents', _invoice.gross_cents,
    'preceding_number', _invoice.snapshot #>> '{precedingInvoice,number}',
    'booking_number', _invoice.snapshot ->> 'bookingNumber', 'buyer_name', _invoice.snapshot #>> '{buyer,name}',
    'snapshot', _invoice.snapshot)
$$;

-- Admin: every invoice and credit note issued from _from to _to (Berlin dates, both included; null = open end), in
-- number order per day (the tax adviser's export).
create function public.admin_invoices(_from date default null, _to date default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(private.invoice_json(i) order by i.issue_date, i.kind desc, i.seq)
    from public.invoices i
    where (_from is null or i.issue_date >= _from) and (_to is null or i.issue_date <= _to)), '[]');
end;
$$;

-- Admin list (docs/invoices.md, "Admin list"): one page of the records issued from _from to _to (Berlin dates, both
-- included; null = open), of one kind or both, whose number, booking number or buyer contains _search (any case),
-- newest first (the reverse of admin_invoices). Answers the page's rows, how many match and their balance (invoices
-- minus credit notes, gross). _limit is kept between 1 and 100, _offset at 0 or more.
create function public.admin_invoice_page(
  _from date default null, _to date default null, _kind text default null, _search text default null,
  _limit integer default 20, _offset integer default 0) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _needle text := nullif(lower(btrim(coalesce(_search, ''))), '');
  _size integer := least(greatest(coalesce(_limit, 20), 1), 100);
  _skip integer := greatest(coalesce(_offset, 0), 0);
  _result jsonb;
begin
  perform private.require_admin();
  if _kind is not null and _kind not in ('invoice', 'credit_note') then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'kind', 'reason', 'invalid'));
  end if;
  if char_length(_search) > 200 then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'search', 'reason', 'too_long', 'max', 200));
  end if;
  with matching as (
    select i.* from public.invoices i
    where (_from is null or i.issue_date >= _from) and (_to is null or i.issue_date <= _to)
      and (_kind is null or i.kind = _kind)
      and (_needle is null
        or strpos(lower(i.number), _needle) > 0
        or strpos(lower(coalesce(i.snapshot ->> 'bookingNumber', '')), _needle) > 0
        or strpos(lower(coalesce(i.snapshot #>> '{buyer,name}', '')), _needle) > 0)
  ), page as (
    select m.id from matching m order by m.issue_date desc, m.kind asc, m.seq desc limit _size offset _skip
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'balance_cents', coalesce((select sum(case when kind = 'invoice' then gross_cents else -gross_cents end)
      from matching), 0),
    'rows', coalesce((select jsonb_agg(private.invoice_json(i) order by i.issue_date desc, i.kind asc, i.seq desc)
      from page p join public.invoices i on i.id = p.id), '[]'))
  into _result;
  return _result;
end;
$$;

-- A guest (no account) reaches the documents of their booking with the booking's payment token, the secret book_cart
-- returned to their browser once. A wrong token looks exactly like a missing booking.
create function public.guest_invoices(_booking_id uuid, _payment_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if _payment_token is null or not exists (
      select 1 from public.booking_tokens where booking_id = _booking_id and payment_token = _payment_token) then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  return coalesce((
    select jsonb_agg(private.invoice_json(i) order by i.issue_date, i.kind desc, i.seq)
    from public.invoices i where i.booking_id = _booking_id), '[]');
end;
$$;
