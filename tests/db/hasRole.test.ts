/** has_role is what the app's admin check calls (docs/states.md: RPC has_role with _user_id and _role 'admin'). */
import { closePool } from './client';
import { ADMIN, anon, as, CUSTOMER } from './fixtures';

afterAll(closePool);

describe('has_role', () => {
  it.each([
    ['the admin', ADMIN.id, true],
    ['the customer', CUSTOMER.id, false],
    ['a random uuid', '3f1c2b7e-9a4d-4e5f-8b6a-1c2d3e4f5a6b', false],
  ])('admin role of %s is %s', async (_who, userId, expected) => {
    expect(await as(CUSTOMER).rpc('has_role', { _user_id: userId, _role: 'admin' })).toBe(expected);
    expect(await anon().rpc('has_role', { _user_id: userId, _role: 'admin' })).toBe(expected);
  });

  it('knows the customer role too', async () => {
    expect(await as(CUSTOMER).rpc('has_role', { _user_id: CUSTOMER.id, _role: 'customer' })).toBe(true);
  });
});
