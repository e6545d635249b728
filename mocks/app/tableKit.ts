/**
 * Building blocks every table of the product shares: the enums of the schema migration (checked like PostgreSQL's
 * enum input, 22P02), `set_updated_at`, `has_role(auth.uid(), 'admin')` and the admin policies.
 */
import { toPgTimestamp } from '../clock';
import { PgError } from '../db/errors';
import type { ColumnDef, PolicyContext, PolicyDef, Row, RowPredicate, TableTriggers } from '../db/schema';
import { FIELD_LIMITS, type FieldKind } from '../../src/lib/validation/fieldLimits';
import { VAT_ID_PATTERN } from '../../src/lib/validation/patterns';
import { charLength, isValidEmail, normaliseTime } from './sql';

export const ENUMS = {
  app_role: ['admin', 'customer'],
  seminar_category: [
    'seo',
    'google-ads',
    'social-media',
    'content-marketing',
    'email-marketing',
    'webanalyse',
    'ki-marketing',
    'ki-coding',
  ],
  session_status: ['scheduled', 'cancelled'],
  booking_status: ['pending', 'confirmed', 'paid', 'cancelled', 'expired'],
  payment_method: ['invoice', 'online'],
  customer_type: ['private', 'company'],
  inhouse_status: ['new', 'in_progress', 'done'],
  waitlist_status: ['pending_confirmation', 'waiting', 'offered', 'booked', 'lapsed', 'left'],
} as const;

export type EnumName = keyof typeof ENUMS;

/** PostgreSQL refuses an unknown enum label before any trigger or constraint runs. */
export function enumValue(name: EnumName, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!(ENUMS[name] as readonly string[]).includes(String(value))) {
    throw new PgError({ code: '22P02', message: `invalid input value for enum ${name}: "${String(value)}"` });
  }
  return String(value);
}

export const col = {
  uuidPk: { type: 'uuid', default: 'gen_random_uuid()' } as ColumnDef,
  uuid: (nullable = true): ColumnDef => ({ type: 'uuid', nullable }),
  text: (nullable = true): ColumnDef => ({ type: 'text', nullable }),
  integer: (nullable = true): ColumnDef => ({ type: 'integer', nullable }),
  bool: (value: boolean): ColumnDef => ({ type: 'boolean', nullable: false, default: { value } }),
  /** `numeric(5,2)`; the mock has no scale, values are stored as numbers (supabase-js gets numbers either way). */
  numeric: (nullable = true, value?: number): ColumnDef => ({
    type: 'numeric',
    nullable,
    ...(value === undefined ? {} : { default: { value } }),
  }),
  now: { type: 'timestamptz', nullable: false, default: 'now()' } as ColumnDef,
  timestamptz: (nullable = true): ColumnDef => ({ type: 'timestamptz', nullable }),
  date: (nullable = true): ColumnDef => ({ type: 'date', nullable }),
  /** `time`: kept as PostgreSQL's text form 'HH:MM:SS' (see `timeColumns`). */
  time: (nullable = true, value?: string): ColumnDef => ({
    type: 'text',
    nullable,
    ...(value === undefined ? {} : { default: { value } }),
  }),
  enum: (nullable = true, value?: string): ColumnDef => ({
    type: 'text',
    nullable,
    ...(value === undefined ? {} : { default: { value } }),
  }),
  textArray: { type: 'text[]', nullable: false, default: { value: [] } } as ColumnDef,
  jsonb: (nullable = true): ColumnDef => ({ type: 'jsonb', nullable }),
} as const;

/** `public.has_role(auth.uid(), 'admin')`: security definer, so it reads user_roles past RLS. */
export function isAdmin(ctx: PolicyContext): boolean {
  return ctx.uid !== null && ctx.db.rows('user_roles').some((r) => r.user_id === ctx.uid && r.role === 'admin');
}

/** `create policy admin_all … for all to authenticated using (has_role(…, 'admin')) with check (same)`. */
export const adminAll: PolicyDef = {
  name: 'admin_all',
  command: 'all',
  roles: ['authenticated'],
  using: (_row, ctx) => isAdmin(ctx),
  withCheck: (_row, ctx) => isAdmin(ctx),
};

