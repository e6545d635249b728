/** book_cart: the only way to create a booking. Prices from the database, seats checked under lock, codes exact. */
import { asRole, asSuperuser, becomeRole, closePool, transaction } from './client';
import {
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  guestDetails,
  expectDbError,
  participants,
  seatsBooked,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

interface BookingResult {
  booking_id: string;
  booking_number: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  status: string;
}

// A fresh guest e-mail per booking by default: unconfirmed guest holds are capped per address.
const book = (lines: unknown, customer: unknown = guestDetails(), payment: unknown = 'invoice', who = anon()) =>
  who.rpc<BookingResult>('book_cart', { _lines: lines, _customer: customer, _payment_method: payment });

async function bookingRow(id: string): Promise<Record<string, unknown>> {
  const { rows } = await asSuperuser().query('select * from public.bookings where id = $1', [id]);
  return rows[0] as Record<string, unknown>;
}

let signedIn: TestUser;
beforeAll(async () => {
  signedIn = await createCustomer('buchung');
});

describe('book_cart: successful bookings', () => {
  it('books as a guest with an e-mail: user_id null, pending, booking number DA-YYYY-NNNNNN', async () => {
    const session = await createSession();
    const result = await book([sessionLine(session, 2)], CUSTOMER_DETAILS, 'online');
    expect(result.status).toBe('pending');
    expect(result.booking_number).toMatch(/^DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/);
    expect(result.booking_number.slice(3, 7)).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
    );
    const row = await bookingRow(result.booking_id);
    expect(row).toMatchObject({
      user_id: null,
      customer_email: 'erika.musterfrau@example.test',
      payment_method: 'online',
    });
    expect(await seatsBooked(session)).toBe(2);
  });

  it("records the signed-in user's id and defaults the e-mail to the account's", async () => {
    const session = await createSession();
    const { email: _omitted, ...withoutEmail } = CUSTOMER_DETAILS;
    const result = await book([sessionLine(session)], withoutEmail, 'invoice', as(signedIn));
    expect(await bookingRow(result.booking_id)).toMatchObject({
      user_id: signedIn.id,
      customer_email: signedIn.email,
      status: 'pending',
    });
  });

  it('computes net, 19 % VAT and gross exactly for a known seminar (SEO-Grundlagen, 1.490 € incl. VAT, 1.252,10 € net)', async () => {
    const session = await createSession({ seminarSlug: 'seo-grundlagen' });
    const result = await book([sessionLine(session, 2)]);
    expect(result).toMatchObject({ net_cents: 250_420, vat_cents: 47_580, gross_cents: 298_000 });
    const { rows } = await asSuperuser().query(
      'select quantity, unit_net_cents, line_net_cents, line_vat_cents, vat_rate::text, title, location_name, participants from public.booking_items where booking_id = $1',
      [result.booking_id],
    );
    expect(rows).toEqual([
      {
        quantity: 2,
        unit_net_cents: 125_210,
        line_net_cents: 250_420,
        line_vat_cents: 47_580,
        vat_rate: '19.00',
        title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
        location_name: 'Spreeforum Tagungszentrum, Berlin',
        participants: participants(2),
      },
    ]);
  });

  it('rounds VAT half-up on the net sum (two lines of 10,50 €: 3,99 € VAT, not 2 × 2,00 €)', async () => {
    const { rows } = await asSuperuser().query(
      `insert into public.seminars (slug, title, category, summary, description, duration_days, duration_label,
         price_net_cents, published) values ('rundung-test', 'Rundung', 'seo', 'x', 'x', 1, '1 Tag', 1050, true)
       returning slug`,
    );
    const slug = (rows[0] as { slug: string }).slug;
    const a = await createSession({ seminarSlug: slug });
    const b = await createSession({ seminarSlug: slug });
    const result = await book([sessionLine(a), sessionLine(b)]);
    // 2100 × 19 % = 399 on the net sum; rounding per line (199.5 → 200) would have given 400.
    expect(result).toMatchObject({ net_cents: 2100, vat_cents: 399, gross_cents: 2499 });
    // Each line keeps its share: both remainders are half a cent, the earlier line takes the cent left over.
    const items = await asSuperuser().query(
      'select session_id, line_vat_cents from public.booking_items where booking_id = $1',
      [result.booking_id],
    );
    expect(items.rows).toEqual(
      expect.arrayContaining([
        { session_id: a, line_vat_cents: 200 },
        { session_id: b, line_vat_cents: 199 },
      ]),
    );
    expect(items.rows).toHaveLength(2);
  });

  it('books a webinar line with its own price and "Online" as the place', async () => {
    const { rows } = await asSuperuser().query(
      `insert into public.webinars (slug, title, category, summary, description, starts_at, duration_minutes,
         price_net_cents, capacity, published)
       values ('buchung-webinar', 'Webinar', 'seo', 'x', 'x', now() + interval '20 days', 60, 9900, 30, true)
       returning id`,
    );
    const webinarId = (rows[0] as { id: string }).id;
    const result = await book([{ webinar_id: webinarId, quantity: 1, participants: participants(1) }]);
    expect(result).toMatchObject({ net_cents: 9900, vat_cents: 1881, gross_cents: 11_781 });
    const items = await asSuperuser().query(
      'select location_name, webinar_id, session_id from public.booking_items where booking_id = $1',
      [result.booking_id],
    );
    expect(items.rows).toEqual([{ location_name: 'Online', webinar_id: webinarId, session_id: null }]);
    const seats = await asSuperuser().query('select seats_booked from public.webinars where id = $1', [webinarId]);
    expect(seats.rows).toEqual([{ seats_booked: 1 }]);
  });
});

