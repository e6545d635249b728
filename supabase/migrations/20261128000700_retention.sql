-- Data kept only as long as needed (issue 33, docs/data-model.md "Retention"): the periods are columns of settings,
-- private.purge_expired_personal_data removes what is due in batches, pg_cron runs it daily.
-- Mirrored by mocks/app/retention.ts (and the settings columns by mocks/app/requests.ts).
--
-- What goes, and when:
--   * e-mail outbox: a sent message's body (`data`), recipient and error text are blanked
--     `outbox_retention_days` after it was sent. Unsent rows (due, waiting for a retry, failed) stay as they are: an
--     admin may still resend them. The row itself (template, times, attempts) stays as the record of the sending.
--   * waiting list: entries that never got a confirmed address (pending_confirmation), whose offer lapsed, or that
--     left the list are deleted `waitlist_retention_days` after they were made, their offer lapsed, or they left.
--   * lapsed guest holds: a guest booking that expired without becoming binding (status expired, no account) keeps
--     its row, number, amounts, dates and lines for the seat history, but its personal data (names, e-mail, phone,
--     company, VAT id, address, order reference, the participants of its lines, its substitute history, its links
--     and its messages) is removed `lapsed_hold_retention_days` after it expired — unless money arrived for it
--     (paid_at, refund_cents, needs_follow_up): a late payment and its refund are business records.
--   * invoices (§ 147 AO): never touched. A booking with an invoice or credit note is never anonymised, whatever its
--     status; `invoice_retention_years` (at least 10) only states the period, counted from the end of the calendar
--     year of the last invoice, after which the academy decides about deleting them (docs/data-model.md).
alter table public.settings
  add column outbox_retention_days integer not null default 90 check (outbox_retention_days between 1 and 3650),
  add column waitlist_retention_days integer not null default 30 check (waitlist_retention_days between 1 and 3650),
  add column lapsed_hold_retention_days integer not null default 30
    check (lapsed_hold_retention_days between 1 and 3650),
  add column invoice_retention_years integer not null default 10 check (invoice_retention_years between 10 and 30);

-- What is still to be purged, oldest first: each index holds only rows not yet purged, so a batch reads just its own.
create index email_outbox_retention_idx on public.email_outbox (sent_at) where sent_at is not null and recipient <> '';
-- A waiting-list entry's period starts when it was made (never confirmed), when its offer lapsed, or when it left.
create index waitlist_entries_retention_idx on public.waitlist_entries ((case status
    when 'pending_confirmation' then created_at when 'lapsed' then offer_expires_at else updated_at end))
  where status in ('pending_confirmation', 'lapsed', 'left');
create index bookings_lapsed_guest_idx on public.bookings (expired_at)
  where status = 'expired' and user_id is null and customer_last_name <> '';

-- One batch: up to _limit rows of each kind, in the caller's transaction; returns how many rows it purged (0: nothing
-- is due). Rows another transaction holds are skipped (`skip locked`) and taken by a later batch.
create function private.purge_expired_personal_data(_limit integer default 500) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  _settings public.settings;
  _bookings uuid[];
  _count integer;
  _total integer := 0;
begin
  select * into _settings from public.settings where id = 1;
  if not found then
    return 0;
  end if;

  -- Lapsed guest holds first (their sent messages go with them, also those younger than the outbox period).
  select coalesce(array_agg(id), '{}') into _bookings from (
    select b.id from public.bookings b
    where b.status = 'expired' and b.user_id is null and b.customer_last_name <> ''
      and b.expired_at < pg_catalog.now() - pg_catalog.make_interval(days => _settings.lapsed_hold_retention_days)
      -- Money arrived after the hold lapsed: the payment and its refund to this person are business records.
      and b.paid_at is null and b.refund_cents is null and not b.needs_follow_up
      and not exists (select 1 from public.invoices i where i.booking_id = b.id)
    order by b.expired_at
    limit _limit
    for update of b skip locked
  ) due;
  if cardinality(_bookings) > 0 then
    update public.bookings set
      customer_email = 'entfernt@anonym.invalid',
      customer_first_name = '',
      customer_last_name = '',
      customer_phone = null,
      company_name = case when company_name is null then null else '' end,
      vat_id = null,
      billing_street = '',
      -- A German address needs five digits (bookings_billing_postal_code).
      billing_postal_code = case when billing_country = 'DE' then '00000' else '' end,
      billing_city = '',
      buyer_reference = null
    where id = any (_bookings);
    update public.booking_items set participants = (
      select pg_catalog.jsonb_agg(jsonb_build_object('first_name', '', 'last_name', '', 'email', ''))
      from pg_catalog.generate_series(1, quantity)
    )
    where booking_id = any (_bookings);
    delete from public.participant_changes pc using public.booking_items bi
    where bi.id = pc.booking_item_id and bi.booking_id = any (_bookings);
    delete from public.booking_tokens where booking_id = any (_bookings);
    -- A message about a hold that lapsed this long ago is never sent any more; sent ones keep only their record.
    delete from public.email_outbox where booking_id = any (_bookings) and sent_at is null;
    update public.email_outbox set data = '{}', recipient = '', recipient_key = '', last_error = null
    where booking_id = any (_bookings) and recipient <> '';
    _total := _total + cardinality(_bookings);
  end if;

  with due as (
    select o.id from public.email_outbox o
    where o.sent_at is not null and o.recipient <> ''
      and o.sent_at < pg_catalog.now() - pg_catalog.make_interval(days => _settings.outbox_retention_days)
    order by o.sent_at
    limit _limit
    for update skip locked
  )
  update public.email_outbox o set data = '{}', recipient = '', recipient_key = '', last_error = null
  from due where o.id = due.id;
  get diagnostics _count = row_count;
  _total := _total + _count;

  with due as (
    select e.id from public.waitlist_entries e
    where e.status in ('pending_confirmation', 'lapsed', 'left')
      and (case e.status when 'pending_confirmation' then e.created_at when 'lapsed' then e.offer_expires_at
        else e.updated_at end) < pg_catalog.now() - pg_catalog.make_interval(days => _settings.waitlist_retention_days)
    order by (case e.status when 'pending_confirmation' then e.created_at when 'lapsed' then e.offer_expires_at
        else e.updated_at end)
    limit _limit
    for update skip locked
  )
  delete from public.waitlist_entries e using due where e.id = due.id;
  get diagnostics _count = row_count;
  return _total + _count;
end;
$$;

-- The service role's way to run it where pg_cron is missing (as public.expire_waitlist_offers): every batch in the
-- caller's transaction until nothing is due; true when done (how many rows depends on the day, so it is not said).
create function public.purge_expired_personal_data() returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  loop
    exit when private.purge_expired_personal_data(500) = 0;
  end loop;
  return true;
end;
$$;

revoke all on function private.purge_expired_personal_data(integer) from public, anon, authenticated, service_role;
revoke execute on function public.purge_expired_personal_data() from public, anon, authenticated, service_role;
grant execute on function public.purge_expired_personal_data() to service_role;

-- Daily at 03:17 (UTC): batches of 500, each committed on its own, until nothing is due. A DO block may commit between
-- batches when pg_cron runs it as the job's only statement. Skipped where pg_cron is not available (plain PostgreSQL
-- of the tests).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-personal-data', '17 3 * * *',
      'do $job$ begin loop exit when private.purge_expired_personal_data(500) = 0; commit; end loop; end $job$');
  end if;
end;
$$;
