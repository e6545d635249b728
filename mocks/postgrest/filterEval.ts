/**
 * Evaluates parsed filters on a row with SQL's three-valued logic: a comparison with NULL is unknown, and `not.` of
 * unknown stays unknown, so `not.eq.x` does not return rows where the column is NULL — exactly like PostgREST.
 */
import { pgErrors } from '../db/errors';
import type { ColumnType, Row, TableDef } from '../db/schema';
import { coerceValue, compareValues, isArrayType, valuesEqual } from '../db/values';
import type { ColumnRef, FilterCondition, FilterNode } from './filterParser';
import { textSearchMatches } from './textSearch';

type Truth = boolean | null;

export interface ResolvedValue {
  value: unknown;
  type: ColumnType | undefined;
}

/** Reads a column (and JSON path) of a row; unknown columns are PostgreSQL's 42703. */
export function resolveColumn(table: string, def: TableDef, row: Row, ref: ColumnRef): ResolvedValue {
  const columnDef = def.columns[ref.name];
  if (!columnDef) throw pgErrors.undefinedColumn(table, ref.name);
  let value: unknown = row[ref.name];
  let type: ColumnType | undefined = columnDef.type;
  for (const step of ref.jsonPath) {
    const container = typeof value === 'string' && type !== 'jsonb' ? safeJson(value) : value;
    value =
      container !== null && typeof container === 'object'
        ? (container as Record<string, unknown>)[step.key]
        : undefined;
    value = value === undefined ? null : value;
    if (step.arrow === '->>') {
      value = value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
      type = 'text';
    } else {
      type = 'jsonb';
    }
  }
  return { value, type };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  const source = pattern
    .replace(/\*/g, '%')
    .split('')
    .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's');
}

function jsonContains(container: unknown, contained: unknown): boolean {
  if (Array.isArray(container)) {
    const items = Array.isArray(contained) ? contained : [contained];
    return items.every((item) => container.some((element) => jsonContains(element, item)));
  }
  if (container !== null && typeof container === 'object' && contained !== null && typeof contained === 'object') {
    return Object.entries(contained).every(([key, value]) =>
      jsonContains((container as Record<string, unknown>)[key], value),
    );
  }
  return container === contained;
}

function parseRight(type: ColumnType | undefined, text: string): unknown {
  if (type === 'jsonb') return safeJson(text) ?? text;
  return type ? coerceValue(type, text) : text;
}

function asList(type: ColumnType | undefined, text: string): unknown[] {
  return (type && isArrayType(type) ? coerceValue(type, text) : parseRight('text[]', text)) as unknown[];
}

function compareCondition(condition: FilterCondition, resolved: ResolvedValue): Truth {
  const { value, type } = resolved;
  const { operator } = condition;
  if (operator === 'is') {
    const target = condition.value.toLowerCase();
    if (target === 'null') return value === null || value === undefined;
    if (target === 'not_null') return value !== null && value !== undefined;
    if (target === 'true') return value === true;
    if (target === 'false') return value === false;
    if (target === 'unknown') return value === null || value === undefined;
    throw pgErrors.invalidText('boolean', condition.value);
  }
  if (operator === 'isdistinct') {
    const right = condition.value.toLowerCase() === 'null' ? null : parseRight(type, condition.value);
    if (value === null || value === undefined) return right !== null;
    return right === null || !valuesEqual(type, value, right);
  }
  if (value === null || value === undefined) return null;
  switch (operator) {
    case 'eq':
      return valuesEqual(type, value, parseRight(type, condition.value));
    case 'neq':
      return !valuesEqual(type, value, parseRight(type, condition.value));
    case 'gt':
      return compareValues(type, value, parseRight(type, condition.value)) > 0;
    case 'gte':
      return compareValues(type, value, parseRight(type, condition.value)) >= 0;
    case 'lt':
      return compareValues(type, value, parseRight(type, condition.value)) < 0;
    case 'lte':
      return compareValues(type, value, parseRight(type, condition.value)) <= 0;
    case 'like':
    case 'ilike':
      return likeToRegExp(condition.value, operator === 'ilike').test(String(value));
    case 'match':
    case 'imatch':
      return new RegExp(condition.value, operator === 'imatch' ? 'i' : '').test(String(value));
    case 'in':
      return condition.list.some((item) => valuesEqual(type, value, parseRight(type, item)));
    case 'cs':
      if (type === 'jsonb') return jsonContains(value, parseRight(type, condition.value));
      return asList(type, condition.value).every((item) =>
        (value as unknown[]).some((element) => valuesEqual(undefined, element, item)),
      );
    case 'cd':
      if (type === 'jsonb') return jsonContains(parseRight(type, condition.value), value);
      return (value as unknown[]).every((element) =>
        asList(type, condition.value).some((item) => valuesEqual(undefined, element, item)),
      );
    case 'ov':
      return asList(type, condition.value).some((item) =>
        (value as unknown[]).some((element) => valuesEqual(undefined, element, item)),
      );
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts':
      return textSearchMatches(String(value), condition.value, operator);
  }
}

function not(value: Truth): Truth {
  return value === null ? null : !value;
}

export function evaluateFilter(table: string, def: TableDef, row: Row, node: FilterNode): Truth {
  if (node.kind === 'condition') {
    const result = compareCondition(node, resolveColumn(table, def, row, node.column));
    return node.negate ? not(result) : result;
  }
  const results = node.children.map((child) => evaluateFilter(table, def, row, child));
  let combined: Truth;
  if (node.operator === 'and') combined = results.includes(false) ? false : results.includes(null) ? null : true;
  else combined = results.includes(true) ? true : results.includes(null) ? null : false;
  return node.negate ? not(combined) : combined;
}

/** Keeps rows for which every filter is true (unknown counts as false, as in a WHERE clause). */
export function rowMatches(table: string, def: TableDef, row: Row, filters: FilterNode[]): boolean {
  return filters.every((filter) => evaluateFilter(table, def, row, filter) === true);
}
