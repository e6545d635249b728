/**
 * The one auth preamble of the data APIs: tables, RPC and edge functions see the same caller for the same keys, and
 * a missing key or a bad token is refused the way each Supabase service refuses it.
 */
import { DEMO_SUPABASE_ANON_KEY } from '../../src/config/demoAnonKey';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY, signJwt, type PolicyContext } from '../../mocks';
import { nowSeconds } from '../../mocks/clock';
import { ALICE } from './fixtures/librarySeed';
import { rawFetch, signedInClient, useLibraryBackend } from './support/testBackend';

const callerOf = (ctx: Pick<PolicyContext, 'role' | 'uid' | 'claims'>) => ({
  role: ctx.role,
  uid: ctx.uid,
  email: ctx.claims?.email ?? null,
});

useLibraryBackend({
  rpc: { whoami: (ctx) => callerOf(ctx) },
  functions: { whoami: ({ auth }) => callerOf(auth) },
});

async function accessToken(): Promise<string> {
  const alice = await signedInClient(ALICE);
  return (await alice.auth.getSession()).data.session!.access_token;
}

function asBearer(token: string, apikey: string | null = DEMO_SUPABASE_ANON_KEY) {
  return { apikey, headers: { Authorization: `Bearer ${token}` } };
}

async function callers(init: Parameters<typeof asBearer>) {
  const rpc = await rawFetch('/rest/v1/rpc/whoami', { method: 'POST', ...asBearer(...init) });
  const fn = await rawFetch('/functions/v1/whoami', { method: 'POST', ...asBearer(...init) });
  return { rpc: await rpc.json(), fn: await fn.json() };
}

describe('the caller of a request', () => {
  it('a signed-in user: the same role, uid and claims in RPCs, edge functions and table policies', async () => {
    const token = await accessToken();
    const expected = { role: 'authenticated', uid: ALICE.id, email: ALICE.email };
    expect(await callers([token])).toEqual({ rpc: expected, fn: expected });
    const profiles = await rawFetch('/rest/v1/profiles?select=user_id', asBearer(token));
    expect(await profiles.json()).toEqual([{ user_id: ALICE.id }]); // policy `own profile`: user_id = auth.uid()
  });

  it('the anon key is anon, the service-role key service_role, both without a uid', async () => {
    const anon = { role: 'anon', uid: null, email: null };
    expect(await callers([DEMO_SUPABASE_ANON_KEY])).toEqual({ rpc: anon, fn: anon });
    const service = { role: 'service_role', uid: null, email: null };
    expect(await callers([DEMO_SUPABASE_SERVICE_ROLE_KEY, DEMO_SUPABASE_SERVICE_ROLE_KEY])).toEqual({
      rpc: service,
      fn: service,
    });
  });

  it('no apikey: the gateway refuses tables and RPC; the edge runtime answers Invalid JWT', async () => {
    const token = await accessToken();
    const gateway = {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
    for (const path of ['/rest/v1/books?select=title', '/rest/v1/rpc/whoami']) {
      const response = await rawFetch(path, asBearer(token, null));
      expect([path, response.status, await response.json()]).toEqual([path, 401, gateway]);
    }
    const fn = await rawFetch('/functions/v1/whoami', { method: 'POST', ...asBearer(token, null) });
    expect([fn.status, await fn.json()]).toEqual([
      401,
      { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
    ]);
  });

  it('an expired or forged token: PostgREST answers PGRST303 / PGRST301 on tables and RPC alike', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: ALICE.id, exp: nowSeconds() - 1 });
    const forged = `${expired.slice(0, expired.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    for (const path of ['/rest/v1/books?select=title', '/rest/v1/rpc/whoami']) {
      const late = await rawFetch(path, asBearer(expired));
      expect([path, late.status, await late.json()]).toEqual([
        path,
        401,
        { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
      ]);
      const bad = await rawFetch(path, asBearer(forged));
      expect([path, bad.status, await bad.json()]).toEqual([
        path,
        401,
        { code: 'PGRST301', details: null, hint: null, message: 'JWSError JWSInvalidSignature' },
      ]);
    }
    const fn = await rawFetch('/functions/v1/whoami', { method: 'POST', ...asBearer(expired) });
    expect(fn.status).toBe(401);
  });

  it('an edge function without an Authorization header is refused before the caller is resolved', async () => {
    const response = await rawFetch('/functions/v1/whoami', { method: 'POST' });
    expect([response.status, await response.json()]).toEqual([
      401,
      { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
    ]);
  });
});
