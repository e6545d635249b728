/**
 * The waiting list on real PostgreSQL: freed seats are offered in queue order inside the transaction that frees
 * them, held for the offered person only, passed on when an offer lapses or is given back; racing cancellations
 * never offer a seat twice; nobody reads another person's entry.
 */
import { Client } from 'pg';
import { asRole, asSuperuser, closePool, testDatabaseUrl } from './client';
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

interface Entry {
  entry_id: string;
  status: string;
  position: number | null;
  seats: number;
}

let buyer: TestUser;
let first: TestUser;
let second: TestUser;
let third: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  buyer = await createCustomer('kaeufer');
  first = await createCustomer('erste');
  second = await createCustomer('zweite');
  third = await createCustomer('dritte');
  stranger = await createCustomer('fremd');
});

async function book(user: TestUser, sessionId: string, quantity = 1, offerToken?: string): Promise<string> {
  const line = { ...sessionLine(sessionId, quantity), ...(offerToken ? { offer_token: offerToken } : {}) };
  const result = await as(user).rpc<{ booking_id: string }>('book_cart', {
    _lines: [line],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  return result.booking_id;
}

function join(user: TestUser, sessionId: string, seats = 1): Promise<Entry> {
  return as(user).rpc<Entry>('join_waitlist', {
    _session_id: sessionId,
    _webinar_id: null,
    _name: 'Wartende Person',
    _email: user.email,
    _seats: seats,
  });
}

async function entry(id: string) {
  const { rows } = await asSuperuser().query(
    `select status, offer_token, offer_expires_at, confirm_token, leave_token, booking_id,
            private.waitlist_position(id) as position,
            round(extract(epoch from offer_expires_at - offered_at) / 3600) as offer_hours
     from public.waitlist_entries where id = $1`,
    [id],
  );
  return rows[0] as {
    status: string;
    offer_token: string | null;
    confirm_token: string;
    leave_token: string;
    booking_id: string | null;
    position: number | null;
    offer_hours: string | null;
  };
}

/** A sold-out session of `capacity` seats, one booking per seat by `buyer`; returns the session and bookings. */
async function soldOut(capacity: number): Promise<{ session: string; bookings: string[] }> {
  const session = await createSession({ capacity });
  const bookings: string[] = [];
  for (let i = 0; i < capacity; i += 1) bookings.push(await book(buyer, session));
  return { session, bookings };
}

describe('waiting list', () => {
  it('joins only a sold-out date, once per address, with 1 to 10 seats', async () => {
    const open = await createSession({ capacity: 5 });
    expect(await expectDbError(() => join(first, open))).toMatchObject({
      message: 'WAITLIST_SEATS_AVAILABLE',
      detail: { session_id: open, seats_left: 5 },
    });
    const { session } = await soldOut(1);
    expect(await join(first, session)).toMatchObject({ status: 'waiting', position: 1, seats: 1 });
    expect(await expectDbError(() => join(first, session))).toMatchObject({ message: 'WAITLIST_ALREADY_JOINED' });
    expect(await expectDbError(() => join(second, session, 11))).toMatchObject({
      message: 'INVALID_INPUT',
      detail: { field: 'seats', reason: 'invalid_seats' },
    });
    expect(await join(second, session, 10)).toMatchObject({ status: 'waiting', position: 2, seats: 10 });
  });

  it('offers freed seats in queue order to the first entry whose seats fit, held for 24 hours', async () => {
    const { session, bookings } = await soldOut(2);
    const wantsTwo = await join(first, session, 2);
    const wantsOne = await join(second, session, 1);
    const alsoOne = await join(third, session, 1);

    await as(buyer).rpc('cancel_booking', { _booking_id: bookings[0] });
    expect((await entry(wantsTwo.entry_id)).status).toBe('waiting');
    expect(await entry(wantsOne.entry_id)).toMatchObject({ status: 'offered', position: 2, offer_hours: '24' });
    expect((await entry(alsoOne.entry_id)).status).toBe('waiting');

    await as(buyer).rpc('cancel_booking', { _booking_id: bookings[1] });
    expect((await entry(wantsTwo.entry_id)).status).toBe('waiting');
    expect((await entry(alsoOne.entry_id)).status).toBe('offered');
    expect(await seatsBooked(session)).toBe(0);
  });

  it('holds offered seats: a public buyer is refused, the offered person books them with the token', async () => {
    const { session, bookings } = await soldOut(1);
    const waiting = await join(first, session);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: bookings[0], _status: 'cancelled' });
    const offer = await entry(waiting.entry_id);
    expect(offer.status).toBe('offered');

    const refused = await expectDbError(() => book(stranger, session));
    expect(refused).toMatchObject({ message: 'SESSION_SOLD_OUT', detail: { seats_left: 0 } });
    const guest = await expectDbError(() =>
      anon().rpc('book_cart', {
        _lines: [{ ...sessionLine(session), offer_token: '00000000-0000-4000-8000-000000000000' }],
        _customer: CUSTOMER_DETAILS,
        _payment_method: 'invoice',
      }),
    );
    expect(guest.message).toBe('SESSION_SOLD_OUT');

    const booking = await book(first, session, 1, offer.offer_token!);
    expect(await entry(waiting.entry_id)).toMatchObject({ status: 'booked', booking_id: booking });
    expect(await seatsBooked(session)).toBe(1);
  });

  it('passes a lapsed offer to the next entry; the lapsed token no longer books', async () => {
    const { session, bookings } = await soldOut(1);
    const a = await join(first, session);
    const b = await join(second, session);
    await as(buyer).rpc('cancel_booking', { _booking_id: bookings[0] });
    const lapsedToken = (await entry(a.entry_id)).offer_token!;
    await asSuperuser().query(
      `update public.waitlist_entries set offer_expires_at = now() - interval '1 second' where id = $1`,
      [a.entry_id],
    );
    expect(await asRole('service_role').rpc('expire_waitlist_offers', {})).toBe(1);
    expect((await entry(a.entry_id)).status).toBe('lapsed');
    const next = await entry(b.entry_id);
    expect(next).toMatchObject({ status: 'offered', position: 1 });
    expect((await expectDbError(() => book(first, session, 1, lapsedToken))).message).toBe('SESSION_SOLD_OUT');
    await book(second, session, 1, next.offer_token!);
    expect((await entry(b.entry_id)).status).toBe('booked');
  });

  it('offers seats when an admin raises the capacity', async () => {
    const { session } = await soldOut(1);
    const a = await join(first, session, 2);
    await as(ADMIN).rpc('admin_update_session_capacity', { _session_id: session, _capacity: 3 });
    expect((await entry(a.entry_id)).status).toBe('offered');
  });

  it('two cancellations racing offer two different entries, never the same seat twice', async () => {
    const { session, bookings } = await soldOut(2);
    const a = await join(first, session);
    const b = await join(second, session);
    const c = await join(third, session);
    const clients = [0, 1].map(() => new Client({ connectionString: testDatabaseUrl() }));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      await Promise.all(
        clients.map(async (client, i) => {
          await client.query('begin');
          await client.query('set local role authenticated');
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: buyer.id, email: buyer.email, role: 'authenticated' }),
          ]);
          await client.query('select public.cancel_booking($1)', [bookings[i]]);
          await client.query('commit');
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    expect([(await entry(a.entry_id)).status, (await entry(b.entry_id)).status]).toEqual(['offered', 'offered']);
    expect((await entry(c.entry_id)).status).toBe('waiting');
    const { rows } = await asSuperuser().query(
      `select private.waitlist_held_seats($1, null, null) as held, capacity - seats_booked as free
       from public.seminar_sessions where id = $1`,
      [session],
    );
    expect(rows).toEqual([{ held: 2, free: 2 }]);
  }, 30_000);

  it('lets a guest confirm by e-mail link and leave by the leave link; a left offer goes to the next', async () => {
    const { session, bookings } = await soldOut(1);
    const guest = await anon().rpc<Entry>('join_waitlist', {
      _session_id: session,
      _webinar_id: null,
      _name: 'Gast Wartend',
      _email: 'Gast.Wartend@Example.test',
      _seats: 1,
    });
    expect(guest).toMatchObject({ status: 'pending_confirmation', position: null });
    expect(JSON.stringify(guest)).not.toContain((await entry(guest.entry_id)).confirm_token);
    const later = await join(first, session);
    expect(later.position).toBe(1);

    const tokens = await entry(guest.entry_id);
    expect(await anon().rpc('confirm_waitlist', { _token: tokens.confirm_token })).toMatchObject({
      status: 'waiting',
      position: 2,
    });
    await as(buyer).rpc('cancel_booking', { _booking_id: bookings[0] });
    expect((await entry(later.entry_id)).status).toBe('offered');
    const myOffer = await as(first).rpc<Array<{ leave_token: string }>>('my_waitlist_entries', {});
    expect(await anon().rpc('leave_waitlist', { _token: myOffer[0]!.leave_token })).toMatchObject({ status: 'left' });
    expect(await entry(guest.entry_id)).toMatchObject({ status: 'offered', position: 1 });

    expect(await anon().rpc('leave_waitlist', { _token: tokens.leave_token })).toMatchObject({ status: 'left' });
    expect((await expectDbError(() => anon().rpc('leave_waitlist', { _token: tokens.confirm_token }))).message).toBe(
      'WAITLIST_ENTRY_NOT_FOUND',
    );
  });

  it('RLS: nobody reads another person’s entry, admins read all, nobody writes directly', async () => {
    const { session } = await soldOut(1);
    const own = await join(first, session);
    const read = (session2: ReturnType<typeof anon>) =>
      session2.query('select id from public.waitlist_entries where session_id = $1', [session]);
    expect((await read(as(first))).rows).toEqual([{ id: own.entry_id }]);
    expect((await read(as(stranger))).rows).toEqual([]);
    expect((await read(anon())).rows).toEqual([]);
    expect((await read(as(ADMIN))).rows).toEqual([{ id: own.entry_id }]);
    const insert = await expectDbError(() =>
      as(stranger).query(
        `insert into public.waitlist_entries (session_id, name, email, seats, status, queue_number)
         values ($1, 'X', 'x@example.test', 1, 'offered', 1)`,
        [session],
      ),
    );
    expect(insert.code).toBe('42501');
    const update = await as(first).query(`update public.waitlist_entries set status = 'offered' where id = $1`, [
      own.entry_id,
    ]);
    expect(update.rowCount).toBe(0);
  });

  it('admin: a capacity raised on the admin screen (direct update) offers seats; removal passes them on', async () => {
    const { session } = await soldOut(1);
    const a = await join(first, session);
    const b = await join(second, session);
    const c = await join(third, session);
    await as(ADMIN).query('update public.seminar_sessions set capacity = 2 where id = $1', [session]);
    expect((await entry(a.entry_id)).status).toBe('offered');
    expect(await as(ADMIN).rpc('admin_remove_waitlist_entry', { _entry_id: a.entry_id })).toMatchObject({
      status: 'left',
    });
    expect((await entry(b.entry_id)).status).toBe('offered');
    expect(
      await expectDbError(() => as(ADMIN).rpc('admin_offer_waitlist_seats', { _entry_id: c.entry_id })),
    ).toMatchObject({ message: 'WAITLIST_NO_FREE_SEATS', detail: { seats_left: 0 } });
    expect(
      await expectDbError(() => as(first).rpc('admin_offer_waitlist_seats', { _entry_id: c.entry_id })),
    ).toMatchObject({ message: 'FORBIDDEN' });
  });

  it('admin: `Platz anbieten` offers a lapsed entry again when the seat is still free', async () => {
    const { session, bookings } = await soldOut(1);
    const a = await join(first, session);
    await as(buyer).rpc('cancel_booking', { _booking_id: bookings[0] });
    await asSuperuser().query(
      `update public.waitlist_entries set offer_expires_at = now() - interval '1 second' where id = $1`,
      [a.entry_id],
    );
    await asRole('service_role').rpc('expire_waitlist_offers', {});
    expect((await entry(a.entry_id)).status).toBe('lapsed');
    expect(await as(ADMIN).rpc('admin_offer_waitlist_seats', { _entry_id: a.entry_id })).toMatchObject({
      status: 'offered',
      position: 1,
    });
  });
});
