/**
 * Impersonation in the admin's user list, the attack first: a customer wrote the admin's address into their own
 * profile (`update profiles set email = 'admin@akademie.test', first_name = 'Sabine'`), and the Users page, where
 * roles are granted, showed it. profiles.email is now a mirror of the auth record: only the auth e-mail-change flow
 * (auth.users.email) changes it.
 */
import { asSuperuser, closePool } from '../db/client';
import { ADMIN, as, createCustomer, expectDbError, type TestUser } from '../db/fixtures';

afterAll(closePool);

let customer: TestUser;
beforeAll(async () => {
  customer = await createCustomer('hochstapler');
});

async function profileEmail(userId: string): Promise<string | null> {
  const { rows } = await asSuperuser().query('select email from public.profiles where user_id = $1', [userId]);
  return (rows[0] as { email: string | null }).email;
}

describe('profiles.email follows the auth record only', () => {
  it("refuses a customer's attempt to pose as the admin, and keeps the name change apart", async () => {
    const error = await expectDbError(() =>
      as(customer).query(
        `update public.profiles set email = 'admin@akademie.test', first_name = 'Sabine' where user_id = $1`,
        [customer.id],
      ),
    );
    expect(error).toMatchObject({ code: 'P0001', message: 'EMAIL_READ_ONLY', detail: { field: 'email' } });
    expect(await profileEmail(customer.id)).toBe(customer.email);
    // The name alone is the customer's to change.
    await as(customer).query(`update public.profiles set first_name = 'Sabine' where user_id = $1`, [customer.id]);
    expect(await profileEmail(customer.id)).toBe(customer.email);
  });

  it('also refuses it to an admin: the address comes from the auth record', async () => {
    const error = await expectDbError(() =>
      as(ADMIN).query(`update public.profiles set email = 'irgendwer@example.test' where user_id = $1`, [customer.id]),
    );
    expect(error.message).toBe('EMAIL_READ_ONLY');
  });

  it('takes the auth address on insert, whatever the client sends', async () => {
    const fresh = await createCustomer('einfuegen');
    await asSuperuser().query('delete from public.profiles where user_id = $1', [fresh.id]);
    await as(fresh).query(`insert into public.profiles (user_id, email) values ($1, 'admin@akademie.test')`, [
      fresh.id,
    ]);
    expect(await profileEmail(fresh.id)).toBe(fresh.email);
  });

  it('follows the auth e-mail-change flow (auth.users.email)', async () => {
    const moving = await createCustomer('umzug');
    await asSuperuser().query(`update auth.users set email = 'neue.adresse@example.test' where id = $1`, [moving.id]);
    expect(await profileEmail(moving.id)).toBe('neue.adresse@example.test');
  });
});
