/**
 * Participant lists, attendance and certificates on PostgreSQL: only admins read a list and mark attendance; a
 * certificate exists for an attended seat of a finished date and is readable by its booker or its participant only.
 */
import { asSuperuser, closePool } from './client';
import {
  ADMIN,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

let booker: TestUser;
let participant: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  booker = await createCustomer('bucher');
  participant = await createCustomer('teilnehmer');
  stranger = await createCustomer('fremd');
});

/** A booked date for two (the second seat is `participant`), moved into the past once booked. */
async function finishedDate(): Promise<{ session: string; item: string }> {
  const session = await createSession({ dayOffset: 30 });
  const booked = await as(booker).rpc<{ booking_id: string }>('book_cart', {
    _lines: [
      {
        ...sessionLine(session, 2),
        participants: [
          { first_name: 'Erika', last_name: 'Musterfrau', email: 'erika.musterfrau@example.test' },
          { first_name: 'Tim', last_name: 'Teilnehmer', email: participant.email },
        ],
      },
    ],
    _customer: { ...CUSTOMER_DETAILS, customer_type: 'company', company_name: 'Musterfirma GmbH' },
    _payment_method: 'invoice',
  });
  await asSuperuser().query(
    `update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1`,
    [session],
  );
  const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [
    booked.booking_id,
  ]);
  return { session, item: (rows[0] as { id: string }).id };
}

describe('participant list and attendance', () => {
  it('lists every seat of a date for admins, with company and attendance; nobody else reads it', async () => {
    const { session, item } = await finishedDate();
    await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 1, _present: true });
    const list = await as(ADMIN).rpc<Array<Record<string, unknown>>>('admin_session_participants', {
      _session_id: session,
    });
    expect(list.map((row) => [row.last_name, row.company, row.present, row.participant_index])).toEqual([
      ['Musterfrau', 'Musterfirma GmbH', false, 0],
      ['Teilnehmer', 'Musterfirma GmbH', true, 1],
    ]);
    for (const user of [booker, participant, stranger]) {
      const error = await expectDbError(() => as(user).rpc('admin_session_participants', { _session_id: session }));
      expect(error.message).toBe('FORBIDDEN');
      const mark = await expectDbError(() =>
        as(user).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 0, _present: true }),
      );
      expect(mark.message).toBe('FORBIDDEN');
      const { rows } = await as(user).query('select 1 from public.attendances where booking_item_id = $1', [item]);
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses a seat that does not exist', async () => {
    const { item } = await finishedDate();
    const error = await expectDbError(() =>
      as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 2, _present: true }),
    );
    expect(error.detail).toEqual({ field: 'participant_index', reason: 'invalid' });
  });
});

describe('my_certificates', () => {
  it('gives the booker and the attending participant the certificate, and nobody else', async () => {
    const { item } = await finishedDate();
    await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 1, _present: true });
    const forItem = (list: Array<Record<string, unknown>>) => list.filter((c) => c.booking_item_id === item);
    const mine = forItem(await as(booker).rpc<Array<Record<string, unknown>>>('my_certificates', {}));
    expect(mine).toEqual([
      expect.objectContaining({
        booking_item_id: item,
        participant_index: 1,
        first_name: 'Tim',
        last_name: 'Teilnehmer',
        title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
        hours: 8,
        academy: 'Digitalakademie Deutschland',
      }),
    ]);
    expect((mine[0]!.contents as string[]).length).toBeGreaterThan(0);
    expect(forItem(await as(participant).rpc('my_certificates', {}))).toHaveLength(1);
    expect(await as(stranger).rpc('my_certificates', {})).toEqual([]);
  });

  it('gives no certificate for an absent seat or before the date has ended', async () => {
    const { item } = await finishedDate();
    await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 1, _present: false });
    const before = await as(participant).rpc<unknown[]>('my_certificates', {});
    expect(before.filter((c) => (c as { booking_item_id: string }).booking_item_id === item)).toEqual([]);

    const session = await createSession({ dayOffset: 30 });
    const booked = await as(participant).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session, 1)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'invoice',
    });
    const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [
      booked.booking_id,
    ]);
    const future = (rows[0] as { id: string }).id;
    await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: future, _participant_index: 0, _present: true });
    const after = await as(participant).rpc<unknown[]>('my_certificates', {});
    expect(after.filter((c) => (c as { booking_item_id: string }).booking_item_id === future)).toEqual([]);
  });
});
