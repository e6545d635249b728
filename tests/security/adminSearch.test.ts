/**
 * The admin bookings search (issue 33, admin_search_bookings; docs/data-model.md "Admin bookings search"), the
 * attacks first: a visitor or a customer using it to learn whether someone has booked, a forged admin claim, a
 * megabyte of search text, and SQL in the search words and filters (the function builds its WHERE clause from the
 * filters in use: every value must stay a parameter).
 */
import { asRole, asSuperuser, closePool, type Claims } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  sessionLine,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

interface SearchAnswer {
  total: number;
  ids: string[];
}

let booker: TestUser;
let stranger: TestUser;
let bookingId: string;
let seminarTitle: string;

beforeAll(async () => {
  booker = await createCustomer('suchziel');
  stranger = await createCustomer('suchender');
  const sessionId = await createSession({ capacity: 20 });
  const booked = await as(booker).rpc<{ booking_id: string }>('book_cart', {
    _lines: [sessionLine(sessionId, 1)],
    _customer: { ...CUSTOMER_DETAILS, email: booker.email },
    _payment_method: 'invoice',
  });
  bookingId = booked.booking_id;
  const { rows } = await asSuperuser().query(
    'select s.title from public.seminar_sessions ss join public.seminars s on s.id = ss.seminar_id where ss.id = $1',
    [sessionId],
  );
  seminarTitle = (rows[0] as { title: string }).title;
});

const search = (session: ReturnType<typeof as>, args: Record<string, unknown>) =>
  session.rpc<SearchAnswer>('admin_search_bookings', args);

describe('a visitor or a customer searching the bookings', () => {
  it('a visitor may not even call it', async () => {
    expect((await expectDbError(() => search(anon(), { _query: booker.email }))).code).toBe('42501');
  });

  it('a customer gets FORBIDDEN for an address that booked and for one that did not: no oracle', async () => {
    for (const query of [booker.email, 'niemand-hat-gebucht@example.test', '']) {
      const refused = await expectDbError(() => search(as(stranger), { _query: query }));
      expect(refused).toEqual({ code: 'P0001', message: 'FORBIDDEN', detail: {} });
    }
  });

  it('a JWT that claims the admin role does not make its holder an admin', async () => {
    const forged = { ...claimsFor(stranger), user_role: 'admin', app_metadata: { role: 'admin' } } as Claims;
    const refused = await expectDbError(() =>
      asRole('authenticated', forged).rpc('admin_search_bookings', { _query: booker.email }),
    );
    expect(refused).toEqual({ code: 'P0001', message: 'FORBIDDEN', detail: {} });
  });
});

describe('an admin’s search cannot be turned against the database', () => {
  it('finds the booking by its address, seminar and city, with every filter a parameter', async () => {
    const found = await search(as(ADMIN), { _query: booker.email, _seminar: seminarTitle, _city: 'Berlin' });
    expect(found).toEqual({ total: 1, ids: [bookingId] });
    expect(await search(as(ADMIN), { _query: booker.email, _city: 'Online' })).toEqual({ total: 0, ids: [] });
  });

  it('SQL in the words or the filters is text to look for, never SQL', async () => {
    const attempts: Array<Record<string, unknown>> = [
      { _query: "x' or 'a'='a" },
      { _query: "') or true --" },
      { _query: '%' },
      { _query: '\\' },
      { _seminar: "x' or true --" },
      { _city: "Berlin')) or true --" },
      { _city: "x'; delete from public.bookings; --" },
    ];
    const before = await asSuperuser().query('select count(*)::int as n from public.bookings');
    for (const args of attempts) {
      expect(await search(as(ADMIN), { ...args, _query: `${String(args._query ?? '')} ${booker.email}` })).toEqual({
        total: 0,
        ids: [],
      });
    }
    const after = await asSuperuser().query('select count(*)::int as n from public.bookings');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('refuses a megabyte of search text or filter with INVALID_INPUT, reading nothing', async () => {
    const megabyte = 'x'.repeat(1_000_000);
    expect(await expectDbError(() => search(as(ADMIN), { _query: megabyte }))).toEqual({
      code: 'P0001',
      message: 'INVALID_INPUT',
      detail: { field: 'query', reason: 'too_long', max: 200 },
    });
    for (const filter of ['_seminar', '_city']) {
      expect(await expectDbError(() => search(as(ADMIN), { [filter]: megabyte }))).toEqual({
        code: 'P0001',
        message: 'INVALID_INPUT',
        detail: { field: 'filter', reason: 'too_long' },
      });
    }
  });

  it('answers at most 1,000 ids a page, whatever page size is asked for', async () => {
    const answer = await search(as(ADMIN), { _limit: 1_000_000 });
    expect(answer.ids.length).toBe(Math.min(answer.total, 1000));
  });
});
