/**
 * Finds the relationship an embed names, the way PostgREST reads foreign keys: many-to-one (the parent holds the key),
 * one-to-many (the child holds it; one-to-one when that key is unique), or a foreign-key column used as the name.
 */
import { foreignKeyName, uniqueKeys } from '../db/constraints';
import type { DbSchema, ForeignKeyDef, TableDef } from '../db/schema';
import { postgrestErrors } from './errors';

export interface Relationship {
  target: string;
  /** Columns of the parent row and the matching columns of the target rows. */
  parentColumns: string[];
  targetColumns: string[];
  toOne: boolean;
  constraintName: string;
}

function isUniqueKey(table: string, def: TableDef, columns: string[]): boolean {
  return uniqueKeys(table, def).some(
    (key) => key.columns.length === columns.length && key.columns.every((column) => columns.includes(column)),
  );
}

function matchesHint(table: string, fk: ForeignKeyDef, hint: string | null): boolean {
  return hint === null || foreignKeyName(table, fk) === hint || fk.columns.includes(hint);
}

export function findRelationship(schema: DbSchema, parent: string, name: string, hint: string | null): Relationship {
  const parentDef = schema.tables[parent] as TableDef;
  const candidates: Relationship[] = [];
  const targetDef = schema.tables[name];
  if (targetDef) {
    for (const fk of parentDef.foreignKeys ?? []) {
      if (fk.references.table !== name || !matchesHint(parent, fk, hint)) continue;
      candidates.push({
        target: name,
        parentColumns: fk.columns,
        targetColumns: fk.references.columns,
        toOne: true,
        constraintName: foreignKeyName(parent, fk),
      });
    }
    for (const fk of targetDef.foreignKeys ?? []) {
      if (fk.references.table !== parent || !matchesHint(name, fk, hint)) continue;
      // A self-reference was already added above as many-to-one; PostgREST offers both directions.
      candidates.push({
        target: name,
        parentColumns: fk.references.columns,
        targetColumns: fk.columns,
        toOne: isUniqueKey(name, targetDef, fk.columns),
        constraintName: foreignKeyName(name, fk),
      });
    }
  } else {
    // `author_id(*)`: a foreign-key column of the parent names its many-to-one relationship.
    for (const fk of parentDef.foreignKeys ?? []) {
      if (fk.columns.length !== 1 || fk.columns[0] !== name || !schema.tables[fk.references.table]) continue;
      candidates.push({
        target: fk.references.table,
        parentColumns: fk.columns,
        targetColumns: fk.references.columns,
        toOne: true,
        constraintName: foreignKeyName(parent, fk),
      });
    }
  }
  if (candidates.length === 0) throw postgrestErrors.noRelationship(parent, name, hint);
  if (candidates.length > 1)
    throw postgrestErrors.ambiguousRelationship(
      parent,
      name,
      candidates.map((c) => c.constraintName),
    );
  return candidates[0] as Relationship;
}
