// What the Deno tests share: a real PostgreSQL (SUPABASE_DB_URL, started and loaded by scripts/deno-tests.ts), local
// HTTP servers on 127.0.0.1 standing in for Stripe and the mail provider (every request recorded), and the edge
// functions served over real HTTP.
import pg from 'npm:pg@^8.23.1';
import { closeDbPool } from '../_runtime/db.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A server on a free port of 127.0.0.1 that records each request and answers with `reply`. */
export function startServer(
  reply: (request: RecordedRequest, index: number) => Response | Promise<Response>,
): LocalServer {
  const requests: RecordedRequest[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body: await request.text(),
    };
    requests.push(recorded);
    return await reply(recorded, requests.length - 1);
  });
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => server.shutdown() };
}

/** Serves an edge function's handler like the edge runtime does. */
export function serveFunction(handler: (request: Request) => Promise<Response>): LocalServer {
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler);
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}`, requests: [], close: () => server.shutdown() };
}

/** A superuser connection for setup and assertions (the functions use their own pool). */
export async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: Deno.env.get('SUPABASE_DB_URL') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends the functions' pool after a test (Deno's sanitizers want every resource closed). */
export const closeFunctionsPool = closeDbPool;

export const SERVICE_ROLE_KEY = 'service-role-key-for-tests';

export async function customerId(): Promise<string> {
  return await withDb(async (db) => {
    const { rows } = await db.query(`select id from auth.users where email = 'kunde@akademie.test'`);
    return rows[0].id as string;
  });
}

export async function adminId(): Promise<string> {
  return await withDb(async (db) => {
    const { rows } = await db.query(`select id from auth.users where email = 'admin@akademie.test'`);
    return rows[0].id as string;
  });
}

/** A fresh bookable session `dayOffset` days ahead of a seeded seminar. */
export async function createSession(dayOffset = 40): Promise<string> {
  return await withDb(async (db) => {
    const { rows } = await db.query(
      `insert into public.seminar_sessions (seminar_id, location_id, start_date, end_date, capacity)
       select s.id, (select id from public.locations where city_slug = 'berlin' limit 1),
              current_date + $1::int, current_date + $1::int + s.duration_days - 1, 20
       from public.seminars s where s.slug = 'seo-grundlagen' returning id`,
      [dayOffset],
    );
    return rows[0].id as string;
  });
}

export const CUSTOMER_DETAILS = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  customer_type: 'private',
  street: 'Musterweg 1',
  postal_code: '10115',
  city: 'Berlin',
};

/** Runs SQL as an API user, exactly like PostgREST: role and JWT claims set for one transaction. */
export async function asUser<T>(
  db: pg.Client,
  userId: string,
  sql: string,
  params: unknown[],
): Promise<T> {
  await db.query('begin');
  try {
    await db.query('set local role authenticated');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ]);
    const { rows } = await db.query(sql, params);
    await db.query('commit');
    return rows[0] as T;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** book_cart as the demo customer: one line of `quantity` seats. */
export async function bookAsCustomer(sessionId: string, paymentMethod: 'invoice' | 'online', quantity = 1) {
  const user = await customerId();
  const participants = Array.from({ length: quantity }, (_, i) => ({
    first_name: `Vorname${i + 1}`,
    last_name: `Nachname${i + 1}`,
    email: `teilnehmer${i + 1}@example.test`,
  }));
  return await withDb(async (db) => {
    const row = await asUser<{ r: { booking_id: string; booking_number: string; payment_token: string; user: string } }>(
      db,
      user,
      'select public.book_cart($1, $2, $3) as r',
      [JSON.stringify([{ session_id: sessionId, quantity, participants }]), JSON.stringify(CUSTOMER_DETAILS), paymentMethod],
    );
    return { ...row.r, user };
  });
}

export async function setStatusAsAdmin(bookingId: string, status: string): Promise<void> {
  const admin = await adminId();
  await withDb((db) =>
    asUser(db, admin, 'select public.admin_set_booking_status($1, $2::public.booking_status)', [bookingId, status]),
  );
}

/** One statement as superuser; its rows. */
// deno-lint-ignore no-explicit-any
export async function sql<R = Record<string, any>>(text: string, params: unknown[] = []): Promise<R[]> {
  return await withDb(async (db) => (await db.query(text, params)).rows as R[]);
}
