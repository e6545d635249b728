/**
 * The schema description the mock database is driven by. It mirrors what a SQL migration declares: columns with types
 * and defaults, keys, constraints, foreign keys (PostgREST derives embedding from them), RLS policies and triggers.
 */
import type { MockDb } from './mockDb';

export type Row = Record<string, unknown>;

export type Role = 'anon' | 'authenticated' | 'service_role';

export type ColumnType =
  | 'uuid'
  | 'text'
  | 'integer'
  | 'bigint'
  | 'numeric'
  | 'boolean'
  | 'timestamptz'
  | 'date'
  | 'jsonb'
  | 'text[]'
  | 'uuid[]'
  | 'integer[]';

/** Who is asking: what `auth.role()`, `auth.uid()` and `auth.jwt()` return inside a policy. */
export interface RequestContext {
  role: Role;
  uid: string | null;
  claims: Record<string, unknown> | null;
}

export interface PolicyContext extends RequestContext {
  db: MockDb;
}

/**
 * A column default, as in SQL: `'gen_random_uuid()'`, `'now()'`, `'identity'` (a sequence), `'auth.uid()'`,
 * `{ value }` for a literal, or a function of the request context.
 */
export type ColumnDefault =
  'gen_random_uuid()' | 'now()' | 'identity' | 'auth.uid()' | { value: unknown } | ((ctx: PolicyContext) => unknown);

export interface ColumnDef {
  type: ColumnType;
  /** `not null` is `nullable: false`; columns are nullable by default, as in SQL. Primary-key columns never are. */
  nullable?: boolean;
  default?: ColumnDefault;
}

export interface UniqueDef {
  name?: string;
  columns: string[];
}

export interface CheckDef {
  /** The constraint name PostgreSQL reports, e.g. `books_rating_check`. */
  name: string;
  check: (row: Row) => boolean;
}

export type ForeignKeyAction = 'cascade' | 'set null' | 'restrict' | 'no action';

export interface ForeignKeyDef {
  /** Defaults to `<table>_<column>_fkey`, PostgreSQL's own naming; `table!name` embedding hints use it. */
  name?: string;
  columns: string[];
  references: { table: string; columns: string[] };
  onDelete?: ForeignKeyAction;
}

export type PolicyCommand = 'select' | 'insert' | 'update' | 'delete' | 'all';

export type RowPredicate = (row: Row, ctx: PolicyContext) => boolean;

/**
 * One `create policy`: permissive policies of a command are OR-ed, as in PostgreSQL. `using` filters existing rows
 * (select/update/delete); `withCheck` tests new rows (insert/update; falls back to `using` for update, as SQL does).
 */
export interface PolicyDef {
  name: string;
  command: PolicyCommand;
  /** Roles the policy applies to; omitted means `public` (every role). */
  roles?: Role[];
  using?: RowPredicate;
  withCheck?: RowPredicate;
}

export interface TriggerContext extends PolicyContext {
  table: string;
}

/** Row triggers. `before*` may return a changed row (like `return new`); `after*` may write other tables via `ctx.db`. */
export interface TableTriggers {
  beforeInsert?: (row: Row, ctx: TriggerContext) => Row | void;
  afterInsert?: (row: Row, ctx: TriggerContext) => void;
  beforeUpdate?: (next: Row, previous: Row, ctx: TriggerContext) => Row | void;
  afterUpdate?: (next: Row, previous: Row, ctx: TriggerContext) => void;
  afterDelete?: (row: Row, ctx: TriggerContext) => void;
}

export interface TableDef {
  columns: Record<string, ColumnDef>;
  primaryKey: string[];
  unique?: UniqueDef[];
  checks?: CheckDef[];
  foreignKeys?: ForeignKeyDef[];
  /** `alter table … enable row level security`; true by default (Supabase's advice), so no policy means no access. */
  rls?: boolean;
  policies?: PolicyDef[];
  triggers?: TableTriggers;
}

export interface DbSchema {
  /** Tables of the `public` schema, exposed on /rest/v1. */
  tables: Record<string, TableDef>;
  /** Triggers on `auth.users`, e.g. `handle_new_user` creating a profile from `raw_user_meta_data`. */
  authUserTriggers?: Pick<TableTriggers, 'afterInsert' | 'afterUpdate' | 'afterDelete'>;
}

/**
 * Seed tables built on first use (docs/demo-data.md, "Invoices"): the database builds them when one of `tables` is
 * first read or written, or when it is saved, so work nobody may look at stays off the start-up path.
 */
export const DEFERRED_SEED: unique symbol = Symbol('deferred seed tables');
export interface DeferredSeed {
  tables: string[];
  build: () => Record<string, Row[]>;
}

/** Rows per table, keyed by table name; `auth.users` rows may be given too (see `demoUser`). */
export type SeedData = Record<string, Row[]> & { [DEFERRED_SEED]?: DeferredSeed };

export type SeedFactory = () => SeedData;

export function defineSchema(schema: DbSchema): DbSchema {
  return schema;
}
