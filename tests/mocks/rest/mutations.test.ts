import { ALICE, BOOK } from '../fixtures/librarySeed';
import { serviceClient, signedInClient, useLibraryBackend } from '../support/testBackend';

const db = useLibraryBackend();

describe('POST/PATCH/DELETE /rest/v1/:table', () => {
  it('inserts one row with defaults and returns the representation', async () => {
    const alice = await signedInClient(ALICE);
    const { data, error, status } = await alice
      .from('books')
      .insert({ title: 'Neu', author_id: 3 })
      .select('id, title, tags, published, owner_id, author:authors(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      title: 'Neu',
      tags: [],
      published: false,
      owner_id: ALICE.id,
      author: { name: 'Ingeborg Bachmann' },
    });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('inserts arrays, with identity sequences and return=minimal by default', async () => {
    const service = serviceClient();
    const minimal = await service.from('authors').insert([{ name: 'Kafka' }, { name: 'Fontane', country: 'DE' }]);
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });
    const { data } = await service.from('authors').select('id, name, country').gt('id', 3).order('id');
    expect(data).toEqual([
      { id: 4, name: 'Kafka', country: null },
      { id: 5, name: 'Fontane', country: 'DE' },
    ]);
  });

  it('upserts with merge-duplicates and ignore-duplicates on a chosen conflict column', async () => {
    const service = serviceClient();
    const merged = await service
      .from('authors')
      .upsert({ id: 3, name: 'Ingeborg Bachmann', country: 'AT' })
      .select('id, country');
    expect(merged.data).toEqual([{ id: 3, country: 'AT' }]);
    const byName = await service
      .from('authors')
      .upsert({ name: 'Thomas Mann', country: 'CH' }, { onConflict: 'name' })
      .select('id, country');
    expect(byName.data).toEqual([{ id: 2, country: 'CH' }]);
    const ignored = await service
      .from('authors')
      .upsert(
        [
          { id: 1, name: 'X' },
          { id: 9, name: 'Neu' },
        ],
        { ignoreDuplicates: true },
      )
      .select('id, name');
    expect(ignored.data).toEqual([{ id: 9, name: 'Neu' }]);
  });

  it('updates filtered rows and returns them', async () => {
    const alice = await signedInClient(ALICE);
    const { data, error, status } = await alice
      .from('books')
      .update({ rating: 1 })
      .eq('author_id', 2)
      .select('title, rating');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Der Zauberberg', rating: 1 }]); // Buddenbrooks belongs to Bob: untouched
    const minimal = await alice.from('books').update({ rating: 2 }).eq('id', BOOK.faust);
    expect(minimal.status).toBe(204);
  });

  it('deletes with cascade to referencing rows', async () => {
    const service = serviceClient();
    const { data, count } = await service.from('authors').delete({ count: 'exact' }).eq('id', 1).select('name');
    expect(data).toEqual([{ name: 'Johann Wolfgang von Goethe' }]);
    expect(count).toBe(1);
    expect(
      db()
        .rows('books')
        .map((b) => b.title),
    ).not.toContain('Faust');
    expect(
      db()
        .rows('reviews')
        .filter((r) => r.book_id === BOOK.faust),
    ).toHaveLength(0);
  });

  it('rolls back a write when single() cannot be satisfied', async () => {
    const service = serviceClient();
    const { error, status } = await service.from('books').update({ rating: 1 }).eq('published', true).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(
      db()
        .rows('books')
        .filter((b) => b.rating === 1),
    ).toHaveLength(0);
  });

  it('reports constraint violations with PostgreSQL codes', async () => {
    const service = serviceClient();
    const unique = await service.from('authors').insert({ name: 'Thomas Mann' });
    expect(unique.status).toBe(409);
    expect(unique.error).toEqual({
      code: '23505',
      details: 'Key (name)=(Thomas Mann) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "authors_name_key"',
    });
    const check = await service.from('books').insert({ title: 'X', author_id: 1, rating: 9 });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({
      code: '23514',
      message: 'new row for relation "books" violates check constraint "books_rating_check"',
    });
    const notNull = await service.from('books').insert({ author_id: 1 });
    expect(notNull.error).toMatchObject({
      code: '23502',
      message: 'null value in column "title" of relation "books" violates not-null constraint',
    });
    const foreign = await service.from('books').insert({ title: 'X', author_id: 42 });
    expect(foreign.status).toBe(409);
    expect(foreign.error).toMatchObject({
      code: '23503',
      details: 'Key (author_id)=(42) is not present in table "authors".',
      message: 'insert or update on table "books" violates foreign key constraint "books_author_id_fkey"',
    });
    const all = await service.from('authors').insert([{ name: 'Brecht' }, { name: 'Brecht' }]);
    expect(all.error?.code).toBe('23505');
    expect(
      db()
        .rows('authors')
        .filter((a) => a.name === 'Brecht'),
    ).toHaveLength(0); // the whole statement rolled back
  });

  it('rejects unknown body columns and invalid values', async () => {
    const service = serviceClient();
    const unknown = await service.from('authors').insert({ name: 'X', shoe_size: 42 });
    expect(unknown).toMatchObject({
      status: 400,
      error: { code: 'PGRST204', message: "Could not find the 'shoe_size' column of 'authors' in the schema cache" },
    });
    const badUuid = await service.from('books').select('id').eq('id', 'not-a-uuid');
    expect(badUuid).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
    });
  });
});
