/**
 * 200 buyers race for 20 seats, each on its own connection (as 200 PostgREST requests would): the row lock in
 * book_cart must sell exactly 20 seats and refuse every other call with SESSION_SOLD_OUT.
 */
import { Client } from 'pg';
import { asSuperuser, closePool, testDatabaseUrl } from './client';
import { createSession, CUSTOMER_DETAILS, participants, seatsBooked } from './fixtures';

afterAll(closePool);

const BUYERS = 200;
const SEATS = 20;

async function buyOne(client: Client, sessionId: string, i: number): Promise<'booked' | string> {
  try {
    await client.query('begin');
    await client.query('set local role anon');
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
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

describe('concurrency', () => {
  it(`${BUYERS} concurrent book_cart calls sell exactly ${SEATS} seats`, async () => {
    const session = await createSession({ capacity: SEATS });
    const clients = Array.from({ length: BUYERS }, () => new Client({ connectionString: testDatabaseUrl() }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const outcomes = await Promise.all(clients.map((c, i) => buyOne(c, session, i)));
      expect(outcomes.filter((o) => o === 'booked')).toHaveLength(SEATS);
      expect(outcomes.filter((o) => o !== 'booked')).toEqual(Array(BUYERS - SEATS).fill('SESSION_SOLD_OUT'));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(await seatsBooked(session)).toBe(SEATS);
    const { rows } = await asSuperuser().query(
      'select coalesce(sum(quantity), 0)::int as seats, count(distinct booking_id)::int as bookings from public.booking_items where session_id = $1',
      [session],
    );
    expect(rows).toEqual([{ seats: SEATS, bookings: SEATS }]);
  }, 60_000);
});
