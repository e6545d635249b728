/**
 * Benchmark of book_cart on a real PostgreSQL 15 (started here like the SQL tests, see tests/db/pgServer.ts):
 * CLIENTS concurrent connections book BOOKINGS carts in total, each call a PostgREST-like request transaction, as a
 * sale would: every other cart is a guest's (an address of its own, anon), the others signed-in customers' (a
 * confirmed account each). The product's rules stay in force — the guest caps per address and per date, the seat
 * counters, the mail limits (the hourly total of unverified mails is set to what the sale's guests need, as an academy
 * expecting a rush would set it) — and a third of the dates are small enough to sell out, so refusals happen.
 * At the end every date's seat counter must equal its seat-holding lines and never exceed its capacity.
 * Prints `name: value` lines; exits 1 on an unexpected error or a broken seat count. A benchmark, not a test:
 * targets are ≥ 200 bookings/s and p95 ≤ 50 ms (docs/performance.md).
 *   Run: npx tsx scripts/bench-db.ts [bookings] [clients]   (npm run bench:db)
 */
import { Client } from 'pg';
import { loadDatabase } from '../tests/db/loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer, type PgServerInfo } from '../tests/db/pgServer';

const BOOKINGS = Number(process.argv[2] ?? 4000);
const CLIENTS = Number(process.argv[3] ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 40);

/** Refusals the rules give in a sale (not failures): a sold-out date, a guest cap reached. */
const EXPECTED_REFUSALS = ['SESSION_SOLD_OUT', 'GUEST_SEATS_EXHAUSTED', 'TOO_MANY_SEATS'];
/** Every third date has room for this many seats: it sells out during the run. */
const SMALL_CAPACITY = 60;

const customer = (email: string) => ({
  first_name: 'Bench',
  last_name: 'Mark',
  email,
  customer_type: 'private',
  street: 'Messweg 1',
  postal_code: '10115',
  city: 'Berlin',
});
const PARTICIPANTS = [
  { first_name: 'Anna', last_name: 'Eins', email: 'anna@example.test' },
  { first_name: 'Bernd', last_name: 'Zwei', email: 'bernd@example.test' },
];

async function createSessions(url: string): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.seminar_sessions (seminar_id, location_id, start_date, end_date, capacity)
       select s.id, l.id, current_date + 30 + g, current_date + 30 + g,
              case when g % 3 = 0 then ${SMALL_CAPACITY} else 100000 end
       from generate_series(1, $1) g
       cross join lateral (select id from public.seminars where published order by slug offset (g % 10) limit 1) s
       cross join lateral (select id from public.locations order by city_slug offset (g % 6) limit 1) l
       returning id`,
      [SESSIONS],
    );
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

/** Confirmed accounts, one per signed-in buyer (their receipts go to a verified address: no mail limit applies). */
async function createCustomers(url: string, count: number): Promise<Array<{ id: string; email: string }>> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; email: string }>(
      `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
       select 'kunde-' || n || '@bench.test', now(), '{}' from generate_series(1, $1) n
       returning id, email`,
      [count],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/** The sale's guests need one unverified receipt each within the hour; the other limits stay as seeded. */
async function allowGuestReceipts(url: string, guests: number): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('update public.settings set unverified_mails_per_hour = greatest(unverified_mails_per_hour, $1)', [
      guests + 100,
    ]);
  } finally {
    await db.end();
  }
}

/** Dates whose seat counter differs from their seat-holding lines, or exceeds their capacity. */
async function brokenSeatCounts(url: string): Promise<number> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ broken: string }>(
      `select count(*) as broken from public.seminar_sessions s
       left join lateral (
         select coalesce(sum(bi.quantity), 0) as held from public.booking_items bi
         join public.bookings b on b.id = bi.booking_id
         where bi.session_id = s.id and b.status in ('pending', 'confirmed', 'paid')
       ) h on true
       where s.seats_booked <> h.held or s.seats_booked > s.capacity`,
    );
    return Number(rows[0]?.broken ?? 0);
  } finally {
    await db.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface RunResult {
  latencies: number[];
  seconds: number;
  failures: number;
  refusals: Map<string, number>;
}

const errorCode = (error: unknown) => /\b[A-Z][A-Z_]{3,}\b/.exec((error as Error).message)?.[0] ?? 'UNKNOWN';

async function run(url: string, sessions: string[], customers: Array<{ id: string; email: string }>): Promise<RunResult> {
  const clients = Array.from({ length: CLIENTS }, () => new Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const refusals = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (next < BOOKINGS) {
        const n = next++;
        // A cart of two lines in different sessions, so locks of several sessions are taken in id order.
        const lines = [0, 1].map((k) => ({
          session_id: sessions[(n + k * 7) % sessions.length],
          quantity: 2,
          participants: PARTICIPANTS,
        }));
        const account = n % 2 === 1 ? customers[(n - 1) / 2] : undefined;
        const claims = account ? { sub: account.id, role: 'authenticated' } : { role: 'anon' };
        const t0 = performance.now();
        try {
          await client.query(`begin; set local role ${account ? 'authenticated' : 'anon'};`);
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
          await client.query('select public.book_cart($1, $2, $3)', [
            JSON.stringify(lines),
            JSON.stringify(customer(account?.email ?? `gast-${n}@bench.test`)),
            'invoice',
          ]);
          await client.query('commit');
          latencies.push(performance.now() - t0);
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          const code = errorCode(error);
          if (EXPECTED_REFUSALS.includes(code)) {
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
            continue;
          }
          failures += 1;
          if (failures === 1) console.error(`first failure: ${(error as Error).message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return { latencies, seconds, failures, refusals };
}

async function main(): Promise<void> {
  let server: PgServerInfo | undefined;
  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await stopPgServer(current);
  };
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startPgServer({ maxConnections: CLIENTS + 20 });
    stopOnExit(server);
    const url = connectionString(server);
    await loadDatabase(url);
    const sessions = await createSessions(url);
    const customers = await createCustomers(url, Math.floor(BOOKINGS / 2));
    await allowGuestReceipts(url, Math.ceil(BOOKINGS / 2));
    const { latencies, seconds, failures, refusals } = await run(url, sessions, customers);
    const broken = await brokenSeatCounts(url);
    const sorted = [...latencies].sort((a, b) => a - b);
    const lines: Array<[string, string]> = [
      ['book_cart_throughput_per_s', (latencies.length / seconds).toFixed(1)],
      ['book_cart_p50_ms', percentile(sorted, 50).toFixed(2)],
      ['book_cart_p95_ms', percentile(sorted, 95).toFixed(2)],
      ['book_cart_p99_ms', percentile(sorted, 99).toFixed(2)],
      ['bookings', String(latencies.length)],
      ['refused_by_rules', [...refusals].map(([code, count]) => `${code}=${count}`).join(' ') || '0'],
      ['failures', String(failures)],
      ['dates_with_wrong_seat_count', String(broken)],
      ['clients', String(CLIENTS)],
      ['lines_per_booking', '2'],
      ['seconds', seconds.toFixed(2)],
    ];
    for (const [name, value] of lines) console.log(`${name}: ${value}`);
    if (failures > 0 || broken > 0) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
