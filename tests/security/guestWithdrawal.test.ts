/**
 * Cancelling someone else's booking through the guest withdrawal form (§ 356a BGB), the attack first: booking numbers
 * were sequential, so anyone who knew a customer's e-mail guessed the number (600 guesses in under a second) and
 * withdrew a registered customer's confirmed booking, releasing its seats; the refusals told bookings apart.
 * Now numbers are random (`DA-YYYY-` and 8 unambiguous characters), every failed identification gets the same answer,
 * and failed identifications are bounded per address and per hour (settings.withdrawal_attempts_per_address,
 * settings.withdrawal_attempts_per_hour). Each test runs in one rolled-back transaction, one savepoint per request as
 * PostgREST runs each call in its own transaction: a failed identification must commit its attempt row, so it answers
 * normally (`{"refused": "BOOKING_NOT_FOUND"}`) instead of raising.
 */
import type { PoolClient } from 'pg';
import { asSuperuser, becomeRole, closePool, pool, transaction } from '../db/client';
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

const anon = (client: PoolClient, fn: string, args: Record<string, unknown>) =>
  rpcRequest(client, 'anon', undefined, fn, args);
const asUser = (client: PoolClient, user: TestUser, fn: string, args: Record<string, unknown>) =>
  rpcRequest(client, 'authenticated', claimsFor(user), fn, args);

const withdrawAsGuest = (client: PoolClient, number: string, email: string, name = 'Erika Musterfrau') =>
  anon(client, 'withdraw_booking_as_guest', { _booking_number: number, _email: email, _name: name });

let mailCount = 0;
/** An address of its own per test: the attempt limits count per address. */
function freshEmail(name: string): string {
  mailCount += 1;
  return `${name}-${process.pid}-${Date.now()}-${mailCount}@example.test`;
}

interface Booked {
  booking_id: string;
  booking_number: string;
}

async function book(
  client: PoolClient,
  user: TestUser | null,
  sessionId: string,
  customer: Record<string, unknown>,
): Promise<Booked> {
  const args = { _lines: [sessionLine(sessionId, 2)], _customer: customer, _payment_method: 'invoice' };
  const answer = user ? await asUser(client, user, 'book_cart', args) : await anon(client, 'book_cart', args);
  if (!answer.ok) throw new Error(`book_cart refused: ${answer.code}`);
  return answer.result as Booked;
}

async function statusOf(client: PoolClient, bookingId: string): Promise<string> {
  const { rows } = await client.query('select status from public.bookings where id = $1', [bookingId]);
  return (rows[0] as { status: string }).status;
}

const NOT_FOUND: RpcAnswer = { ok: true, result: { refused: 'BOOKING_NOT_FOUND' } };
const TOO_MANY = 'TOO_MANY_ATTEMPTS';

