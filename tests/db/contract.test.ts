/**
 * The contract scenarios (tests/contract/scenarios.ts) against real PostgreSQL, through the SQL PostgREST runs for
 * each request: a transaction switched to the API role with the JWT claims, then the statement. Each scenario runs
 * in one transaction that is rolled back (setup as superuser = service role, steps in savepoints, as PostgREST
 * would run them one request at a time), so the shared test database is left as it was.
 * The same table runs against the mock in tests/contract/mock.contract.test.ts; both must give `EXPECTED`.
 */
import type { PoolClient } from 'pg';
import type { Actor, Request, Setup } from '../contract/model';
import { runScenario, type Driver, type Observed, type SeatCounts } from '../contract/runner';
import { setupWrite } from '../contract/setupRows';
import { EXPECTED, SCENARIOS, USERS } from '../contract/scenarios';
import { becomeRole, closePool, transaction, type ApiRole, type Claims } from './client';

afterAll(closePool);

function roleOf(actor: Actor): { role: ApiRole; claims?: Claims } {
  // No `sub` claim at all for these roles: auth.uid() is null, as with PostgREST and the anon or service key.
  if (actor === 'anon') return { role: 'anon' };
  if (actor === 'service') return { role: 'service_role' };
  const user = USERS[actor];
  return {
    role: 'authenticated',
    claims: { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' },
  };
}

/** PostgREST's SQLSTATE → HTTP status (docs "Errors"): 42501 is 401 for anon, 403 otherwise; 23505/23503 409. */
function postgrestStatus(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  return 400;
}

/** The jsonb parameters of the functions under test (book_cart's cart and customer). */
const JSONB_PARAMS = new Set(['_lines', '_customer']);

/** The SQL array parameters (catalog_seats' ids): PostgREST turns a JSON array into an array of the parameter's type. */
const ARRAY_PARAMS = new Set(['_session_ids', '_webinar_ids']);

/** JSON values travel as text, as PostgREST sends them. */
const param = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

function statement(request: Request): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(param(value));
    return `$${params.length}`;
  };
  const where = (match: Record<string, unknown>) =>
    Object.entries(match)
      .map(([column, value]) => `${column} = ${add(value)}`)
      .join(' and ');
  if ('rpc' in request) {
    // PostgREST hands a jsonb parameter the JSON value itself (a string stays a JSON string, not text).
    const args = Object.entries(request.args).map(([name, value]) => {
      if (JSONB_PARAMS.has(name)) return `${name} => ${add(JSON.stringify(value))}::jsonb`;
      if (!ARRAY_PARAMS.has(name)) return `${name} => ${add(value)}`;
      params.push(value); // node-postgres writes a JS array as an array literal
      return `${name} => $${params.length}`;
    });
    return { sql: `select public.${request.rpc}(${args.join(', ')}) as result`, params };
  }
  if ('select' in request) {
    // Rows as JSON, as PostgREST renders them (numeric as a number, date as 'YYYY-MM-DD').
    const columns = request.columns?.join(', ') ?? '*';
    const inner = `select ${columns} from public.${request.select} where ${where(request.match)}`;
    return { sql: `select to_jsonb(t) as row from (${inner}) t`, params };
  }
  if ('insert' in request) {
    const columns = Object.keys(request.values);
    const values = Object.values(request.values).map(add);
    return {
      sql: `insert into public.${request.insert} (${columns.join(', ')}) values (${values.join(', ')})`,
      params,
    };
  }
  if ('update' in request) {
    const set = Object.entries(request.values).map(([column, value]) => `${column} = ${add(value)}`);
    return { sql: `update public.${request.update} set ${set.join(', ')} where ${where(request.match)}`, params };
  }
  return { sql: `delete from public.${request.delete} where ${where(request.match)}`, params };
}

