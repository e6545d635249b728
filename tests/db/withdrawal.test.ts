/**
 * The withdrawal button (§ 356a BGB) on PostgreSQL: who may withdraw (consumers only), for how long (14 days from the
 * contract, until midnight Berlin after the 14th day), what happens once the dates have run, the guest path that
 * does not reveal bookings, and who reads the recorded statements.
 */
import { asSuperuser, closePool } from './client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  seatsBooked,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await createCustomer('widerruf');
  stranger = await createCustomer('fremd');
});

interface Booked {
  booking_id: string;
  booking_number: string;
}

async function bookAs(
  user: TestUser | null,
  sessionId: string,
  customer: Record<string, unknown> = CUSTOMER_DETAILS,
): Promise<Booked> {
  return (user ? as(user) : anon()).rpc<Booked>('book_cart', {
    _lines: [sessionLine(sessionId, 2)],
    _customer: customer,
    _payment_method: 'invoice',
  });
}

async function setCreatedAt(bookingId: string, sql: string): Promise<void> {
  await asSuperuser().query(`update public.bookings set created_at = ${sql} where id = $1`, [bookingId]);
}

async function moveSession(sessionId: string, startOffset: number, endOffset: number): Promise<void> {
  await asSuperuser().query(
    `update public.seminar_sessions set start_date = current_date + $2::int, end_date = current_date + $3::int
     where id = $1`,
    [sessionId, startOffset, endOffset],
  );
}

async function bookingState(bookingId: string) {
  const { rows } = await asSuperuser().query(
    `select b.status, b.needs_follow_up, b.cancelled_at is not null as cancelled,
            w.via, w.user_id, w.service_started, w.confirmation_email, w.received_at is not null as received
     from public.bookings b left join public.booking_withdrawals w on w.booking_id = b.id where b.id = $1`,
    [bookingId],
  );
  return rows[0] as Record<string, unknown>;
}

