import { ALICE } from '../fixtures/librarySeed';
import { anonClient, rawFetch, signedInClient, useLibraryBackend } from '../support/testBackend';

useLibraryBackend();

describe('PostgREST and gateway error bodies', () => {
  it('unknown table → 404 PGRST205', async () => {
    const { status, error } = await anonClient().from('dragons').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.dragons' in the schema cache",
    });
  });

  it('unknown column → 400 42703, in select and in filters', async () => {
    const select = await anonClient().from('books').select('title, isbn');
    expect(select.status).toBe(400);
    expect(select.error).toEqual({
      code: '42703',
      details: null,
      hint: null,
      message: 'column books.isbn does not exist',
    });
    const filter = await anonClient().from('books').select('title').eq('isbn', 1);
    expect(filter.error?.message).toBe('column books.isbn does not exist');
  });

  it('malformed filter, logic tree or order → 400 PGRST100', async () => {
    const filter = await anonClient().from('books').select().filter('rating', 'between', '1');
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('PGRST100');
    expect(filter.error?.message).toMatch(/^"failed to parse filter \(between\.1\)"/);
    const logic = await anonClient().from('books').select().or('rating.eq.1,');
    expect(logic.error?.message).toMatch(/^"failed to parse logic tree/);
    const order = await anonClient()
      .from('books')
      .select()
      .order('rating.sideways' as 'rating');
    expect(order.error?.code).toBe('PGRST100');
  });

  it('unknown relationship → 400 PGRST200; filter on a non-embedded resource → PGRST108', async () => {
    const { status, error } = await anonClient().from('books').select('title, publishers(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'books' and 'publishers' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'books' and 'publishers' in the schema cache",
    });
    const notEmbedded = await anonClient().from('books').select('title').eq('authors.name', 'x');
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });

  it('missing or foreign apikey → 401 from the gateway', async () => {
    const missing = await rawFetch('/rest/v1/books?select=title', { apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const foreign = await rawFetch('/rest/v1/books', { apikey: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' });
    expect((await foreign.json()).message).toBe('Invalid API key');
  });

  it('an expired access token → 401 PGRST303 "JWT expired"', async () => {
    const alice = await signedInClient(ALICE);
    const token = (await alice.auth.getSession()).data.session?.access_token;
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
      ],
    });
    try {
      jest.setSystemTime(Date.now() + 3601 * 1000);
      // supabase-js would refresh the session first (see auth tests), so send the stale token as a raw request.
      const response = await rawFetch('/rest/v1/books?select=title', { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('never throws: an exception in a policy becomes a logged 500', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { librarySchema } = await import('../fixtures/librarySchema');
    const policies = librarySchema.tables.authors!.policies!;
    policies.unshift({
      name: 'broken',
      command: 'select',
      using: () => {
        throw new Error('boom');
      },
    });
    try {
      const { status, error } = await anonClient().from('authors').select();
      expect(status).toBe(500);
      expect(error?.details).toBe('boom');
      expect(spy).toHaveBeenCalled();
    } finally {
      policies.shift();
      spy.mockRestore();
    }
  });
});
