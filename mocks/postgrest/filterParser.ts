/**
 * PostgREST's filter syntax as supabase-js writes it: `col=[not.]op[(modifier)].value` and logic trees
 * `or=(a.eq.1,and(b.gt.2,c.is.null))`, including `in.(…)` lists with double quotes and embedded-resource paths.
 */
import { postgrestErrors } from './errors';

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface ColumnRef {
  name: string;
  /** JSON path steps: `data->a->>b` is `[{arrow:'->',key:'a'},{arrow:'->>',key:'b'}]`. */
  jsonPath: { arrow: '->' | '->>'; key: string }[];
}

export interface FilterCondition {
  kind: 'condition';
  column: ColumnRef;
  negate: boolean;
  operator: FilterOperator;
  modifier: string | null;
  /** The raw value; for `in` the parsed list. */
  value: string;
  list: string[];
}

export interface FilterLogic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = FilterCondition | FilterLogic;

export function parseColumnRef(text: string): ColumnRef {
  const parts = text.split(/(->>|->)/);
  const name = (parts[0] ?? '').trim();
  const jsonPath: ColumnRef['jsonPath'] = [];
  for (let i = 1; i + 1 < parts.length; i += 2) {
    jsonPath.push({ arrow: parts[i] as '->' | '->>', key: (parts[i + 1] ?? '').replace(/^"|"$/g, '') });
  }
  return { name, jsonPath };
}

/** Splits on top-level commas, honouring parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[i + 1];
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '(' || ch === '{')) depth += 1;
    else if (!quoted && (ch === ')' || ch === '}')) depth -= 1;
    if (ch === ',' && depth === 0 && !quoted) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items;
}

export function unquote(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

const OPERATION_PATTERN = /^(not\.)?([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/;

/** Parses the right-hand side `[not.]op[(mod)].value` of a filter on `column`. */
export function parseOperation(column: ColumnRef, text: string, inLogicTree = false): FilterCondition {
  const reportAs = text;
  const match = OPERATION_PATTERN.exec(text);
  const operator = match?.[2] as FilterOperator | undefined;
  if (!match || !operator || !FILTER_OPERATORS.includes(operator)) throw postgrestErrors.parseFilter(reportAs);
  const rawValue = match[4] ?? '';
  let list: string[] = [];
  if (operator === 'in') {
    if (!rawValue.startsWith('(') || !rawValue.endsWith(')')) throw postgrestErrors.parseFilter(reportAs);
    const inner = rawValue.slice(1, -1);
    list = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
  }
  return {
    kind: 'condition',
    column,
    negate: Boolean(match[1]),
    operator,
    modifier: match[3] ?? null,
    // Inside logic trees values may be double-quoted to protect commas and parentheses; a plain filter is taken as is.
    value: operator === 'in' || !inLogicTree ? rawValue : unquote(rawValue),
    list,
  };
}

const LOGIC_ITEM_PATTERN = /^(not\.)?(and|or)\(([\s\S]*)\)$/;

function parseLogicItem(item: string, whole: string): FilterNode {
  const text = item.trim();
  const logic = LOGIC_ITEM_PATTERN.exec(text);
  if (logic) {
    return {
      kind: 'logic',
      operator: logic[2] as 'and' | 'or',
      negate: Boolean(logic[1]),
      children: splitTopLevel(logic[3] ?? '').map((child) => parseLogicItem(child, whole)),
    };
  }
  const dot = text.indexOf('.');
  if (dot <= 0) throw postgrestErrors.parseLogicTree(whole);
  try {
    return parseOperation(parseColumnRef(text.slice(0, dot)), text.slice(dot + 1), true);
  } catch {
    throw postgrestErrors.parseLogicTree(whole);
  }
}

/** Parses the value of an `or`/`and` parameter: `(item,item,…)`. */
export function parseLogicTree(operator: 'and' | 'or', negate: boolean, text: string): FilterLogic {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')') || trimmed.length < 3)
    throw postgrestErrors.parseLogicTree(text);
  return {
    kind: 'logic',
    operator,
    negate,
    children: splitTopLevel(trimmed.slice(1, -1)).map((item) => parseLogicItem(item, text)),
  };
}
