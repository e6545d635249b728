/** `/functions/v1/:name` as Supabase's edge runtime answers it (JWT verification on, CORS preflight allowed). */
import { http, type RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { resolveCaller } from '../auth/requestAuth';
import type { MockBackend } from '../mockBackend';
import { withCors } from './cors';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function handleFunction(
  { db, findEdgeFunction }: MockBackend,
  request: Request,
  name: string,
): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (!request.headers.get('authorization')) {
    return Response.json(
      { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
      { status: 401 },
    );
  }
  const resolved = await resolveCaller(request, db);
  if (!resolved.ok)
    return Response.json({ code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, { status: 401 });
  const fn = findEdgeFunction(name);
  if (!fn) return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
  try {
    const result = await fn({ request, body: await readBody(request), auth: resolved.caller, db });
    return result instanceof Response ? result : Response.json(result ?? null, { headers: CORS_HEADERS });
  } catch (error) {
    console.error(`[mock backend] edge function ${name} failed`, error);
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
}

export function functionHandlers(getBackend: () => MockBackend): RequestHandler[] {
  return [
    http.all(`${DEMO_SUPABASE_URL}/functions/v1/:name`, ({ request, params }) =>
      handleFunction(getBackend(), request, String(params.name)).then(withCors),
    ),
  ];
}
