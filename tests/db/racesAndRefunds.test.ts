/**
 * Races and fail-open paths, each attack first: two admins deleting their accounts at once; a missing settings row;
 * a cancelled paid booking without a trace for the refund; a Stripe payment for an already cancelled booking.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadDatabase, sqlFilesInOrder } from './loadDatabase';
import { asRole, asSuperuser, becomeRole, closePool, testDatabaseUrl, transaction } from './client';
import {
  ADMIN,
  anon,
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  expectSeatInvariant,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

async function bookingRow(id: string): Promise<Record<string, unknown>> {
  const { rows } = await asSuperuser().query('select * from public.bookings where id = $1', [id]);
  return rows[0] as Record<string, unknown>;
}

describe('delete_my_account: two admins leaving at once', () => {
  // A database of its own: the race needs exactly two admins, and the shared one has the seeded admin.
  const url = testDatabaseUrl().replace(/\/[^/]+$/, `/race_${process.pid}`);
  beforeAll(async () => {
    await asSuperuser().query(`create database race_${process.pid}`);
    // The API roles exist cluster-wide already: the shim without its `create role` lines.
    const [shim, ...rest] = sqlFilesInOrder();
    const ownShim = join(mkdtempSync(join(tmpdir(), 'race-')), 'auth-shim.sql');
    writeFileSync(ownShim, readFileSync(shim!, 'utf8').replace(/^create role .*;$/gm, ''));
    await loadDatabase(url, [ownShim, ...rest]);
  }, 60_000);
  afterAll(async () => {
    await asSuperuser().query(`drop database if exists race_${process.pid} with (force)`);
  });

  it('serialises on the admin roles: one leaves, the other is refused LAST_ADMIN', async () => {
    const setup = new Client({ connectionString: url });
    await setup.connect();
    const { rows } = await setup.query(
      `insert into auth.users (email, email_confirmed_at) values ('zweite.admin@akademie.test', now()) returning id`,
    );
    const second: TestUser = { id: (rows[0] as { id: string }).id, email: 'zweite.admin@akademie.test' };
    await setup.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [second.id]);

    const first = new Client({ connectionString: url });
    const other = new Client({ connectionString: url });
    await Promise.all([first.connect(), other.connect()]);
    try {
      await first.query('begin');
      await becomeRole(first as never, 'authenticated', claimsFor(ADMIN));
      await first.query('select public.delete_my_account()');

      await other.query('begin');
      await becomeRole(other as never, 'authenticated', claimsFor(second));
      const late = other.query('select public.delete_my_account()').then(
        () => 'deleted',
        (error: Error) => error.message,
      );
      // The second deletion waits for the first one's lock on the admin roles …
      for (let i = 0; i < 100; i += 1) {
        const waiting = await setup.query(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%delete_my_account%'`,
        );
        if ((waiting.rows[0] as { n: number }).n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.query('commit');
      // … and then sees that it would remove the last admin.
      expect(await late).toBe('LAST_ADMIN');
      await other.query('rollback');
    } finally {
      await Promise.all([first.end(), other.end()]);
    }
    const admins = await setup.query(`select user_id from public.user_roles where role = 'admin'`);
    expect(admins.rows).toEqual([{ user_id: second.id }]);
    await setup.end();
  }, 60_000);
});

describe('settings: the row stays, and every rule fails closed without it', () => {
  it('refuses deleting the settings row, to admins and to the database owner alike', async () => {
    expect((await expectDbError(() => as(ADMIN).query('delete from public.settings where id = 1'))).message).toBe(
      'SETTINGS_REQUIRED',
    );
    await expect(
      transaction((client) => client.query('delete from public.settings where id = 1'), { rollback: true }),
    ).rejects.toThrow('SETTINGS_REQUIRED');
  });

  it('without the row (triggers bypassed) a customer can neither cancel nor book', async () => {
    const customer = await createCustomer('ohne-einstellungen');
    const session = await createSession({ dayOffset: 3 });
    const { booking_id } = await as(customer).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'invoice',
    });
    await asSuperuser().query(`update public.bookings set status = 'paid', paid_at = now() where id = $1`, [
      booking_id,
    ]);
    const outcomes = await transaction(
      async (client) => {
        await client.query(`set local session_replication_role = replica`);
        await client.query('delete from public.settings where id = 1');
        await client.query(`set local session_replication_role = origin`);
        const attempt = async (sql: string, params: unknown[]) => {
          await client.query('savepoint attempt');
          try {
            await becomeRole(client, 'authenticated', claimsFor(customer));
            await client.query(sql, params);
            return 'allowed';
          } catch (error) {
            return (error as Error).message;
          } finally {
            await client.query('rollback to savepoint attempt');
            await client.query('reset role');
          }
        };
        return [
          await attempt('select public.cancel_booking($1)', [booking_id]),
          await attempt('select public.book_cart($1, $2, $3)', [
            JSON.stringify([sessionLine(session)]),
            JSON.stringify(CUSTOMER_DETAILS),
            'invoice',
          ]),
        ];
      },
      { rollback: true },
    );
    expect(outcomes).toEqual(['SETTINGS_REQUIRED', 'BOOKING_CLOSED']);
    expect(await bookingRow(booking_id)).toMatchObject({ status: 'paid' });
  });
});

describe('refunds', () => {
  it('cancelling a paid booking flags it for follow-up with the amount to refund', async () => {
    const customer = await createCustomer('erstattung');
    const session = await createSession({ dayOffset: 40 });
    const booked = await as(customer).rpc<{ booking_id: string; gross_cents: number }>('book_cart', {
      _lines: [sessionLine(session, 2)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'online',
    });
    await asRole('service_role').rpc('record_stripe_payment', {
      _event_id: `evt_bezahlt_${booked.booking_id}`,
      _booking_id: booked.booking_id,
      _amount_cents: booked.gross_cents,
    });
    expect(await bookingRow(booked.booking_id)).toMatchObject({ status: 'paid', refund_cents: null });
    await as(customer).rpc('cancel_booking', { _booking_id: booked.booking_id });
    expect(await bookingRow(booked.booking_id)).toMatchObject({
      status: 'cancelled',
      needs_follow_up: true,
      refund_cents: booked.gross_cents,
    });
    await expectSeatInvariant([session]);
  });

  it('an unpaid cancellation needs no refund', async () => {
    const customer = await createCustomer('unbezahlt');
    const session = await createSession({ dayOffset: 40 });
    const { booking_id } = await as(customer).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'invoice',
    });
    await as(customer).rpc('cancel_booking', { _booking_id: booking_id });
    expect(await bookingRow(booking_id)).toMatchObject({ needs_follow_up: false, refund_cents: null });
    await expectSeatInvariant([session]);
  });
});

describe('record_stripe_payment: the webhook never fails for a known booking', () => {
  async function cancelledBooking(): Promise<{ booking_id: string; gross_cents: number }> {
    const customer = await createCustomer('zuspaet-bezahlt');
    const session = await createSession({ dayOffset: 40 });
    const booked = await as(customer).rpc<{ booking_id: string; gross_cents: number }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'online',
    });
    await as(customer).rpc('cancel_booking', { _booking_id: booked.booking_id });
    return booked;
  }

  it('the old path refuses a payment for a cancelled booking (the webhook answered 500 forever)', async () => {
    const { booking_id } = await cancelledBooking();
    const error = await expectDbError(() =>
      asRole('service_role').rpc('mark_booking_paid_by_webhook', { _booking_id: booking_id }),
    );
    expect(error.message).toBe('INVALID_STATUS_TRANSITION');
  });

  it('records a payment for a cancelled booking and flags the refund, once per Stripe event', async () => {
    const { booking_id, gross_cents } = await cancelledBooking();
    const service = asRole('service_role');
    const event = `evt_storniert_${booking_id}`;
    const first = await service.rpc('record_stripe_payment', {
      _event_id: event,
      _booking_id: booking_id,
      _amount_cents: gross_cents,
    });
    expect(first).toEqual({ event_id: event, booking_id, outcome: 'refund_needed' });
    expect(await bookingRow(booking_id)).toMatchObject({
      status: 'cancelled',
      paid_at: expect.any(Date),
      needs_follow_up: true,
      refund_cents: gross_cents,
    });
    // Stripe delivers the same event again: nothing changes.
    await expect(
      service.rpc('record_stripe_payment', { _event_id: event, _booking_id: booking_id, _amount_cents: gross_cents }),
    ).resolves.toEqual({ event_id: event, outcome: 'duplicate' });
    expect(await bookingRow(booking_id)).toMatchObject({ refund_cents: gross_cents });
  });

  it('marks a pending booking paid, answers an unknown booking without error, and is for the service role only', async () => {
    const session = await createSession();
    const { booking_id, gross_cents } = await anon().rpc<{ booking_id: string; gross_cents: number }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: { ...CUSTOMER_DETAILS, email: `zahlt-${process.pid}@example.test` },
      _payment_method: 'online',
    });
    const service = asRole('service_role');
    // The exact total pays (any other amount is amount_mismatch, docs/booking-rules.md).
    await expect(
      service.rpc('record_stripe_payment', {
        _event_id: `evt_a_${booking_id}`,
        _booking_id: booking_id,
        _amount_cents: gross_cents,
      }),
    ).resolves.toMatchObject({ outcome: 'paid' });
    await expect(
      service.rpc('record_stripe_payment', {
        _event_id: `evt_b_${booking_id}`,
        _booking_id: booking_id,
        _amount_cents: gross_cents,
      }),
    ).resolves.toMatchObject({ outcome: 'already_paid' });
    expect(await bookingRow(booking_id)).toMatchObject({ status: 'paid', hold_expires_at: null, refund_cents: null });
    await expect(
      service.rpc('record_stripe_payment', {
        _event_id: `evt_c_${booking_id}`,
        _booking_id: 'c0000000-0000-4000-8000-000000000999',
        _amount_cents: 1,
      }),
    ).resolves.toMatchObject({ outcome: 'unknown_booking' });
    for (const who of [anon(), as(ADMIN)]) {
      const error = await expectDbError(() =>
        who.rpc('record_stripe_payment', { _event_id: 'evt_x', _booking_id: booking_id, _amount_cents: 1 }),
      );
      expect(error.code).toBe('42501');
    }
  });
});