/*
 * One permissive policy per table, role and action (the linter's multiple_permissive_policies): where others may
 * read or write too, the admin is an `or` in that action's policy (`orAdmin`); the actions only admins have are
 * policies of their own.
 */
const admin: RowPredicate = (_row, ctx) => isAdmin(ctx);
export const adminRead: PolicyDef = { name: 'admin_read', command: 'select', roles: ['authenticated'], using: admin };
export const adminInsert: PolicyDef = {
  name: 'admin_insert',
  command: 'insert',
  roles: ['authenticated'],
  withCheck: admin,
};
export const adminUpdate: PolicyDef = {
  name: 'admin_update',
  command: 'update',
  roles: ['authenticated'],
  using: admin,
  withCheck: admin,
};
export const adminDelete: PolicyDef = {
  name: 'admin_delete',
  command: 'delete',
  roles: ['authenticated'],
  using: admin,
};
/** `admin_insert`, `admin_update` and `admin_delete`: the writes of a table only admins write. */
export const adminWrites: PolicyDef[] = [adminInsert, adminUpdate, adminDelete];

/** `using (<rule> or (select public.has_role((select auth.uid()), 'admin')))`. */
export function orAdmin(rule: RowPredicate): RowPredicate {
  return (row, ctx) => rule(row, ctx) || isAdmin(ctx);
}

/** `create policy no_api_access … for all to anon, authenticated using (false) with check (false)`: functions only. */
export const noApiAccess: PolicyDef = {
  name: 'no_api_access',
  command: 'all',
  roles: ['anon', 'authenticated'],
  using: () => false,
  withCheck: () => false,
};

interface RowRules {
  enums?: Partial<Record<string, EnumName>>;
  times?: string[];
  /** `create trigger <table>_updated_at before update … execute function private.set_updated_at()`. */
  updatedAt?: boolean;
  extra?: TableTriggers;
}

function normalise(row: Row, rules: RowRules): Row {
  const next = { ...row };
  for (const [column, name] of Object.entries(rules.enums ?? {}))
    next[column] = enumValue(name as EnumName, next[column]);
  for (const column of rules.times ?? []) {
    if (typeof next[column] === 'string') next[column] = normaliseTime(next[column]);
  }
  return next;
}

/** Row triggers: enum and time input first (as PostgreSQL parses them), then the table's own BEFORE triggers. */
export function rowTriggers(rules: RowRules): TableTriggers {
  const { extra = {} } = rules;
  return {
    ...extra,
    beforeInsert: (row, ctx) => {
      const next = normalise(row, rules);
      return extra.beforeInsert?.(next, ctx) ?? next;
    },
    beforeUpdate: (row, previous, ctx) => {
      let next = normalise(row, rules);
      next = extra.beforeUpdate?.(next, previous, ctx) ?? next;
      return rules.updatedAt ? { ...next, updated_at: toPgTimestamp() } : next;
    },
  };
}

/** A check that, like SQL, passes when its expression is null (a null column never violates a check). */
export function check(name: string, column: string, test: (value: never) => boolean) {
  return { name, check: (row: Row) => row[column] === null || row[column] === undefined || test(row[column] as never) };
}

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What a free-text column's check adds to its length limit: the e-mail or the VAT id format. */
const FORMATS = { email: (v: string) => isValidEmail(v), vatId: (v: string) => VAT_ID_PATTERN.test(v) } as const;

/**
 * `<column> text check (char_length(<column>) <= n [and <format>])` for each listed column, named as PostgreSQL
 * names a column check (`<table>_<column>_check`).
 */
export function textChecks(
  table: string,
  columns: Record<string, FieldKind | [FieldKind, keyof typeof FORMATS]>,
): ReturnType<typeof check>[] {
  return Object.entries(columns).map(([column, rule]) => {
    const [kind, format] = Array.isArray(rule) ? rule : [rule, undefined];
    return check(
      `${table}_${column}_check`,
      column,
      (v: string) => charLength(v) <= FIELD_LIMITS[kind] && (!format || FORMATS[format](v)),
    );
  });
}
