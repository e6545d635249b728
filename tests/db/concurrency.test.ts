/**
 * 200 buyers race for 20 seats, each on its own connection (as 200 PostgREST requests would): the row lock in
 * book_cart must sell exactly 20 seats and refuse every other call. Expiries run in between: the date starts with
 * 6 seats held by due holds, and the pg_cron job (private.expire_holds) runs concurrently with the buyers. Half of
 * the buyers are guests (their unconfirmed holds are capped at half of the date), half signed-in customers.
 */
import { Client } from 'pg';
import { asSuperuser, closePool, testDatabaseUrl } from './client';
import {
  createSession,
  CUSTOMER_DETAILS,
  expectSeatInvariant,
  participants,
  seatsBooked,
  sessionLine,
} from './fixtures';

afterAll(closePool);

const BUYERS = 200;
const SEATS = 20;
const EXPIRY_RUNS = 10;

async function createBuyers(count: number): Promise<string[]> {
  const { rows } = await asSuperuser().query(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     select 'rennen-' || $2 || '-' || n || '@akademie.test', now(), '{}' from generate_series(1, $1) n
     returning id`,
    [count, `${process.pid}-${Date.now()}`],
  );
  return rows.map((r) => (r as { id: string }).id);
}

async function buyOne(client: Client, sessionId: string, i: number, userId: string | null): Promise<string> {
  try {
    await client.query('begin');
    if (userId) {
      await client.query('set local role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated' }),
      ]);
    } else {
      await client.query('set local role anon');
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    }
    await client.query('select public.book_cart($1, $2, $3)', [
      JSON.stringify([{ session_id: sessionId, quantity: 1, participants: participants(1, `kaeufer${i}-`) }]),
      JSON.stringify({ ...CUSTOMER_DETAILS, email: `kaeufer${i}@example.test` }),
      'invoice',
    ]);
    await client.query('commit');
    return 'booked';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    return (error as Error).message;
  }
}

async function expireOnce(client: Client): Promise<string> {
  try {
    await client.query('select private.expire_holds()');
    return 'expired';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('concurrency', () => {
  it(`${BUYERS} concurrent book_cart calls sell exactly ${SEATS} seats, with expiries interleaved`, async () => {
    const session = await createSession({ capacity: SEATS });
    // Six seats held by three guest holds that are already due.
    const due: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await asSuperuser().query(`select (public.book_cart($1, $2, 'online') ->> 'booking_id') as id`, [
        JSON.stringify([sessionLine(session, 2)]),
        JSON.stringify({ ...CUSTOMER_DETAILS, email: `faellig${i}@example.test` }),
      ]);
      due.push((rows[0] as { id: string }).id);
    }
    await asSuperuser().query(
      `update public.bookings set hold_expires_at = now() - interval '1 second' where id = any ($1)`,
      [due],
    );
    expect(await seatsBooked(session)).toBe(6);

    const users = await createBuyers(BUYERS / 2);
    const clients = Array.from(
      { length: BUYERS + EXPIRY_RUNS },
      () => new Client({ connectionString: testDatabaseUrl() }),
    );
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const buyers = clients.slice(0, BUYERS).map((c, i) => buyOne(c, session, i, i % 2 === 0 ? null : users[i >> 1]!));
      const expiries = clients.slice(BUYERS).map((c) => expireOnce(c));
      const outcomes = await Promise.all(buyers);
      expect(await Promise.all(expiries)).toEqual(Array(EXPIRY_RUNS).fill('expired'));
      expect(outcomes.filter((o) => o === 'booked')).toHaveLength(SEATS);
      // Refused: sold out, or (guests only) the guests' half of the date is taken.
      const refusals = outcomes.filter((o) => o !== 'booked');
      expect(refusals.filter((o) => o !== 'SESSION_SOLD_OUT' && o !== 'GUEST_SEATS_EXHAUSTED')).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(await seatsBooked(session)).toBe(SEATS);
    await expectSeatInvariant([session]);
    const { rows } = await asSuperuser().query(
      `select coalesce(sum(bi.quantity), 0)::int as seats, count(distinct bi.booking_id)::int as bookings,
              coalesce(sum(bi.quantity) filter (where b.user_id is null), 0)::int as guest_seats
         from public.booking_items bi join public.bookings b on b.id = bi.booking_id
        where bi.session_id = $1 and b.status = 'pending'`,
      [session],
    );
    expect(rows[0]).toMatchObject({ seats: SEATS, bookings: SEATS });
    expect((rows[0] as { guest_seats: number }).guest_seats).toBeLessThanOrEqual(SEATS / 2);
    const expired = await asSuperuser().query(
      `select count(*)::int as n from public.bookings where id = any ($1) and status = 'expired'`,
      [due],
    );
    expect(expired.rows[0]).toEqual({ n: 3 });
  }, 90_000);
});
