import { anonClient, serviceClient, useLibraryBackend } from '../support/testBackend';
import { BOOK } from '../fixtures/librarySeed';

useLibraryBackend();

describe('GET /rest/v1/:table — select, embedding, order, paging', () => {
  it('selects columns with aliases, casts and JSON paths', async () => {
    const { data, error } = await anonClient()
      .from('books')
      .select('name:title, rating::text, pages:metadata->pages, lang:metadata->>lang')
      .eq('id', BOOK.faust)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Faust', rating: '5', pages: 300, lang: 'de' });
  });

  it('returns every column for *', async () => {
    const { data } = await anonClient().from('authors').select('*').eq('id', 3).single();
    expect(Object.keys(data as object)).toEqual(['id', 'name', 'country', 'created_at']);
    expect((data as { created_at: string }).created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+00:00$/);
  });

  it('embeds to-one as an object, to-many as an array, two levels deep', async () => {
    const { data } = await anonClient()
      .from('authors')
      .select('name, books(title, reviews(stars))')
      .eq('id', 1)
      .order('title', { referencedTable: 'books' })
      .single();
    expect(data).toEqual({
      name: 'Johann Wolfgang von Goethe',
      books: [
        { title: 'Die Leiden des jungen Werthers', reviews: [{ stars: 3 }] },
        { title: 'Faust', reviews: [{ stars: 5 }, { stars: 4 }] },
      ],
    });
    const { data: review } = await anonClient()
      .from('reviews')
      .select('stars, book:books(title, author:authors(name))')
      .eq('id', 3)
      .single();
    expect(review).toEqual({
      stars: 3,
      book: { title: 'Die Leiden des jungen Werthers', author: { name: 'Johann Wolfgang von Goethe' } },
    });
  });

  it('embeds through a foreign-key column name and a constraint hint', async () => {
    const { data } = await anonClient()
      .from('books')
      .select('title, author_id(name), writer:authors!books_author_id_fkey(country)')
      .eq('id', BOOK.werther)
      .single();
    expect(data).toEqual({
      title: 'Die Leiden des jungen Werthers',
      author_id: { name: 'Johann Wolfgang von Goethe' },
      writer: { country: 'DE' },
    });
  });

  it('filters embedded rows, and drops parents with !inner', async () => {
    const plain = await anonClient().from('authors').select('name, books(title)').eq('books.rating', 5).order('id');
    expect(plain.data).toEqual([
      { name: 'Johann Wolfgang von Goethe', books: [{ title: 'Faust' }] },
      { name: 'Thomas Mann', books: [] },
      { name: 'Ingeborg Bachmann', books: [] },
    ]);
    const inner = await anonClient().from('authors').select('name, books!inner(title)').eq('books.rating', 5);
    expect(inner.data).toEqual([{ name: 'Johann Wolfgang von Goethe', books: [{ title: 'Faust' }] }]);
  });

  it('keeps parents with or without embedded rows (books=not.is.null / is.null)', async () => {
    const withBooks = await anonClient()
      .from('authors')
      .select('name, books(title)')
      .eq('books.rating', 5)
      .not('books', 'is', null);
    expect(withBooks.data).toEqual([{ name: 'Johann Wolfgang von Goethe', books: [{ title: 'Faust' }] }]);
    const withoutBooks = await anonClient().from('authors').select('name, books(id)').is('books', null);
    expect(withoutBooks.data).toEqual([{ name: 'Ingeborg Bachmann', books: [] }]); // her only book is a draft
  });

  it('limits embedded arrays and orders by an embedded to-one column', async () => {
    const { data } = await anonClient()
      .from('authors')
      .select('id, books(title)')
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .order('id');
    expect(data).toEqual([
      { id: 1, books: [{ title: 'Faust' }] },
      { id: 2, books: [{ title: 'Der Zauberberg' }] },
      { id: 3, books: [] },
    ]);
    const byAuthor = await anonClient()
      .from('books')
      .select('title, authors(name)')
      .order('authors(name)', { ascending: false })
      .order('title');
    expect(byAuthor.data?.map((b) => b.title)).toEqual([
      'Buddenbrooks',
      'Der Zauberberg',
      'Die Leiden des jungen Werthers',
      'Faust',
    ]);
  });

  it('orders by several columns with nulls first/last', async () => {
    const asc = await anonClient().from('books').select('title, rating').order('rating', { ascending: true });
    expect(asc.data?.map((b) => b.rating)).toEqual([3, 4, 5, null]);
    const descNullsLast = await anonClient()
      .from('books')
      .select('rating')
      .order('rating', { ascending: false, nullsFirst: false });
    expect(descNullsLast.data?.map((b) => b.rating)).toEqual([5, 4, 3, null]);
    const multi = await anonClient()
      .from('books')
      .select('author_id, title')
      .order('author_id', { ascending: false })
      .order('title');
    expect(multi.data?.map((b) => b.title)).toEqual([
      'Buddenbrooks',
      'Der Zauberberg',
      'Die Leiden des jungen Werthers',
      'Faust',
    ]);
  });

  it('pages with range and reports the exact count in Content-Range', async () => {
    const { data, count, status } = await serviceClient()
      .from('books')
      .select('title', { count: 'exact' })
      .order('title')
      .range(1, 2);
    expect(status).toBe(206);
    expect(count).toBe(5);
    expect(data?.map((b) => b.title)).toEqual(['Buddenbrooks', 'Der Zauberberg']);
    const head = await serviceClient().from('books').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ data: null, count: 5, status: 200 });
    const raw = await fetch(`https://demo-backend.akademie.test/rest/v1/books?select=id&order=title`, {
      headers: {
        apikey: (await import('../../../src/config/demoAnonKey')).DEMO_SUPABASE_ANON_KEY,
        Range: '0-1',
        Prefer: 'count=exact',
      },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/4');
  });

  it('single() returns an object; no rows is 406 PGRST116', async () => {
    const one = await anonClient().from('authors').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Thomas Mann' });
    const none = await anonClient().from('authors').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await anonClient().from('authors').select('name').single();
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('maybeSingle() gives null for no row and PGRST116 for several', async () => {
    const none = await anonClient().from('authors').select('name').eq('id', 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const several = await anonClient().from('authors').select('name').maybeSingle();
    expect(several.error?.code).toBe('PGRST116');
  });
});
