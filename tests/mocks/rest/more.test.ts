import { createMockBackend, useMockBackend } from '../../../mocks';
import { ADMIN } from '../fixtures/librarySeed';
import { anonClient, rawFetch, serviceClient, useLibraryBackend } from '../support/testBackend';

useLibraryBackend();

describe('more PostgREST behaviour', () => {
  it('spreads a to-one embed into the parent', async () => {
    const { data } = await anonClient()
      .from('books')
      .select('title, ...authors(author_name:name)')
      .eq('title', 'Faust')
      .single();
    expect(data).toEqual({ title: 'Faust', author_name: 'Johann Wolfgang von Goethe' });
  });

  it('negates a logic tree with not.or', async () => {
    // supabase-js has no builder for a negated logic tree, so send the query string PostgREST documents.
    const raw = await rawFetch('/rest/v1/books?select=title&not.or=(rating.eq.5,rating.is.null)&order=title');
    expect((await raw.json()).map((b: { title: string }) => b.title)).toEqual([
      'Der Zauberberg',
      'Die Leiden des jungen Werthers',
    ]);
  });

  it('bulk inserts fill missing keys with NULL, or with defaults under missing=default', async () => {
    const service = serviceClient();
    const nulls = await service
      .from('books')
      .insert([
        { title: 'A', author_id: 1, published: true },
        { title: 'B', author_id: 1 },
      ])
      .select('title, published');
    expect(nulls.error).toMatchObject({
      code: '23502',
      message: 'null value in column "published" of relation "books" violates not-null constraint',
    });
    const defaults = await service
      .from('books')
      .insert(
        [
          { title: 'A', author_id: 1, published: true },
          { title: 'B', author_id: 1 },
        ],
        { defaultToNull: false },
      )
      .select('title, published');
    expect(defaults.data).toEqual([
      { title: 'A', published: true },
      { title: 'B', published: false },
    ]);
  });

  it('answers headers-only inserts with a Location header', async () => {
    const response = await rawFetch('/rest/v1/authors', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'return=headers-only',
        Authorization: `Bearer ${(await import('../../../mocks')).DEMO_SUPABASE_SERVICE_ROLE_KEY}`,
      },
      body: JSON.stringify({ name: 'Kleist' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe('/authors?id=eq.4');
  });

  it('a range beyond the rows with count=exact is 416 PGRST103', async () => {
    const { status, error } = await serviceClient().from('authors').select('*', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
    });
  });

  it('exposes only the public schema', async () => {
    const { status, error } = await anonClient().schema('private').from('books').select();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: private' });
  });

  it('exposes Content-Range and X-Supabase-Api-Version to cross-origin scripts, as Supabase does', async () => {
    for (const path of ['/rest/v1/authors?select=id', '/auth/v1/settings', '/rest/v1/nope']) {
      const response = await rawFetch(path);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    }
  });

  it('calls an RPC with GET', async () => {
    const { data } = await anonClient().rpc('has_role', { _user_id: ADMIN.id, _role: 'admin' }, { get: true });
    expect(data).toBe(true);
  });

  it('blocks deleting a referenced row (no action) and nulls references (set null)', async () => {
    const backend = createMockBackend({
      tables: {
        people: { columns: { id: { type: 'integer' }, name: { type: 'text' } }, primaryKey: ['id'], rls: false },
        messages: {
          columns: { id: { type: 'integer' }, sender_id: { type: 'integer' }, recipient_id: { type: 'integer' } },
          primaryKey: ['id'],
          rls: false,
          foreignKeys: [
            { columns: ['sender_id'], references: { table: 'people', columns: ['id'] } },
            { columns: ['recipient_id'], references: { table: 'people', columns: ['id'] }, onDelete: 'set null' },
          ],
        },
      },
      seed: () => ({
        people: [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Ben' },
        ],
        messages: [{ id: 1, sender_id: 1, recipient_id: 2 }],
      }),
    });
    useMockBackend(backend);
    const client = anonClient();
    const blocked = await client.from('people').delete().eq('id', 1);
    expect(blocked.status).toBe(409);
    expect(blocked.error).toMatchObject({
      code: '23503',
      message:
        'update or delete on table "people" violates foreign key constraint "messages_sender_id_fkey" on table "messages"',
      details: 'Key (id)=(1) is still referenced from table "messages".',
    });
    expect((await client.from('people').delete().eq('id', 2)).error).toBeNull();
    expect(backend.db.rows('messages')[0]).toMatchObject({ recipient_id: null });

    // Two foreign keys to one table: PostgREST asks for a hint (300 PGRST201) and accepts `!fk` or `!column`.
    const ambiguous = await client.from('messages').select('people(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'messages' and 'people'",
    });
    const hinted = await client
      .from('messages')
      .select('from:people!messages_sender_id_fkey(name), to:people!recipient_id(name)')
      .single();
    expect(hinted.data).toEqual({ from: { name: 'Ada' }, to: null });
  });
});
