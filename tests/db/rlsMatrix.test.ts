/**
 * Row level security, cell by cell: anon / customer / other customer / admin × every table × select, insert, update,
 * delete. Each cell runs in its own rolled-back transaction as PostgREST would run the request. PostgreSQL's answer
 * without a matching policy is precise: SELECT, UPDATE and DELETE silently see 0 rows ("none"); INSERT fails with
 * 42501 ("denied"). "rows" means the statement saw or changed at least one row.
 */
import { asSuperuser, becomeRole, closePool, transaction } from './client';
import { ADMIN, claimsFor, createCustomer, CUSTOMER, type TestUser } from './fixtures';

type Actor = 'anon' | 'customer' | 'other' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** `refused`: a business refusal (P0001) of a trigger, e.g. SETTINGS_REQUIRED for deleting the settings row. */
type Outcome = 'rows' | 'none' | 'denied' | 'refused';

interface TableCase {
  table: string;
  /** Runs as superuser inside the cell's transaction, before switching role. */
  setup?: string;
  sql: Partial<Record<Op, string>>;
  expect: Record<Actor, Partial<Record<Op, Outcome>>>;
}

// Fixed ids of rows the setups create (rolled back after every cell).
const F = {
  location: 'f0000000-0000-4000-8000-000000000001',
  trainer: 'f0000000-0000-4000-8000-000000000002',
  seminar: 'f0000000-0000-4000-8000-000000000003',
  session: 'f0000000-0000-4000-8000-000000000004',
  webinar: 'f0000000-0000-4000-8000-000000000005',
  webinar2: 'f0000000-0000-4000-8000-000000000006',
  booking: 'f0000000-0000-4000-8000-000000000007',
  waitlistEntry: 'f0000000-0000-4000-8000-000000000008',
  withdrawal: 'f0000000-0000-4000-8000-000000000008',
  participantChange: 'f0000000-0000-4000-8000-000000000009',
  rebooking: 'f0000000-0000-4000-8000-00000000000f',
};
const CUSTOMER_BOOKING = 'a7000000-0000-4000-8000-000000000002'; // seed: the demo customer's upcoming booking
const CUSTOMER_CANCELLED_BOOKING = 'a7000000-0000-4000-8000-000000000003'; // seed: her cancelled one, no invoice
const CUSTOMER_ITEM = 'a8000000-0000-4000-8000-000000000021'; // its seminar line (2 seats)
const SEED_ATTENDANCE = 'ac000000-0000-4000-8000-000000000001'; // the demo customer attended seed session 1
const INHOUSE_REQUEST = 'a9000000-0000-4000-8000-000000000001';
const DRAFT_SEMINAR_SESSION = 'a4000000-0000-4000-8000-000000000051';

const CATALOGUE_READ = { select: 'rows', insert: 'denied', update: 'none', delete: 'none' } as const;
const ADMIN_ALL = { select: 'rows', insert: 'rows', update: 'rows', delete: 'rows' } as const;
const NOTHING = { select: 'none', insert: 'denied', update: 'none', delete: 'none' } as const;

const FRESH_SEMINAR = `insert into public.seminars (id, slug, title, category, summary, description, duration_days,
  duration_label, price_net_cents, published)
  values ('${F.seminar}', 'rls-test-seminar', 'RLS-Test', 'seo', 'x', 'x', 1, '1 Tag', 10000, true);`;
