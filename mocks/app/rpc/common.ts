/**
 * What every product function shares: `private.raise_error` (P0001, message = code, detail = JSON text), the execute
 * grants (`…_functions_grants.sql`), PostgREST's argument matching, and `private.require_admin`.
 */
import { now } from '../../clock';
import { PgError, raiseException } from '../../db/errors';
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext, Role } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { postgrestErrors } from '../../postgrest/errors';
import type { RpcFunction } from '../../rpc/rpcFunction';
import { charLength } from '../sql';
import { isAdmin } from '../tableKit';

export function raiseError(code: string, detail: Record<string, unknown> = {}): never {
  raiseException(code, { details: JSON.stringify(detail) });
}

/** `private.check_length`: a text over `max` characters (code points, as `char_length`) is INVALID_INPUT too_long. */
export function checkLength(value: string | null, max: number, detail: Record<string, unknown>): void {
  if (value !== null && value.length > max && charLength(value) > max) {
    raiseError('INVALID_INPUT', { ...detail, reason: 'too_long', max });
  }
}

/** `private.require_admin()`. */
export function requireAdmin(ctx: PolicyContext): void {
  if (!isAdmin(ctx)) raiseError('FORBIDDEN');
}

/** A uuid argument as PostgreSQL casts it (22P02 on bad input, lower case). */
export function uuidArg(value: unknown): string | null {
  return coerceValue('uuid', value) as string | null;
}

/** `now()` as `to_jsonb(timestamptz)` prints it (no fractional part when it is zero). */
export function jsonTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  return new Date(ms).toISOString().replace('.000Z', 'Z').replace('Z', '+00:00');
}

export const nowMs = (): number => now();

export interface ProductFunction {
  /** Parameter names as declared (PostgREST matches the call's argument names against them). */
  params: string[];
  /** Those of `params` declared with a default (a call may leave them out). */
  optional?: string[];
  /** `grant execute … to <roles>`; everyone else gets 42501. */
  grantedTo: Role[];
  /** The function body: `(ctx, args, db) => result`, run inside the RPC transaction. */
  fn: RpcFunction;
}

/** Wraps a function with PostgREST's lookup (PGRST202) and PostgreSQL's execute privilege check (42501). */
export function asRpc(name: string, definition: ProductFunction): RpcFunction {
  return (ctx, args, db: MockDb) => {
    const names = Object.keys(args);
    const required = definition.params.filter((p) => !definition.optional?.includes(p));
    if (names.some((n) => !definition.params.includes(n)) || required.some((p) => !names.includes(p))) {
      throw postgrestErrors.unknownFunction(name, [...names].sort());
    }
    if (!definition.grantedTo.includes(ctx.role)) {
      throw new PgError({ code: '42501', message: `permission denied for function ${name}` });
    }
    return definition.fn(ctx, args, db);
  };
}
