import { anonClient, useLibraryBackend } from '../support/testBackend';

useLibraryBackend();

const booksQuery = () => anonClient().from('books').select('title').order('title');
type BooksQuery = ReturnType<typeof booksQuery>;

/** Titles of the books a filtered query returns, in title order. */
async function titles(filter: (query: BooksQuery) => BooksQuery): Promise<string[]> {
  const { data, error } = await filter(booksQuery());
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.title as string);
}

describe('PostgREST filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await titles((q) => q.eq('rating', 4))).toEqual(['Die Leiden des jungen Werthers']);
    expect(await titles((q) => q.neq('rating', 4))).toEqual(['Der Zauberberg', 'Faust']); // NULL is neither
    expect(await titles((q) => q.gt('rating', 3))).toEqual(['Die Leiden des jungen Werthers', 'Faust']);
    expect(await titles((q) => q.gte('rating', 4))).toEqual(['Die Leiden des jungen Werthers', 'Faust']);
    expect(await titles((q) => q.lt('rating', 4))).toEqual(['Der Zauberberg']);
    expect(await titles((q) => q.lte('published_at', '1801-01-01T00:00:00Z'))).toEqual([
      'Die Leiden des jungen Werthers',
    ]);
  });

  it('matches patterns with like and ilike', async () => {
    expect(await titles((q) => q.like('title', '%berg'))).toEqual(['Der Zauberberg']);
    expect(await titles((q) => q.ilike('title', 'die%'))).toEqual(['Die Leiden des jungen Werthers']);
    expect(await titles((q) => q.like('title', 'F_ust'))).toEqual(['Faust']);
  });

  it('tests is null/true/false and in lists with quoting', async () => {
    expect(await titles((q) => q.is('rating', null))).toEqual(['Buddenbrooks']);
    expect(await titles((q) => q.is('published', true))).toHaveLength(4);
    expect(await titles((q) => q.in('title', ['Faust', 'Der Zauberberg', 'a,b']))).toEqual(['Der Zauberberg', 'Faust']);
    expect(await titles((q) => q.not('rating', 'in', '(3,4)'))).toEqual(['Faust']);
  });

  it('filters arrays with cs, cd, ov and JSON with cs', async () => {
    expect(await titles((q) => q.contains('tags', ['klassik', 'drama']))).toEqual(['Faust']);
    expect(await titles((q) => q.containedBy('tags', ['roman', 'klassik']))).toEqual([
      'Buddenbrooks',
      'Der Zauberberg',
      'Die Leiden des jungen Werthers',
    ]);
    expect(await titles((q) => q.overlaps('tags', ['drama', 'roman']))).toEqual([
      'Buddenbrooks',
      'Die Leiden des jungen Werthers',
      'Faust',
    ]);
    expect(await titles((q) => q.contains('metadata', { lang: 'de' }))).toEqual(['Faust']);
  });

  it('searches text with fts variants', async () => {
    expect(await titles((q) => q.textSearch('title', 'leiden & jungen'))).toEqual(['Die Leiden des jungen Werthers']);
    expect(await titles((q) => q.textSearch('title', 'faust | zauberberg'))).toEqual(['Der Zauberberg', 'Faust']);
    expect(await titles((q) => q.textSearch('title', 'des jungen', { type: 'phrase' }))).toEqual([
      'Die Leiden des jungen Werthers',
    ]);
    expect(await titles((q) => q.textSearch('title', 'faust or buddenbrooks', { type: 'websearch' }))).toEqual([
      'Buddenbrooks',
      'Faust',
    ]);
  });

  it('negates with not and combines with or/and, nested', async () => {
    expect(await titles((q) => q.not('title', 'like', '*e*'))).toEqual(['Faust']);
    expect(await titles((q) => q.or('rating.eq.5,rating.is.null'))).toEqual(['Buddenbrooks', 'Faust']);
    expect(await titles((q) => q.or('title.eq.Faust,and(author_id.eq.2,rating.gte.3)'))).toEqual([
      'Der Zauberberg',
      'Faust',
    ]);
    expect(await titles((q) => q.or('title.in.("Faust","Der Zauberberg"),tags.cs.{roman}').eq('author_id', 2))).toEqual(
      ['Buddenbrooks', 'Der Zauberberg'],
    );
    expect(await titles((q) => q.filter('rating', 'not.is', null).not('tags', 'cs', '{klassik}'))).toEqual([
      'Der Zauberberg',
    ]);
  });

  it('filters with or on an embedded resource and by JSON paths', async () => {
    const { data } = await anonClient()
      .from('authors')
      .select('id, books!inner(title)')
      .or('rating.eq.3,rating.eq.4', { referencedTable: 'books' })
      .order('id');
    expect(data).toEqual([
      { id: 1, books: [{ title: 'Die Leiden des jungen Werthers' }] },
      { id: 2, books: [{ title: 'Der Zauberberg' }] },
    ]);
    expect(await titles((q) => q.gt('metadata->pages', 200))).toEqual(['Der Zauberberg', 'Faust']);
    expect(await titles((q) => q.eq('metadata->>lang', 'de'))).toEqual(['Faust']);
  });
});
