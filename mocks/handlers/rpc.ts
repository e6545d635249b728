/** `/rest/v1/rpc/:fn`: named arguments from the JSON body (POST) or the query string (GET/HEAD), PostgREST errors. */
import { http, type RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { authenticateRequest } from '../auth/requestAuth';
import type { MockDb } from '../db/mockDb';
import { policyContext } from '../db/rls';
import type { Role } from '../db/schema';
import { postgrestErrors } from '../postgrest/errors';
import { checkProfile, guarded, jwtFailureResponse, pgrstJson, readJsonBody } from '../postgrest/responses';
import { findRpc } from '../rpc/registry';
import { gatewayResponse } from './gateway';

async function readArgs(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const body = await readJsonBody(request);
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw postgrestErrors.invalidJson();
  return body as Record<string, unknown>;
}

async function handleRpc(db: MockDb, request: Request, name: string, setRole: (role: Role) => void): Promise<Response> {
  const auth = await authenticateRequest(request);
  if (!auth.ok) {
    return auth.failure.kind === 'no_api_key' || auth.failure.kind === 'invalid_api_key'
      ? gatewayResponse(auth.failure)
      : jwtFailureResponse(auth.failure);
  }
  setRole(auth.context.role);
  checkProfile(request);
  const args = await readArgs(request);
  const fn = findRpc(name, db);
  if (!fn) throw postgrestErrors.unknownFunction(name, Object.keys(args).sort());
  const ctx = policyContext(db, auth.context);
  const result = db.transaction(() => fn(ctx, args, db));
  if (result === undefined) return new Response(null, { status: 204 });
  if (request.method === 'HEAD') return new Response(null, { status: 200 });
  return pgrstJson(200, result);
}

export function rpcHandlers(getDb: () => MockDb): RequestHandler[] {
  return [
    http.all(`${DEMO_SUPABASE_URL}/rest/v1/rpc/:fn`, ({ request, params }) => {
      let role: Role = 'anon';
      return guarded(
        () => role,
        () => handleRpc(getDb(), request, String(params.fn), (r) => (role = r)),
      );
    }),
  ];
}
