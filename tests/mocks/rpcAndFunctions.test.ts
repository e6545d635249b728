import { createMockBackend, raiseException, useMockBackend, type RpcFunction } from '../../mocks';
import { librarySchema } from './fixtures/librarySchema';
import { ADMIN, ALICE, librarySeed } from './fixtures/librarySeed';
import { anonClient, signedInClient, useLibraryBackend } from './support/testBackend';

const rateBook: RpcFunction = (ctx, args, database) => {
  database.setRows(
    'authors',
    database.rows('authors').map((a) => ({ ...a, country: 'XX' })),
  );
  if (args.stars === 0) raiseException('Ungültige Bewertung', { hint: 'Sterne 1–5' });
  return { uid: ctx.uid, role: ctx.role };
};

useLibraryBackend({
  rpc: { rate_book: rateBook },
  functions: { echo: ({ body, auth }) => ({ body, role: auth.role }) },
});

describe('POST /rest/v1/rpc/:fn', () => {
  it('has_role works over user_roles', async () => {
    const client = anonClient();
    expect((await client.rpc('has_role', { _user_id: ADMIN.id, _role: 'admin' })).data).toBe(true);
    expect((await client.rpc('has_role', { _user_id: ALICE.id, _role: 'admin' })).data).toBe(false);
  });

  it("dispatches to the backend's functions with the caller, and rolls back on a raised error", async () => {
    const alice = await signedInClient(ALICE);
    expect((await alice.rpc('rate_book', { stars: 5 })).data).toEqual({ uid: ALICE.id, role: 'authenticated' });
    const failed = await alice.rpc('rate_book', { stars: 0 });
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({ code: 'P0001', details: null, hint: 'Sterne 1–5', message: 'Ungültige Bewertung' });
    const { data } = await alice.from('authors').select('country').eq('id', 3).single();
    expect(data).toEqual({ country: 'XX' }); // from the first call; the failed one was rolled back
  });

  it('unknown function → 404 PGRST202', async () => {
    const { status, error } = await anonClient().rpc('nope', { a: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a) in the schema cache',
    });
  });

  it('a name of the JavaScript object prototype is no function', async () => {
    const { status, error } = await anonClient().rpc('constructor');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('POST /functions/v1/:name', () => {
  it('dispatches to an edge function of the backend with the caller', async () => {
    const { data, error } = await anonClient().functions.invoke('echo', { body: { hallo: 'welt' } });
    expect(error).toBeNull();
    expect(data).toEqual({ body: { hallo: 'welt' }, role: 'anon' });
  });

  it('unknown function → 404 like Supabase', async () => {
    const { error } = await anonClient().functions.invoke('missing');
    expect(error?.name).toBe('FunctionsHttpError');
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});

describe('createMockBackend', () => {
  it('serves only the functions it was created with: none leak in from another backend', async () => {
    useMockBackend(createMockBackend({ ...librarySchema, seed: librarySeed }));
    const client = anonClient();
    expect((await client.rpc('rate_book', { stars: 5 })).error?.code).toBe('PGRST202');
    expect((await client.rpc('has_role', { _user_id: ADMIN.id, _role: 'admin' })).error?.code).toBe('PGRST202');
    const { error } = await client.functions.invoke('echo', { body: {} });
    expect((error as { context: Response }).context.status).toBe(404);
    // The tables are served as before.
    expect((await client.from('authors').select('name')).data).toHaveLength(3);
  });
});
