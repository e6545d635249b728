/** Response helpers shared by the PostgREST-style handlers (tables and RPC). */
import { PgError } from '../db/errors';
import type { Role } from '../db/schema';
import type { JwtFailure } from '../auth/requestAuth';
import { withCors } from '../handlers/cors';
import { postgrestErrors } from './errors';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function pgrstJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  singular = false,
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': singular ? OBJECT_TYPE : JSON_TYPE, ...headers },
  });
}

export function pgErrorResponse(error: PgError, role: Role): Response {
  return pgrstJson(error.httpStatus(role), error.toBody());
}

export function jwtFailureResponse(failure: JwtFailure): Response {
  const error =
    failure.kind === 'jwt_expired' ? postgrestErrors.jwtExpired() : postgrestErrors.jwtInvalid(failure.message);
  const description = failure.kind === 'jwt_expired' ? 'JWT expired' : failure.message;
  return pgrstJson(401, error.toBody(), {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

/** The last line of defence: a handler never throws; an unexpected error becomes a logged PostgREST-style 500. */
export async function guarded(role: () => Role, work: () => Promise<Response> | Response): Promise<Response> {
  return withCors(await answer(role, work));
}

async function answer(role: () => Role, work: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PgError) return pgErrorResponse(error, role());
    console.error('[mock backend] unexpected error', error);
    return pgrstJson(500, {
      code: 'XX000',
      details: error instanceof Error ? error.message : String(error),
      hint: null,
      message: 'Internal error in the mock backend',
    });
  }
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw postgrestErrors.invalidJson();
  }
}

/** Only the `public` schema is exposed, like a default Supabase project. */
export function checkProfile(request: Request): void {
  const profile = request.headers.get('accept-profile') ?? request.headers.get('content-profile');
  if (profile && profile !== 'public') throw postgrestErrors.schemaNotExposed(profile);
}
