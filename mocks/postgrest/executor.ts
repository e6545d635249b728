/**
 * Runs a query plan over rows: RLS-visible rows of each table, filters, embedded resources (with `!inner`), order,
 * limit/offset per embed, and projection into the JSON PostgREST returns.
 */
import type { MockDb } from '../db/mockDb';
import { rowVisible } from '../db/rls';
import type { PolicyContext, Row } from '../db/schema';
import { resolveColumn, rowMatches } from './filterEval';
import { sortRows, type OrderSource } from './order';
import type { LevelPlan } from './queryPlan';

export interface ResultRow extends OrderSource {
  embedded: Record<string, unknown>;
}

/** Caches each table's RLS-visible rows (and lookups by key) for the duration of one request. */
export class VisibleRows {
  private readonly cache = new Map<string, Row[]>();
  private readonly indexes = new Map<string, Map<string, Row[]>>();

  constructor(
    private readonly db: MockDb,
    private readonly ctx: PolicyContext,
  ) {}

  of(table: string): Row[] {
    let rows = this.cache.get(table);
    if (!rows) {
      const def = this.db.tableDef(table);
      rows = def ? this.db.rows(table).filter((row) => rowVisible(def, row, this.ctx, 'select')) : [];
      this.cache.set(table, rows);
    }
    return rows;
  }

  /** Visible rows of `table` whose `columns` equal `values`, through an index built once per request. */
  matching(table: string, columns: string[], values: unknown[]): Row[] {
    const indexKey = `${table}(${columns.join(',')})`;
    let index = this.indexes.get(indexKey);
    if (!index) {
      index = new Map();
      for (const row of this.of(table)) {
        const key = keyOf(columns.map((column) => row[column]));
        if (key !== null) index.set(key, [...(index.get(key) ?? []), row]);
      }
      this.indexes.set(indexKey, index);
    }
    const key = keyOf(values);
    return key === null ? [] : (index.get(key) ?? []);
  }
}

/** A lookup key for a composite value; null when any part is NULL (NULL never joins). */
function keyOf(values: unknown[]): string | null {
  return values.some((value) => value === null || value === undefined) ? null : JSON.stringify(values);
}

/** Filters `candidates` and resolves every embed of `plan`; order and paging of this level are left to the caller. */
export function executeLevel(plan: LevelPlan, candidates: Row[], visible: VisibleRows): ResultRow[] {
  const results: ResultRow[] = [];
  for (const row of candidates) {
    if (!rowMatches(plan.table, plan.def, row, plan.filters)) continue;
    const result: ResultRow = { row, embedded: {}, related: {} };
    let keep = true;
    for (const embed of plan.embeds) {
      const { relationship, item, plan: child } = embed;
      const related = visible.matching(
        relationship.target,
        relationship.targetColumns,
        relationship.parentColumns.map((column) => row[column]),
      );
      const childRows = pageRows(
        child,
        sortRows(child.table, child.def, executeLevel(child, related, visible), child.order),
      );
      if (relationship.toOne) {
        const first = childRows[0] ?? null;
        result.embedded[item.alias] = first ? projectRow(child, first) : null;
        result.related[item.alias] = { table: child.table, def: child.def, row: first?.row ?? null };
        if (item.inner && !first) keep = false;
      } else {
        result.embedded[item.alias] = childRows.map((childRow) => projectRow(child, childRow));
        if (item.inner && childRows.length === 0) keep = false;
      }
    }
    for (const { alias, present } of plan.embedPresence) {
      const value = result.embedded[alias];
      const hasRows = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
      if (hasRows !== present) keep = false;
    }
    if (keep) results.push(result);
  }
  return results;
}

export function pageRows<T>(plan: Pick<LevelPlan, 'limit' | 'offset'>, rows: T[]): T[] {
  const end = plan.limit === null ? undefined : plan.offset + plan.limit;
  return rows.slice(plan.offset, end);
}

function castValue(value: unknown, cast: string | null): unknown {
  if (cast === null || value === null || value === undefined) return value;
  if (cast === 'text' || cast.startsWith('varchar'))
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (['int', 'integer', 'bigint', 'int4', 'int8', 'numeric', 'float', 'real'].includes(cast)) return Number(value);
  return value;
}

export function projectRow(plan: LevelPlan, result: ResultRow): Row {
  const out: Row = {};
  for (const item of plan.select) {
    if (item.kind === 'star') {
      for (const column of Object.keys(plan.def.columns)) out[column] = result.row[column] ?? null;
    } else if (item.kind === 'column') {
      out[item.alias] = castValue(resolveColumn(plan.table, plan.def, result.row, item.ref).value, item.cast);
    } else if (item.spread) {
      const value = result.embedded[item.alias];
      if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, value);
    } else {
      out[item.alias] = result.embedded[item.alias];
    }
  }
  return out;
}
