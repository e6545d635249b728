/**
 * PostgREST 12 on `/rest/v1/:table`: GET/HEAD reads with select, embedding, filters, order, paging and counts;
 * POST inserts and upserts; PATCH and DELETE with filters; `Prefer` and singular `Accept` as PostgREST reads them.
 */
import type { RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { MockDb } from '../db/mockDb';
import { rowVisible } from '../db/rls';
import type { PolicyContext, Row } from '../db/schema';
import type { MockBackend } from '../mockBackend';
import { pgErrors } from '../db/errors';
import { postgrestErrors } from '../postgrest/errors';
import { executeLevel, pageRows, projectRow, VisibleRows } from '../postgrest/executor';
import { deleteRows, insertRows, updateRows } from '../postgrest/mutations';
import { sortRows } from '../postgrest/order';
import { parsePrefer, parseRangeHeader, wantsSingleObject, type Preferences } from '../postgrest/prefer';
import { buildQueryPlan, type LevelPlan } from '../postgrest/queryPlan';
import { pgrstJson, readJsonBody } from '../postgrest/responses';
import { postgrestRoute, type PostgrestRequest } from './postgrestRoute';

function contentRange(offset: number, returned: number, total: number | null): string {
  const range = returned > 0 ? `${offset}-${offset + returned - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

function readTable(db: MockDb, request: Request, plan: LevelPlan, ctx: PolicyContext, prefer: Preferences): Response {
  const range = parseRangeHeader(request);
  if (range && plan.limit === null && plan.offset === 0) {
    plan.offset = range.offset;
    plan.limit = range.limit;
  }
  const visible = new VisibleRows(db, ctx);
  const matching = sortRows(plan.table, plan.def, executeLevel(plan, visible.of(plan.table), visible), plan.order);
  const total = prefer.count ? matching.length : null;
  if (total !== null && plan.offset > total) throw postgrestErrors.rangeNotSatisfiable(plan.offset, total);
  const page = pageRows(plan, matching).map((result) => projectRow(plan, result));
  const singular = wantsSingleObject(request);
  if (singular && page.length !== 1) throw postgrestErrors.singularity(page.length);
  const status = total !== null && page.length < total ? 206 : 200;
  const headers = { 'Content-Range': contentRange(plan.offset, page.length, total) };
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  return pgrstJson(status, singular ? page[0] : page, headers, singular);
}

/** RETURNING under RLS: the affected rows must be visible to the role, then they are shaped by `select`. */
function representation(db: MockDb, plan: LevelPlan, rows: Row[], ctx: PolicyContext): Row[] {
  for (const row of rows) if (!rowVisible(plan.def, row, ctx, 'select')) throw pgErrors.rlsViolation(plan.table);
  const visible = new VisibleRows(db, ctx);
  const unfiltered: LevelPlan = { ...plan, filters: [], embedPresence: [] };
  return executeLevel(unfiltered, rows, visible).map((result) => projectRow(unfiltered, result));
}

function writeTable(
  db: MockDb,
  request: Request,
  plan: LevelPlan,
  ctx: PolicyContext,
  prefer: Preferences,
  body: unknown,
): Response {
  const singular = wantsSingleObject(request);
  const returnRepresentation = prefer.returnMode === 'representation';
  const params = new URL(request.url).searchParams;
  const { rows, shaped } = db.transaction(() => {
    const affected =
      request.method === 'POST'
        ? insertRows(db, plan.table, body, params, prefer, ctx)
        : request.method === 'PATCH'
          ? updateRows(db, plan, body, ctx)
          : deleteRows(db, plan, ctx);
    const result = returnRepresentation ? representation(db, plan, affected, ctx) : [];
    // PostgREST runs the statement in a transaction and rolls it back when `.single()` cannot be satisfied.
    if (singular && returnRepresentation && result.length !== 1) throw postgrestErrors.singularity(result.length);
    return { rows: affected, shaped: result };
  });
  const headers: Record<string, string> = { 'Content-Range': `*/${prefer.count ? rows.length : '*'}` };
  const created = request.method === 'POST';
  if (returnRepresentation) return pgrstJson(created ? 201 : 200, singular ? shaped[0] : shaped, headers, singular);
  if (prefer.returnMode === 'headers-only' && created && rows[0]) {
    const key = plan.def.primaryKey.map((column) => `${column}=eq.${String(rows[0]?.[column])}`).join('&');
    headers.Location = `/${plan.table}?${key}`;
  }
  return new Response(null, { status: created ? 201 : 204, headers });
}

async function handleTableRequest({
  backend: { db },
  request,
  caller,
  name: table,
}: PostgrestRequest): Promise<Response> {
  if (!db.tableDef(table)) throw postgrestErrors.unknownTable(table);
  const plan = buildQueryPlan(db.schema, table, new URL(request.url).searchParams);
  const prefer = parsePrefer(request);
  if (request.method === 'GET' || request.method === 'HEAD') return readTable(db, request, plan, caller, prefer);
  if (request.method === 'POST' || request.method === 'PATCH' || request.method === 'DELETE') {
    const body = request.method === 'DELETE' ? undefined : await readJsonBody(request);
    return writeTable(db, request, plan, caller, prefer, body);
  }
  return pgrstJson(405, {
    code: 'PGRST117',
    details: null,
    hint: null,
    message: `Unsupported HTTP method: ${request.method}`,
  });
}

export function restHandlers(getBackend: () => MockBackend): RequestHandler[] {
  return [postgrestRoute(getBackend, `${DEMO_SUPABASE_URL}/rest/v1/:table`, 'table', handleTableRequest)];
}
