/**
 * Reads and writes of the admin, a customer and a visitor at 100,000 bookings (issue 33; docs/performance.md "At
 * 100,000 bookings"): starts its own PostgreSQL 15 (tests/db/pgServer.ts), loads the migrations and the seed,
 * generates the academy deterministically (scripts/lib/academyAtScale.ts), then times each call N times as PostgREST
 * makes it — a transaction per request, `set local role`, `request.jwt.claims` — and prints p50/p95 per line, ✓ when
 * the p95 is at most 50 ms. Each line names the app call it stands for; for table reads the SQL is the shape
 * PostgREST builds (page, embedded rows aggregated per row, `count=exact` as a second scan). The flash sale (many
 * clients on two dates) is scripts/bench-db.ts (npm run bench:db), not repeated here.
 *   Run: npx tsx scripts/bench-scale.ts [calls]   (npm run bench:scale; BENCH_SCALE=0.02 for a quick smoke run)
 */
import { Client } from 'pg';
import { ACADEMY_AT_SCALE, generateAcademy } from './lib/academyAtScale';
import { loadDatabase } from '../tests/db/loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer, type PgServerInfo } from '../tests/db/pgServer';

const CALLS = Number(process.argv[2] ?? 30);
const TARGET_MS = 50;
/** BENCH_SCALE=0.02 generates 2 % of the academy: a quick check that the script runs, not a measurement. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);

interface Caller {
  role: 'anon' | 'authenticated';
  sub?: string;
  email?: string;
}

interface Line {
  name: string;
  caller: Caller;
  sql: string;
  params?: unknown[];
  /** Writes are rolled back so every call meets the same data. */
  write?: boolean;
}

/** The admin list's search (adminBookingsApi: rpc('admin_search_bookings')) with these named arguments. */
const adminSearch = (args: string) => `select public.admin_search_bookings(${args})`;
/** Then PostgREST's `select=*,booking_items(*)&id=in.(…)` for the page's ids: the rows with their items. */
const bookingsByIds = `
  select b.*, coalesce(i.items, '[]') as booking_items
  from public.bookings b
  left join lateral (select json_agg(bi) as items from public.booking_items bi where bi.booking_id = b.id) i on true
  where b.id = any($1::uuid[])`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]!;
}

async function timeLine(db: Client, line: Line): Promise<number[]> {
  const claims = line.caller.sub
    ? { sub: line.caller.sub, email: line.caller.email, role: 'authenticated', aud: 'authenticated' }
    : { role: line.caller.role };
  const durations: number[] = [];
  for (let call = 0; call <= CALLS; call += 1) {
    await db.query('begin');
    try {
      await db.query(`set local role ${line.caller.role}`);
      await db.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [
        JSON.stringify(claims),
        line.caller.sub ?? '',
      ]);
      const started = performance.now();
      await db.query(line.sql, line.params);
      // The first call plans the statements (PostgREST's connections are warm).
      if (call > 0) durations.push(performance.now() - started);
    } finally {
      await db.query(line.write ? 'rollback' : 'commit');
    }
  }
  return durations.sort((a, b) => a - b);
}