describe('withdraw_booking (signed in)', () => {
  it('records the statement with its time, cancels the booking, releases the seats and flags the refund', async () => {
    const session = await createSession({ dayOffset: 40 });
    const booking = await bookAs(owner, session);
    const before = Date.now();
    const result = await as(owner).rpc<Record<string, unknown>>('withdraw_booking', {
      _booking_id: booking.booking_id,
    });
    expect(result).toMatchObject({
      booking_id: booking.booking_id,
      booking_number: booking.booking_number,
      status: 'cancelled',
      service_started: false,
      confirmation_email: 'erika.musterfrau@example.test',
    });
    expect(Date.parse(String(result.received_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(await bookingState(booking.booking_id)).toEqual({
      status: 'cancelled',
      needs_follow_up: true,
      cancelled: true,
      via: 'account',
      user_id: owner.id,
      service_started: false,
      confirmation_email: 'erika.musterfrau@example.test',
      received: true,
    });
    expect(await seatsBooked(session)).toBe(0);
  });

  it('refuses a second statement for the same booking (WITHDRAWAL_ALREADY_RECEIVED)', async () => {
    const booking = await bookAs(owner, await createSession({ dayOffset: 40 }));
    await as(owner).rpc('withdraw_booking', { _booking_id: booking.booking_id });
    const error = await expectDbError(() => as(owner).rpc('withdraw_booking', { _booking_id: booking.booking_id }));
    expect(error.message).toBe('WITHDRAWAL_ALREADY_RECEIVED');
  });

  it("treats another customer's booking as missing (BOOKING_NOT_FOUND) and refuses anon", async () => {
    const booking = await bookAs(owner, await createSession({ dayOffset: 40 }));
    const error = await expectDbError(() => as(stranger).rpc('withdraw_booking', { _booking_id: booking.booking_id }));
    expect(error).toMatchObject({ message: 'BOOKING_NOT_FOUND', detail: { booking_id: booking.booking_id } });
    const denied = await expectDbError(() => anon().rpc('withdraw_booking', { _booking_id: booking.booking_id }));
    expect(denied.code).toBe('42501');
    expect((await bookingState(booking.booking_id)).status).toBe('pending');
  });

  it('does not apply to companies (WITHDRAWAL_NOT_CONSUMER)', async () => {
    const booking = await bookAs(owner, await createSession({ dayOffset: 40 }), {
      ...CUSTOMER_DETAILS,
      customer_type: 'company',
      company_name: 'Musterfirma GmbH',
    });
    const error = await expectDbError(() => as(owner).rpc('withdraw_booking', { _booking_id: booking.booking_id }));
    expect(error.message).toBe('WITHDRAWAL_NOT_CONSUMER');
    expect((await bookingState(booking.booking_id)).status).toBe('pending');
  });

  it('runs 14 days from the contract: 14 days ago is in time, 15 days ago is too late', async () => {
    const inTime = await bookAs(owner, await createSession({ dayOffset: 40 }));
    await setCreatedAt(inTime.booking_id, "now() - interval '14 days'");
    await as(owner).rpc('withdraw_booking', { _booking_id: inTime.booking_id });
    expect((await bookingState(inTime.booking_id)).status).toBe('cancelled');

    const late = await bookAs(owner, await createSession({ dayOffset: 40 }));
    await setCreatedAt(late.booking_id, "now() - interval '15 days'");
    const error = await expectDbError(() => as(owner).rpc('withdraw_booking', { _booking_id: late.booking_id }));
    expect(error.message).toBe('WITHDRAWAL_PERIOD_OVER');
    expect(typeof error.detail.deadline).toBe('string');
  });

  it('ends at midnight Berlin time after the 14th day after the contract day', async () => {
    const { rows } = await asSuperuser().query(
      `select private.withdrawal_deadline('2026-11-02 23:30:00+00') as a, private.withdrawal_deadline('2026-07-01 08:00:00+00') as b`,
    );
    const row = rows[0] as { a: Date; b: Date };
    // 03.11. 00:30 Berlin (winter) → 18.11. 00:00 Berlin = 17.11. 23:00 UTC; 01.07. (summer) → 16.07. 00:00 = 22:00 UTC.
    expect(row.a.toISOString()).toBe('2026-11-17T23:00:00.000Z');
    expect(row.b.toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });

  it('allows a withdrawal after the start (pro-rata value owed) but not after the last day (service completed)', async () => {
    const running = await createSession({ dayOffset: 40, seminarSlug: 'seo-grundlagen' });
    const started = await bookAs(owner, running);
    await moveSession(running, -1, 1);
    const result = await as(owner).rpc<Record<string, unknown>>('withdraw_booking', {
      _booking_id: started.booking_id,
    });
    expect(result.service_started).toBe(true);

    const over = await createSession({ dayOffset: 40 });
    const completed = await bookAs(owner, over);
    await moveSession(over, -2, -1);
    const error = await expectDbError(() => as(owner).rpc('withdraw_booking', { _booking_id: completed.booking_id }));
    expect(error.message).toBe('WITHDRAWAL_SERVICE_COMPLETED');
  });

  it('refuses a cancelled booking (BOOKING_ALREADY_CANCELLED)', async () => {
    const booking = await bookAs(owner, await createSession({ dayOffset: 40 }));
    await as(owner).rpc('cancel_booking', { _booking_id: booking.booking_id });
    const error = await expectDbError(() => as(owner).rpc('withdraw_booking', { _booking_id: booking.booking_id }));
    expect(error.message).toBe('BOOKING_ALREADY_CANCELLED');
  });
});

describe('withdraw_booking_as_guest', () => {
  it('identifies the contract by booking number and e-mail (trimmed, any case) and records it as a guest statement', async () => {
    const booking = await bookAs(null, await createSession({ dayOffset: 40 }));
    const result = await anon().rpc<Record<string, unknown>>('withdraw_booking_as_guest', {
      _booking_number: ` ${booking.booking_number.toLowerCase()} `,
      _email: ' Erika.Musterfrau@Example.TEST',
      _name: 'Erika Musterfrau',
    });
    expect(result).toMatchObject({ booking_id: booking.booking_id, status: 'cancelled' });
    expect(await bookingState(booking.booking_id)).toMatchObject({ via: 'guest', user_id: null, status: 'cancelled' });
  });

  // A failed identification is an answer, not an error: the attempt it records must commit (tests/security).
  it('answers a wrong number and a wrong e-mail identically, naming neither', async () => {
    const booking = await bookAs(null, await createSession({ dayOffset: 40 }));
    const wrongEmail = await anon().rpc('withdraw_booking_as_guest', {
      _booking_number: booking.booking_number,
      _email: `x-${process.pid}-${Date.now()}@example.test`,
      _name: 'Erika Musterfrau',
    });
    const wrongNumber = await anon().rpc('withdraw_booking_as_guest', {
      _booking_number: 'DA-2026-999999',
      _email: `y-${process.pid}-${Date.now()}@example.test`,
      _name: 'Erika Musterfrau',
    });
    expect(wrongEmail).toEqual({ refused: 'BOOKING_NOT_FOUND' });
    expect(wrongNumber).toEqual(wrongEmail);
    expect((await bookingState(booking.booking_id)).status).toBe('pending');
  });

  it('applies the same rules (a company booking is refused)', async () => {
    const booking = await bookAs(null, await createSession({ dayOffset: 40 }), {
      ...CUSTOMER_DETAILS,
      customer_type: 'company',
      company_name: 'Musterfirma GmbH',
    });
    const error = await expectDbError(() =>
      anon().rpc('withdraw_booking_as_guest', {
        _booking_number: booking.booking_number,
        _email: CUSTOMER_DETAILS.email,
        _name: 'Erika Musterfrau',
      }),
    );
    expect(error.message).toBe('WITHDRAWAL_NOT_CONSUMER');
    expect(error.detail).toEqual({}); // no more than the caller typed
  });
});

describe('my_withdrawal_options and who reads withdrawals', () => {
  it("lists only the caller's bookings, each with its refusal or null", async () => {
    const user = await createCustomer('optionen');
    const open = await bookAs(user, await createSession({ dayOffset: 40 }));
    const company = await bookAs(user, await createSession({ dayOffset: 40 }), {
      ...CUSTOMER_DETAILS,
      customer_type: 'company',
      company_name: 'Musterfirma GmbH',
    });
    const options = await as(user).rpc<Array<Record<string, unknown>>>('my_withdrawal_options', {});
    expect(options.map((o) => [o.booking_id, o.refusal])).toEqual(
      expect.arrayContaining([
        [open.booking_id, null],
        [company.booking_id, 'WITHDRAWAL_NOT_CONSUMER'],
      ]),
    );
    expect(options).toHaveLength(2);
    expect(await as(stranger).rpc('my_withdrawal_options', {})).toEqual([]);
  });

  it('lets the booker and admins read a withdrawal; nobody else', async () => {
    const booking = await bookAs(owner, await createSession({ dayOffset: 40 }));
    await as(owner).rpc('withdraw_booking', { _booking_id: booking.booking_id });
    const read = (user: TestUser | null) =>
      (user ? as(user) : anon()).query('select id from public.booking_withdrawals where booking_id = $1', [
        booking.booking_id,
      ]);
    expect((await read(owner)).rows).toHaveLength(1);
    expect((await read(ADMIN)).rows).toHaveLength(1);
    expect((await read(stranger)).rows).toHaveLength(0);
    expect((await read(null)).rows).toHaveLength(0);
    const insert = await expectDbError(() =>
      as(owner).query(
        `insert into public.booking_withdrawals (booking_id, via, confirmation_email) values ($1, 'account', 'x@y.de')`,
        [booking.booking_id],
      ),
    );
    expect(insert.code).toBe('42501');
  });
});
