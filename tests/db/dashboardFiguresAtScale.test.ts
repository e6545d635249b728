/**
 * admin_dashboard_figures at scale (issue 33): with 100,000 bookings over three years the admin dashboard's figures
 * are exact — equal to a plain sum over every booking written here independently (each booking's Berlin day, month and
 * ISO week worked out row by row) — and quick: p95 of the call at most 50 ms. The bookings are generated in SQL in a
 * database of its own (migrations loaded, dropped afterwards), committed and vacuumed as a live table is, so neither
 * other test files' bookings nor a transaction's uncommitted rows distort the figures or the time.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { asSuperuser, becomeRole, closePool, testDatabaseUrl } from './client';
import { ADMIN, claimsFor } from './fixtures';
import { loadDatabase, sqlFilesInOrder } from './loadDatabase';

const BOOKINGS = 100_000;
const CALLS = 30;

/**
 * Bookings made every 947 seconds back from now (100,000 of them reach three years back), in every status, net
 * amounts that vary, refunds on some paid and cancelled ones, and four made exactly at or just before Berlin midnight
 * at the start of this month and of this ISO week (the ranges include their start and exclude what is before it).
 */
async function generateBookings(client: Client): Promise<void> {
  // The test server commits asynchronously (tests/db/pgServer.ts); a live one waits for the WAL, and only then can
  // VACUUM mark the pages all-visible (so reads need not visit the table for rows the index holds).
  await client.query('set synchronous_commit = on');
  await client.query(
    `insert into public.bookings (booking_number, customer_email, customer_first_name, customer_last_name,
       billing_street, billing_postal_code, billing_city, payment_method, status, net_cents, vat_cents, gross_cents,
       refund_cents, created_at)
     select 'DA-2025-' || lpad(g::text, 7, '0'), 'menge' || g || '@example.test', 'Viele', 'Buchungen',
       'Musterweg 1', '10115', 'Berlin', 'invoice',
       (array['pending', 'confirmed', 'paid', 'paid', 'cancelled', 'expired', 'confirmed'])[g % 7 + 1]::public.booking_status,
       net, round(net * 0.19)::integer, net + round(net * 0.19)::integer,
       case when g % 7 in (2, 4) and g % 3 = 0 then least((g % 50000) + 1, net) end,
       now() - g * interval '947 seconds'
     from (select g, 10000 + (g * 7919) % 290000 as net from generate_series(1, $1::integer) g) s`,
    [BOOKINGS],
  );
  await client.query(
    `insert into public.bookings (booking_number, customer_email, customer_first_name, customer_last_name,
       billing_street, billing_postal_code, billing_city, payment_method, status, net_cents, vat_cents, gross_cents,
       created_at)
     select 'DA-2025-' || (9000000 + row_number() over ())::text, 'rand@example.test', 'Rand', 'Fall', 'Musterweg 1',
       '10115', 'Berlin', 'invoice', 'paid', 100000, 19000, 119000, e.at + d.shift
     from (values (timezone('Europe/Berlin', date_trunc('month', now() at time zone 'Europe/Berlin'))),
                  (timezone('Europe/Berlin', date_trunc('week', now() at time zone 'Europe/Berlin')))) e(at)
     cross join (values (interval '0'), (interval '-1 microsecond')) d(shift)`,
  );
  await client.query('vacuum analyze public.bookings');
  const { rows } = await client.query<{ visible: boolean }>(
    `select relallvisible = relpages as visible from pg_catalog.pg_class where oid = 'public.bookings'::regclass`,
  );
  if (!rows[0]!.visible) throw new Error('bookings not all-visible after VACUUM: the timing would not be a live one');
}

