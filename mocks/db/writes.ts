/**
 * Row writes with everything PostgreSQL does around them except RLS (the PostgREST layer decides visibility):
 * defaults, BEFORE triggers, constraints, AFTER triggers, and ON DELETE actions of referencing foreign keys.
 * Triggers and RPCs use these directly, like SECURITY DEFINER code does.
 */
import { buildNewRow } from './defaults';
import { checkConstraints, foreignKeyName } from './constraints';
import { pgErrors, PgError } from './errors';
import type { MockDb } from './mockDb';
import type { PolicyContext, Row, TableDef } from './schema';
import { coerceValue, valuesEqual } from './values';

function requireTable(db: MockDb, table: string): TableDef {
  const def = db.tableDef(table);
  if (!def) throw new PgError({ code: '42P01', message: `relation "public.${table}" does not exist` });
  return def;
}

export interface WriteOptions {
  /** Columns PostgREST fills with NULL instead of their default (bulk inserts without `Prefer: missing=default`). */
  explicitNull?: ReadonlySet<string>;
  /** Runs after BEFORE triggers and before constraints, where PostgreSQL checks RLS WITH CHECK. */
  withCheck?: (row: Row) => void;
}

export function insertRow(db: MockDb, table: string, values: Row, ctx: PolicyContext, options: WriteOptions = {}): Row {
  const def = requireTable(db, table);
  const triggerCtx = { ...ctx, table };
  let row = buildNewRow(table, def, values, ctx, options.explicitNull);
  row = def.triggers?.beforeInsert?.(row, triggerCtx) ?? row;
  options.withCheck?.(row);
  checkConstraints(db, table, def, row, null);
  db.setRows(table, [...db.rows(table), row]);
  def.triggers?.afterInsert?.(row, triggerCtx);
  return row;
}

/** Applies `patch` to `previous` (which must be a row of `table`) and returns the stored new row. */
export function updateRow(
  db: MockDb,
  table: string,
  previous: Row,
  patch: Row,
  ctx: PolicyContext,
  options: WriteOptions = {},
): Row {
  const def = requireTable(db, table);
  const triggerCtx = { ...ctx, table };
  let next: Row = { ...previous };
  for (const [column, value] of Object.entries(patch)) {
    const columnDef = def.columns[column];
    if (!columnDef) throw pgErrors.undefinedColumn(table, column);
    next[column] = coerceValue(columnDef.type, value);
  }
  next = def.triggers?.beforeUpdate?.(next, previous, triggerCtx) ?? next;
  options.withCheck?.(next);
  checkConstraints(db, table, def, next, previous);
  db.setRows(
    table,
    db.rows(table).map((row) => (row === previous ? next : row)),
  );
  def.triggers?.afterUpdate?.(next, previous, triggerCtx);
  return next;
}

/** Deletes `row`, first applying ON DELETE of every foreign key that references it. */
export function deleteRow(db: MockDb, table: string, row: Row, ctx: PolicyContext): void {
  const def = requireTable(db, table);
  applyReferencingActions(db, table, row, ctx);
  db.setRows(
    table,
    db.rows(table).filter((other) => other !== row),
  );
  def.triggers?.afterDelete?.(row, { ...ctx, table });
}

/** ON DELETE for rows of every table whose foreign keys point at `row` of `table` (also used for `auth.users`). */
export function applyReferencingActions(db: MockDb, table: string, row: Row, ctx: PolicyContext): void {
  for (const [childTable, childDef] of Object.entries(db.schema.tables)) {
    for (const fk of childDef.foreignKeys ?? []) {
      if (fk.references.table !== table) continue;
      const referencing = db
        .rows(childTable)
        .filter((child) =>
          fk.columns.every((column, i) =>
            valuesEqual(childDef.columns[column]?.type, child[column], row[fk.references.columns[i] as string]),
          ),
        );
      if (referencing.length === 0) continue;
      const action = fk.onDelete ?? 'no action';
      if (action === 'cascade') {
        for (const child of referencing) deleteRow(db, childTable, child, ctx);
      } else if (action === 'set null') {
        const nulls = Object.fromEntries(fk.columns.map((column) => [column, null]));
        for (const child of referencing) updateRow(db, childTable, child, nulls, ctx);
      } else {
        const keyColumns = fk.references.columns;
        throw pgErrors.foreignKeyStillReferenced(
          table,
          foreignKeyName(childTable, fk),
          childTable,
          keyColumns,
          keyColumns.map((column) => row[column]),
        );
      }
    }
  }
}
