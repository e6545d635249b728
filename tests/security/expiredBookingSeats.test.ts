/**
 * Releasing seats twice through an expired booking, the attack first: an online booking whose hold lapsed has given
 * its seats back already; withdrawing it (guest form or signed in) answered `cancelled` and lowered the seat counter
 * again, so three cycles on a 10-seat date left 15 participants holding 10 seats. Now only bookings that hold seats
 * (pending, confirmed, paid) can be withdrawn or cancelled, and the counter always equals their seats.
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
  expectSeatInvariant,
  sessionLine,
  type TestUser,
} from '../db/fixtures';
import { rpcRequest, type RpcAnswer } from './apiRequest';

afterAll(closePool);

const asUser = (client: PoolClient, user: TestUser, fn: string, args: Record<string, unknown>) =>
  rpcRequest(client, 'authenticated', claimsFor(user), fn, args);

interface Booked {
  booking_id: string;
  booking_number: string;
}

async function book(
  client: PoolClient,
  user: TestUser,
  sessionId: string,
  quantity: number,
  paymentMethod: 'online' | 'invoice',
): Promise<RpcAnswer> {
  return asUser(client, user, 'book_cart', {
    _lines: [sessionLine(sessionId, quantity)],
    _customer: { ...CUSTOMER_DETAILS, email: user.email },
    _payment_method: paymentMethod,
  });
}

/** The hold lapses: the booking is due, and the expiry job runs. */
async function lapse(client: PoolClient, bookingId: string): Promise<void> {
  await client.query(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [
    bookingId,
  ]);
  await client.query('select private.expire_holds()');
  const { rows } = await client.query('select status from public.bookings where id = $1', [bookingId]);
  expect(rows[0]).toEqual({ status: 'expired' });
}

async function counter(client: PoolClient, sessionId: string): Promise<number> {
  const { rows } = await client.query('select seats_booked from public.seminar_sessions where id = $1', [sessionId]);
  return (rows[0] as { seats_booked: number }).seats_booked;
}

let buyer: TestUser;
let other: TestUser;
beforeAll(async () => {
  buyer = await createCustomer('verfallen');
  other = await createCustomer('zweiter');
});

describe('an expired booking cannot release its seats a second time', () => {
  it('withdrawing (guest and signed in), cancelling and admin-cancelling an expired booking are refused; the counter stays', async () => {
    const session = await createSession({ dayOffset: 40, capacity: 10 });
    await transaction(
      async (client) => {
        const answer = await book(client, buyer, session, 3, 'online');
        expect(answer.ok).toBe(true);
        const booking = (answer as { result: Booked }).result;
        await lapse(client, booking.booking_id);
        const held = await book(client, other, session, 2, 'invoice');
        expect(held.ok).toBe(true);
        expect(await counter(client, session)).toBe(2);

        const guest = await rpcRequest(client, 'anon', undefined, 'withdraw_booking_as_guest', {
          _booking_number: booking.booking_number,
          _email: buyer.email,
          _name: 'Erika Musterfrau',
        });
        expect(guest).toMatchObject({ ok: false, code: 'BOOKING_EXPIRED' });
        expect(await counter(client, session)).toBe(2);
        const signedIn = await asUser(client, buyer, 'withdraw_booking', { _booking_id: booking.booking_id });
        expect(signedIn).toMatchObject({ ok: false, code: 'BOOKING_EXPIRED' });
        expect(await counter(client, session)).toBe(2);
        const cancelled = await asUser(client, buyer, 'cancel_booking', { _booking_id: booking.booking_id });
        expect(cancelled).toMatchObject({ ok: false, code: 'BOOKING_EXPIRED' });
        const adminCancel = await asUser(client, ADMIN, 'cancel_booking', { _booking_id: booking.booking_id });
        expect(adminCancel).toMatchObject({ ok: false, code: 'BOOKING_EXPIRED' });
        const adminStatus = await asUser(client, ADMIN, 'admin_set_booking_status', {
          _booking_id: booking.booking_id,
          _status: 'cancelled',
        });
        expect(adminStatus).toMatchObject({ ok: false, code: 'INVALID_STATUS_TRANSITION' });
        expect(await counter(client, session)).toBe(2);
        // Cancelling the date flags only the bookings that still hold seats, and releases nothing.
        const sessionCancel = await asUser(client, ADMIN, 'admin_cancel_session', { _session_id: session });
        expect(sessionCancel).toMatchObject({ ok: true, result: { flagged_bookings: 1 } });
        const { rows } = await client.query('select needs_follow_up from public.bookings where id = $1', [
          booking.booking_id,
        ]);
        expect(rows[0]).toEqual({ needs_follow_up: false });
        expect(await counter(client, session)).toBe(2);
        await expectSeatInvariant([session], {}, client);
      },
      { rollback: true },
    );
  });

  it('three expire-and-withdraw cycles on a 10-seat date never put more than 10 participants on it', async () => {
    const session = await createSession({ dayOffset: 40, capacity: 10 });
    await transaction(
      async (client) => {
        for (let cycle = 0; cycle < 3; cycle += 1) {
          const answer = await book(client, buyer, session, 3, 'online');
          expect(answer.ok).toBe(true);
          const booking = (answer as { result: Booked }).result;
          await lapse(client, booking.booking_id);
          // Someone else takes the seats that came back.
          expect((await book(client, other, session, 3, 'invoice')).ok).toBe(true);
          await asUser(client, buyer, 'withdraw_booking', { _booking_id: booking.booking_id });
          await rpcRequest(client, 'anon', undefined, 'withdraw_booking_as_guest', {
            _booking_number: booking.booking_number,
            _email: buyer.email,
            _name: 'Erika Musterfrau',
          });
          await expectSeatInvariant([session], {}, client);
        }
        // Whatever is left is sold; nobody gets past the capacity.
        while ((await book(client, other, session, 1, 'invoice')).ok);
        const { rows } = await client.query(
          `select coalesce(sum(bi.quantity), 0)::integer as held from public.booking_items bi
           join public.bookings b on b.id = bi.booking_id
           where bi.session_id = $1 and b.status in ('pending', 'confirmed', 'paid')`,
          [session],
        );
        expect(rows[0]).toEqual({ held: 10 });
        expect(await counter(client, session)).toBe(10);
        await expectSeatInvariant([session], {}, client);
      },
      { rollback: true },
    );
  });
});