describe('book_cart: refusals name the code and the line', () => {
  it('SESSION_SOLD_OUT when fewer seats remain than requested (detail: line, session, seats left)', async () => {
    const session = await createSession({ capacity: 5, seatsBooked: 3 });
    const error = await expectDbError(() => book([sessionLine(session, 3)]));
    expect(error).toEqual({
      code: 'P0001',
      message: 'SESSION_SOLD_OUT',
      detail: { line: 0, session_id: session, seats_left: 2 },
    });
    expect(await seatsBooked(session)).toBe(3);
  });

  it('SESSION_SOLD_OUT for the seeded sold-out session', async () => {
    const error = await expectDbError(() => book([sessionLine('a4000000-0000-4000-8000-000000000047')]));
    expect(error.message).toBe('SESSION_SOLD_OUT');
  });

  it('SESSION_CANCELLED for a cancelled session', async () => {
    const session = await createSession({ status: 'cancelled' });
    const error = await expectDbError(() => book([sessionLine(session)]));
    expect(error).toMatchObject({ message: 'SESSION_CANCELLED', detail: { line: 0, session_id: session } });
  });

  it('SESSION_IN_PAST for a session that has started', async () => {
    const session = await createSession({ dayOffset: -3 });
    const error = await expectDbError(() => book([sessionLine(session)]));
    expect(error).toMatchObject({ message: 'SESSION_IN_PAST', detail: { line: 0, session_id: session } });
  });

  it('SESSION_NOT_FOUND for an unknown session and for a session of an unpublished seminar', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect(await expectDbError(() => book([sessionLine(unknown)]))).toMatchObject({
      message: 'SESSION_NOT_FOUND',
      detail: { line: 0, session_id: unknown },
    });
    const draft = 'a4000000-0000-4000-8000-000000000051';
    expect((await expectDbError(() => book([sessionLine(draft)]))).message).toBe('SESSION_NOT_FOUND');
  });

  it('names the offending line index and books nothing of the other lines', async () => {
    const good = await createSession();
    const full = await createSession({ capacity: 1, seatsBooked: 1 });
    const error = await expectDbError(() => book([sessionLine(good, 2), sessionLine(full)]));
    expect(error).toMatchObject({ message: 'SESSION_SOLD_OUT', detail: { line: 1, session_id: full } });
    expect(await seatsBooked(good)).toBe(0);
  });

  it('BOOKING_CLOSED while settings.booking_open is false', async () => {
    const session = await createSession();
    const error = await expectDbError(() =>
      transaction(
        async (client) => {
          await client.query('update public.settings set booking_open = false where id = 1');
          await becomeRole(client, 'anon');
          await client.query('select public.book_cart($1, $2, $3)', [
            JSON.stringify([sessionLine(session)]),
            JSON.stringify(CUSTOMER_DETAILS),
            'invoice',
          ]);
        },
        { rollback: true },
      ),
    );
    expect(error.message).toBe('BOOKING_CLOSED');
  });
});