/** The same figures as a plain sum over every booking, each one's Berlin day worked out on its own. */
const INDEPENDENT_SUM = `
  with today as (select (now() at time zone 'Europe/Berlin')::date as day),
  counted as (
    select (b.created_at at time zone 'Europe/Berlin')::date as day,
           b.net_cents - case when coalesce(b.refund_cents, 0) > 0 and b.gross_cents > 0
             then round(b.refund_cents::numeric * b.net_cents / b.gross_cents) else 0 end as revenue
    from public.bookings b
    where b.status not in ('cancelled', 'expired')
  )
  select jsonb_build_object(
    'revenue_month_cents', coalesce(sum(c.revenue) filter (where to_char(c.day, 'YYYY-MM') = to_char(t.day, 'YYYY-MM')), 0),
    'revenue_year_cents', coalesce(sum(c.revenue) filter (where extract(year from c.day) = extract(year from t.day)), 0),
    'bookings_month', count(*) filter (where to_char(c.day, 'YYYY-MM') = to_char(t.day, 'YYYY-MM')),
    'bookings_year', count(*) filter (where extract(year from c.day) = extract(year from t.day)),
    'bookings_total', count(*),
    'weeks', (
      select jsonb_agg(jsonb_build_object('start', w.monday, 'count',
        (select count(*) from counted c2 where date_trunc('week', c2.day::timestamp)::date = w.monday))
        order by w.monday)
      from (select date_trunc('week', t.day::timestamp)::date - 7 * k as monday from generate_series(0, 11) k) w)
  ) as result
  from counted c cross join today t
  group by t.day`;

function percentile95(durations: number[]): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1]!;
}

const NAME = `figures_${process.pid}`;
const url = testDatabaseUrl().replace(/\/[^/]+$/, `/${NAME}`);
let client: Client;

/** One call as the signed-in admin, as PostgREST makes it (its own transaction, the API role and the JWT claims). */
async function callAsAdmin(): Promise<{ result: unknown; ms: number }> {
  await client.query('begin');
  try {
    await becomeRole(client as never, 'authenticated', claimsFor(ADMIN));
    const started = performance.now();
    const { rows } = await client.query<{ result: unknown }>('select public.admin_dashboard_figures() as result');
    const ms = performance.now() - started;
    return { result: rows[0]!.result, ms };
  } finally {
    await client.query('rollback');
  }
}

beforeAll(async () => {
  await asSuperuser().query(`create database ${NAME}`);
  // The API roles exist cluster-wide already: the shim without its `create role` lines.
  const [shim, ...rest] = sqlFilesInOrder();
  const ownShim = join(mkdtempSync(join(tmpdir(), 'figures-')), 'auth-shim.sql');
  writeFileSync(ownShim, readFileSync(shim!, 'utf8').replace(/^create role .*;$/gm, ''));
  await loadDatabase(url, [ownShim, ...rest]);
  client = new Client({ connectionString: url });
  await client.connect();
  await generateBookings(client);
}, 60_000);

afterAll(async () => {
  await client?.end();
  await asSuperuser().query(`drop database if exists ${NAME} with (force)`);
  await closePool();
});

describe('admin_dashboard_figures with 100,000 bookings', () => {
  it('equals a plain sum over every booking, each one’s Berlin day worked out on its own', async () => {
    // One transaction for both, so both see the same now().
    await client.query('begin');
    try {
      const { rows: expected } = await client.query<{ result: unknown }>(INDEPENDENT_SUM);
      await client.query('savepoint call');
      await becomeRole(client as never, 'authenticated', claimsFor(ADMIN));
      const { rows } = await client.query<{ result: unknown }>('select public.admin_dashboard_figures() as result');
      await client.query('rollback to savepoint call');
      expect(rows[0]!.result).toEqual(expected[0]!.result);
      const figures = rows[0]!.result as { bookings_total: number; bookings_year: number; revenue_year_cents: number };
      // Really at scale: far beyond what the browser once read (the newest 5,000).
      expect(figures.bookings_total).toBeGreaterThan(70_000);
      expect(figures.bookings_year).toBeGreaterThan(5_000);
      expect(figures.revenue_year_cents).toBeGreaterThan(0);
    } finally {
      await client.query('rollback');
    }
  });

  it('answers within 50 ms (p95 of 30 calls)', async () => {
    await callAsAdmin(); // the session's first call plans the statements
    const durations: number[] = [];
    for (let call = 0; call < CALLS; call += 1) durations.push((await callAsAdmin()).ms);
    expect(percentile95(durations)).toBeLessThanOrEqual(50);
  });
});
