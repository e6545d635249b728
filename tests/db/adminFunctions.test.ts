/** The admin functions: FORBIDDEN for everyone else, and the rules the admin screens rely on. */
import { asRole, asSuperuser, closePool } from './client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER,
  guestDetails,
  expectDbError,
  seatsBooked,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

async function guestBooking(sessionId: string, quantity = 2): Promise<string> {
  const result = await anon().rpc<{ booking_id: string }>('book_cart', {
    _lines: [sessionLine(sessionId, quantity)],
    _customer: guestDetails(),
    _payment_method: 'invoice',
  });
  return result.booking_id;
}

async function booking(id: string): Promise<Record<string, unknown>> {
  const { rows } = await asSuperuser().query(
    'select status, paid_at is not null as paid, cancelled_at is not null as cancelled, needs_follow_up from public.bookings where id = $1',
    [id],
  );
  return rows[0] as Record<string, unknown>;
}

describe('admin functions refuse non-admins with FORBIDDEN', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['admin_set_booking_status', { _booking_id: uuid, _status: 'paid' }],
    ['admin_cancel_session', { _session_id: uuid }],
    ['admin_update_session_capacity', { _session_id: uuid, _capacity: 1 }],
    ['admin_set_user_role', { _user_id: CUSTOMER.id, _role: 'admin', _grant: true }],
  ])('%s', async (fn, args) => {
    const error = await expectDbError(() => as(CUSTOMER).rpc(fn, args));
    expect(error).toMatchObject({ code: 'P0001', message: 'FORBIDDEN' });
    const anonError = await expectDbError(() => anon().rpc(fn, args));
    expect(anonError.code).toBe('42501');
  });
});

describe('admin_update_session_capacity and the capacity trigger', () => {
  it('refuses a capacity below the seats booked (CAPACITY_BELOW_BOOKED), accepts one at or above', async () => {
    const session = await createSession({ capacity: 10, seatsBooked: 6 });
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_update_session_capacity', { _session_id: session, _capacity: 5 }),
    );
    expect(error).toMatchObject({
      message: 'CAPACITY_BELOW_BOOKED',
      detail: { id: session, capacity: 5, seats_booked: 6 },
    });
    expect(await as(ADMIN).rpc('admin_update_session_capacity', { _session_id: session, _capacity: 6 })).toEqual({
      session_id: session,
      capacity: 6,
      seats_booked: 6,
    });
  });

  it('gives the same code when an admin edits the row directly', async () => {
    const session = await createSession({ capacity: 10, seatsBooked: 6 });
    const error = await expectDbError(() =>
      as(ADMIN).query('update public.seminar_sessions set capacity = 2 where id = $1', [session]),
    );
    expect(error.message).toBe('CAPACITY_BELOW_BOOKED');
  });

  it('SESSION_NOT_FOUND for an unknown session', async () => {
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_update_session_capacity', {
        _session_id: '00000000-0000-4000-8000-00000000beef',
        _capacity: 5,
      }),
    );
    expect(error.message).toBe('SESSION_NOT_FOUND');
  });
});

describe('admin_set_booking_status and mark_booking_paid_by_webhook', () => {
  it('confirms, marks paid (paid_at) and refuses to revive a cancelled booking', async () => {
    const session = await createSession();
    const id = await guestBooking(session);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: id, _status: 'confirmed' });
    expect(await booking(id)).toMatchObject({ status: 'confirmed', paid: false });
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: id, _status: 'paid' });
    expect(await booking(id)).toMatchObject({ status: 'paid', paid: true });
    const back = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_booking_status', { _booking_id: id, _status: 'pending' }),
    );
    expect(back.message).toBe('INVALID_STATUS_TRANSITION');
  });

  it('cancelling releases the seats; a cancelled booking stays cancelled', async () => {
    const session = await createSession();
    const id = await guestBooking(session, 3);
    expect(await seatsBooked(session)).toBe(3);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: id, _status: 'cancelled' });
    expect(await booking(id)).toMatchObject({ status: 'cancelled', cancelled: true });
    expect(await seatsBooked(session)).toBe(0);
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_booking_status', { _booking_id: id, _status: 'confirmed' }),
    );
    expect(error).toMatchObject({
      message: 'INVALID_STATUS_TRANSITION',
      detail: { from: 'cancelled', to: 'confirmed' },
    });
  });

  it('the payment webhook (service role only) marks a booking paid, idempotently', async () => {
    const id = await guestBooking(await createSession(), 1);
    const webhook = asRole('service_role', { sub: '', role: 'service_role' });
    await webhook.rpc('mark_booking_paid_by_webhook', { _booking_id: id });
    await webhook.rpc('mark_booking_paid_by_webhook', { _booking_id: id });
    expect(await booking(id)).toMatchObject({ status: 'paid', paid: true });
    const denied = await expectDbError(() => as(CUSTOMER).rpc('mark_booking_paid_by_webhook', { _booking_id: id }));
    expect(denied.code).toBe('42501');
  });
});

describe('admin_cancel_session', () => {
  it('cancels the session and flags its open bookings for follow-up', async () => {
    const session = await createSession();
    const open = await guestBooking(session);
    const alreadyCancelled = await guestBooking(session, 1);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: alreadyCancelled, _status: 'cancelled' });

    const result = await as(ADMIN).rpc('admin_cancel_session', { _session_id: session });
    expect(result).toEqual({ session_id: session, status: 'cancelled', flagged_bookings: 1 });
    expect(await booking(open)).toMatchObject({ status: 'pending', needs_follow_up: true });
    expect(await booking(alreadyCancelled)).toMatchObject({ needs_follow_up: false });
    const { rows } = await asSuperuser().query('select status from public.seminar_sessions where id = $1', [session]);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
});

describe('admin_set_user_role', () => {
  let colleague: TestUser;
  beforeAll(async () => {
    colleague = await createCustomer('kollegin');
  });

  const hasRole = (user: TestUser, role: string) => anon().rpc<boolean>('has_role', { _user_id: user.id, _role: role });

  it('grants and revokes roles', async () => {
    expect(
      await as(ADMIN).rpc('admin_set_user_role', { _user_id: colleague.id, _role: 'admin', _grant: true }),
    ).toEqual({
      user_id: colleague.id,
      roles: ['admin', 'customer'],
    });
    expect(await hasRole(colleague, 'admin')).toBe(true);
    // With a second admin around, the colleague may give up their own admin role.
    await as(colleague).rpc('admin_set_user_role', { _user_id: colleague.id, _role: 'admin', _grant: false });
    expect(await hasRole(colleague, 'admin')).toBe(false);
  });

  it('refuses to revoke the last admin role (LAST_ADMIN), also when the admin tries it on themselves', async () => {
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_user_role', { _user_id: ADMIN.id, _role: 'admin', _grant: false }),
    );
    expect(error).toMatchObject({ message: 'LAST_ADMIN', detail: { user_id: ADMIN.id } });
    expect(await hasRole(ADMIN, 'admin')).toBe(true);
  });

  it('USER_NOT_FOUND for an unknown user', async () => {
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_user_role', {
        _user_id: '00000000-0000-4000-8000-00000000cafe',
        _role: 'admin',
        _grant: true,
      }),
    );
    expect(error.message).toBe('USER_NOT_FOUND');
  });
});