describe('a stranger guessing booking numbers cannot withdraw a customer’s booking', () => {
  it('new booking numbers are random codes, not a sequence', async () => {
    await transaction(
      async (client) => {
        const session = await createSession({ dayOffset: 40 });
        const numbers: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          numbers.push(
            (await book(client, null, session, { ...CUSTOMER_DETAILS, email: freshEmail('nr') })).booking_number,
          );
        }
        for (const number of numbers) expect(number).toMatch(/^DA-\d{4}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
        expect(new Set(numbers).size).toBe(3);
      },
      { rollback: true },
    );
  });

  it('600 sequential guesses with a known e-mail cancel nothing and are refused after 5', async () => {
    const victim = await createCustomer('opfer');
    const session = await createSession({ dayOffset: 40, capacity: 10 });
    await transaction(
      async (client) => {
        const booking = await book(client, victim, session, { ...CUSTOMER_DETAILS, email: victim.email });
        const confirmed = await asUser(client, ADMIN, 'admin_set_booking_status', {
          _booking_id: booking.booking_id,
          _status: 'confirmed',
        });
        expect(confirmed.ok).toBe(true);
        // The attacker's own booking shows where the sequence stands; the guesses go back from there.
        const own = await book(client, null, session, { ...CUSTOMER_DETAILS, email: freshEmail('angreifer') });
        const [, year, tail] = /^DA-(\d{4})-(.+)$/.exec(own.booking_number)!;
        const start = /^\d+$/.test(tail!) ? Number(tail) : 601;
        const answers: RpcAnswer[] = [];
        for (let n = start - 1; n >= start - 600; n -= 1) {
          answers.push(
            await withdrawAsGuest(client, `DA-${year}-${String(Math.max(n, 0)).padStart(6, '0')}`, victim.email),
          );
        }
        expect(await statusOf(client, booking.booking_id)).toBe('confirmed');
        expect(answers.slice(0, 5)).toEqual(Array(5).fill(NOT_FOUND));
        expect(answers.slice(5).every((a) => !a.ok && a.code === TOO_MANY)).toBe(true);
        // Even the right number is refused now: the address is locked for the hour.
        const right = await withdrawAsGuest(client, booking.booking_number, victim.email);
        expect(right).toMatchObject({ ok: false, code: TOO_MANY });
        expect(await statusOf(client, booking.booking_id)).toBe('confirmed');
        await expectSeatInvariant([session], {}, client);
      },
      { rollback: true },
    );
  });

  it('a +tag or capital letters do not give an address new attempts', async () => {
    await transaction(
      async (client) => {
        const email = freshEmail('tagged');
        const [local, domain] = email.split('@');
        for (let i = 0; i < 5; i += 1) {
          expect(await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', `${local}+${i}@${domain}`.toUpperCase())).toEqual(
            NOT_FOUND,
          );
        }
        expect(await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', `${local}+neu@${domain}`)).toMatchObject({
          ok: false,
          code: TOO_MANY,
        });
      },
      { rollback: true },
    );
  });

  it('every failed identification gets the byte-identical answer, whatever exists', async () => {
    const session = await createSession({ dayOffset: 40 });
    await transaction(
      async (client) => {
        const owner = freshEmail('inhaber');
        const open = await book(client, null, session, { ...CUSTOMER_DETAILS, email: owner });
        const company = await book(client, null, session, {
          ...CUSTOMER_DETAILS,
          email: owner,
          customer_type: 'company',
          company_name: 'Musterfirma GmbH',
        });
        const cancelled = await book(client, null, session, { ...CUSTOMER_DETAILS, email: owner });
        expect((await withdrawAsGuest(client, cancelled.booking_number, owner)).ok).toBe(true);
        const expired = await book(client, null, session, { ...CUSTOMER_DETAILS, email: owner });
        await client.query(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [
          expired.booking_id,
        ]);
        await client.query('select private.expire_holds()');
        expect(await statusOf(client, expired.booking_id)).toBe('expired');

        // Each probe from an address of its own, so the per-address bound does not change the answer.
        const probes = [
          [open.booking_number, freshEmail('fremd')], // right number, wrong address
          [company.booking_number, freshEmail('fremd')], // a company's booking
          [cancelled.booking_number, freshEmail('fremd')], // an already withdrawn booking
          [expired.booking_number, freshEmail('fremd')], // an expired booking
          ['DA-2026-ZZZZZZZZ', owner], // the owner's address, a number that does not exist
          ['DA-2026-000001', freshEmail('fremd')], // an old-style number
          ['Unsinn', freshEmail('fremd')], // not a booking number at all
        ] as const;
        const answers = [];
        for (const [number, email] of probes) {
          const answer = await withdrawAsGuest(client, number, email);
          answers.push(JSON.stringify(answer));
        }
        expect(new Set(answers)).toEqual(new Set([JSON.stringify(NOT_FOUND)]));
        expect(await statusOf(client, open.booking_id)).toBe('pending');
        await expectSeatInvariant([session], {}, client);
      },
      { rollback: true },
    );
  });

  it('an identified booking is refused with its reason but nothing the caller did not type', async () => {
    const session = await createSession({ dayOffset: 40 });
    await transaction(
      async (client) => {
        const email = freshEmail('firma');
        const company = await book(client, null, session, {
          ...CUSTOMER_DETAILS,
          email,
          customer_type: 'company',
          company_name: 'Musterfirma GmbH',
        });
        const answer = await withdrawAsGuest(client, company.booking_number, email);
        expect(answer).toMatchObject({ ok: false, code: 'WITHDRAWAL_NOT_CONSUMER' });
        const detail = JSON.parse((answer as { detail: string }).detail) as Record<string, unknown>;
        expect(detail).not.toHaveProperty('booking_number');
      },
      { rollback: true },
    );
  });

  it('all addresses together are bounded per hour', async () => {
    const session = await createSession({ dayOffset: 40 });
    await transaction(
      async (client) => {
        const owner = freshEmail('stunde');
        const booking = await book(client, null, session, { ...CUSTOMER_DETAILS, email: owner });
        // Other test files may have left failed attempts of this hour: the bound is set 20 above them.
        const { rows } = await client.query(
          `select count(*)::integer as n from private.withdrawal_attempts where attempted_at > now() - interval '1 hour'`,
        );
        const limit = (rows[0] as { n: number }).n + 20;
        await client.query('update public.settings set withdrawal_attempts_per_hour = $1 where id = 1', [limit]);
        for (let i = 0; i < 20; i += 1) {
          expect(await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', freshEmail('viele'))).toEqual(NOT_FOUND);
        }
        const next = await withdrawAsGuest(client, booking.booking_number, owner);
        expect(next).toMatchObject({ ok: false, code: TOO_MANY });
        expect(await statusOf(client, booking.booking_id)).toBe('pending');
      },
      { rollback: true },
    );
  });

  it('the right number and e-mail still withdraw, whatever name is typed, and the name is recorded', async () => {
    const session = await createSession({ dayOffset: 40, capacity: 10 });
    await transaction(
      async (client) => {
        const email = freshEmail('echt');
        const booking = await book(client, null, session, { ...CUSTOMER_DETAILS, email });
        const answer = await withdrawAsGuest(client, ` ${booking.booking_number.toLowerCase()} `, email, ' E. Muster ');
        expect(answer).toMatchObject({ ok: true, result: { booking_id: booking.booking_id, status: 'cancelled' } });
        const { rows } = await client.query('select name, via from public.booking_withdrawals where booking_id = $1', [
          booking.booking_id,
        ]);
        expect(rows).toEqual([{ name: 'E. Muster', via: 'guest' }]);
        await expectSeatInvariant([session], {}, client);
      },
      { rollback: true },
    );
  });

  it('a name is required and bounded', async () => {
    await transaction(
      async (client) => {
        const email = freshEmail('name');
        expect(await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', email, '  ')).toMatchObject({
          ok: false,
          code: 'INVALID_INPUT',
        });
        const long = await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', email, 'x'.repeat(201));
        expect(long).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
        expect(JSON.parse((long as { detail: string }).detail)).toEqual({
          field: 'full_name',
          reason: 'too_long',
          max: 200,
        });
      },
      { rollback: true },
    );
  });

  it('a megabyte in the e-mail field is refused before anything is stored; one in the number only counts as a miss', async () => {
    await transaction(
      async (client) => {
        const count = async () =>
          Number(
            ((await client.query('select count(*) as n from private.withdrawal_attempts')).rows[0] as { n: string }).n,
          );
        const before = await count();
        const huge = 'x'.repeat(1_000_000);
        const email = await withdrawAsGuest(client, 'DA-2026-AAAAAAAA', `${huge}@example.test`);
        expect(email).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
        expect(JSON.parse((email as { detail: string }).detail)).toMatchObject({ field: 'email', max: 254 });
        expect(await count()).toBe(before);
        expect(await withdrawAsGuest(client, huge, freshEmail('riesig'))).toEqual(NOT_FOUND);
        const { rows } = await client.query(
          'select max(length(email_key)) as longest from private.withdrawal_attempts',
        );
        expect(Number((rows[0] as { longest: number }).longest)).toBeLessThanOrEqual(254);
      },
      { rollback: true },
    );
  });

  it('20 guesses for one address at the same moment record exactly the 5 allowed misses', async () => {
    const email = freshEmail('gleichzeitig');
    const guess = async (): Promise<RpcAnswer> => {
      // Each guess is its own committed request on its own connection, as concurrent PostgREST calls are.
      const client = await pool().connect();
      try {
        await client.query('begin');
        await becomeRole(client, 'anon', undefined);
        const { rows } = await client.query(
          'select public.withdraw_booking_as_guest(_booking_number => $1, _email => $2, _name => $3) as result',
          ['DA-2026-AAAAAAAA', email, 'Erika Musterfrau'],
        );
        await client.query('commit');
        return { ok: true, result: (rows[0] as { result: unknown }).result };
      } catch (error) {
        await client.query('rollback');
        const e = error as Error & { detail?: string };
        return { ok: false, code: e.message, detail: e.detail };
      } finally {
        client.release();
      }
    };
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, guess));
      expect(answers.filter((a) => a.ok)).toHaveLength(5);
      expect(answers.filter((a) => !a.ok && a.code === TOO_MANY)).toHaveLength(15);
      const { rows } = await asSuperuser().query(
        'select count(*)::integer as n from private.withdrawal_attempts where email_key = $1',
        [email],
      );
      expect(rows).toEqual([{ n: 5 }]);
    } finally {
      await asSuperuser().query('delete from private.withdrawal_attempts where email_key = $1', [email]);
    }
  });
});
