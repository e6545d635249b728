/** Column defaults and input coercion for a new row, as PostgreSQL applies them before constraints are checked. */
import { toPgTimestamp } from '../clock';
import { coerceValue } from './values';
import type { ColumnDefault, PolicyContext, Row, TableDef } from './schema';

function defaultValue(spec: ColumnDefault, ctx: PolicyContext, nextIdentity: () => number): unknown {
  if (typeof spec === 'function') return spec(ctx);
  if (typeof spec === 'object') return spec.value;
  switch (spec) {
    case 'gen_random_uuid()':
      return crypto.randomUUID();
    case 'now()':
      return toPgTimestamp();
    case 'identity':
      return nextIdentity();
    case 'auth.uid()':
      return ctx.uid;
  }
}

/**
 * The full row an insert produces: given values coerced to their column types, missing ones from their defaults
 * (or null). `explicitNull` lists columns that PostgREST fills with NULL instead of the default (bulk inserts).
 */
export function buildNewRow(
  table: string,
  def: TableDef,
  values: Row,
  ctx: PolicyContext,
  explicitNull: ReadonlySet<string> = new Set(),
): Row {
  const row: Row = {};
  for (const [column, columnDef] of Object.entries(def.columns)) {
    if (Object.prototype.hasOwnProperty.call(values, column)) {
      row[column] = coerceValue(columnDef.type, values[column]);
    } else if (columnDef.default !== undefined && !explicitNull.has(column)) {
      row[column] = coerceValue(
        columnDef.type,
        defaultValue(columnDef.default, ctx, () => ctx.db.nextSequenceValue(table, column)),
      );
    } else {
      row[column] = null;
    }
  }
  return row;
}
