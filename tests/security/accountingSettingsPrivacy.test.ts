/**
 * The academy's DATEV numbers (consultant and client number, accounts; docs/invoices.md "Export"), the attack first:
 * `GET /rest/v1/settings?select=*` as a visitor answered them, because `settings` is public (imprint, bank and
 * cancellation terms). They live in the admin-only `accounting_settings` now. Every attempt runs as PostgREST would run
 * the request (role and claims per request) inside one rolled-back transaction, so even a successful attack changes
 * nothing for the other tests.
 */
import type { PoolClient } from 'pg';
import { asSuperuser, becomeRole, closePool, transaction, type ApiRole, type Claims } from '../db/client';
import { ADMIN, claimsFor, createCustomer, type TestUser } from '../db/fixtures';

afterAll(closePool);

// Values nobody would guess, set as superuser inside the transaction: finding one of them means a leak.
const SECRET = { consultant: 7654321, client: 54321 };

let customer: TestUser;
/** Every public table that holds a DATEV column, wherever the numbers live. */
let datevTables: string[];

beforeAll(async () => {
  customer = await createCustomer('datev-neugier');
  const { rows } = await asSuperuser().query<{ table_name: string }>(
    `select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name like 'datev\\_%' order by table_name`,
  );
  datevTables = rows.map((row) => row.table_name);
});

type Answer = { rows: Array<Record<string, unknown>> } | { code: string };

/** One request as `role`: a refusal is returned (its SQLSTATE) and undoes only that request. */
async function request(client: PoolClient, role: ApiRole, claims: Claims | undefined, sql: string): Promise<Answer> {
  await client.query('savepoint request');
  try {
    await becomeRole(client, role, claims);
    const { rows } = await client.query(sql);
    await client.query('reset role');
    await client.query('release savepoint request');
    return { rows };
  } catch (error) {
    await client.query('rollback to savepoint request');
    await client.query('reset role');
    return { code: (error as { code?: string }).code ?? 'error' };
  }
}

/** Puts the secret numbers into every DATEV table (superuser, inside the transaction). */
async function plantSecrets(client: PoolClient): Promise<void> {
  for (const table of datevTables) {
    await client.query(`update public.${table} set datev_consultant_number = $1, datev_client_number = $2`, [
      SECRET.consultant,
      SECRET.client,
    ]);
  }
}

const VISITORS: Array<[string, ApiRole, () => Claims | undefined]> = [
  ['an anonymous visitor', 'anon', () => undefined],
  ['a signed-in customer', 'authenticated', () => claimsFor(customer)],
];

describe('the DATEV numbers are for admins only', () => {
  it('they live in one place, the admin-only accounting_settings', () => {
    expect(datevTables).toEqual(['accounting_settings']);
  });

  it.each(VISITORS)(
    '%s reads no DATEV number from any table (select * as the API does)',
    async (_who, role, claims) => {
      const leaks = await transaction(
        async (client) => {
          await plantSecrets(client);
          const found: string[] = [];
          for (const table of new Set([...datevTables, 'settings'])) {
            const answer = await request(client, role, claims(), `select to_jsonb(t) as row from public.${table} t`);
            if ('code' in answer) continue;
            const text = JSON.stringify(answer.rows);
            if (
              text.includes(String(SECRET.consultant)) ||
              text.includes(String(SECRET.client)) ||
              text.includes('datev_')
            ) {
              found.push(table);
            }
          }
          return found;
        },
        { rollback: true },
      );
      expect(leaks).toEqual([]);
    },
  );

  it.each(VISITORS)('%s cannot change the DATEV numbers', async (_who, role, claims) => {
    const outcome = await transaction(
      async (client) => {
        await plantSecrets(client);
        const changed: string[] = [];
        for (const table of datevTables) {
          const answer = await request(
            client,
            role,
            claims(),
            `update public.${table} set datev_client_number = 1, datev_debtor_account = 99999 returning 1`,
          );
          if ('rows' in answer && answer.rows.length > 0) changed.push(table);
        }
        const { rows } = await client.query<{ clients: number[] }>(
          `select array_agg(datev_client_number) as clients from public.accounting_settings`,
        );
        return { changed, clients: rows[0]!.clients };
      },
      { rollback: true },
    );
    expect(outcome).toEqual({ changed: [], clients: [SECRET.client] });
  });

  it('anon holds no privilege on accounting_settings; signed-in users only select and update (RLS: admins)', async () => {
    const { rows } = await asSuperuser().query<{ role: string; privilege: string }>(
      `select r.role, p.privilege from unnest(array['anon', 'authenticated']) r(role)
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p(privilege)
        where has_table_privilege(r.role, 'public.accounting_settings', p.privilege)
        order by 1, 2`,
    );
    expect(rows).toEqual([
      { role: 'authenticated', privilege: 'SELECT' },
      { role: 'authenticated', privilege: 'UPDATE' },
    ]);
  });

  it('an admin reads and changes them (the settings form and the DATEV export)', async () => {
    const outcome = await transaction(
      async (client) => {
        await plantSecrets(client);
        const read = await request(
          client,
          'authenticated',
          claimsFor(ADMIN),
          'select datev_consultant_number, datev_client_number from public.accounting_settings where id = 1',
        );
        const update = await request(
          client,
          'authenticated',
          claimsFor(ADMIN),
          'update public.accounting_settings set datev_client_number = 55003 where id = 1 returning datev_client_number',
        );
        return { read, update };
      },
      { rollback: true },
    );
    expect(outcome).toEqual({
      read: { rows: [{ datev_consultant_number: SECRET.consultant, datev_client_number: SECRET.client }] },
      update: { rows: [{ datev_client_number: 55003 }] },
    });
  });
});
