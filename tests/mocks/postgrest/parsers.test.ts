import { parseLogicTree, parseOperation, parseColumnRef } from '../../../mocks/postgrest/filterParser';
import { parseOrder } from '../../../mocks/postgrest/order';
import { parseSelect } from '../../../mocks/postgrest/selectParser';
import { coerceValue, parseArrayLiteral } from '../../../mocks/db/values';

describe('PostgREST syntax parsers', () => {
  it('parses in-lists with quotes and commas, and keeps plain values verbatim', () => {
    const condition = parseOperation(parseColumnRef('title'), 'in.("a,b",c,"d\\"e")');
    expect(condition.list).toEqual(['a,b', 'c', 'd"e']);
    expect(parseOperation(parseColumnRef('title'), 'eq."quoted"').value).toBe('"quoted"');
    expect(parseOperation(parseColumnRef('t'), 'not.fts(german).haus')).toMatchObject({
      negate: true,
      operator: 'fts',
      modifier: 'german',
      value: 'haus',
    });
  });

  it('parses nested logic trees with quoted values', () => {
    const tree = parseLogicTree('or', false, '(title.eq."a,(b)",and(rating.gt.1,not.or(x.is.null,y.eq.2)))');
    expect(tree.children[0]).toMatchObject({ kind: 'condition', value: 'a,(b)' });
    expect(tree.children[1]).toMatchObject({ kind: 'logic', operator: 'and' });
  });

  it('parses select trees with aliases, hints, inner joins, spreads and JSON paths', () => {
    expect(parseSelect('id,w:author!books_author_id_fkey!inner(name,...country(code)),data->a->>b::text')).toEqual([
      { kind: 'column', ref: { name: 'id', jsonPath: [] }, alias: 'id', cast: null },
      {
        kind: 'embed',
        name: 'author',
        alias: 'w',
        hint: 'books_author_id_fkey',
        inner: true,
        spread: false,
        children: [
          { kind: 'column', ref: { name: 'name', jsonPath: [] }, alias: 'name', cast: null },
          {
            kind: 'embed',
            name: 'country',
            alias: 'country',
            hint: null,
            inner: false,
            spread: true,
            children: [{ kind: 'column', ref: { name: 'code', jsonPath: [] }, alias: 'code', cast: null }],
          },
        ],
      },
      {
        kind: 'column',
        ref: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: 'b',
        cast: 'text',
      },
    ]);
  });

  it('parses order terms with PostgreSQL null defaults', () => {
    expect(parseOrder('a.desc,b,c.asc.nullsfirst,author(name).desc.nullslast')).toEqual([
      { embed: null, column: { name: 'a', jsonPath: [] }, descending: true, nullsFirst: true },
      { embed: null, column: { name: 'b', jsonPath: [] }, descending: false, nullsFirst: false },
      { embed: null, column: { name: 'c', jsonPath: [] }, descending: false, nullsFirst: true },
      { embed: 'author', column: { name: 'name', jsonPath: [] }, descending: true, nullsFirst: false },
    ]);
  });

  it('coerces values like PostgreSQL', () => {
    expect(parseArrayLiteral('{a,"b c",NULL,"NULL"}')).toEqual(['a', 'b c', null, 'NULL']);
    expect(coerceValue('timestamptz', '2026-01-01 10:00')).toBe('2026-01-01T10:00:00.000+00:00');
    expect(coerceValue('integer', '42')).toBe(42);
    expect(() => coerceValue('integer', '4.2')).toThrow('invalid input syntax for type integer: "4.2"');
    expect(coerceValue('boolean', 'f')).toBe(false);
  });
});
