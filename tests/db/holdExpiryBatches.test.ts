/**
 * Lapsed holds at scale (issue 33): 5,000 holds lapse at once. A booking meanwhile on an unrelated date settles only
 * the due hold of its own date and does none of the job's work; the scheduled job expires the 5,000 in batches of at
 * most 500, each its own transaction, and still offers the freed seats to the waiting list and tells every unpaid
 * online booking that its payment link lapsed (docs/booking-rules.md "Seat holds"). The holds are written in SQL in a
 * database of its own (migrations loaded, dropped afterwards), so no other test file's expiry takes them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { asSuperuser, becomeRole, closePool, testDatabaseUrl } from './client';
import { CUSTOMER_DETAILS, participants, sessionLine } from './fixtures';
import { loadDatabase, sqlFilesInOrder } from './loadDatabase';

const LAPSED = 5000;
const DATES = 10;
const BATCH = 500;
/** The statement the migration schedules with pg_cron (…_holds_at_scale.sql). */
const JOB = 'do $job$ begin loop exit when private.expire_due_holds(500) = 0; commit; end loop; end $job$';

const NAME = `hold_batches_${process.pid}`;
const url = testDatabaseUrl().replace(/\/[^/]+$/, `/${NAME}`);
let client: Client;

async function createSessions(count: number, capacity: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into public.seminar_sessions (seminar_id, location_id, start_date, end_date, capacity)
     select s.id, (select id from public.locations where city_slug = 'berlin' limit 1),
            current_date + 40 + g, current_date + 40 + g, $2
     from generate_series(1, $1::integer) g
     cross join (select id from public.seminars where slug = 'seo-grundlagen') s
     returning id`,
    [count, capacity],
  );
  return rows.map((r) => r.id);
}

/**
 * `count` guest holds of one seat each, spread over `dates` (the seat counters raised to match), half of them unpaid
 * online bookings; still running until `lapse` moves their deadline into the past.
 */
async function writeHolds(prefix: string, count: number, dates: string[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into public.bookings (booking_number, customer_email, customer_first_name, customer_last_name,
       billing_street, billing_postal_code, billing_city, payment_method, status, net_cents, vat_cents, gross_cents,
       hold_expires_at)
     select 'DA-2026-' || lpad(($3::integer + g)::text, 7, '0'), $1 || g || '@example.test', 'Lang', 'Vergessen',
       'Musterweg 1', '10115', 'Berlin', (case when g % 2 = 0 then 'online' else 'invoice' end)::public.payment_method,
       'pending', 10000, 1900, 11900, now() + interval '1 hour'
     from generate_series(1, $2::integer) g
     returning id`,
    [prefix, count, prefix === 'ablauf' ? 0 : 1_000_000],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `insert into public.booking_items (booking_id, session_id, title, location_name, start_date, starts_at, quantity,
       unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants)
     select b.id, d.id, 'SEO', 'Berlin', d.start_date, now() + interval '40 days', 1, 10000, 10000, 19, 1900,
       jsonb_build_array(jsonb_build_object('first_name', 'Lang', 'last_name', 'Vergessen', 'email', b.customer_email))
     from unnest($1::uuid[]) with ordinality as b0(id, n)
     join public.bookings b on b.id = b0.id
     join public.seminar_sessions d on d.id = ($2::uuid[])[(b0.n % array_length($2::uuid[], 1)) + 1]`,
    [ids, dates],
  );
  await client.query(
    `update public.seminar_sessions s set seats_booked = s.seats_booked + x.n
     from (select session_id, count(*)::integer as n from public.booking_items where booking_id = any ($1)
           group by session_id) x
     where s.id = x.session_id`,
    [ids],
  );
  return ids;
}

const lapse = (ids: string[]) =>
  client.query(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = any ($1)`, [ids]);

async function statusCounts(ids: string[]): Promise<Record<string, number>> {
  const { rows } = await client.query<{ status: string; n: number }>(
    'select status, count(*)::integer as n from public.bookings where id = any ($1) group by status',
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

let lapsedDates: string[];
let unrelated: string;
let lapsedIds: string[];
let dueOnUnrelated: string;
let waitingEntry: string;
let customer: string;

beforeAll(async () => {
  await asSuperuser().query(`create database ${NAME}`);
  // The API roles exist cluster-wide already: the shim without its `create role` lines.
  const [shim, ...rest] = sqlFilesInOrder();
  const ownShim = join(mkdtempSync(join(tmpdir(), 'hold-batches-')), 'auth-shim.sql');
  writeFileSync(ownShim, readFileSync(shim!, 'utf8').replace(/^create role .*;$/gm, ''));
  await loadDatabase(url, [ownShim, ...rest]);
  client = new Client({ connectionString: url });
  await client.connect();
  // Every lapsed booking mails its own address once: the limits are not what this test is about.
  await client.query(
    'update public.settings set unverified_mails_per_recipient = 10000, unverified_mails_per_hour = 1000000',
  );

  lapsedDates = await createSessions(DATES, LAPSED / DATES);
  unrelated = (await createSessions(1, 2))[0]!;
  lapsedIds = await writeHolds('ablauf', LAPSED, lapsedDates);
  // The first lapsed date is sold out and has a waiting list: its freed seats must be offered.
  const { rows: entry } = await client.query<{ id: string }>(
    `insert into public.waitlist_entries (session_id, name, email, seats, status, queue_number)
     values ($1, 'Warte', 'warte@example.test', 1, 'waiting', nextval('public.waitlist_queue_seq')) returning id`,
    [lapsedDates[0]],
  );
  waitingEntry = entry[0]!.id;
  // The unrelated date: a guest's hold of one of its two seats has lapsed too.
  const { rows: due } = await client.query<{ id: string }>(
    `select (public.book_cart($1, $2, 'online') ->> 'booking_id') as id`,
    [JSON.stringify([sessionLine(unrelated, 1)]), JSON.stringify({ ...CUSTOMER_DETAILS, email: 'eigen@example.test' })],
  );
  const { rows: user } = await client.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     values ('kundin@example.test', now(), '{}') returning id`,
  );
  customer = user[0]!.id;
  dueOnUnrelated = due[0]!.id;
  await lapse([...lapsedIds, dueOnUnrelated]);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await asSuperuser().query(`drop database if exists ${NAME} with (force)`);
  await closePool();
});

