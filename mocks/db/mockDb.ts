/**
 * The in-memory database: plain rows per table, sequences, all-or-nothing transactions, reset to the seed, and
 * persistence. Rows are never mutated in place (writes replace them), so a transaction only copies table arrays.
 */
import { buildNewRow } from './defaults';
import { noPersistence, type DbSnapshot, type PersistenceAdapter } from './persistence';
import { DEFERRED_SEED, type DbSchema, type DeferredSeed, type Row, type SeedFactory, type TableDef } from './schema';

export interface MockDbOptions {
  persistence?: PersistenceAdapter;
}

export interface MockDb {
  readonly schema: DbSchema;
  /** Rows of a table (public tables by name, internal ones such as `auth.users` by qualified name). */
  rows(table: string): Row[];
  setRows(table: string, rows: Row[]): void;
  tableDef(table: string): TableDef | undefined;
  /** The next value of an identity column's sequence. */
  nextSequenceValue(table: string, column: string): number;
  /** Runs `work` atomically: any throw rolls every table back, as a failed statement does in PostgreSQL. */
  transaction<T>(work: () => T): T;
  /**
   * Runs `run` when the outermost transaction is about to commit (a deferred constraint trigger), once per `key`; a
   * throw rolls the transaction back. Outside a transaction it runs at once.
   */
  deferUntilCommit(key: string, run: () => void): void;
  /** Back to the seed (and the persisted copy replaced). */
  reset(): void;
  snapshot(): DbSnapshot;
}

/** Identifies the schema shape, so a persisted copy from an older schema is dropped instead of half-loaded. */
function fingerprintOf(schema: DbSchema): string {
  return JSON.stringify(Object.entries(schema.tables).map(([name, def]) => [name, Object.keys(def.columns)]));
}

function sequencesFromRows(schema: DbSchema, tables: Record<string, Row[]>): Record<string, number> {
  const sequences: Record<string, number> = {};
  for (const [name, def] of Object.entries(schema.tables)) {
    for (const [column, columnDef] of Object.entries(def.columns)) {
      if (columnDef.default !== 'identity') continue;
      const values = (tables[name] ?? []).map((row) => Number(row[column])).filter((n) => Number.isFinite(n));
      sequences[`${name}.${column}`] = values.length ? Math.max(...values) : 0;
    }
  }
  return sequences;
}

export function createMockDb(
  schema: DbSchema,
  seedFactory: SeedFactory = () => ({}),
  options: MockDbOptions = {},
): MockDb {
  const persistence = options.persistence ?? noPersistence;
  const fingerprint = fingerprintOf(schema);
  let tables: Record<string, Row[]> = {};
  let sequences: Record<string, number> = {};
  let depth = 0;
  let atCommit = new Map<string, () => void>();
  /** Seed tables not built yet, and those built, kept for a transaction that rolls back after building them. */
  let deferred: DeferredSeed | undefined;
  let built: { tables: Record<string, Row[]>; sequences: Record<string, number> } | undefined;

  // Seed rows get their defaults like a SQL dump's inserts do; triggers, RLS and constraints are not run on them.
  const withDefaults = (name: string, rows: Row[]): Row[] => {
    const def = schema.tables[name];
    const ctx = { role: 'service_role' as const, uid: null, claims: null, db };
    return def ? rows.map((row) => buildNewRow(name, def, { ...row }, ctx)) : rows.map((row) => ({ ...row }));
  };

  function buildDeferred() {
    const pending = deferred;
    if (!pending) return;
    deferred = undefined;
    const data = pending.build();
    for (const name of pending.tables) tables[name] = withDefaults(name, data[name] ?? []);
    for (const [key, value] of Object.entries(sequencesFromRows(schema, data))) {
      sequences[key] = Math.max(sequences[key] ?? 0, value);
    }
    built = {
      tables: Object.fromEntries(pending.tables.map((name) => [name, tables[name] ?? []])),
      sequences: { ...sequences },
    };
  }

  const touch = (table: string) => {
    if (deferred?.tables.includes(table)) buildDeferred();
  };

  const snapshot = (): DbSnapshot => {
    buildDeferred();
    return { fingerprint, tables, sequences };
  };
  const changed = () => persistence.save(snapshot);

  function seed() {
    const data = seedFactory();
    tables = {};
    for (const name of Object.keys(schema.tables)) tables[name] = [];
    for (const [name, rows] of Object.entries(data)) tables[name] = rows;
    sequences = sequencesFromRows(schema, tables);
    for (const name of Object.keys(tables)) tables[name] = withDefaults(name, tables[name] ?? []);
    deferred = data[DEFERRED_SEED];
    built = undefined;
    for (const name of deferred?.tables ?? []) tables[name] = [];
  }

  const db: MockDb = {
    schema,
    rows: (table) => {
      touch(table);
      return tables[table] ?? [];
    },
    setRows(table, rows) {
      touch(table);
      tables[table] = rows;
      if (depth === 0) changed();
    },
    tableDef: (table) => schema.tables[table],
    nextSequenceValue(table, column) {
      const key = `${table}.${column}`;
      sequences[key] = (sequences[key] ?? 0) + 1;
      return sequences[key];
    },
    transaction(work) {
      const savedTables = { ...tables };
      const savedSequences = { ...sequences };
      const builtBefore = built;
      // A failed inner transaction takes its deferred work with it (as a rolled-back savepoint does).
      const deferredBefore = new Map(atCommit);
      depth += 1;
      try {
        const result = work();
        // Deferred work may defer more (a trigger it fires): until none is left.
        while (depth === 1 && atCommit.size > 0) {
          const due = [...atCommit.values()];
          atCommit = new Map();
          for (const run of due) run();
        }
        depth -= 1;
        if (depth === 0) changed();
        return result;
      } catch (error) {
        depth -= 1;
        atCommit = depth === 0 ? new Map() : deferredBefore;
        tables = savedTables;
        sequences = savedSequences;
        // Seed tables built during the failed work stay built: they are the seed's, not the work's.
        if (built && built !== builtBefore) {
          Object.assign(tables, built.tables);
          for (const [key, value] of Object.entries(built.sequences)) {
            sequences[key] = Math.max(sequences[key] ?? 0, value);
          }
        }
        throw error;
      }
    },
    deferUntilCommit(key, run) {
      if (depth === 0) run();
      else atCommit.set(key, run);
    },
    reset() {
      seed();
      changed();
    },
    snapshot,
  };

  const stored = persistence.load();
  if (stored && stored.fingerprint === fingerprint) {
    tables = stored.tables;
    sequences = stored.sequences;
    for (const name of Object.keys(schema.tables)) tables[name] ??= [];
  } else {
    seed();
  }
  return db;
}