const FRESH_WEBINARS = `insert into public.webinars (id, slug, title, category, summary, description, starts_at,
  duration_minutes, price_net_cents, capacity, published)
  values ('${F.webinar}', 'rls-test-webinar', 'RLS-Test', 'seo', 'x', 'x', now() + interval '30 minutes', 60, 9900, 50, true),
         ('${F.webinar2}', 'rls-test-webinar-2', 'RLS-Test 2', 'seo', 'x', 'x', now() + interval '40 days', 60, 9900, 50, true);
  insert into public.webinar_access (webinar_id, join_url) values ('${F.webinar}', 'https://meet.akademie.test/rls');
  insert into public.bookings (id, booking_number, user_id, customer_email, customer_first_name, customer_last_name,
    billing_street, billing_postal_code, billing_city, payment_method, status, net_cents, vat_cents, gross_cents)
  values ('${F.booking}', 'DA-2099-900001', '{customer}', 'kunde@akademie.test', 'K', 'N', 'S', '10115', 'Berlin',
    'invoice', 'confirmed', 9900, 1881, 11781);
  insert into public.booking_items (booking_id, webinar_id, title, location_name, start_date, starts_at, quantity,
    unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants)
  values ('${F.booking}', '${F.webinar}', 'RLS-Test', 'Online', current_date, now() + interval '30 minutes', 1,
    9900, 9900, 19, 1881, '[{"first_name":"K","last_name":"N","email":"k@example.test"}]');`;

