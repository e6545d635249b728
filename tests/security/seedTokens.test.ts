/**
 * Seed tokens, the attack first: seed.sql and the mock seed gave the waiting-list entries tokens derived from their
 * ids (`ab000000-…-000000000201`), so anyone reading the public repository could call `leave_waitlist` with them
 * and remove a person from the list (on every demo, and on any project loaded with the seed). Now every token is
 * drawn when the seed is loaded, and seed.sql refuses to load into a database that looks live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { asRole, asSuperuser, closePool, testDatabaseUrl } from '../db/client';
import { expectDbError } from '../db/fixtures';
import { repoRoot } from '../db/loadDatabase';

afterAll(closePool);

const SEED_SQL = readFileSync(join(repoRoot(), 'supabase', 'seed.sql'), 'utf8');
/** Tokens derived the old way (1xx confirm, 2xx leave) for each of the seven seeded entries. */
const OLD_TOKENS = [101, 102, 103, 104, 105, 106, 107, 201, 202, 203, 204, 205, 206, 207].map(
  (n) => `ab000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
);

describe('a visitor using the tokens of the public seed', () => {
  it('cannot leave or confirm anyone on the waiting list with the ids of the repository', async () => {
    for (const token of OLD_TOKENS) {
      expect((await expectDbError(() => asRole('anon').rpc('leave_waitlist', { _token: token }))).message).toMatch(
        /^WAITLIST_/,
      );
      await expectDbError(() => asRole('anon').rpc('confirm_waitlist', { _token: token }));
    }
    const { rows } = await asSuperuser().query<{ status: string }>(
      `select status from public.waitlist_entries where id::text like 'ab000000-%' order by id`,
    );
    // Two waiting and one unconfirmed on the sold-out date 47, and the past sold-out dates' lapsed and left entries.
    expect(rows.map((row) => row.status)).toEqual([
      'waiting',
      'waiting',
      'pending_confirmation',
      'lapsed',
      'left',
      'lapsed',
      'left',
    ]);
  });

  it('finds no token in seed.sql: they are drawn at load time, different for every entry', async () => {
    for (const token of OLD_TOKENS) expect(SEED_SQL).not.toContain(token);
    const { rows } = await asSuperuser().query<{ confirm_token: string; leave_token: string }>(
      `select confirm_token, leave_token from public.waitlist_entries where id::text like 'ab000000-%'`,
    );
    const tokens = rows.flatMap((row) => [row.confirm_token, row.leave_token]);
    expect(tokens).toHaveLength(14);
    expect(new Set(tokens).size).toBe(14);
  });
});

// A new project (only migrations) passes the guard: the test run's own database is loaded from seed.sql that way.
describe('loading the demo seed into a database that looks live', () => {
  /** Runs seed.sql on its own connection after `prepare`, always rolled back; the error message, if any. */
  async function loadSeedAfter(prepare: string): Promise<string | null> {
    const client = new Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(prepare);
      await client.query('savepoint seed');
      // seed.sql opens its own transaction: inside ours that is only a warning, and the guard raises before commit.
      return await client.query(SEED_SQL).then(
        () => null,
        (error: Error) => error.message,
      );
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }

  it('is refused when the project has a user of its own', async () => {
    const refusal = await loadSeedAfter(
      `insert into auth.users (email, raw_user_meta_data) values ('chefin@echte-akademie.de', '{}')`,
    );
    expect(refusal).toMatch(/^SEED_REFUSED: this database looks live/);
  });

  it('is refused when the settings are not the demo academy', async () => {
    const refusal = await loadSeedAfter(`update public.settings set email = 'info@echte-akademie.de' where id = 1`);
    expect(refusal).toMatch(/^SEED_REFUSED/);
  });
});
