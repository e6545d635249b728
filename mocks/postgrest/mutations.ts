/**
 * INSERT (with upsert), UPDATE and DELETE as PostgREST runs them under RLS: inserts must pass WITH CHECK (42501),
 * updates and deletes only reach rows the USING policies show (others are silently untouched), and an updated row
 * must pass WITH CHECK. Returns the affected rows; the caller shapes the response.
 */
import { sameKey } from '../db/constraints';
import { pgErrors } from '../db/errors';
import type { MockDb } from '../db/mockDb';
import { rowAccepted, rowVisible } from '../db/rls';
import type { PolicyContext, Row, TableDef } from '../db/schema';
import { coerceValue } from '../db/values';
import { deleteRow, insertRow, updateRow } from '../db/writes';
import { postgrestErrors } from './errors';
import { rowMatches } from './filterEval';
import { unquote } from './filterParser';
import type { Preferences } from './prefer';
import type { LevelPlan } from './queryPlan';

function isPlainObject(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkColumns(table: string, def: TableDef, columns: Iterable<string>): void {
  for (const column of columns) if (!def.columns[column]) throw postgrestErrors.unknownBodyColumn(table, column);
}

function withCheck(table: string, def: TableDef, ctx: PolicyContext, command: 'insert' | 'update') {
  return (row: Row) => {
    if (!rowAccepted(def, row, ctx, command)) throw pgErrors.rlsViolation(table);
  };
}

export function insertRows(
  db: MockDb,
  table: string,
  body: unknown,
  params: URLSearchParams,
  prefer: Preferences,
  ctx: PolicyContext,
): Row[] {
  const def = db.tableDef(table) as TableDef;
  const objects = Array.isArray(body) ? body : [body];
  if (!objects.every(isPlainObject)) throw postgrestErrors.invalidJson();
  const columnsParam = params.get('columns');
  const declaredColumns = columnsParam ? columnsParam.split(',').map(unquote) : null;
  const conflictColumns =
    params
      .get('on_conflict')
      ?.split(',')
      .map((column) => column.trim()) ?? def.primaryKey;
  checkColumns(table, def, conflictColumns);
  const affected: Row[] = [];
  for (const object of objects) {
    // With `columns=`, PostgREST reads exactly those keys; a missing key becomes NULL unless `missing=default`.
    const values: Row = declaredColumns
      ? Object.fromEntries(declaredColumns.filter((c) => c in object).map((c) => [c, object[c]]))
      : object;
    checkColumns(table, def, declaredColumns ?? Object.keys(values));
    const explicitNull = new Set(
      declaredColumns && !prefer.missingDefault ? declaredColumns.filter((c) => !(c in object)) : [],
    );
    if (prefer.resolution) {
      const probe = Object.fromEntries(
        conflictColumns.map((c) => [c, c in values ? coerceValue(def.columns[c]!.type, values[c]) : undefined]),
      );
      const existing = conflictColumns.every((c) => probe[c] !== undefined && probe[c] !== null)
        ? db.rows(table).find((row) => sameKey(def, conflictColumns, row, probe))
        : undefined;
      if (existing) {
        if (prefer.resolution === 'ignore-duplicates') continue;
        // ON CONFLICT DO UPDATE: the existing row must be updatable by this role, else it is an error, not a no-op.
        if (!rowVisible(def, existing, ctx, 'update')) throw pgErrors.rlsViolation(table);
        affected.push(updateRow(db, table, existing, values, ctx, { withCheck: withCheck(table, def, ctx, 'update') }));
        continue;
      }
    }
    affected.push(insertRow(db, table, values, ctx, { explicitNull, withCheck: withCheck(table, def, ctx, 'insert') }));
  }
  return affected;
}

function targetRows(db: MockDb, plan: LevelPlan, ctx: PolicyContext, command: 'update' | 'delete'): Row[] {
  return db
    .rows(plan.table)
    .filter((row) => rowVisible(plan.def, row, ctx, command) && rowVisible(plan.def, row, ctx, 'select'))
    .filter((row) => rowMatches(plan.table, plan.def, row, plan.filters));
}

export function updateRows(db: MockDb, plan: LevelPlan, body: unknown, ctx: PolicyContext): Row[] {
  if (!isPlainObject(body)) throw postgrestErrors.invalidJson();
  checkColumns(plan.table, plan.def, Object.keys(body));
  const check = withCheck(plan.table, plan.def, ctx, 'update');
  return targetRows(db, plan, ctx, 'update').map((row) =>
    updateRow(db, plan.table, row, body, ctx, { withCheck: check }),
  );
}

export function deleteRows(db: MockDb, plan: LevelPlan, ctx: PolicyContext): Row[] {
  const rows = targetRows(db, plan, ctx, 'delete');
  for (const row of rows) deleteRow(db, plan.table, row, ctx);
  return rows;
}