const CASES: TableCase[] = [
  {
    table: 'profiles',
    sql: {
      select: `select 1 from public.profiles where user_id = '{customer}'`,
      insert: `delete from public.profiles where user_id = '{customer}';` /* setup part, see below */,
      update: `update public.profiles set phone = '+49 30 1' where user_id = '{customer}'`,
      delete: `delete from public.profiles where user_id = '{customer}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'rows', update: 'rows', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'user_roles',
    sql: {
      select: `select 1 from public.user_roles where user_id = '{customer}'`,
      insert: `insert into public.user_roles (user_id, role) values ('{customer}', 'admin')`,
      update: `update public.user_roles set role = 'admin' where user_id = '{customer}'`,
      delete: `delete from public.user_roles where user_id = '{customer}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'locations',
    setup: `insert into public.locations (id, city_slug, city_name, venue_name, street, postal_code, city)
      values ('${F.location}', 'berlin', 'Berlin', 'Testhaus', 'Teststraße 1', '10115', 'Berlin')`,
    sql: {
      select: `select 1 from public.locations where id = '${F.location}'`,
      insert: `insert into public.locations (city_slug, city_name, venue_name, street, postal_code, city)
        values ('koeln', 'Köln', 'Neu', 'Domplatz 1', '50667', 'Köln')`,
      update: `update public.locations set directions = 'Neu' where id = '${F.location}'`,
      delete: `delete from public.locations where id = '${F.location}'`,
    },
    expect: { anon: CATALOGUE_READ, customer: CATALOGUE_READ, other: CATALOGUE_READ, admin: ADMIN_ALL },
  },
  {
    table: 'trainers',
    setup: `insert into public.trainers (id, slug, name, title, bio) values ('${F.trainer}', 'rls-test', 'T', 'T', 'B')`,
    sql: {
      select: `select 1 from public.trainers where id = '${F.trainer}'`,
      insert: `insert into public.trainers (slug, name, title, bio) values ('rls-neu', 'N', 'T', 'B')`,
      update: `update public.trainers set bio = 'Neu' where id = '${F.trainer}'`,
      delete: `delete from public.trainers where id = '${F.trainer}'`,
    },
    expect: { anon: CATALOGUE_READ, customer: CATALOGUE_READ, other: CATALOGUE_READ, admin: ADMIN_ALL },
  },
  {
    table: 'seminars',
    setup: FRESH_SEMINAR,
    sql: {
      select: `select 1 from public.seminars where id = '${F.seminar}'`,
      insert: `insert into public.seminars (slug, title, category, summary, description, duration_days, duration_label,
        price_net_cents) values ('rls-neu', 'Neu', 'seo', 'x', 'x', 1, '1 Tag', 100)`,
      update: `update public.seminars set price_net_cents = 1 where id = '${F.seminar}'`,
      delete: `delete from public.seminars where id = '${F.seminar}'`,
    },
    expect: { anon: CATALOGUE_READ, customer: CATALOGUE_READ, other: CATALOGUE_READ, admin: ADMIN_ALL },
  },
  {
    table: 'seminars (unpublished draft)',
    sql: { select: `select 1 from public.seminars where slug = 'ki-agenten-marketing'` },
    expect: {
      anon: { select: 'none' },
      customer: { select: 'none' },
      other: { select: 'none' },
      admin: { select: 'rows' },
    },
  },
  {
    table: 'seminar_sessions',
    setup: `${FRESH_SEMINAR}
      insert into public.seminar_sessions (id, seminar_id, location_id, start_date, end_date, capacity)
      values ('${F.session}', '${F.seminar}', 'a1000000-0000-4000-8000-000000000001', current_date + 30, current_date + 30, 10)`,
    sql: {
      select: `select 1 from public.seminar_sessions where id = '${F.session}'`,
      insert: `insert into public.seminar_sessions (seminar_id, location_id, start_date, end_date, capacity)
        values ('${F.seminar}', 'a1000000-0000-4000-8000-000000000001', current_date + 9, current_date + 9, 10)`,
      update: `update public.seminar_sessions set seats_booked = 0, capacity = 99 where id = '${F.session}'`,
      delete: `delete from public.seminar_sessions where id = '${F.session}'`,
    },
    expect: { anon: CATALOGUE_READ, customer: CATALOGUE_READ, other: CATALOGUE_READ, admin: ADMIN_ALL },
  },
  {
    table: 'seminar_sessions (of a draft seminar)',
    sql: { select: `select 1 from public.seminar_sessions where id = '${DRAFT_SEMINAR_SESSION}'` },
    expect: {
      anon: { select: 'none' },
      customer: { select: 'none' },
      other: { select: 'none' },
      admin: { select: 'rows' },
    },
  },
  {
    table: 'webinars',
    setup: FRESH_WEBINARS,
    sql: {
      select: `select 1 from public.webinars where id = '${F.webinar}'`,
      insert: `insert into public.webinars (slug, title, category, summary, description, starts_at, duration_minutes,
        price_net_cents, capacity) values ('rls-neu', 'Neu', 'seo', 'x', 'x', now(), 60, 100, 10)`,
      update: `update public.webinars set price_net_cents = 1 where id = '${F.webinar}'`,
      delete: `delete from public.webinars where id = '${F.webinar2}'`,
    },
    expect: { anon: CATALOGUE_READ, customer: CATALOGUE_READ, other: CATALOGUE_READ, admin: ADMIN_ALL },
  },
  {
    table: 'webinars (unpublished draft)',
    setup: `${FRESH_WEBINARS} update public.webinars set published = false where id = '${F.webinar}';`,
    sql: { select: `select 1 from public.webinars where id = '${F.webinar}'` },
    expect: {
      anon: { select: 'none' },
      customer: { select: 'none' },
      other: { select: 'none' },
      admin: { select: 'rows' },
    },
  },
  {
    table: 'webinar_access (customer holds a confirmed booking)',
    setup: FRESH_WEBINARS,
    sql: {
      select: `select join_url from public.webinar_access where webinar_id = '${F.webinar}'`,
      insert: `insert into public.webinar_access (webinar_id, join_url) values ('${F.webinar2}', 'https://x.test/a')`,
      update: `update public.webinar_access set join_url = 'https://evil.test/' where webinar_id = '${F.webinar}'`,
      delete: `delete from public.webinar_access where webinar_id = '${F.webinar}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'webinar_access (confirmed, but more than one hour before the start)',
    setup: `${FRESH_WEBINARS} update public.webinars set starts_at = now() + interval '61 minutes' where id = '${F.webinar}';`,
    sql: { select: `select join_url from public.webinar_access where webinar_id = '${F.webinar}'` },
    expect: {
      anon: { select: 'none' },
      customer: { select: 'none' },
      other: { select: 'none' },
      admin: { select: 'rows' },
    },
  },
  {
    table: 'webinar_access (customer booking only pending)',
    setup: `${FRESH_WEBINARS} update public.bookings set status = 'pending' where id = '${F.booking}';`,
    sql: { select: `select join_url from public.webinar_access where webinar_id = '${F.webinar}'` },
    expect: {
      anon: { select: 'none' },
      customer: { select: 'none' },
      other: { select: 'none' },
      admin: { select: 'rows' },
    },
  },
  {
    table: 'bookings',
    sql: {
      select: `select 1 from public.bookings where id = '${CUSTOMER_BOOKING}'`,
      insert: `insert into public.bookings (booking_number, user_id, customer_email, customer_first_name,
        customer_last_name, billing_street, billing_postal_code, billing_city, payment_method, status, net_cents,
        vat_cents, gross_cents) values ('DA-2099-900002', '{customer}', 'k@example.test', 'K', 'N', 'S', '10115',
        'Berlin', 'invoice', 'paid', 0, 0, 0)`,
      update: `update public.bookings set status = 'paid', gross_cents = 1, net_cents = 1, vat_cents = 0
        where id = '${CUSTOMER_BOOKING}'`,
      // Her cancelled, never invoiced booking: an invoiced one is kept for its invoice (invoices_booking_id_fkey).
      delete: `delete from public.bookings where id = '${CUSTOMER_CANCELLED_BOOKING}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'booking_items',
    sql: {
      select: `select 1 from public.booking_items where booking_id = '${CUSTOMER_BOOKING}'`,
      insert: `insert into public.booking_items (booking_id, session_id, title, location_name, start_date, starts_at,
        quantity, unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants)
        values ('${CUSTOMER_BOOKING}', 'a4000000-0000-4000-8000-000000000003', 'X', 'Y', current_date, now(), 1, 0, 0,
        19, 0, '[{"first_name":"A","last_name":"B","email":"a@b.test"}]')`,
      update: `update public.booking_items set unit_net_cents = 0, line_net_cents = 0 where booking_id = '${CUSTOMER_BOOKING}'`,
      delete: `delete from public.booking_items where booking_id = '${CUSTOMER_BOOKING}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    // The booking secrets: no policy at all, not even for admins (only functions and the service role read them).
    table: 'booking_tokens',
    setup: `insert into public.booking_tokens (booking_id, confirmation_token, payment_token)
      values ('${CUSTOMER_BOOKING}', 'rls-confirm', 'rls-pay');`,
    sql: {
      select: `select 1 from public.booking_tokens where booking_id = '${CUSTOMER_BOOKING}'`,
      insert: `insert into public.booking_tokens (booking_id, payment_token) values ('${F.booking}', 'rls-neu')`,
      update: `update public.booking_tokens set payment_token = 'x' where booking_id = '${CUSTOMER_BOOKING}'`,
      delete: `delete from public.booking_tokens where booking_id = '${CUSTOMER_BOOKING}'`,
    },
    expect: { anon: NOTHING, customer: NOTHING, other: NOTHING, admin: NOTHING },
  },
  {
    // Stripe events the webhook handled: no policy at all (record_stripe_payment writes them).
    table: 'payment_events',
    setup: `insert into public.payment_events (event_id, booking_id, outcome) values ('evt_rls', '${CUSTOMER_BOOKING}', 'paid');`,
    sql: {
      select: `select 1 from public.payment_events where event_id = 'evt_rls'`,
      insert: `insert into public.payment_events (event_id, outcome) values ('evt_rls_neu', 'paid')`,
      update: `update public.payment_events set outcome = 'x' where event_id = 'evt_rls'`,
      delete: `delete from public.payment_events where event_id = 'evt_rls'`,
    },
    expect: { anon: NOTHING, customer: NOTHING, other: NOTHING, admin: NOTHING },
  },
  {
    // Attendance is the academy's record: not even the booker reads it (certificates come from my_certificates).
    table: 'attendances',
    sql: {
      select: `select 1 from public.attendances where id = '${SEED_ATTENDANCE}'`,
      insert: `insert into public.attendances (booking_item_id, participant_index, present)
        values ('${CUSTOMER_ITEM}', 0, true)`,
      update: `update public.attendances set present = false where id = '${SEED_ATTENDANCE}'`,
      delete: `delete from public.attendances where id = '${SEED_ATTENDANCE}'`,
    },
    expect: {
      anon: NOTHING,
      customer: NOTHING,
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'booking_withdrawals',
    setup: `insert into public.booking_withdrawals (id, booking_id, user_id, via, confirmation_email)
      values ('${F.withdrawal}', '${CUSTOMER_BOOKING}', '{customer}', 'account', 'kunde@akademie.test');`,
    sql: {
      select: `select 1 from public.booking_withdrawals where id = '${F.withdrawal}'`,
      insert: `insert into public.booking_withdrawals (booking_id, via, confirmation_email)
        values ('a7000000-0000-4000-8000-000000000003', 'account', 'kunde@akademie.test')`,
      update: `update public.booking_withdrawals set received_at = now() - interval '1 day' where id = '${F.withdrawal}'`,
      delete: `delete from public.booking_withdrawals where id = '${F.withdrawal}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'participant_changes',
    setup: `insert into public.participant_changes (id, booking_item_id, participant_index, previous_first_name,
      previous_last_name, previous_email, first_name, last_name, email)
      values ('${F.participantChange}', '${CUSTOMER_ITEM}', 1, 'A', 'B', 'a@b.test', 'C', 'D', 'c@d.test');`,
    sql: {
      select: `select 1 from public.participant_changes where id = '${F.participantChange}'`,
      insert: `insert into public.participant_changes (booking_item_id, participant_index, previous_first_name,
        previous_last_name, previous_email, first_name, last_name, email)
        values ('${CUSTOMER_ITEM}', 0, 'A', 'B', 'a@b.test', 'C', 'D', 'c@d.test')`,
      update: `update public.participant_changes set email = 'x@y.test' where id = '${F.participantChange}'`,
      delete: `delete from public.participant_changes where id = '${F.participantChange}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
  {
    // Rebookings: written only by rebook_booking_item; the booker reads those of their own bookings, admins all.
    table: 'booking_rebookings',
    setup: `insert into public.booking_rebookings (id, booking_id, booking_item_id, from_title, from_location_name,
      from_start_date, to_title, to_location_name, to_start_date, quantity, fee_net_cents, fee_vat_rate, fee_vat_cents,
      rebooked_on)
      values ('${F.rebooking}', '${CUSTOMER_BOOKING}', '${CUSTOMER_ITEM}', 'A', 'B', current_date, 'C', 'D',
        current_date, 2, 0, 19, 0, current_date) on conflict do nothing;`,
    sql: {
      select: `select 1 from public.booking_rebookings where id = '${F.rebooking}'`,
      insert: `insert into public.booking_rebookings (booking_id, booking_item_id, from_title, from_location_name,
        from_start_date, to_title, to_location_name, to_start_date, quantity, fee_net_cents, fee_vat_rate,
        fee_vat_cents, rebooked_on)
        values ('${CUSTOMER_BOOKING}', '${CUSTOMER_ITEM}', 'A', 'B', current_date, 'C', 'D', current_date, 2, 0, 19, 0,
          current_date)`,
      update: `update public.booking_rebookings set fee_net_cents = 1 where id = '${F.rebooking}'`,
      delete: `delete from public.booking_rebookings where id = '${F.rebooking}'`,
    },
    expect: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      customer: { select: 'rows', insert: 'denied', update: 'denied', delete: 'denied' },
      other: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'rows', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    // Barrier reports: written only by submit_accessibility_feedback; admins read and delete them (issue 31).
    table: 'accessibility_feedback',
    setup: `insert into public.accessibility_feedback (id, message)
      values ('ad000000-0000-4000-8000-0000000000f1', 'Kontrast zu gering') on conflict do nothing`,
    sql: {
      select: `select 1 from public.accessibility_feedback where id = 'ad000000-0000-4000-8000-0000000000f1'`,
      insert: `insert into public.accessibility_feedback (message) values ('direkt')`,
      update: `update public.accessibility_feedback set message = 'x' where id = 'ad000000-0000-4000-8000-0000000000f1'`,
      delete: `delete from public.accessibility_feedback where id = 'ad000000-0000-4000-8000-0000000000f1'`,
    },
    expect: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      customer: { select: 'none', insert: 'denied', update: 'denied', delete: 'none' },
      other: { select: 'none', insert: 'denied', update: 'denied', delete: 'none' },
      admin: { select: 'rows', insert: 'denied', update: 'denied', delete: 'rows' },
    },
  },
  {
    table: 'inhouse_requests',
    sql: {
      select: `select 1 from public.inhouse_requests where id = '${INHOUSE_REQUEST}'`,
      insert: `insert into public.inhouse_requests (company, contact_name, email, topic, privacy_consent)
        values ('Firma', 'Name', 'a@firma.test', 'SEO', true)`,
      update: `update public.inhouse_requests set status = 'done' where id = '${INHOUSE_REQUEST}'`,
      delete: `delete from public.inhouse_requests where id = '${INHOUSE_REQUEST}'`,
    },
    expect: {
      anon: { select: 'none', insert: 'rows', update: 'none', delete: 'none' },
      customer: { select: 'none', insert: 'rows', update: 'none', delete: 'none' },
      other: { select: 'none', insert: 'rows', update: 'none', delete: 'none' },
      admin: ADMIN_ALL,
    },
  },
  {
    table: 'inhouse_requests (pre-set status by a visitor)',
    sql: {
      insert: `insert into public.inhouse_requests (company, contact_name, email, topic, privacy_consent, status)
        values ('Firma', 'Name', 'a@firma.test', 'SEO', true, 'done')`,
    },
    expect: {
      anon: { insert: 'denied' },
      customer: { insert: 'denied' },
      other: { insert: 'denied' },
      admin: { insert: 'rows' },
    },
  },
  {
    // Written only by the enqueue functions (security definer) and send-mail; admins read, nobody writes over the API.
    table: 'email_outbox',
    setup: `insert into public.email_outbox (id, template, data, recipient, idempotency_key)
      values ('f0000000-0000-4000-8000-000000000008', 'booking_received', '{}', 'a@example.test', 'rls-test');`,
    sql: {
      select: `select 1 from public.email_outbox where id = 'f0000000-0000-4000-8000-000000000008'`,
      insert: `insert into public.email_outbox (template, data, recipient, idempotency_key)
        values ('booking_received', '{}', 'b@example.test', 'rls-insert')`,
      update: `update public.email_outbox set sent_at = now() where id = 'f0000000-0000-4000-8000-000000000008'`,
      delete: `delete from public.email_outbox where id = 'f0000000-0000-4000-8000-000000000008'`,
    },
    expect: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      customer: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      other: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'rows', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    // Invoices (docs/invoices.md): issued only by the functions; the booker and admins read, nobody writes.
    table: 'invoices',
    setup: `insert into public.invoices (id, booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
      values ('f0000000-0000-4000-8000-00000000000a', '${CUSTOMER_BOOKING}', 'invoice', 'RE-2099-00001', 2099, 1,
        current_date, '{}', 100);`,
    sql: {
      select: `select 1 from public.invoices where id = 'f0000000-0000-4000-8000-00000000000a'`,
      insert: `insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
        values ('${CUSTOMER_BOOKING}', 'invoice', 'RE-2099-00002', 2099, 2, current_date, '{}', 1)`,
      update: `update public.invoices set gross_cents = 1 where id = 'f0000000-0000-4000-8000-00000000000a'`,
      delete: `delete from public.invoices where id = 'f0000000-0000-4000-8000-00000000000a'`,
    },
    expect: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      customer: { select: 'rows', insert: 'denied', update: 'denied', delete: 'denied' },
      other: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'rows', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    table: 'settings',
    sql: {
      select: 'select 1 from public.settings where id = 1',
      // Setup part (see below); the row is protected by a trigger, so the setup bypasses triggers for its delete.
      insert: `set local session_replication_role = replica; delete from public.settings;
        set local session_replication_role = origin;`,
      update: `update public.settings set iban = 'DE00 0000 0000 0000 0000 00', booking_open = false where id = 1`,
      delete: 'delete from public.settings where id = 1',
    },
    // The row stays: an admin's delete passes RLS and is refused by the trigger (SETTINGS_REQUIRED).
    expect: {
      anon: CATALOGUE_READ,
      customer: CATALOGUE_READ,
      other: CATALOGUE_READ,
      admin: { ...ADMIN_ALL, delete: 'refused' },
    },
  },
  {
    // The DATEV numbers (docs/invoices.md, "Export"): only admins read and change the one row; nobody inserts or
    // deletes it over the API, and anon holds no privilege on it at all.
    table: 'accounting_settings',
    sql: {
      select: 'select 1 from public.accounting_settings where id = 1',
      // Setup part (see below): the row is gone, so an insert would only have to pass the privileges and policies.
      insert: 'delete from public.accounting_settings',
      update: 'update public.accounting_settings set datev_client_number = 55003 where id = 1',
      delete: 'delete from public.accounting_settings where id = 1',
    },
    expect: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      customer: { select: 'none', insert: 'denied', update: 'none', delete: 'denied' },
      other: { select: 'none', insert: 'denied', update: 'none', delete: 'denied' },
      admin: { select: 'rows', insert: 'denied', update: 'rows', delete: 'denied' },
    },
  },
  {
    table: 'waitlist_entries',
    setup: `insert into public.waitlist_entries (id, session_id, user_id, name, email, seats, status, queue_number)
      values ('${F.waitlistEntry}', '${DRAFT_SEMINAR_SESSION}', '{customer}', 'K', 'kunde@akademie.test', 1, 'waiting', 1)`,
    sql: {
      select: `select 1 from public.waitlist_entries where id = '${F.waitlistEntry}'`,
      insert: `insert into public.waitlist_entries (session_id, name, email, seats, status, queue_number)
        values ('${DRAFT_SEMINAR_SESSION}', 'N', 'neu@example.test', 1, 'waiting', 1)`,
      update: `update public.waitlist_entries set status = 'lapsed' where id = '${F.waitlistEntry}'`,
      delete: `delete from public.waitlist_entries where id = '${F.waitlistEntry}'`,
    },
    expect: {
      anon: NOTHING,
      customer: { select: 'rows', insert: 'denied', update: 'none', delete: 'none' },
      other: NOTHING,
      admin: ADMIN_ALL,
    },
  },
];

// Inserts that first need their target row removed (a user has one profile; settings has one row).
const INSERT_AFTER_SETUP: Record<string, string> = {
  accounting_settings: 'insert into public.accounting_settings (id) values (1)',
  profiles: `insert into public.profiles (user_id, email) values ('{customer}', 'neu@example.test')`,
  settings: `insert into public.settings (academy_name, street, postal_code, city, email, phone, vat_id, iban, bic,
    bank_name, cancellation_terms) values ('X', 'S', '10115', 'Berlin', 'e@x.test', '1', 'DE123456789', 'DE00', 'B', 'Bank', 'T')`,
};

const ACTORS: Actor[] = ['anon', 'customer', 'other', 'admin'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

const cells = CASES.flatMap((c) =>
  ACTORS.flatMap((actor) =>
    OPS.filter((op) => c.sql[op] && c.expect[actor][op]).map(
      (op) => [c.table, actor, op, c.expect[actor][op]] as const,
    ),
  ),
);

let other: TestUser;
beforeAll(async () => {
  other = await createCustomer('rls-andere');
});
afterAll(closePool);

function userOf(actor: Actor): TestUser | null {
  return actor === 'anon' ? null : actor === 'customer' ? CUSTOMER : actor === 'other' ? other : ADMIN;
}

function fill(sql: string): string {
  return sql.replaceAll('{customer}', CUSTOMER.id).replaceAll('{other}', other.id);
}

async function runCell(table: string, actor: Actor, op: Op): Promise<Outcome | string> {
  const spec = CASES.find((c) => c.table === table);
  if (!spec) throw new Error(table);
  const base = table.split(' ')[0] ?? table;
  const presetInsert = op === 'insert' ? INSERT_AFTER_SETUP[base] : undefined;
  const setup = [spec.setup ?? '', presetInsert ? (spec.sql.insert ?? '') : ''].join('\n');
  const statement = presetInsert ?? spec.sql[op] ?? '';
  return transaction(
    async (client) => {
      if (setup.trim()) await client.query(fill(setup));
      const user = userOf(actor);
      await becomeRole(client, user ? 'authenticated' : 'anon', user ? claimsFor(user) : undefined);
      try {
        const result = await client.query(fill(statement));
        return (result.rowCount ?? 0) > 0 ? 'rows' : 'none';
      } catch (error) {
        const e = error as { code?: string; message: string };
        if (e.code === '42501') return 'denied';
        return e.code === 'P0001' ? 'refused' : `error ${e.code}: ${e.message}`;
      }
    },
    { rollback: true },
  );
}

describe('RLS matrix', () => {
  it('covers every table of the public schema', async () => {
    const { rows } = await (
      await import('./client')
    )
      .asSuperuser()
      .query("select tablename from pg_tables where schemaname = 'public' and rowsecurity order by tablename");
    const tables = rows.map((r) => (r as { tablename: string }).tablename);
    expect(tables).toEqual([...new Set(CASES.map((c) => c.table.split(' ')[0]))].sort());
  });

  it.each(cells)('%s: %s %s → %s', async (table, actor, op, expected) => {
    expect(await runCell(table, actor, op)).toBe(expected);
  });
});

/**
 * Privileges RLS does not cover, the attack first: as anon `truncate public.bookings cascade` removed every booking
 * of a plain PostgreSQL, and `setval` moved the booking numbers. No API role holds TRUNCATE, TRIGGER or REFERENCES
 * on any table, or any privilege on the booking number sequence; new functions are not executable by default.
 */
describe('privileges beyond RLS', () => {
  const API_ROLES = ['anon', 'authenticated'] as const;

  it('anon cannot truncate the bookings or set the booking number sequence', async () => {
    const attempts = await transaction(
      async (client) => {
        const outcomes: string[] = [];
        for (const sql of ['truncate public.bookings cascade', "select setval('public.booking_number_seq', 1)"]) {
          await client.query('savepoint attempt');
          await becomeRole(client, 'anon');
          try {
            await client.query(sql);
            outcomes.push('allowed');
          } catch (error) {
            outcomes.push((error as { code?: string }).code ?? 'error');
          }
          await client.query('rollback to savepoint attempt');
          await client.query('reset role');
        }
        return outcomes;
      },
      { rollback: true },
    );
    expect(attempts).toEqual(['42501', '42501']);
  });

  it.each(API_ROLES)('%s holds no TRUNCATE, TRIGGER or REFERENCES on any public table', async (role) => {
    const { rows } = await asSuperuser().query(
      `select c.relname, p.privilege from pg_class c
         cross join unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES']) p(privilege)
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and has_table_privilege($1, c.oid, p.privilege)`,
      [role],
    );
    expect(rows).toEqual([]);
  });

  it.each(API_ROLES)('%s holds no privilege on the booking number sequence', async (role) => {
    const { rows } = await asSuperuser().query(
      `select p.privilege from unnest(array['USAGE', 'SELECT', 'UPDATE']) p(privilege)
        where has_sequence_privilege($1, 'public.booking_number_seq', p.privilege)`,
      [role],
    );
    expect(rows).toEqual([]);
  });

  it('a new function in public is executable by nobody until granted', async () => {
    const executable = await transaction(
      async (client) => {
        await client.query(`create function public.rls_neu() returns int language sql as 'select 1'`);
        const { rows } = await client.query(
          `select r.role from unnest(array['public', 'anon', 'authenticated']) r(role)
            where case when r.role = 'public'
              then exists (select 1 from pg_proc, aclexplode(coalesce(proacl, acldefault('f', proowner))) a
                            where proname = 'rls_neu' and a.grantee = 0 and a.privilege_type = 'EXECUTE')
              else has_function_privilege(r.role, 'public.rls_neu()', 'EXECUTE') end`,
        );
        return rows;
      },
      { rollback: true },
    );
    expect(executable).toEqual([]);
  });
});
