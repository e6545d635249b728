/**
 * Turns a request's query string into a plan per resource level: the root table and each embedded resource get
 * their select items, filters (`books.rating=gt.3`, `books.or=(…)`), order and limit/offset.
 */
import { pgErrors } from '../db/errors';
import type { DbSchema, TableDef } from '../db/schema';
import { postgrestErrors } from './errors';
import { parseColumnRef, parseLogicTree, parseOperation, type FilterNode } from './filterParser';
import { parseOrder, type OrderTerm } from './order';
import { findRelationship, type Relationship } from './relationships';
import { parseSelect, type SelectEmbed, type SelectItem } from './selectParser';

export interface EmbedPlan {
  item: SelectEmbed;
  relationship: Relationship;
  plan: LevelPlan;
}

export interface LevelPlan {
  table: string;
  def: TableDef;
  select: SelectItem[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  embeds: EmbedPlan[];
  /** `books=is.null` / `books=not.is.null` on an embed: keep parents without / with embedded rows. */
  embedPresence: { alias: string; present: boolean }[];
}

/** Query parameters that are not filters. */
const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);

function buildLevel(
  schema: DbSchema,
  table: string,
  select: SelectItem[],
  path: string[],
  levels: Map<string, LevelPlan>,
): LevelPlan {
  const def = schema.tables[table] as TableDef;
  const plan: LevelPlan = {
    table,
    def,
    select,
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    embeds: [],
    embedPresence: [],
  };
  levels.set(path.join('.'), plan);
  for (const item of select) {
    if (item.kind === 'column' && !def.columns[item.ref.name]) throw pgErrors.undefinedColumn(table, item.ref.name);
    if (item.kind !== 'embed') continue;
    const relationship = findRelationship(schema, table, item.name, item.hint);
    const childSelect = item.children.length ? item.children : [{ kind: 'star' as const }];
    const child = buildLevel(schema, relationship.target, childSelect, [...path, item.alias], levels);
    if (item.alias !== item.name) levels.set([...path, item.name].join('.'), child);
    plan.embeds.push({ item, relationship, plan: child });
  }
  return plan;
}

function validateColumns(plan: LevelPlan, node: FilterNode): void {
  if (node.kind === 'logic') {
    node.children.forEach((child) => validateColumns(plan, child));
  } else if (!plan.def.columns[node.column.name]) {
    throw pgErrors.undefinedColumn(plan.table, node.column.name);
  }
}

function nonNegativeInteger(text: string, parameter: string): number {
  if (!/^\d+$/.test(text)) throw postgrestErrors.parseFilter(`${parameter}=${text}`);
  return Number(text);
}

function parseEmbedPresence(alias: string, value: string): { alias: string; present: boolean } {
  if (value === 'is.null') return { alias, present: false };
  if (value === 'not.is.null') return { alias, present: true };
  throw postgrestErrors.parseFilter(value);
}

export function buildQueryPlan(
  schema: DbSchema,
  table: string,
  params: URLSearchParams,
  selectOverride?: string,
): LevelPlan {
  const levels = new Map<string, LevelPlan>();
  const root = buildLevel(schema, table, parseSelect(selectOverride ?? params.get('select') ?? '*'), [], levels);
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const segments = key.split('.');
    const field = segments.pop() as string;
    const negatedLogic = (field === 'or' || field === 'and') && segments.at(-1) === 'not';
    if (negatedLogic) segments.pop();
    const level = levels.get(segments.join('.'));
    if (!level) throw postgrestErrors.notAnEmbed(segments.join('.'));
    if (field === 'order') level.order = parseOrder(value);
    else if (field === 'limit') level.limit = nonNegativeInteger(value, key);
    else if (field === 'offset') level.offset = nonNegativeInteger(value, key);
    else if (!level.def.columns[field] && level.embeds.some((embed) => embed.item.alias === field)) {
      level.embedPresence.push(parseEmbedPresence(field, value));
    } else {
      const filter =
        field === 'or' || field === 'and'
          ? parseLogicTree(field, negatedLogic, value)
          : parseOperation(parseColumnRef(field), value);
      validateColumns(level, filter);
      level.filters.push(filter);
    }
  }
  return root;
}
