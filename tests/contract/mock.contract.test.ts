/**
 * The contract scenarios against the mock backend, through the real supabase-js client as the app uses it (demo URL
 * and anon key; signed in as the seed's demo users or a user created through the mock's auth). The same table runs
 * against PostgreSQL in tests/db/contract.test.ts.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { demoUser, DEMO_SUPABASE_SERVICE_ROLE_KEY, getMockDb } from '../../mocks';
import { INVOICE_COUNTERS } from '../../mocks/app/rpc/invoices';
import { createUser } from '../../mocks/auth/users';
import type { Actor, Request, Setup } from './model';
import { runScenario, type Driver, type Observed, type SeatCounts } from './runner';
import { setupWrite } from './setupRows';
import { EXPECTED, SCENARIOS, USERS } from './scenarios';

let clientCount = 0;
function client(key: string): SupabaseClient {
  clientCount += 1;
  return createClient(DEMO_SUPABASE_URL, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `contract-${clientCount}`,
    },
  });
}

function mockDriver(): Driver {
  const clients = new Map<Actor, SupabaseClient>();
  async function clientFor(actor: Actor): Promise<SupabaseClient> {
    const existing = clients.get(actor);
    if (existing) return existing;
    let created: SupabaseClient;
    if (actor === 'service') created = client(DEMO_SUPABASE_SERVICE_ROLE_KEY);
    else {
      created = client(DEMO_SUPABASE_ANON_KEY);
      if (actor !== 'anon') {
        const { email, password } = USERS[actor];
        const { error } = await created.auth.signInWithPassword({ email, password });
        if (error) throw error;
      }
    }
    clients.set(actor, created);
    return created;
  }

  async function prepareOne(setup: Setup): Promise<void> {
    const write = setupWrite(setup);
    if ('setAside' in write) {
      getMockDb().setRows(write.setAside, []);
      return;
    }
    const service = await clientFor('service');
    const { error } =
      'insert' in write
        ? await service.from(write.insert).insert(write.values)
        : await service.from(write.update).update(write.values).eq('id', write.id);
    if (error) throw new Error(error.message);
  }

  return {
    async prepare(setup) {
      // Through the mock's auth store: the sign-up trigger (handle_new_user) gives the profile and the role.
      createUser(
        getMockDb(),
        demoUser({
          id: USERS.other.id,
          email: USERS.other.email,
          password: USERS.other.password,
          userMetadata: { first_name: 'Andrea', last_name: 'Andere' },
        }),
      );
      // Invoice numbers start at 1, as on PostgreSQL (tests/db/contract.test.ts sets every invoice aside): the seed's
      // invoices (docs/demo-data.md) and their counters go for the scenario.
      getMockDb().setRows('invoices', []);
      getMockDb().setRows(INVOICE_COUNTERS, []);
      for (const one of setup) await prepareOne(one);
    },
    async seatCounts(): Promise<SeatCounts> {
      const db = getMockDb();
      const holding = new Set(
        db
          .rows('bookings')
          .filter((b) => ['pending', 'confirmed', 'paid'].includes(String(b.status)))
          .map((b) => b.id),
      );
      const counts: SeatCounts = {};
      for (const table of ['seminar_sessions', 'webinars'] as const) {
        for (const date of db.rows(table))
          counts[String(date.id)] = { seatsBooked: Number(date.seats_booked), held: 0 };
      }
      for (const item of db.rows('booking_items')) {
        const date = counts[String(item.session_id ?? item.webinar_id)];
        if (date && holding.has(item.booking_id)) date.held += Number(item.quantity);
      }
      return counts;
    },
    async run(actor, request: Request): Promise<Observed> {
      const c = await clientFor(actor);
      const response =
        'rpc' in request
          ? await c.rpc(request.rpc, request.args)
          : 'select' in request
            ? await c
                .from(request.select)
                .select(request.columns?.join(',') ?? '*')
                .match(request.match)
            : 'insert' in request
              ? await c.from(request.insert).insert(request.values, { count: 'exact' })
              : 'update' in request
                ? await c.from(request.update).update(request.values, { count: 'exact' }).match(request.match)
                : await c.from(request.delete).delete({ count: 'exact' }).match(request.match);
      if (response.error) {
        const { code, message, details } = response.error;
        return { ok: false, code, message, details: details || null, status: response.status };
      }
      if ('rpc' in request) return { ok: true, rows: null, count: null, data: response.data };
      const rows = Array.isArray(response.data) ? (response.data as Record<string, unknown>[]) : null;
      return { ok: true, rows, count: response.count };
    },
  };
}

describe('contract scenarios against the mock backend', () => {
  it.each(SCENARIOS.map((s, i) => [s.name, i] as const))('%s', async (_name, index) => {
    const scenario = SCENARIOS[index]!;
    expect(await runScenario(scenario, mockDriver())).toEqual(EXPECTED[index]);
  });

  it('covers at least 40 RLS cells', () => {
    expect(SCENARIOS.filter((s) => s.name.startsWith('rls: ')).length).toBeGreaterThanOrEqual(40);
  });
});
