import { defineEdgeFunction, defineRpc, raiseException, removeEdgeFunction, removeRpc } from '../../mocks';
import { ADMIN, ALICE } from './fixtures/librarySeed';
import { anonClient, signedInClient, useLibraryBackend } from './support/testBackend';

useLibraryBackend();

describe('POST /rest/v1/rpc/:fn', () => {
  afterEach(() => {
    removeRpc('rate_book');
  });

  it('has_role works over user_roles', async () => {
    const client = anonClient();
    expect((await client.rpc('has_role', { _user_id: ADMIN.id, _role: 'admin' })).data).toBe(true);
    expect((await client.rpc('has_role', { _user_id: ALICE.id, _role: 'admin' })).data).toBe(false);
  });

  it('dispatches to defined functions with the caller, and rolls back on a raised error', async () => {
    defineRpc('rate_book', (ctx, args, database) => {
      database.setRows(
        'authors',
        database.rows('authors').map((a) => ({ ...a, country: 'XX' })),
      );
      if (args.stars === 0) raiseException('Ungültige Bewertung', { hint: 'Sterne 1–5' });
      return { uid: ctx.uid, role: ctx.role };
    });
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
});

describe('POST /functions/v1/:name', () => {
  afterEach(() => removeEdgeFunction('echo'));

  it('dispatches to a registered edge function with the caller', async () => {
    defineEdgeFunction('echo', ({ body, auth }) => ({ body, role: auth.role }));
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
