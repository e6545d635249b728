/**
 * Teilnahmebescheinigung numbers (issue 31): every certificate carries a random number that the academy can check
 * (admin_verify_certificate). Someone guessing or collecting numbers learns nothing: only admins may ask, the numbers
 * are not sequential, and a number without a certificate (absent seat, date not over) confirms nothing.
 */
import { asSuperuser, closePool } from '../db/client';
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
} from '../db/fixtures';

afterAll(closePool);

const NUMBER = /^TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

let booker: TestUser;
beforeAll(async () => {
  booker = await createCustomer('zertifikat');
});

/** A date for two booked by `booker`, over since yesterday when `finished`; seat 0 present, seat 1 absent. */
async function markedSeats(finished = true): Promise<string> {
  const session = await createSession({ dayOffset: 30 });
  const booked = await as(booker).rpc<{ booking_id: string }>('book_cart', {
    _lines: [
      {
        ...sessionLine(session, 2),
        participants: [
          { first_name: 'Clara', last_name: 'Zeugnis', email: 'clara.zeugnis@example.test' },
          { first_name: 'Fritz', last_name: 'Fehlt', email: 'fritz.fehlt@example.test' },
        ],
      },
    ],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'invoice',
  });
  if (finished) {
    await asSuperuser().query(
      `update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1`,
      [session],
    );
  }
  const { rows } = await asSuperuser().query('select id from public.booking_items where booking_id = $1', [
    booked.booking_id,
  ]);
  const item = (rows[0] as { id: string }).id;
  await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 0, _present: true });
  await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 1, _present: false });
  return item;
}

async function numberOf(item: string, index: number): Promise<string> {
  const { rows } = await asSuperuser().query(
    'select certificate_id from public.attendances where booking_item_id = $1 and participant_index = $2',
    [item, index],
  );
  return (rows[0] as { certificate_id: string }).certificate_id;
}

describe('certificate numbers', () => {
  it('prints a random number and the signatory on the certificate, the same on every read', async () => {
    const item = await markedSeats();
    const mine = (await as(booker).rpc<Array<Record<string, unknown>>>('my_certificates', {})).filter(
      (c) => c.booking_item_id === item,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        certificate_id: expect.stringMatching(NUMBER),
        signatory_name: 'Dr. Katharina Lehmann',
        signatory_role: 'Geschäftsführung',
      }),
    ]);
    // Marking the seat again keeps its number (a printed certificate stays valid).
    await as(ADMIN).rpc('admin_set_attendance', { _booking_item_id: item, _participant_index: 0, _present: true });
    expect(await numberOf(item, 0)).toBe(mine[0]!.certificate_id);
  });

  it('the academy confirms a real number with name, seminar and date, written in any case and spacing', async () => {
    const item = await markedSeats();
    const number = await numberOf(item, 0);
    const verified = await as(ADMIN).rpc<Record<string, unknown>>('admin_verify_certificate', {
      _certificate_id: ` ${number.toLowerCase()} `,
    });
    expect(verified).toEqual({
      certificate_id: number,
      first_name: 'Clara',
      last_name: 'Zeugnis',
      title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
      start_date: expect.any(String),
      end_date: expect.any(String),
      hours: 8,
    });
  });

  it('a number without a certificate confirms nothing: absent seat, date not yet over, made-up number', async () => {
    const item = await markedSeats();
    const future = await markedSeats(false);
    for (const number of [await numberOf(item, 1), await numberOf(future, 0), 'TB-0000-0000-0001', 'x'.repeat(5000)]) {
      expect(await as(ADMIN).rpc('admin_verify_certificate', { _certificate_id: number })).toBeNull();
    }
  });

  it('a stranger guessing certificate numbers cannot ask the academy’s check, signed in or not', async () => {
    const item = await markedSeats();
    const number = await numberOf(item, 0);
    const stranger = await createCustomer('rater');
    for (const user of [stranger, booker]) {
      const error = await expectDbError(() => as(user).rpc('admin_verify_certificate', { _certificate_id: number }));
      expect(error.message).toBe('FORBIDDEN');
      const { rows } = await as(user).query('select certificate_id from public.attendances');
      expect(rows).toEqual([]);
    }
    const error = await expectDbError(() => anon().rpc('admin_verify_certificate', { _certificate_id: number }));
    expect(error.message).toMatch(/permission denied/);
  });

  it('numbers are not sequential or derived from the seat: 200 seats, 200 distinct random numbers', async () => {
    const { rows: generated } = await asSuperuser().query<{ number: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as number
       from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
       where d.adrelid = 'public.attendances'::regclass and a.attname = 'certificate_id'`,
    );
    const numbers = await asSuperuser().query<{ n: string }>(
      `select ${generated[0]!.number} as n from generate_series(1, 200)`,
    );
    const values = numbers.rows.map((r) => r.n);
    expect(values.every((n) => NUMBER.test(n))).toBe(true);
    expect(new Set(values).size).toBe(200);
    expect(generated[0]!.number).toMatch(/gen_random_uuid/);
  });
});
