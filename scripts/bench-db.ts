/**
 * Benchmark of book_cart on a real PostgreSQL 15 (started here like the SQL tests, see tests/db/pgServer.ts):
 * CLIENTS concurrent connections book BOOKINGS carts in total, each call a PostgREST-like request transaction.
 * Prints `name: value` lines. A benchmark, not a test: targets are ≥ 200 bookings/s and p95 ≤ 50 ms.
 *   Run: npx tsx scripts/bench-db.ts [bookings] [clients]   (npm run bench:db)
 */
import { Client } from 'pg';
import { loadDatabase } from '../tests/db/loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer, type PgServerInfo } from '../tests/db/pgServer';

const BOOKINGS = Number(process.argv[2] ?? 4000);
const CLIENTS = Number(process.argv[3] ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 40);

const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Mark',
  email: 'bench@example.test',
  customer_type: 'private',
  street: 'Messweg 1',
  postal_code: '10115',
  city: 'Berlin',
};
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
       select s.id, l.id, current_date + 30 + g, current_date + 30 + g, 100000
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function run(
  url: string,
  sessions: string[],
): Promise<{ latencies: number[]; seconds: number; failures: number }> {
  const clients = Array.from({ length: CLIENTS }, () => new Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
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
        const t0 = performance.now();
        try {
          await client.query(
            `begin; set local role anon; select set_config('request.jwt.claims', '{"role":"anon"}', true);`,
          );
          await client.query('select public.book_cart($1, $2, $3)', [
            JSON.stringify(lines),
            JSON.stringify(CUSTOMER),
            'invoice',
          ]);
          await client.query('commit');
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures += 1;
          await client.query('rollback').catch(() => undefined);
          if (failures === 1) console.error(`first failure: ${(error as Error).message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return { latencies, seconds, failures };
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
    const { latencies, seconds, failures } = await run(url, sessions);
    const sorted = [...latencies].sort((a, b) => a - b);
    const lines: Array<[string, string]> = [
      ['book_cart_throughput_per_s', (latencies.length / seconds).toFixed(1)],
      ['book_cart_p50_ms', percentile(sorted, 50).toFixed(2)],
      ['book_cart_p95_ms', percentile(sorted, 95).toFixed(2)],
      ['book_cart_p99_ms', percentile(sorted, 99).toFixed(2)],
      ['bookings', String(latencies.length)],
      ['failures', String(failures)],
      ['clients', String(CLIENTS)],
      ['lines_per_booking', '2'],
      ['seconds', seconds.toFixed(2)],
    ];
    for (const [name, value] of lines) console.log(`${name}: ${value}`);
    if (failures > 0) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
