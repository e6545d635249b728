/**
 * my_certificates at scale (issue 33): a customer's certificates come from the customer's own bookings and seats,
 * found through indexes, never from building a certificate for every attended seat of the academy first. The plan of
 * every statement the call runs is read with auto_explain on a table with many attended seats of other people.
 */
import type { PoolClient } from 'pg';
import { asSuperuser, becomeRole, closePool, transaction } from './client';
import {
  ADMIN,
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

const OTHER_SEATS = 5_000;

/** A finished date booked by `booker` for one participant, marked present; returns the booking item. */
async function attendedSeat(booker: TestUser, participantEmail: string): Promise<string> {
  const session = await createSession({ dayOffset: 30 });
  const booked = await as(booker).rpc<{ booking_id: string }>('book_cart', {
    _lines: [
      {
        ...sessionLine(session, 1),
        participants: [{ first_name: 'Paula', last_name: 'Plan', email: participantEmail }],
      },
    ],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  await asSuperuser().query(
    `update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1`,
    [session],
  );
  const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [
    booked.booking_id,
  ]);
  const item = (rows[0] as { id: string }).id;
  await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 0, _present: true });
  return item;
}

/** Many attended seats of someone else's finished booking, cloned from `template` (triggers off: plain data). */
async function fillAcademy(client: PoolClient, template: string): Promise<void> {
  await client.query('set local session_replication_role = replica');
  await client.query(
    `with clones as (
       insert into public.booking_items
       select (jsonb_populate_record(null::public.booking_items, to_jsonb(bi) || jsonb_build_object(
           'id', gen_random_uuid(),
           'participants', jsonb_build_array(jsonb_build_object('first_name', 'Viele', 'last_name', 'Andere',
             'email', 'andere-' || g || '@example.test'))))).*
       from public.booking_items bi cross join generate_series(1, $2) g
       where bi.id = $1
       returning id)
     insert into public.attendances (booking_item_id, participant_index, present)
     select id, 0, true from clones`,
    [template, OTHER_SEATS],
  );
  await client.query('set local session_replication_role = origin');
  await client.query('analyze public.booking_items');
  await client.query('analyze public.attendances');
  await client.query('analyze public.bookings');
}

/** Runs my_certificates as `user` and returns the certificates and every plan auto_explain reported. */
async function explainedCall(client: PoolClient, user: TestUser): Promise<{ plans: string[]; result: unknown[] }> {
  const plans: string[] = [];
  const listener = (notice: { message?: string }) => plans.push(notice.message ?? '');
  client.on('notice', listener);
  try {
    await client.query(`load 'auto_explain'`);
    await client.query('set local auto_explain.log_min_duration = 0');
    await client.query('set local auto_explain.log_nested_statements = on');
    await client.query(`set local auto_explain.log_level = 'notice'`);
    // The old plan built a certificate per attended seat of the academy: give up instead of waiting for it.
    await client.query(`set local statement_timeout = '30s'`);
    await becomeRole(client, 'authenticated', claimsFor(user));
    const { rows } = await client.query<{ result: unknown[] }>('select public.my_certificates() as result');
    return { plans, result: rows[0]!.result };
  } finally {
    client.off('notice', listener);
  }
}

describe('my_certificates for a customer with few seats in a large academy', () => {
  it('reads the caller’s own bookings and seats through indexes, never a sequential scan of every attendance', async () => {
    const stranger = await createCustomer('vielbucher');
    const booker = await createCustomer('planbucher');
    const participant = await createCustomer('planteilnehmer');
    const template = await attendedSeat(stranger, 'andere@example.test');
    const booked = await attendedSeat(booker, 'jemand@example.test');
    const attended = await attendedSeat(stranger, participant.email);

    await transaction(
      async (client) => {
        await fillAcademy(client, template);
        for (const [user, item] of [
          [booker, booked],
          [participant, attended],
        ] as const) {
          await client.query('savepoint call');
          const { plans, result } = await explainedCall(client, user);
          await client.query('rollback to savepoint call');
          expect((result as Array<{ booking_item_id: string }>).map((c) => c.booking_item_id)).toEqual([item]);
          const statements = plans.join('\n');
          expect(statements).toMatch(/attendances/);
          expect(statements).not.toMatch(/Seq Scan on attendances/);
          expect(statements).not.toMatch(/Seq Scan on booking_items/);
        }
      },
      { rollback: true },
    );
  }, 120_000);
});
