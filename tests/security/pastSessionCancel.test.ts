/**
 * Cancelling a date that has already been held, the attack first: only the admin's UI hid the cancel button on a past
 * date; a direct `admin_cancel_session` call on it set the date `cancelled`, flagged every booking of the held course
 * for follow-up (refunds) and mailed every participant that their course was cancelled. Now a date whose first day
 * has started is refused with SESSION_ALREADY_HELD and nothing changes.
 * Each test runs in one rolled-back transaction, one savepoint per request (PostgREST's request transaction).
 */
import type { PoolClient } from 'pg';
import { closePool, transaction } from '../db/client';
import {
  ADMIN,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  sessionLine,
  type TestUser,
} from '../db/fixtures';
import { rpcRequest } from './apiRequest';

afterAll(closePool);

const asUser = (client: PoolClient, user: TestUser, fn: string, args: Record<string, unknown>) =>
  rpcRequest(client, 'authenticated', claimsFor(user), fn, args);

let buyer: TestUser;
beforeAll(async () => {
  buyer = await createCustomer('gehalten');
});

/** A booking on a future date that is then moved into the past (a booking on a past date is refused). */
async function bookThenHold(client: PoolClient, session: string, startSql: string): Promise<string> {
  const answer = await asUser(client, buyer, 'book_cart', {
    _lines: [sessionLine(session, 2)],
    _customer: { ...CUSTOMER_DETAILS, email: buyer.email },
    _payment_method: 'invoice',
  });
  expect(answer.ok).toBe(true);
  await client.query(`update public.seminar_sessions set ${startSql} where id = $1`, [session]);
  return (answer as { result: { booking_id: string } }).result.booking_id;
}

async function snapshot(client: PoolClient, session: string, booking: string) {
  const { rows } = await client.query(
    `select s.status, s.seats_booked, b.needs_follow_up, b.status as booking_status,
            (select count(*)::int from public.email_outbox o
              where o.booking_id = b.id and o.template = 'session_cancelled') as cancelled_mails
     from public.seminar_sessions s, public.bookings b where s.id = $1 and b.id = $2`,
    [session, booking],
  );
  return rows[0] as Record<string, unknown>;
}

describe('an admin cannot cancel a date that has already been held', () => {
  it.each([
    ['a date held last week', `start_date = current_date - 7, end_date = current_date - 6`],
    [
      'a two-day course that began yesterday and ends tomorrow',
      `start_date = current_date - 1, end_date = current_date + 1`,
    ],
    [
      'a date that began earlier today',
      `start_date = (now() at time zone 'Europe/Berlin')::date, end_date = (now() at time zone 'Europe/Berlin')::date,
       start_time = '00:00', end_time = '23:59'`,
    ],
  ])('%s: SESSION_ALREADY_HELD, the date, its bookings and the outbox stay as they were', async (_name, startSql) => {
    const session = await createSession({ dayOffset: 30, capacity: 10 });
    await transaction(
      async (client) => {
        const booking = await bookThenHold(client, session, startSql);
        const before = await snapshot(client, session, booking);
        expect(before).toMatchObject({ status: 'scheduled', seats_booked: 2, needs_follow_up: false });

        const answer = await asUser(client, ADMIN, 'admin_cancel_session', { _session_id: session });
        expect(answer).toMatchObject({ ok: false, code: 'SESSION_ALREADY_HELD' });
        expect(JSON.parse((answer as { detail: string }).detail)).toEqual({ session_id: session });
        expect(await snapshot(client, session, booking)).toEqual(before);
      },
      { rollback: true },
    );
  });

  it('a date that starts tomorrow can still be cancelled', async () => {
    const session = await createSession({ dayOffset: 30, capacity: 10 });
    await transaction(
      async (client) => {
        const booking = await bookThenHold(
          client,
          session,
          `start_date = current_date + 1, end_date = current_date + 1`,
        );
        const answer = await asUser(client, ADMIN, 'admin_cancel_session', { _session_id: session });
        expect(answer).toMatchObject({ ok: true, result: { status: 'cancelled', flagged_bookings: 1 } });
        expect(await snapshot(client, session, booking)).toMatchObject({ status: 'cancelled', needs_follow_up: true });
      },
      { rollback: true },
    );
  });
});