describe(`${LAPSED} lapsed holds`, () => {
  it('a booking on an unrelated date settles only the due hold of its own date, none of the others', async () => {
    await client.query('begin');
    try {
      await becomeRole(client as never, 'authenticated', { sub: customer, role: 'authenticated' });
      // Both seats: the booking succeeds only if the lapsed hold of the date expires first.
      const { rows } = await client.query<{ result: { status: string } }>(
        `select public.book_cart($1, $2, 'invoice') as result`,
        [
          JSON.stringify([{ session_id: unrelated, quantity: 2, participants: participants(2) }]),
          JSON.stringify({ ...CUSTOMER_DETAILS, email: 'kundin@example.test' }),
        ],
      );
      expect(rows[0]!.result.status).toBe('pending');
      await client.query('reset role');
      // The work this booking's transaction did: rows it wrote carry its transaction id.
      const { rows: work } = await client.query<{ own: number; others: number; others_pending: number }>(
        `select count(*) filter (where id = $1 and status = 'expired' and xmin = pg_current_xact_id()::xid)::integer
                  as own,
                count(*) filter (where id = any ($2) and xmin = pg_current_xact_id()::xid)::integer as others,
                count(*) filter (where id = any ($2) and status = 'pending')::integer as others_pending
         from public.bookings where id = $1 or id = any ($2)`,
        [dueOnUnrelated, lapsedIds],
      );
      expect(work[0]).toEqual({ own: 1, others: 0, others_pending: LAPSED });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });

  it(`the job expires them in batches of at most ${BATCH}, each its own transaction`, async () => {
    const batches: Array<{ n: number; xid: string }> = [];
    for (;;) {
      await client.query('begin');
      const { rows } = await client.query<{ n: number; xid: string }>(
        `select private.expire_due_holds(${BATCH}) as n, pg_current_xact_id()::xid::text as xid`,
      );
      await client.query('commit');
      if (rows[0]!.n === 0) break;
      batches.push(rows[0]!);
    }
    expect(batches.length).toBeGreaterThanOrEqual(LAPSED / BATCH);
    for (const batch of batches) expect(batch.n).toBeLessThanOrEqual(BATCH);
    expect(await statusCounts(lapsedIds)).toEqual({ expired: LAPSED });
    // Each of the lapsed bookings was expired by one of the batches, none of which took more than a batch.
    const { rows: byTransaction } = await client.query<{ xid: string; n: number }>(
      'select xmin::text as xid, count(*)::integer as n from public.bookings where id = any ($1) group by 1',
      [lapsedIds],
    );
    const batchIds = new Set(batches.map((b) => b.xid));
    for (const group of byTransaction) {
      expect(batchIds.has(group.xid)).toBe(true);
      expect(group.n).toBeLessThanOrEqual(BATCH);
    }

    // Seats back on sale, no open hold left for these dates.
    const { rows: dates } = await client.query<{ booked: number; holds: number }>(
      `select coalesce(sum(s.seats_booked), 0)::integer as booked,
              (select count(*) from private.booking_holds h where h.target_id = any ($1))::integer as holds
       from public.seminar_sessions s where s.id = any ($1)`,
      [lapsedDates],
    );
    expect(dates[0]).toEqual({ booked: 0, holds: 0 });
    // The waiting list of the sold-out date got its offer; every unpaid online booking its payment-link mail.
    const { rows: entry } = await client.query<{ status: string }>(
      'select status from public.waitlist_entries where id = $1',
      [waitingEntry],
    );
    expect(entry[0]!.status).toBe('offered');
    const { rows: mails } = await client.query<{ n: number }>(
      `select count(*)::integer as n from public.email_outbox
       where template = 'payment_link_expired' and booking_id = any ($1)`,
      [lapsedIds],
    );
    expect(mails[0]!.n).toBe(LAPSED / 2);
  }, 120_000);

  it('the scheduled statement commits after every batch', async () => {
    const more = await writeHolds('spaeter', 1200, lapsedDates);
    await lapse(more);
    await client.query(JOB); // as pg_cron runs it: the job's only statement, outside a transaction block
    expect(await statusCounts(more)).toEqual({ expired: 1200 });
    const { rows } = await client.query<{ transactions: number; largest: number }>(
      `select count(*)::integer as transactions, max(n)::integer as largest from (
         select count(*) as n from public.bookings where id = any ($1) group by xmin) t`,
      [more],
    );
    expect(rows[0]!.transactions).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.largest).toBeLessThanOrEqual(BATCH);
  }, 60_000);
});
