/**
 * Getting onto the door list and a certificate with an expired booking, the attack first: an online booking that
 * expired unpaid still appeared in admin_session_participants, admin_set_attendance accepted its seat and a
 * certificate was queued. Now only seat-holding bookings (pending, confirmed, paid) are on the list, can be marked
 * present and get a certificate; a pending invoice booking holds seats, so it is listed.
 */
import { asSuperuser, closePool } from '../db/client';
import {
  ADMIN,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  expectSeatInvariant,
  sessionLine,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

let booker: TestUser;
let holder: TestUser;
beforeAll(async () => {
  booker = await createCustomer('tuerliste');
  holder = await createCustomer('gueltig');
});

interface Booked {
  booking_id: string;
  booking_number: string;
}

async function book(user: TestUser, session: string, method: 'online' | 'invoice'): Promise<Booked> {
  return as(user).rpc<Booked>('book_cart', {
    _lines: [sessionLine(session, 1)],
    _customer: { ...CUSTOMER_DETAILS, email: user.email },
    _payment_method: method,
  });
}

async function itemOf(bookingId: string): Promise<string> {
  const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [bookingId]);
  return (rows[0] as { id: string }).id;
}

describe('an expired booking is not on the door list and gets no certificate', () => {
  it('lists pending and confirmed seats only; refuses to mark the expired seat; queues no certificate', async () => {
    const session = await createSession({ dayOffset: 30, capacity: 10 });
    const expired = await book(booker, session, 'online');
    const pending = await book(holder, session, 'invoice');
    await asSuperuser().query(
      `update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [expired.booking_id],
    );
    await asSuperuser().query('select private.expire_holds(array[$1::uuid])', [session]);
    // The date took place.
    await asSuperuser().query(
      `update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1`,
      [session],
    );

    const list = await as(ADMIN).rpc<Array<{ booking_number: string }>>('admin_session_participants', {
      _session_id: session,
    });
    expect(list.map((row) => row.booking_number)).toEqual([pending.booking_number]);

    const expiredItem = await itemOf(expired.booking_id);
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: expiredItem, _participant_index: 0, _present: true }),
    );
    expect(error.message).toBe('BOOKING_NOT_FOUND');
    const { rows: mails } = await asSuperuser().query(
      `select 1 from public.email_outbox where template = 'certificate_issued' and booking_id = $1`,
      [expired.booking_id],
    );
    expect(mails).toHaveLength(0);

    // The pending invoice booking's seat is marked and certified as before.
    await as(ADMIN).rpc('admin_set_attendance', {
      _booking_item_id: await itemOf(pending.booking_id),
      _participant_index: 0,
      _present: true,
    });
    expect(await as(holder).rpc<unknown[]>('my_certificates', {})).toHaveLength(1);
    await expectSeatInvariant([session]);
  });

  it('a present mark left on a seat whose booking expired gives no certificate', async () => {
    const session = await createSession({ dayOffset: 30, capacity: 10 });
    const booking = await book(booker, session, 'online');
    const item = await itemOf(booking.booking_id);
    await asSuperuser().query(
      `insert into public.attendances (booking_item_id, participant_index, present) values ($1, 0, true)`,
      [item],
    );
    await asSuperuser().query(
      `update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [booking.booking_id],
    );
    await asSuperuser().query('select private.expire_holds(array[$1::uuid])', [session]);
    await asSuperuser().query(
      `update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1`,
      [session],
    );
    const { rows } = await asSuperuser().query('select private.certificate_json($1, 0) as certificate', [item]);
    expect(rows[0]).toEqual({ certificate: null });
    const mine = await as(booker).rpc<Array<{ booking_item_id: string }>>('my_certificates', {});
    expect(mine.filter((c) => c.booking_item_id === item)).toEqual([]);
    await expectSeatInvariant([session]);
  });
});