async function lines(db: Client): Promise<Line[]> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const admin = await one<{ id: string; email: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ('chefin@scale.test', now(), '{}')
     returning id, email`,
  );
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [admin.id]);
  const customer = await one<{ id: string; email: string }>(
    `select u.id, u.email from auth.users u join public.bookings b on b.user_id = u.id
     group by u.id, u.email order by count(*) desc, u.email limit 1`,
  );
  const busy = await one<{ id: string }>(
    `select session_id as id from public.booking_items where session_id is not null
     group by session_id order by count(*) desc, session_id limit 1`,
  );
  const city = await one<{ city_slug: string }>(`select city_slug from public.locations order by city_slug limit 1`);
  const seminar = await one<{ id: string; slug: string }>(
    `select id, slug from public.seminars where published order by slug limit 1`,
  );
  const open = await one<{ id: string }>(
    `select id from public.seminar_sessions where start_date > current_date + 30 and seats_booked + 10 < capacity
     order by start_date, id limit 1`,
  );
  const number = await one<{ booking_number: string }>(
    `select booking_number from public.bookings where booking_number ~ '^DA-2025-[0-9]{7}$'
     order by booking_number offset (select count(*) / 2 from public.bookings) limit 1`,
  );
  const pageIds = (
    await db.query(`select array_agg(id) as ids from (select id from public.bookings order by created_at desc,
      booking_number desc limit 20) p`)
  ).rows[0].ids as string[];
  const asAdmin: Caller = { role: 'authenticated', sub: admin.id, email: admin.email };
  const asCustomer: Caller = { role: 'authenticated', sub: customer.id, email: customer.email };
  const anon: Caller = { role: 'anon' };
  const cart = (email: string) => [
    JSON.stringify([
      { session_id: open.id, quantity: 1, participants: [{ first_name: 'Tina', last_name: 'Takt', email }] },
    ]),
    JSON.stringify({
      first_name: 'Tina',
      last_name: 'Takt',
      email,
      customer_type: 'private',
      street: 'Messweg 1',
      postal_code: '10115',
      city: 'Berlin',
    }),
  ];
  const sessionsOf = (filter: string) => `
    select ss.*, to_json(se) as seminars, to_json(l) as locations
    from public.seminar_sessions ss join public.seminars se on se.id = ss.seminar_id
    join public.locations l on l.id = ss.location_id
    where ss.status = 'scheduled' and ss.start_date >= current_date and se.published and ${filter}
    order by ss.start_date, ss.start_time`;
  return [
    // adminBookingsApi.adminBookings: the page's ids and the count from admin_search_bookings, no filter (page 1
    // and page 400), a name infix and a booking number; then the page's rows by id.
    { name: 'admin bookings page 1', caller: asAdmin, sql: adminSearch('_limit => 20, _offset => 0') },
    { name: 'admin bookings page 400', caller: asAdmin, sql: adminSearch('_limit => 20, _offset => 7980') },
    { name: 'admin search name infix', caller: asAdmin, sql: adminSearch('_query => $1'), params: ['schneider'] },
    {
      name: 'admin search booking number',
      caller: asAdmin,
      sql: adminSearch('_query => $1'),
      params: [number.booking_number.toLowerCase()],
    },
    {
      name: 'admin search name and status',
      caller: asAdmin,
      sql: adminSearch(`_query => $1, _status => 'paid'`),
      params: ['schneider'],
    },
    { name: 'admin bookings rows of a page', caller: asAdmin, sql: bookingsByIds, params: [pageIds] },
    // participantListApi: rpc('admin_session_participants') of the busiest date.
    {
      name: 'admin participants busy date',
      caller: asAdmin,
      sql: 'select public.admin_session_participants($1)',
      params: [busy.id],
    },
    // adminInvoicesApi.adminInvoicePage, first page.
    {
      name: 'admin invoices page',
      caller: asAdmin,
      sql: `select public.admin_invoice_page(_limit => 20, _offset => 0)`,
    },
    // adminEmailsApi: email_outbox newest 500.
    {
      name: 'admin outbox list',
      caller: asAdmin,
      sql: 'select * from public.email_outbox order by created_at desc limit 500',
    },
    // adminDashboardApi: rpc('admin_dashboard_figures').
    { name: 'admin dashboard figures', caller: asAdmin, sql: 'select public.admin_dashboard_figures()' },
    // accountApi.myBookings (MY_BOOKINGS_SELECT, user_id = me, newest first).
    {
      name: 'customer my bookings',
      caller: asCustomer,
      sql: `select b.*, coalesce((select json_agg(json_build_object('item', bi, 'session', to_json(ss), 'location',
                to_json(l), 'seminar', se.slug)) from public.booking_items bi
                left join public.seminar_sessions ss on ss.id = bi.session_id
                left join public.locations l on l.id = ss.location_id
                left join public.seminars se on se.id = ss.seminar_id where bi.booking_id = b.id), '[]')
            from public.bookings b where b.user_id = $1 order by b.created_at desc`,
      params: [customer.id],
    },
    // accountApi.myCertificates: rpc('my_certificates').
    { name: 'customer my certificates', caller: asCustomer, sql: 'select public.my_certificates()' },
    // accountApi.myInvoices: invoices with bookings!inner(user_id) = me.
    {
      name: 'customer my invoices',
      caller: asCustomer,
      sql: `select i.* from public.invoices i join public.bookings b on b.id = i.booking_id
            where b.user_id = $1 order by i.issue_date desc, i.created_at desc`,
      params: [customer.id],
    },
    // catalogApi.sessions for a city page and a seminar page (anon).
    {
      name: 'catalogue city dates',
      caller: anon,
      sql: sessionsOf('l.city_slug = $1'),
      params: [city.city_slug],
    },
    { name: 'catalogue seminar dates', caller: anon, sql: sessionsOf('ss.seminar_id = $1'), params: [seminar.id] },
    // catalogApi.seminar by slug.
    {
      name: 'catalogue seminar page',
      caller: anon,
      sql: 'select * from public.seminars where slug = $1 and published',
      params: [seminar.slug],
    },
    // checkoutApi: rpc('book_cart') by a guest and by the customer (rolled back).
    {
      name: 'book_cart guest',
      caller: anon,
      write: true,
      sql: `select public.book_cart(_lines => $1::jsonb, _customer => $2::jsonb, _payment_method => 'invoice')`,
      params: cart('gast-bench@example.test'),
    },
    {
      name: 'book_cart customer',
      caller: asCustomer,
      write: true,
      sql: `select public.book_cart(_lines => $1::jsonb, _customer => $2::jsonb, _payment_method => 'invoice')`,
      params: cart(customer.email),
    },
  ];
}

async function main(): Promise<void> {
  let server: PgServerInfo | undefined;
  let failed = false;
  try {
    const started = performance.now();
    server = await startPgServer();
    stopOnExit(server);
    const url = connectionString(server);
    await loadDatabase(url);
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const scaled = (value: number) => Math.max(1, Math.round(value * SCALE));
      const size = {
        sessions: scaled(ACADEMY_AT_SCALE.sessions),
        bookings: scaled(ACADEMY_AT_SCALE.bookings),
        users: scaled(ACADEMY_AT_SCALE.users),
        outbox: scaled(ACADEMY_AT_SCALE.outbox),
      };
      await generateAcademy(db, size);
      const generated = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`academy generated in ${generated} s; ${CALLS} calls per line, target p95 ≤ ${TARGET_MS} ms`);
      const { rows: counts } = await db.query(
        `select (select count(*) from public.seminar_sessions) as dates, (select count(*) from public.bookings) as bookings,
           (select count(*) from public.booking_items) as items, (select count(*) from auth.users) as users,
           (select count(*) from public.attendances) as attendances, (select count(*) from public.invoices) as invoices,
           (select count(*) from public.email_outbox) as outbox`,
      );
      console.log(Object.entries(counts[0] as Record<string, string>).map(([k, v]) => `${k} ${v}`).join(', '));
      for (const line of await lines(db)) {
        try {
          const sorted = await timeLine(db, line);
          const p50 = percentile(sorted, 0.5);
          const p95 = percentile(sorted, 0.95);
          const mark = p95 <= TARGET_MS ? '✓' : '✗';
          if (p95 > TARGET_MS) failed = true;
          console.log(`${mark} ${line.name.padEnd(32)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms`);
        } catch (error) {
          failed = true;
          console.log(`✗ ${line.name.padEnd(32)} error: ${(error as Error).message}`);
        }
      }
    } finally {
      await db.end();
    }
  } finally {
    if (server) await stopPgServer(server);
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
