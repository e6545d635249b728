/** `order=col.desc.nullslast,author(name).asc`: parsing and a stable SQL-like sort (NULLS LAST for asc by default). */
import type { Row, TableDef } from '../db/schema';
import { compareValues } from '../db/values';
import { postgrestErrors } from './errors';
import { resolveColumn } from './filterEval';
import { parseColumnRef, splitTopLevel, type ColumnRef } from './filterParser';

export interface OrderTerm {
  /** Alias of a to-one embed whose column orders the parent (`author(name)`), or null for an own column. */
  embed: string | null;
  column: ColumnRef;
  descending: boolean;
  nullsFirst: boolean;
}

const TERM_PATTERN =
  /^(?:([\w$]+)\(([\w$]+(?:(?:->>|->)[\w$]+)*)\)|([\w$]+(?:(?:->>|->)[\w$]+)*))(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((part) => {
    const match = TERM_PATTERN.exec(part.trim());
    if (!match) throw postgrestErrors.parseOrder(text);
    const descending = match[4] === 'desc';
    return {
      embed: match[1] ?? null,
      column: parseColumnRef((match[2] ?? match[3]) as string),
      descending,
      // PostgreSQL's default: NULLS LAST for ascending, NULLS FIRST for descending.
      nullsFirst: match[5] ? match[5] === 'nullsfirst' : descending,
    };
  });
}

export interface OrderSource {
  row: Row;
  related: Record<string, { table: string; def: TableDef; row: Row | null }>;
}

export function sortRows<T extends OrderSource>(table: string, def: TableDef, items: T[], terms: OrderTerm[]): T[] {
  if (terms.length === 0) return items;
  const valueOf = (item: T, term: OrderTerm) => {
    if (term.embed === null) return resolveColumn(table, def, item.row, term.column);
    const related = item.related[term.embed];
    if (!related) throw postgrestErrors.parseOrder(`${term.embed}(${term.column.name})`);
    return related.row
      ? resolveColumn(related.table, related.def, related.row, term.column)
      : { value: null, type: undefined };
  };
  return [...items].sort((a, b) => {
    for (const term of terms) {
      const left = valueOf(a, term);
      const right = valueOf(b, term);
      const leftNull = left.value === null || left.value === undefined;
      const rightNull = right.value === null || right.value === undefined;
      if (leftNull || rightNull) {
        if (leftNull && rightNull) continue;
        return leftNull === term.nullsFirst ? -1 : 1;
      }
      const cmp = compareValues(left.type, left.value, right.value);
      if (cmp !== 0) return term.descending ? -cmp : cmp;
    }
    return 0;
  });
}
