/** change_participant: the booker replaces a participant free of charge until the date starts; every change logged. */
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
  type TestUser,
} from './fixtures';

afterAll(closePool);

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await createCustomer('ersatz');
  stranger = await createCustomer('fremd');
});

async function bookedItem(user: TestUser, dayOffset = 30): Promise<{ item: string; session: string }> {
  const session = await createSession({ dayOffset });
  const booked = await as(user).rpc<{ booking_id: string }>('book_cart', {
    _lines: [sessionLine(session, 2)],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [
    booked.booking_id,
  ]);
  return { item: (rows[0] as { id: string }).id, session };
}

const change = (item: string, index = 1, email = ' Neue.Person@Example.test ') => ({
  _booking_item_id: item,
  _participant_index: index,
  _first_name: ' Neue ',
  _last_name: 'Person',
  _email: email,
});

async function participants(item: string): Promise<unknown> {
  const { rows } = await asSuperuser().query('select participants from public.booking_items where id = $1', [item]);
  return (rows[0] as { participants: unknown }).participants;
}

describe('change_participant', () => {
  it('replaces the name and e-mail of one seat and logs the change with the previous participant', async () => {
    const { item } = await bookedItem(owner);
    const result = await as(owner).rpc('change_participant', change(item));
    expect(result).toEqual({
      booking_item_id: item,
      participant_index: 1,
      first_name: 'Neue',
      last_name: 'Person',
      email: 'neue.person@example.test',
    });
    expect(await participants(item)).toEqual([
      { first_name: 'Vorname1', last_name: 'Nachname1', email: 'teilnehmer1@example.test' },
      { first_name: 'Neue', last_name: 'Person', email: 'neue.person@example.test' },
    ]);
    const { rows } = await as(owner).query(
      `select participant_index, previous_email, email, changed_by from public.participant_changes
       where booking_item_id = $1`,
      [item],
    );
    expect(rows).toEqual([
      {
        participant_index: 1,
        previous_email: 'teilnehmer2@example.test',
        email: 'neue.person@example.test',
        changed_by: owner.id,
      },
    ]);
  });

  it('keeps the log to the booker and admins', async () => {
    const { item } = await bookedItem(owner);
    await as(owner).rpc('change_participant', change(item, 0));
    const read = (user: TestUser | null) =>
      (user ? as(user) : anon()).query('select id from public.participant_changes where booking_item_id = $1', [item]);
    expect((await read(ADMIN)).rows).toHaveLength(1);
    expect((await read(stranger)).rows).toHaveLength(0);
    expect((await read(null)).rows).toHaveLength(0);
  });

  it("refuses another customer's booking as missing, and anon entirely", async () => {
    const { item } = await bookedItem(owner);
    const error = await expectDbError(() => as(stranger).rpc('change_participant', change(item)));
    expect(error).toMatchObject({ message: 'BOOKING_NOT_FOUND', detail: { booking_item_id: item } });
    expect((await expectDbError(() => anon().rpc('change_participant', change(item)))).code).toBe('42501');
  });

  it('checks the seat and the new participant', async () => {
    const { item } = await bookedItem(owner);
    const seat = await expectDbError(() => as(owner).rpc('change_participant', change(item, 2)));
    expect(seat.detail).toEqual({ field: 'participant_index', reason: 'invalid' });
    const email = await expectDbError(() => as(owner).rpc('change_participant', change(item, 0, 'keine-adresse')));
    expect(email.detail).toEqual({ field: 'email', reason: 'invalid' });
    const name = await expectDbError(() =>
      as(owner).rpc('change_participant', { ...change(item), _first_name: '  ' }),
    );
    expect(name.detail).toEqual({ field: 'first_name', reason: 'required' });
  });

  it('is possible until the start of the date, not after (PARTICIPANT_CHANGE_CLOSED), and not on a cancelled booking', async () => {
    const { item, session } = await bookedItem(owner);
    await asSuperuser().query(
      'update public.seminar_sessions set start_date = current_date - 1, end_date = current_date + 1 where id = $1',
      [session],
    );
    const error = await expectDbError(() => as(owner).rpc('change_participant', change(item)));
    expect(error.message).toBe('PARTICIPANT_CHANGE_CLOSED');

    const other = await bookedItem(owner);
    await asSuperuser().query(
      `update public.bookings set status = 'cancelled' where id = (select booking_id from public.booking_items where id = $1)`,
      [other.item],
    );
    const cancelled = await expectDbError(() => as(owner).rpc('change_participant', change(other.item)));
    expect(cancelled.message).toBe('BOOKING_ALREADY_CANCELLED');
  });
});
