/**
 * A large academy generated deterministically in SQL (issue 33, docs/performance.md "At 100,000 bookings"): dates
 * over three years in every seeded city, bookings in every status with two seat lines each, accounts, attendances of
 * the past dates, invoices of the paid bookings and a long e-mail outbox. Plain data: triggers are off while it is
 * written (session_replication_role = replica), the seat counters are set from the lines afterwards, and the tables
 * are vacuumed and analysed as live ones are. No random(): every value follows from the row number.
 */
import type { Client } from 'pg';

export interface AcademySize {
  sessions: number;
  bookings: number;
  users: number;
  outbox: number;
}

export const ACADEMY_AT_SCALE: AcademySize = { sessions: 5_000, bookings: 100_000, users: 30_000, outbox: 300_000 };

/** Last names repeated through the bookings, so an infix search (`schneider`) finds a realistic share. */
const LAST_NAMES = ['Schneider', 'Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'];

export async function generateAcademy(client: Client, size: AcademySize = ACADEMY_AT_SCALE): Promise<void> {
  await client.query('set synchronous_commit = on');
  await client.query('begin');
  // Accounts with their triggers (profiles are created as sign-up creates them).
  await client.query(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     select 'kunde-' || n || '@scale.test', now(), '{}' from generate_series(1, $1::integer) n`,
    [size.users],
  );
  await client.query('set local session_replication_role = replica');
  // Dates from 18 months back to 18 months ahead, round the seeded published seminars and locations.
  await client.query(
    `insert into public.seminar_sessions (seminar_id, location_id, start_date, end_date, capacity, status)
     select s.id, l.id, current_date - 548 + (g * 1096 / $1::integer), current_date - 547 + (g * 1096 / $1::integer),
            200, 'scheduled'
     from generate_series(0, $1::integer - 1) g
     join lateral (select id, row_number() over (order by slug) - 1 as i from public.seminars where published) s
       on s.i = g % (select count(*) from public.seminars where published)
     join lateral (select id, row_number() over (order by city_slug) - 1 as i from public.locations) l
       on l.i = (g / 7) % (select count(*) from public.locations)`,
    [size.sessions],
  );
  await client.query(
    `insert into public.bookings (booking_number, user_id, customer_email, customer_first_name, customer_last_name,
       company_name, customer_type, billing_street, billing_postal_code, billing_city, payment_method, status,
       net_cents, vat_cents, gross_cents, created_at)
     select 'DA-2025-' || lpad(g::text, 7, '0'), u.id, coalesce(u.email, 'gast-' || g || '@example.test'),
       'Kundin' || (g % 977), ($3::text[])[g % 10 + 1],
       case when g % 4 = 0 then 'Firma ' || (g % 1500) || ' GmbH' end,
       (case when g % 4 = 0 then 'company' else 'private' end)::public.customer_type,
       'Musterweg 1', '10115', 'Berlin', 'invoice',
       (array['pending', 'confirmed', 'paid', 'paid', 'cancelled', 'expired', 'confirmed'])[g % 7 + 1]::public.booking_status,
       100000, 19000, 119000, now() - g * interval '947 seconds'
     from generate_series(1, $1::integer) g
     left join lateral (select id, email from auth.users where email = 'kunde-' || (g % ($2::integer * 2)) || '@scale.test') u
       on true`,
    [size.bookings, size.users, LAST_NAMES],
  );
  // Two one-seat lines per booking, on dates spread over the whole range.
  await client.query(
    `with sessions as (
       select ss.id, ss.start_date, row_number() over (order by ss.start_date, ss.id) - 1 as i,
              se.title, l.venue_name || ', ' || l.city_name as location_name
       from public.seminar_sessions ss join public.seminars se on se.id = ss.seminar_id
       join public.locations l on l.id = ss.location_id),
     n as (select count(*) as c from sessions)
     insert into public.booking_items (booking_id, session_id, title, location_name, start_date, start_time, starts_at,
       quantity, unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants)
     select b.id, s.id, s.title, s.location_name, s.start_date, '09:00', s.start_date + time '09:00', 1, 50000, 50000,
       19, 9500, jsonb_build_array(jsonb_build_object('first_name', b.customer_first_name, 'last_name',
         b.customer_last_name, 'email', 'teilnehmer-' || k || '-' || b.booking_number || '@example.test'))
     from (select id, booking_number, customer_first_name, customer_last_name,
                  row_number() over (order by booking_number) as g from public.bookings
           where booking_number ~ '^DA-2025-[0-9]{7}$') b
     cross join generate_series(0, 1) k
     join sessions s on s.i = ((b.g * 7919 + k * 104729) % (select c from n))`,
  );
  await client.query(
    `update public.seminar_sessions ss set seats_booked = c.seats, capacity = greatest(ss.capacity, c.seats)
     from (select bi.session_id, sum(bi.quantity)::integer as seats from public.booking_items bi
           join public.bookings b on b.id = bi.booking_id where b.status not in ('cancelled', 'expired')
           group by bi.session_id) c
     where c.session_id = ss.id`,
  );
  await client.query(
    `insert into public.attendances (booking_item_id, participant_index, present)
     select bi.id, 0, (bi.line_net_cents + length(bi.id::text)) % 5 <> 0 from public.booking_items bi
     join public.bookings b on b.id = bi.booking_id
     where bi.start_date < current_date and b.status in ('confirmed', 'paid')
     on conflict (booking_item_id, participant_index) do nothing`,
  );
  await client.query(
    `insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
     select id, 'invoice', 'RE-2023-' || lpad(row_number() over (order by booking_number)::text, 6, '0'), 2023,
       row_number() over (order by booking_number), created_at::date, '{}', gross_cents
     from public.bookings where status = 'paid' and booking_number ~ '^DA-2025-[0-9]{7}$'`,
  );
  await client.query(
    `insert into public.email_outbox (template, data, recipient, idempotency_key, booking_id, sent_at, created_at)
     select 'booking_confirmation', '{}', b.customer_email, 'scale-' || g, b.id,
       case when g % 50 <> 0 then b.created_at + interval '1 minute' end, b.created_at
     from generate_series(1, $1::integer) g
     join public.bookings b on b.booking_number = 'DA-2025-' || lpad((g % $2::integer + 1)::text, 7, '0')`,
    [size.outbox, size.bookings],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
}
