/** cancel_booking: customers cancel their own bookings until 14 days before the start; admins any, any time. */
import { asSuperuser, closePool } from './client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  guestDetails,
  expectDbError,
  seatsBooked,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await createCustomer('storno');
  stranger = await createCustomer('fremd');
});

async function bookAs(user: TestUser, sessionId: string, quantity = 2): Promise<string> {
  const result = await as(user).rpc<{ booking_id: string }>('book_cart', {
    _lines: [sessionLine(sessionId, quantity)],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  return result.booking_id;
}

async function status(bookingId: string): Promise<{ status: string; cancelled: boolean }> {
  const { rows } = await asSuperuser().query(
    'select status, cancelled_at is not null as cancelled from public.bookings where id = $1',
    [bookingId],
  );
  return rows[0] as { status: string; cancelled: boolean };
}

describe('cancel_booking', () => {
  it('lets the customer cancel their own booking in time and releases the seats', async () => {
    const session = await createSession({ dayOffset: 30 });
    const booking = await bookAs(owner, session);
    expect(await seatsBooked(session)).toBe(2);
    const result = await as(owner).rpc('cancel_booking', { _booking_id: booking });
    expect(result).toEqual({ booking_id: booking, status: 'cancelled' });
    expect(await status(booking)).toEqual({ status: 'cancelled', cancelled: true });
    expect(await seatsBooked(session)).toBe(0);
  });

  it("refuses another customer's booking as if it did not exist (BOOKING_NOT_FOUND)", async () => {
    const session = await createSession({ dayOffset: 30 });
    const booking = await bookAs(owner, session);
    const error = await expectDbError(() => as(stranger).rpc('cancel_booking', { _booking_id: booking }));
    expect(error).toMatchObject({ code: 'P0001', message: 'BOOKING_NOT_FOUND', detail: { booking_id: booking } });
    expect(await status(booking)).toEqual({ status: 'pending', cancelled: false });
    expect(await seatsBooked(session)).toBe(2);
  });

  it('refuses the customer within 14 days of the start (CANCELLATION_PERIOD_OVER) but lets an admin cancel', async () => {
    const session = await createSession({ dayOffset: 10 });
    const booking = await bookAs(owner, session);
    const error = await expectDbError(() => as(owner).rpc('cancel_booking', { _booking_id: booking }));
    expect(error.message).toBe('CANCELLATION_PERIOD_OVER');
    expect(typeof error.detail.deadline).toBe('string');
    expect(await seatsBooked(session)).toBe(2);

    await as(ADMIN).rpc('cancel_booking', { _booking_id: booking });
    expect(await status(booking)).toEqual({ status: 'cancelled', cancelled: true });
    expect(await seatsBooked(session)).toBe(0);
  });

  it('allows the customer exactly up to the deadline: 15 days ahead is fine', async () => {
    const session = await createSession({ dayOffset: 15 });
    const booking = await bookAs(owner, session, 1);
    await as(owner).rpc('cancel_booking', { _booking_id: booking });
    expect((await status(booking)).status).toBe('cancelled');
  });

  it('lets an admin cancel any guest booking', async () => {
    const session = await createSession({ dayOffset: 5 });
    const guest = await anon().rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: guestDetails(),
      _payment_method: 'online',
    });
    await as(ADMIN).rpc('cancel_booking', { _booking_id: guest.booking_id });
    expect(await seatsBooked(session)).toBe(0);
  });

  it('refuses a second cancellation (BOOKING_ALREADY_CANCELLED) without releasing seats twice', async () => {
    const session = await createSession({ dayOffset: 40, seatsBooked: 5 });
    const booking = await bookAs(owner, session);
    await as(owner).rpc('cancel_booking', { _booking_id: booking });
    const error = await expectDbError(() => as(owner).rpc('cancel_booking', { _booking_id: booking }));
    expect(error.message).toBe('BOOKING_ALREADY_CANCELLED');
    expect(await seatsBooked(session)).toBe(5);
  });

  it('is not available to anonymous visitors (42501)', async () => {
    const error = await expectDbError(() =>
      anon().rpc('cancel_booking', { _booking_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(error.code).toBe('42501');
  });
});
