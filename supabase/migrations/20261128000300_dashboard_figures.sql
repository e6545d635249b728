-- The admin dashboard's figures over every booking (issue 33): revenue and bookings this Berlin month and year, all
-- bookings, and the bookings of each of the last 12 ISO weeks, computed here instead of in the browser from the newest
-- few thousand rows (docs/data-model.md, "Admin dashboard figures").
-- Mirrored by mocks/app/rpc/dashboardFigures.ts.
--
-- Counted: bookings that hold seats (pending, confirmed, paid — the seat invariant of docs/booking-rules.md; cancelled
-- and expired ones sold nothing), by the Berlin calendar day they were made. Revenue is net; a refund (`refund_cents`,
-- gross money paid back) takes off its net share, refund × net / gross rounded half-up per booking.
--
-- Security invoker: it reads the bookings with the caller's rights (RLS `own_or_admin_read`), so it can never show
-- more than the caller may read; anyone but an admin is refused FORBIDDEN first, as private.require_admin does
-- (private is closed to the API roles, hence the check written out).
-- Fast at any size: one pass over the seat-holding bookings through the index below (index-only once vacuumed: the
-- columns the figures and the RLS policy read are in it), month and year as ranges of `created_at` between Berlin
-- midnights computed once, and one range per week; no function call per row.
create index bookings_seat_holding_created_idx on public.bookings (created_at)
  include (user_id, net_cents, gross_cents, refund_cents) where status in ('pending', 'confirmed', 'paid');

create function public.admin_dashboard_figures() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  _today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
  _month date := _today - (extract(day from _today)::integer - 1);
  _year date := pg_catalog.make_date(extract(year from _today)::integer, 1, 1);
  -- The Monday of the first of the 12 weeks (ISO weeks start on Monday; the last one is today's).
  _first_monday date := _today - (extract(isodow from _today)::integer - 1) - 7 * 11;
  _month_from timestamptz := pg_catalog.timezone('Europe/Berlin', _month::timestamp);
  _month_to timestamptz := pg_catalog.timezone('Europe/Berlin', (_month + interval '1 month')::date::timestamp);
  _year_from timestamptz := pg_catalog.timezone('Europe/Berlin', _year::timestamp);
  _year_to timestamptz := pg_catalog.timezone('Europe/Berlin', (_year + interval '1 year')::date::timestamp);
  _result jsonb;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception using errcode = 'P0001', message = 'FORBIDDEN', detail = '{}';
  end if;
  select jsonb_build_object(
    'revenue_month_cents', coalesce(sum(b.net_cents - case when b.refund_cents > 0 and b.gross_cents > 0
        then (2 * b.refund_cents::bigint * b.net_cents + b.gross_cents) / (2 * b.gross_cents::bigint) else 0 end)
      filter (where b.created_at >= _month_from and b.created_at < _month_to), 0),
    'revenue_year_cents', coalesce(sum(b.net_cents - case when b.refund_cents > 0 and b.gross_cents > 0
        then (2 * b.refund_cents::bigint * b.net_cents + b.gross_cents) / (2 * b.gross_cents::bigint) else 0 end)
      filter (where b.created_at >= _year_from and b.created_at < _year_to), 0),
    'bookings_month', count(*) filter (where b.created_at >= _month_from and b.created_at < _month_to),
    'bookings_year', count(*) filter (where b.created_at >= _year_from and b.created_at < _year_to),
    'bookings_total', count(*),
    'weeks', (
      select jsonb_agg(jsonb_build_object('start', w.monday, 'count', (
          select count(*) from public.bookings wb
          where wb.status in ('pending', 'confirmed', 'paid')
            and wb.created_at >= pg_catalog.timezone('Europe/Berlin', w.monday::timestamp)
            and wb.created_at < pg_catalog.timezone('Europe/Berlin', (w.monday + 7)::timestamp)))
        order by w.monday)
      from (select _first_monday + 7 * g as monday from pg_catalog.generate_series(0, 11) g) w))
  into _result
  from public.bookings b
  where b.status in ('pending', 'confirmed', 'paid');
  return _result;
end;
$$;

revoke execute on function public.admin_dashboard_figures() from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard_figures() to authenticated;
