/**
 * catalog_seats (issue 33, lighter revalidation; docs/architecture.md "Prerendered pages"), the attacks first: a
 * visitor asking for the seats of dates and webinars that are not public, a megabyte of ids, and the version's
 * private table and trigger function as targets. Seats of public dates are on every public page already; the
 * function tells nothing more.
 */
import { randomUUID } from 'node:crypto';
import { asSuperuser, closePool } from '../db/client';
import { anon, as, createCustomer, createSession, CUSTOMER_DETAILS, expectDbError, sessionLine } from '../db/fixtures';

afterAll(closePool);

interface SeatsAnswer {
  version: number;
  sessions: Record<string, number>;
  webinars: Record<string, number>;
}

/** A `uuid[]` as PostgREST hands it over (an array literal). */
const ids = (list: string[]) => `{${list.join(',')}}`;

const seatsOf = (sessionIds: string[], webinarIds: string[] = []) =>
  anon().rpc<SeatsAnswer>('catalog_seats', { _session_ids: ids(sessionIds), _webinar_ids: ids(webinarIds) });

let publicDate: string;
let draftDate: string;
let draftWebinar: string;

beforeAll(async () => {
  publicDate = await createSession({ capacity: 12, seatsBooked: 3 });
  draftDate = await createSession({ seminarSlug: 'ki-agenten-marketing', capacity: 12, seatsBooked: 5 });
  const { rows } = await asSuperuser().query(
    `insert into public.webinars (slug, title, category, summary, description, starts_at, duration_minutes,
       price_net_cents, capacity, seats_booked, published)
     values ($1, 'Entwurf', 'seo', 'Entwurf', 'Entwurf', now() + interval '30 days', 60, 9900, 50, 7, false)
     returning id`,
    [`entwurf-${process.pid}-${Date.now()}`],
  );
  draftWebinar = (rows[0] as { id: string }).id;
});

describe('a visitor asking for seats', () => {
  it('learns the seats of public dates only; drafts and unknown ids are left out as if they did not exist', async () => {
    const answer = await seatsOf([publicDate, draftDate, randomUUID()], [draftWebinar, randomUUID()]);
    expect(answer.sessions).toEqual({ [publicDate]: 3 });
    expect(answer.webinars).toEqual({});
  });

  it('refuses more than 500 ids, and a megabyte of them, before reading anything', async () => {
    const tooMany = Array.from({ length: 501 }, () => publicDate);
    expect(await expectDbError(() => seatsOf(tooMany))).toEqual({
      code: 'P0001',
      message: 'INVALID_INPUT',
      detail: { field: 'ids', reason: 'too_many', max: 500 },
    });
    const megabyte = Array.from({ length: 28_000 }, () => randomUUID());
    expect(ids(megabyte).length).toBeGreaterThan(1_000_000);
    expect((await expectDbError(() => seatsOf(megabyte.slice(0, 14_000), megabyte.slice(14_000)))).detail).toEqual({
      field: 'ids',
      reason: 'too_many',
      max: 500,
    });
  });

  it('sees a booking in the seats at once', async () => {
    const booker = await createCustomer('sitzplatz');
    await as(booker).rpc('book_cart', {
      _lines: [sessionLine(publicDate, 2)],
      _customer: { ...CUSTOMER_DETAILS, email: booker.email },
      _payment_method: 'invoice',
    });
    expect((await seatsOf([publicDate])).sessions).toEqual({ [publicDate]: 5 });
  });
});

describe('a visitor repeating or racing it', () => {
  it('a thousand calls, fifty at once, write nothing and answer the same seats', async () => {
    const before = (
      await asSuperuser().query('select seats_booked from public.seminar_sessions where id = $1', [publicDate])
    ).rows[0] as { seats_booked: number };
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => seatsOf([publicDate, draftDate])));
      for (const answer of answers) expect(answer.sessions).toEqual({ [publicDate]: before.seats_booked });
    }
    // A stable function: it cannot write (PostgreSQL refuses writes in it), so nothing above changed the version.
    const { rows } = await asSuperuser().query(
      `select provolatile from pg_proc where oid = 'public.catalog_seats(uuid[], uuid[])'::regprocedure`,
    );
    expect(rows[0]).toEqual({ provolatile: 's' });
  });
});

describe('the version itself', () => {
  it('is out of reach of the API roles: no read, no write, no call of the trigger function', async () => {
    for (const session of [anon(), as(await createCustomer('versionsdieb'))]) {
      for (const sql of [
        'select version from private.catalog_version',
        'update private.catalog_version set version = 1',
        'select private.raise_catalog_version()',
      ]) {
        expect((await expectDbError(() => session.query(sql))).code).toBe('42501');
      }
    }
  });
});
