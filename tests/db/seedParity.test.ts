/**
 * The mock backend and the SQL seed hold the same demo data: supabase/seed.sql is exactly what the generator makes
 * from mocks/seed, and every row PostgreSQL loaded equals the row buildSeed(today) gives the mock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, types } from 'pg';
import { productSeed } from '../../mocks/app/seed';
import { buildSeed, type Seed } from '../../mocks/seed';
import { generateSeedSql } from '../../scripts/generate-seed-sql';
import { testDatabaseUrl } from './client';
import { TEST_MAIL_LIMITS } from './globalSetup';
import { repoRoot } from './loadDatabase';

// Read values the way PostgREST returns them as JSON, which is how the mock stores them.
const parsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === types.builtins.DATE || oid === types.builtins.TIME) return (v: string) => v;
    if (oid === types.builtins.TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === types.builtins.NUMERIC) return (v: string) => Number(v);
    return types.getTypeParser(oid, format);
  },
};

let db: Client;
beforeAll(async () => {
  db = new Client({ connectionString: testDatabaseUrl(), types: parsers });
  await db.connect();
});
afterAll(() => db.end());

const TABLES: Array<[Exclude<keyof Seed, 'users'>, string]> = [
  ['settings', 'id'],
  ['accounting_settings', 'id'],
  ['locations', 'id'],
  ['trainers', 'id'],
  ['seminars', 'id'],
  ['seminar_sessions', 'id'],
  ['webinars', 'id'],
  ['webinar_access', 'webinar_id'],
  ['profiles', 'user_id'],
  ['user_roles', 'id'],
  ['bookings', 'id'],
  ['booking_items', 'id'],
  ['attendances', 'id'],
  ['inhouse_requests', 'id'],
  ['waitlist_entries', 'id'],
  ['participant_changes', 'id'],
  ['booking_withdrawals', 'id'],
];

const SECRET_TOKEN_COLUMNS = ['confirm_token', 'leave_token'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withoutTokens = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([column]) => !(SECRET_TOKEN_COLUMNS as readonly string[]).includes(column)),
  );

describe('seed parity', () => {
  it('supabase/seed.sql is generated from mocks/seed and up to date (npm run db:seed)', () => {
    expect(readFileSync(join(repoRoot(), 'supabase', 'seed.sql'), 'utf8')).toBe(generateSeedSql());
  });

  it('is deterministic', () => {
    expect(generateSeedSql()).toBe(generateSeedSql());
  });

  const seed = buildSeed(new Date());
  it.each(TABLES)('%s: the database rows equal the mock rows', async (table, key) => {
    const expected = [...(seed[table] as Array<Record<string, unknown>>)].sort((a, b) =>
      String(a[key]) < String(b[key]) ? -1 : 1,
    );
    const ids = expected.map((row) => row[key]);
    const { rows } = await db.query(
      `select * from public.${table} where ${key}::text = any($1::text[]) order by ${key}::text`,
      [ids.map(String)],
    );
    // The harness raises the mail limits of the shared test database (globalSetup.ts), nothing else.
    if (table === 'settings') expect(rows).toEqual(expected.map((row) => ({ ...row, ...TEST_MAIL_LIMITS })));
    // Secret tokens are drawn anew on each load (mock and seed.sql alike): equal but for them, and UUIDs.
    else if (table === 'waitlist_entries') {
      expect(rows.map(withoutTokens)).toEqual(expected.map(withoutTokens));
      for (const row of [...rows, ...expected]) {
        for (const column of SECRET_TOKEN_COLUMNS) expect(row[column]).toMatch(UUID);
      }
    } else expect(rows).toEqual(expected);
  });

  // Issued at load time by each backend's issue_invoice (mocks/app/seed.ts, seed.sql): the same numbers, dates and
  // snapshots; only the record's own id and creation instant are drawn by the backend.
  it('invoices: the database issued the same invoices as the mock', async () => {
    const mock = productSeed();
    const bookingIds = (mock.bookings ?? []).map((b) => String(b.id));
    // A credit note's preceding_invoice_id is an id drawn by its backend: compared by the invoice's number instead.
    const byNumber = (invoices: Record<string, unknown>[]) => {
      const numbers = new Map(invoices.map((i) => [String(i.id), i.number]));
      return ({
        id: _id,
        created_at: _createdAt,
        preceding_invoice_id: preceding,
        ...rest
      }: Record<string, unknown>): Record<string, unknown> => ({
        ...rest,
        preceding_invoice: preceding === null || preceding === undefined ? null : numbers.get(String(preceding)),
      });
    };
    const mockInvoices = [...(mock.invoices ?? [])];
    const expected = mockInvoices
      .map(byNumber(mockInvoices))
      .sort((a, b) => (String(a.number) < String(b.number) ? -1 : 1));
    const { rows } = await db.query(
      'select * from public.invoices where booking_id = any($1::uuid[]) order by number collate "C"',
      [bookingIds],
    );
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((i) => i.kind === 'credit_note').length).toBeGreaterThan(20);
    expect(rows.map(byNumber(rows))).toEqual(expected);
  });

  it('auth users match the demo accounts', async () => {
    const { rows } = await db.query(
      "select id, email, raw_user_meta_data as user_metadata, created_at, email_confirmed_at from auth.users where id::text like 'a6000000-%' order by id",
    );
    expect(rows).toEqual(seed.users.map(({ password: _password, ...user }) => user));
  });
});
