/** Constraint checks on a new or changed row: not-null, check, foreign keys and unique keys (primary key included). */
import { pgErrors } from './errors';
import type { MockDb } from './mockDb';
import type { ForeignKeyDef, Row, TableDef, UniqueDef } from './schema';
import { valuesEqual } from './values';

export function foreignKeyName(table: string, fk: ForeignKeyDef): string {
  return fk.name ?? `${table}_${fk.columns.join('_')}_fkey`;
}

/** Primary key first, then the declared unique constraints, with PostgreSQL's default names. */
export function uniqueKeys(table: string, def: TableDef): Required<UniqueDef>[] {
  return [
    { name: `${table}_pkey`, columns: def.primaryKey },
    ...(def.unique ?? []).map((u) => ({ name: u.name ?? `${table}_${u.columns.join('_')}_key`, columns: u.columns })),
  ];
}

function rowValues(def: TableDef, row: Row): unknown[] {
  return Object.keys(def.columns).map((column) => row[column]);
}

export function sameKey(def: TableDef, columns: string[], a: Row, b: Row): boolean {
  return columns.every((column) => valuesEqual(def.columns[column]?.type, a[column], b[column]));
}

/** Throws the first violated constraint for `row`; `previous` is the row being replaced by an update. */
export function checkConstraints(db: MockDb, table: string, def: TableDef, row: Row, previous: Row | null): void {
  for (const [column, columnDef] of Object.entries(def.columns)) {
    const required = columnDef.nullable === false || def.primaryKey.includes(column);
    if (required && (row[column] === null || row[column] === undefined)) {
      throw pgErrors.notNullViolation(table, column, rowValues(def, row));
    }
  }
  for (const check of def.checks ?? []) {
    if (!check.check(row)) throw pgErrors.checkViolation(table, check.name, rowValues(def, row));
  }
  for (const fk of def.foreignKeys ?? []) {
    const values = fk.columns.map((column) => row[column]);
    if (values.some((value) => value === null || value === undefined)) continue;
    const targetDef = db.tableDef(fk.references.table);
    const found = db
      .rows(fk.references.table)
      .some((target) =>
        fk.references.columns.every((column, i) =>
          valuesEqual(targetDef?.columns[column]?.type, target[column], values[i]),
        ),
      );
    if (!found)
      throw pgErrors.foreignKeyMissing(table, foreignKeyName(table, fk), fk.columns, values, fk.references.table);
  }
  for (const key of uniqueKeys(table, def)) {
    if (key.columns.some((column) => row[column] === null || row[column] === undefined)) continue;
    const clash = db.rows(table).some((other) => other !== previous && sameKey(def, key.columns, other, row));
    if (clash)
      throw pgErrors.uniqueViolation(
        key.name,
        key.columns,
        key.columns.map((column) => row[column]),
      );
  }
}