describe('book_cart: INVALID_INPUT reasons', () => {
  let session: string;
  beforeAll(async () => {
    session = await createSession();
  });

  type Detail = Record<string, unknown> | (() => Record<string, unknown>);
  const p = (n: number) => participants(n);
  const cases: Array<[string, () => [unknown, unknown, unknown], Detail]> = [
    ['empty cart', () => [[], CUSTOMER_DETAILS, 'invoice'], { field: 'lines', reason: 'empty_cart' }],
    [
      'quantity 0',
      () => [[{ session_id: session, quantity: 0, participants: [] }], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'invalid_quantity' },
    ],
    [
      'fractional quantity',
      () => [[{ session_id: session, quantity: 1.5, participants: p(1) }], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'invalid_quantity' },
    ],
    [
      'quantity as text',
      () => [[{ session_id: session, quantity: '2', participants: p(2) }], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'invalid_quantity' },
    ],
    [
      'participants ≠ quantity',
      () => [[{ session_id: session, quantity: 2, participants: p(1) }], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'participants_count' },
    ],
    [
      'participant without name',
      () => [
        [{ session_id: session, quantity: 1, participants: [{ first_name: ' ', last_name: 'X', email: 'x@y.test' }] }],
        CUSTOMER_DETAILS,
        'invoice',
      ],
      { line: 0, participant: 0, reason: 'participant_name_required' },
    ],
    [
      'participant without e-mail',
      () => [
        [{ session_id: session, quantity: 1, participants: [{ first_name: 'A', last_name: 'B' }] }],
        CUSTOMER_DETAILS,
        'invoice',
      ],
      { line: 0, participant: 0, reason: 'participant_email_invalid' },
    ],
    [
      'guest without e-mail',
      () => [[sessionLine(session)], { ...CUSTOMER_DETAILS, email: '' }, 'invoice'],
      { field: 'customer.email', reason: 'guest_email_required' },
    ],
    [
      'invalid customer e-mail',
      () => [[sessionLine(session)], { ...CUSTOMER_DETAILS, email: 'kein-at' }, 'invoice'],
      { field: 'customer.email', reason: 'invalid' },
    ],
    [
      'missing invoice address',
      () => [[sessionLine(session)], { ...CUSTOMER_DETAILS, city: '' }, 'invoice'],
      { field: 'customer.city', reason: 'required' },
    ],
    [
      'company without company name',
      () => [[sessionLine(session)], { ...CUSTOMER_DETAILS, customer_type: 'company' }, 'invoice'],
      { field: 'customer.company_name', reason: 'required' },
    ],
    [
      'invalid payment method',
      () => [[sessionLine(session)], CUSTOMER_DETAILS, 'paypal'],
      { field: 'payment_method', reason: 'invalid' },
    ],
    [
      'duplicate line',
      () => [[sessionLine(session), sessionLine(session)], CUSTOMER_DETAILS, 'invoice'],
      () => ({ line: 1, reason: 'duplicate_line', session_id: session }),
    ],
    [
      'session and webinar on one line',
      () => [[{ ...sessionLine(session), webinar_id: session }], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'session_or_webinar_required' },
    ],
    [
      'malformed id',
      () => [[sessionLine('not-a-uuid')], CUSTOMER_DETAILS, 'invoice'],
      { line: 0, reason: 'invalid_id' },
    ],
  ];

  it.each(cases)('%s', async (_name, args, detail) => {
    const [lines, customer, payment] = args();
    const error = await expectDbError(() => book(lines, customer, payment));
    expect(error).toEqual({
      code: 'P0001',
      message: 'INVALID_INPUT',
      detail: typeof detail === 'function' ? detail() : detail,
    });
    expect(await seatsBooked(session)).toBe(0);
  });
});

describe('book_cart: privileges', () => {
  it('is callable by anon and authenticated, and is the only way in (direct inserts are refused)', async () => {
    const error = await expectDbError(() =>
      asRole('anon').query(
        `insert into public.bookings (booking_number, customer_email, customer_first_name, customer_last_name,
          billing_street, billing_postal_code, billing_city, payment_method, net_cents, vat_cents, gross_cents)
         values ('DA-2099-000001', 'a@b.test', 'A', 'B', 'S', '10115', 'B', 'invoice', 0, 0, 0)`,
      ),
    );
    expect(error.code).toBe('42501');
  });
});
