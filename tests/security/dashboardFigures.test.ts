/**
 * The admin dashboard's figures (issue 33, admin_dashboard_figures; docs/data-model.md "Admin dashboard figures"),
 * the attacks first: a visitor or a customer asking for the academy's revenue and booking counts — plainly, with a
 * JWT that claims to be an admin, or after trying to grant themselves the admin role. Every one of them gets a refusal
 * that carries no figure, the same with or without bookings of their own.
 */
import { asSuperuser, asRole, closePool, type Claims } from '../db/client';
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

interface Figures {
  revenue_month_cents: number;
  revenue_year_cents: number;
  bookings_month: number;
  bookings_year: number;
  bookings_total: number;
  weeks: Array<{ start: string; count: number }>;
}

let booker: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  booker = await createCustomer('kennzahlen');
  stranger = await createCustomer('kennzahlenlos');
  const sessionId = await createSession({ capacity: 20 });
  await as(booker).rpc('book_cart', {
    _lines: [sessionLine(sessionId, 1)],
    _customer: { ...CUSTOMER_DETAILS, email: booker.email },
    _payment_method: 'invoice',
  });
});

const figures = (session: ReturnType<typeof as>) => session.rpc<Figures>('admin_dashboard_figures', {});

describe('a visitor or a customer asking for the academy’s figures', () => {
  it('a visitor without an account may not even call it', async () => {
    expect((await expectDbError(() => figures(anon()))).code).toBe('42501');
  });

  it('a customer gets FORBIDDEN and nothing else, whether or not they booked', async () => {
    for (const customer of [booker, stranger]) {
      const refused = await expectDbError(() => figures(as(customer)));
      expect(refused).toEqual({ code: 'P0001', message: 'FORBIDDEN', detail: {} });
    }
  });

  it('a JWT that claims the admin role does not make its holder an admin (the role is the database’s)', async () => {
    const forged = {
      ...claimsFor(booker),
      user_role: 'admin',
      app_metadata: { role: 'admin', roles: ['admin'] },
      user_metadata: { role: 'admin' },
    } as Claims;
    const refused = await expectDbError(() => figures(asRole('authenticated', forged)));
    expect(refused).toEqual({ code: 'P0001', message: 'FORBIDDEN', detail: {} });
  });

  it('a customer cannot grant themselves the admin role first', async () => {
    const grant = await expectDbError(() =>
      as(booker).query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [booker.id]),
    );
    expect(grant.code).toBe('42501');
    expect((await expectDbError(() => figures(as(booker)))).message).toBe('FORBIDDEN');
  });
});

describe('least privilege', () => {
  it('runs with the caller’s rights (security invoker) and only signed-in users may execute it', async () => {
    const { rows } = await asSuperuser().query<{
      definer: boolean;
      anon: boolean;
      authenticated: boolean;
      service: boolean;
      path: string[] | null;
    }>(
      `select p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
              has_function_privilege('service_role', p.oid, 'EXECUTE') as service,
              p.proconfig as path
       from pg_catalog.pg_proc p where p.oid = 'public.admin_dashboard_figures()'::regprocedure`,
    );
    expect(rows[0]).toEqual({
      definer: false,
      anon: false,
      authenticated: true,
      service: false,
      path: ['search_path=""'],
    });
  });

  it('an admin gets the figures, the customer’s booking among them', async () => {
    const result = await figures(as(ADMIN));
    expect(result.bookings_total).toBeGreaterThanOrEqual(1);
    expect(result.bookings_month).toBeGreaterThanOrEqual(1);
    expect(result.weeks).toHaveLength(12);
  });
});
