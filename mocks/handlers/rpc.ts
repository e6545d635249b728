/** `/rest/v1/rpc/:fn`: named arguments from the JSON body (POST) or the query string (GET/HEAD), PostgREST errors. */
import type { RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { MockBackend } from '../mockBackend';
import { postgrestErrors } from '../postgrest/errors';
import { pgrstJson, readJsonBody } from '../postgrest/responses';
import { postgrestRoute, type PostgrestRequest } from './postgrestRoute';

async function readArgs(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const body = await readJsonBody(request);
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw postgrestErrors.invalidJson();
  return body as Record<string, unknown>;
}

async function handleRpc({ backend: { db, findRpc }, request, caller, name }: PostgrestRequest): Promise<Response> {
  const args = await readArgs(request);
  const fn = findRpc(name);
  if (!fn) throw postgrestErrors.unknownFunction(name, Object.keys(args).sort());
  const result = db.transaction(() => fn(caller, args, db));
  if (result === undefined) return new Response(null, { status: 204 });
  if (request.method === 'HEAD') return new Response(null, { status: 200 });
  return pgrstJson(200, result);
}

export function rpcHandlers(getBackend: () => MockBackend): RequestHandler[] {
  return [postgrestRoute(getBackend, `${DEMO_SUPABASE_URL}/rest/v1/rpc/:fn`, 'fn', handleRpc)];
}
