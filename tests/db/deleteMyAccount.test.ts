/** delete_my_account: the caller's login, profile and roles go; bookings stay, detached; the last admin is refused. */
import { asSuperuser, closePool } from './client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  sessionLine,
} from './fixtures';

afterAll(closePool);

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await asSuperuser().query(sql, params);
  return Number((rows[0] as { count: string }).count);
}

describe('delete_my_account', () => {
  it('deletes the login, profile and roles, and keeps the bookings without the account link', async () => {
    const leaving = await createCustomer('geht');
    const session = await createSession({ dayOffset: 40 });
    const { booking_id } = await as(leaving).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session, 1)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'invoice',
    });

    await expect(as(leaving).rpc('delete_my_account', {})).resolves.toEqual({ user_id: leaving.id, deleted: true });

    expect(await count('select count(*) from auth.users where id = $1', [leaving.id])).toBe(0);
    expect(await count('select count(*) from public.profiles where user_id = $1', [leaving.id])).toBe(0);
    expect(await count('select count(*) from public.user_roles where user_id = $1', [leaving.id])).toBe(0);
    const { rows } = await asSuperuser().query('select user_id, booking_number from public.bookings where id = $1', [
      booking_id,
    ]);
    expect(rows[0]).toMatchObject({
      user_id: null,
      booking_number: expect.stringMatching(/^DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/),
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await expectDbError(() => anon().rpc('delete_my_account', {}))).code).toBe('42501');
  });

  it('refuses the last admin, who would lock the academy out', async () => {
    const error = await expectDbError(() => as(ADMIN).rpc('delete_my_account', {}));
    expect(error).toMatchObject({ code: 'P0001', message: 'LAST_ADMIN', detail: { user_id: ADMIN.id } });
    expect(await count('select count(*) from auth.users where id = $1', [ADMIN.id])).toBe(1);
  });
});