function sqlDriver(client: PoolClient): Driver {
  async function prepareOne(setup: Setup): Promise<void> {
    const write = setupWrite(setup);
    if ('setAside' in write) return; // done first, in prepare
    const columns = Object.keys(write.values);
    const values = Object.values(write.values);
    if ('insert' in write) {
      const placeholders = columns.map((_, i) => `$${i + 1}`);
      await client.query(
        `insert into public.${write.insert} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
        values,
      );
    } else {
      const set = columns.map((column, i) => `${column} = $${i + 1}`);
      await client.query(`update public.${write.update} set ${set.join(', ')} where id = $${columns.length + 1}`, [
        ...values,
        write.id,
      ]);
    }
  }

  return {
    async prepare(setup) {
      // Bookings or dates set aside (figures over all of them count only the scenario's): the table is locked before anything
      // else, so no other test file's booking arrives meanwhile and nothing this transaction holds is waited for; its
      // rows go with the triggers off (no cascade, no seat release), rolled back with the scenario.
      for (const one of setup) {
        if (!('setAside' in one)) continue;
        await client.query(`lock table public.${one.setAside} in exclusive mode`);
        await client.query('set local session_replication_role = replica');
        await client.query(`delete from public.${one.setAside}`);
        await client.query('set local session_replication_role = origin');
      }
      // As GoTrue would: an auth.users row, whose insert trigger (handle_new_user) gives profile and role. The
      // address is confirmed, as it is for the mock's user (who signs in with a password).
      await client.query(
        `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at) values ($1, $2, $3, now())`,
        [USERS.other.id, USERS.other.email, JSON.stringify({ first_name: 'Andrea', last_name: 'Andere' })],
      );
      // No failed withdrawal attempts of other test files count (the mock starts without any); rolled back too.
      await client.query('delete from private.withdrawal_attempts');
      // Invoice numbers start at 1 as in the mock: the invoices other test files issued are set aside (the immutability
      // trigger off for this rolled-back delete only; the counters first, so a concurrent issuer cannot deadlock us).
      await client.query('set local session_replication_role = replica');
      await client.query('delete from private.invoice_counters');
      await client.query('delete from public.invoices');
      await client.query('set local session_replication_role = origin');
      // The scenario's rows through the service role, as the mock runner writes them with the service-role key.
      await client.query('set local role service_role');
      for (const one of setup) await prepareOne(one);
      await client.query('reset role');
    },
    async seatCounts(): Promise<SeatCounts> {
      // Inside the scenario's transaction, as the superuser the steps return to (before the rollback).
      const { rows } = await client.query<{ id: string; seats_booked: number; held: number }>(
        `select d.id, d.seats_booked,
                coalesce((select sum(bi.quantity) from public.booking_items bi
                          join public.bookings b on b.id = bi.booking_id
                          where (bi.session_id = d.id or bi.webinar_id = d.id)
                            and b.status in ('pending', 'confirmed', 'paid')), 0)::integer as held
         from (select id, seats_booked from public.seminar_sessions
               union all select id, seats_booked from public.webinars) d`,
      );
      return Object.fromEntries(rows.map((r) => [r.id, { seatsBooked: r.seats_booked, held: r.held }]));
    },
    async run(actor, request): Promise<Observed> {
      const { role, claims } = roleOf(actor);
      const { sql, params } = statement(request);
      await client.query('savepoint request');
      try {
        await becomeRole(client, role, claims);
        const result = await client.query(sql, params);
        // The request's commit, as PostgREST's transaction ends: deferred triggers fire now (the scenario's one
        // transaction is rolled back at the end instead of committed).
        await client.query('set constraints all immediate');
        await client.query('set constraints all deferred');
        await client.query('reset role');
        await client.query('release savepoint request');
        if ('rpc' in request) {
          return { ok: true, rows: null, count: null, data: (result.rows[0] as { result: unknown }).result };
        }
        return 'select' in request
          ? { ok: true, rows: (result.rows as Array<{ row: Record<string, unknown> }>).map((r) => r.row), count: null }
          : { ok: true, rows: null, count: result.rowCount ?? 0 };
      } catch (error) {
        await client.query('rollback to savepoint request');
        await client.query('reset role');
        const e = error as { code?: string; message: string; detail?: string };
        const code = e.code ?? 'XX000';
        return { ok: false, code, message: e.message, details: e.detail ?? null, status: postgrestStatus(code, role) };
      }
    },
  };
}

describe('contract scenarios against PostgreSQL', () => {
  it.each(SCENARIOS.map((s, i) => [s.name, i] as const))('%s', async (_name, index) => {
    const scenario = SCENARIOS[index]!;
    const row = await transaction((client) => runScenario(scenario, sqlDriver(client)), { rollback: true });
    expect(row).toEqual(EXPECTED[index]);
  });
});
