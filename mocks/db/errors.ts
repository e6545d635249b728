/**
 * PostgreSQL errors as PostgREST reports them: `{ code, details, hint, message }` with the HTTP status PostgREST maps
 * the SQLSTATE to. Every layer of the mock throws `PgError`; the REST handler turns it into a response.
 */
import type { Role } from './schema';

export interface PgErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class PgError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** Set for PostgREST's own errors (PGRSTxxx); SQLSTATE codes get their status from `statusForSqlState`. */
  readonly status: number | undefined;

  constructor(body: { code: string; message: string; details?: string | null; hint?: string | null }, status?: number) {
    super(body.message);
    this.name = 'PgError';
    this.code = body.code;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.status = status;
  }

  toBody(): PgErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }

  httpStatus(role: Role): number {
    return this.status ?? statusForSqlState(this.code, role);
  }
}

/** PostgREST's SQLSTATE → HTTP table (docs "Errors"); 42501 is 401 for the anonymous role and 403 otherwise. */
export function statusForSqlState(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^(08|53|54)/.test(code)) return 503;
  if (code.startsWith('40')) return 500;
  if (/^(22|23|42|2F|P0|XX)/.test(code)) return code.startsWith('XX') ? 500 : 400;
  return 400;
}

/** `raise exception … using errcode = 'P0001'` from a mock RPC or trigger. */
export function raiseException(
  message: string,
  options: { code?: string; details?: string; hint?: string } = {},
): never {
  throw new PgError({ code: options.code ?? 'P0001', message, details: options.details, hint: options.hint });
}

function failingRow(values: unknown[]): string {
  return `Failing row contains (${values.map((v) => (v === null || v === undefined ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}).`;
}

function keyText(columns: string[], values: unknown[]): string {
  return `Key (${columns.join(', ')})=(${values.map((v) => String(v)).join(', ')})`;
}

export const pgErrors = {
  uniqueViolation: (constraint: string, columns: string[], values: unknown[]) =>
    new PgError({
      code: '23505',
      message: `duplicate key value violates unique constraint "${constraint}"`,
      details: `${keyText(columns, values)} already exists.`,
    }),
  notNullViolation: (table: string, column: string, rowValues: unknown[]) =>
    new PgError({
      code: '23502',
      message: `null value in column "${column}" of relation "${table}" violates not-null constraint`,
      details: failingRow(rowValues),
    }),
  checkViolation: (table: string, constraint: string, rowValues: unknown[]) =>
    new PgError({
      code: '23514',
      message: `new row for relation "${table}" violates check constraint "${constraint}"`,
      details: failingRow(rowValues),
    }),
  foreignKeyMissing: (table: string, constraint: string, columns: string[], values: unknown[], target: string) =>
    new PgError({
      code: '23503',
      message: `insert or update on table "${table}" violates foreign key constraint "${constraint}"`,
      details: `${keyText(columns, values)} is not present in table "${target}".`,
    }),
  foreignKeyStillReferenced: (
    table: string,
    constraint: string,
    referencing: string,
    columns: string[],
    values: unknown[],
  ) =>
    new PgError({
      code: '23503',
      message: `update or delete on table "${table}" violates foreign key constraint "${constraint}" on table "${referencing}"`,
      details: `${keyText(columns, values)} is still referenced from table "${referencing}".`,
    }),
  rlsViolation: (table: string) =>
    new PgError({ code: '42501', message: `new row violates row-level security policy for table "${table}"` }),
  invalidText: (type: string, value: unknown) =>
    new PgError({ code: '22P02', message: `invalid input syntax for type ${type}: "${String(value)}"` }),
  undefinedColumn: (table: string, column: string) =>
    new PgError({ code: '42703', message: `column ${table}.${column} does not exist` }),
};
