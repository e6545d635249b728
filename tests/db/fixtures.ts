/** Users and rows the SQL tests share: the seeded demo accounts plus fresh users and sessions made on demand. */
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../mocks/seed';
import { asRole, asSuperuser, type Claims, type RoleSession } from './client';

export interface TestUser {
  id: string;
  email: string;
}

export const ADMIN: TestUser = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email };
export const CUSTOMER: TestUser = { id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email };

export function claimsFor(user: TestUser): Claims {
  return { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' };
}

export function as(user: TestUser): RoleSession {
  return asRole('authenticated', claimsFor(user));
}

export const anon = (): RoleSession => asRole('anon');

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}`;
}

/** A new signed-up customer (the trigger gives a profile and the customer role). */
export async function createCustomer(name = 'kunde'): Promise<TestUser> {
  const email = `${unique(name)}@akademie.test`;
  const { rows } = await asSuperuser().query(
    `insert into auth.users (email, raw_user_meta_data) values ($1, '{"first_name":"Test","last_name":"Kunde"}')
     returning id`,
    [email],
  );
  return { id: (rows[0] as { id: string }).id, email };
}

export interface SessionOptions {
  capacity?: number;
  seatsBooked?: number;
  dayOffset?: number;
  status?: 'scheduled' | 'cancelled';
  seminarSlug?: string;
}

/** A fresh bookable session of a seeded seminar (so tests never disturb each other's seat counts). */
export async function createSession(options: SessionOptions = {}): Promise<string> {
  const { rows } = await asSuperuser().query(
    `insert into public.seminar_sessions
       (seminar_id, location_id, start_date, end_date, capacity, seats_booked, status)
     select s.id, (select id from public.locations where city_slug = 'berlin' limit 1),
            current_date + $2::int, current_date + $2::int + s.duration_days - 1, $3, $4, $5
     from public.seminars s where s.slug = $1
     returning id`,
    [
      options.seminarSlug ?? 'seo-grundlagen',
      options.dayOffset ?? 60,
      options.capacity ?? 20,
      options.seatsBooked ?? 0,
      options.status ?? 'scheduled',
    ],
  );
  const id = (rows[0] as { id: string } | undefined)?.id;
  if (!id) throw new Error('createSession: seminar not found');
  return id;
}

export function participants(count: number, prefix = 'teilnehmer'): Array<Record<string, string>> {
  return Array.from({ length: count }, (_, i) => ({
    first_name: `Vorname${i + 1}`,
    last_name: `Nachname${i + 1}`,
    email: `${prefix}${i + 1}@example.test`,
  }));
}

export const CUSTOMER_DETAILS = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  email: 'erika.musterfrau@example.test',
  customer_type: 'private',
  street: 'Musterweg 1',
  postal_code: '10115',
  city: 'Berlin',
};

let guestCount = 0;
/**
 * A guest's invoice address with an e-mail of its own: unconfirmed guest holds are capped per e-mail address
 * (10 seats), and the test files share one database.
 */
export function guestDetails(): typeof CUSTOMER_DETAILS {
  guestCount += 1;
  return { ...CUSTOMER_DETAILS, email: `gast-${process.pid}-${Date.now()}-${guestCount}@example.test` };
}

export function sessionLine(sessionId: string, quantity = 1): Record<string, unknown> {
  return { session_id: sessionId, quantity, participants: participants(quantity) };
}

export async function seatsBooked(sessionId: string): Promise<number> {
  const { rows } = await asSuperuser().query('select seats_booked from public.seminar_sessions where id = $1', [
    sessionId,
  ]);
  return (rows[0] as { seats_booked: number }).seats_booked;
}

/** Runs a call and returns the PostgreSQL error it raised ({ code, message, detail }), failing if none. */
export async function expectDbError(
  call: () => Promise<unknown>,
): Promise<{ code: string; message: string; detail: Record<string, unknown> }> {
  try {
    await call();
  } catch (error) {
    const e = error as { code?: string; message: string; detail?: string };
    let detail: Record<string, unknown> = {};
    try {
      detail = e.detail ? (JSON.parse(e.detail) as Record<string, unknown>) : {};
    } catch {
      detail = { raw: e.detail };
    }
    return { code: e.code ?? '', message: e.message, detail };
  }
  throw new Error('Expected a database error, but the call succeeded');
}

/**
 * The seat invariant (docs/booking-rules.md): each date's seats_booked equals its baseline (the seats a fixture
 * pre-booked with `seatsBooked`, 0 by default) plus the seats of its pending, confirmed and paid bookings. Pass a
 * client to check inside an open transaction.
 */
export async function expectSeatInvariant(
  dateIds: string[],
  baseline: Record<string, number> = {},
  client: { query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }> } = asSuperuser(),
): Promise<void> {
  const { rows } = (await client.query(
    `select d.id, d.seats_booked,
            coalesce((select sum(bi.quantity) from public.booking_items bi
                      join public.bookings b on b.id = bi.booking_id
                      where (bi.session_id = d.id or bi.webinar_id = d.id)
                        and b.status in ('pending', 'confirmed', 'paid')), 0)::integer as held
     from (select id, seats_booked from public.seminar_sessions where id = any ($1::uuid[])
           union all select id, seats_booked from public.webinars where id = any ($1::uuid[])) d`,
    [dateIds],
  )) as { rows: Array<{ id: string; seats_booked: number; held: number }> };
  expect(rows).toHaveLength(new Set(dateIds).size);
  for (const row of rows) {
    const expected = (baseline[row.id] ?? 0) + row.held;
    if (row.seats_booked !== expected) {
      throw new Error(
        `Seat invariant broken for date ${row.id}: seats_booked ${row.seats_booked}, seat-holding bookings ` +
          `${row.held} + baseline ${baseline[row.id] ?? 0}`,
      );
    }
  }
}
