/**
 * Row-level security as PostgreSQL evaluates it: permissive policies of a command are OR-ed, no applicable policy
 * means no access, `service_role` (BYPASSRLS in Supabase) and tables without RLS skip it.
 */
import type { MockDb } from './mockDb';
import type { PolicyContext, PolicyDef, RequestContext, Row, TableDef } from './schema';

export type RlsCommand = 'select' | 'insert' | 'update' | 'delete';

export function serviceContext(db: MockDb): PolicyContext {
  return { role: 'service_role', uid: null, claims: null, db };
}

export function policyContext(db: MockDb, ctx: RequestContext): PolicyContext {
  return { role: ctx.role, uid: ctx.uid, claims: ctx.claims, db };
}

function bypassesRls(def: TableDef, ctx: PolicyContext): boolean {
  return def.rls === false || ctx.role === 'service_role';
}

function applicablePolicies(def: TableDef, command: RlsCommand, ctx: PolicyContext): PolicyDef[] {
  return (def.policies ?? []).filter(
    (policy) =>
      (policy.command === command || policy.command === 'all') && (!policy.roles || policy.roles.includes(ctx.role)),
  );
}

/** The USING side: may this existing row be seen (select) or targeted (update/delete)? */
export function rowVisible(
  def: TableDef,
  row: Row,
  ctx: PolicyContext,
  command: 'select' | 'update' | 'delete',
): boolean {
  if (bypassesRls(def, ctx)) return true;
  return applicablePolicies(def, command, ctx).some((policy) => (policy.using ? policy.using(row, ctx) : false));
}

/** The WITH CHECK side for a new row; a policy without `withCheck` uses its `using` expression, as SQL does. */
export function rowAccepted(def: TableDef, row: Row, ctx: PolicyContext, command: 'insert' | 'update'): boolean {
  if (bypassesRls(def, ctx)) return true;
  return applicablePolicies(def, command, ctx).some((policy) => {
    const check = policy.withCheck ?? policy.using;
    return check ? check(row, ctx) : false;
  });
}
