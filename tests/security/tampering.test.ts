/** The browser is never trusted with a price, a role or a seat count (docs/data-model.md). */
import { asSuperuser, closePool } from '../db/client';
import {
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  participants,
  seatsBooked,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

let customer: TestUser;
let victim: TestUser;
beforeAll(async () => {
  customer = await createCustomer('trickser');
  victim = await createCustomer('opfer');
});

async function ownBooking(sessionId: string): Promise<string> {
  const result = await as(customer).rpc<{ booking_id: string }>('book_cart', {
    _lines: [{ session_id: sessionId, quantity: 1, participants: participants(1) }],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  return result.booking_id;
}

describe('tampering', () => {
  it('ignores client prices, totals, status and user ids in the lines and the customer', async () => {
    const session = await createSession({ seminarSlug: 'seo-grundlagen' });
    const result = await as(customer).rpc<Record<string, unknown>>('book_cart', {
      _lines: [
        {
          session_id: session,
          quantity: 1,
          participants: participants(1),
          price: 1,
          unit_net_cents: 1,
          line_net_cents: 1,
          total: 1,
          vat_rate: 0,
        },
      ],
      _customer: { ...CUSTOMER_DETAILS, net_cents: 1, gross_cents: 1, total: 1, status: 'paid', user_id: victim.id },
      _payment_method: 'invoice',
    });
    expect(result).toMatchObject({ net_cents: 125_210, vat_cents: 23_790, gross_cents: 149_000, status: 'pending' });
    const { rows } = await asSuperuser().query(
      'select user_id, status, gross_cents from public.bookings where id = $1',
      [result.booking_id],
    );
    expect(rows).toEqual([{ user_id: customer.id, status: 'pending', gross_cents: 149_000 }]);
  });

  it("cannot change their own booking's totals or status (0 rows updated, row unchanged)", async () => {
    const id = await ownBooking(await createSession());
    const update = await as(customer).query(
      "update public.bookings set gross_cents = 1, net_cents = 1, vat_cents = 0, status = 'paid' where id = $1",
      [id],
    );
    expect(update.rowCount).toBe(0);
    const items = await as(customer).query('update public.booking_items set unit_net_cents = 0 where booking_id = $1', [
      id,
    ]);
    expect(items.rowCount).toBe(0);
    const { rows } = await asSuperuser().query('select status, gross_cents from public.bookings where id = $1', [id]);
    expect(rows).toEqual([{ status: 'pending', gross_cents: 149_000 }]);
  });

  it('cannot change seats_booked or capacity of a session (0 rows updated)', async () => {
    const session = await createSession({ capacity: 10, seatsBooked: 10 });
    const update = await as(customer).query(
      'update public.seminar_sessions set seats_booked = 0, capacity = 99 where id = $1',
      [session],
    );
    expect(update.rowCount).toBe(0);
    expect(await seatsBooked(session)).toBe(10);
  });

  it('cannot grant themselves admin (insert denied 42501, update of own role 0 rows)', async () => {
    const insert = await expectDbError(() =>
      as(customer).query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [customer.id]),
    );
    expect(insert.code).toBe('42501');
    const update = await as(customer).query("update public.user_roles set role = 'admin' where user_id = $1", [
      customer.id,
    ]);
    expect(update.rowCount).toBe(0);
    expect(await anon().rpc('has_role', { _user_id: customer.id, _role: 'admin' })).toBe(false);
  });

  it("cannot take over someone else's profile (update 0 rows; own profile cannot be moved to another user)", async () => {
    const other = await as(customer).query("update public.profiles set first_name = 'X' where user_id = $1", [
      victim.id,
    ]);
    expect(other.rowCount).toBe(0);
    const move = await expectDbError(() =>
      as(customer).query('update public.profiles set user_id = $1 where user_id = $2', [victim.id, customer.id]),
    );
    expect(move.code).toBe('42501');
  });
});
