/** Shared plumbing of the GoTrue handlers: gateway key check, JSON bodies, bearer users, never-throwing errors. */
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { AuthFailure, authErrorResponse, authFailures } from '../../auth/gotrueErrors';
import { verifyJwt, type JwtClaims } from '../../auth/jwt';
import { bearerToken, checkApiKey } from '../../auth/requestAuth';
import { sessionExists } from '../../auth/sessions';
import { findUserById, type AuthUserRow } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import { withCors } from '../cors';
import { gatewayResponse } from '../gateway';

export const AUTH_URL = `${DEMO_SUPABASE_URL}/auth/v1`;

export interface AuthRequest {
  db: MockDb;
  request: Request;
  url: URL;
}

/**
 * Wraps a GoTrue endpoint. Kong lets `/verify`, `/callback` and `/authorize` through without an API key (they are
 * opened by browsers); every other endpoint needs one.
 */
export function authRoute(
  getDb: () => MockDb,
  handle: (req: AuthRequest) => Promise<Response> | Response,
  options: { open?: boolean } = {},
) {
  return async ({ request }: { request: Request }): Promise<Response> => withCors(await answer(request));

  async function answer(request: Request): Promise<Response> {
    try {
      if (!options.open) {
        const failure = await checkApiKey(request);
        if (failure) return gatewayResponse(failure);
      }
      return await handle({ db: getDb(), request, url: new URL(request.url) });
    } catch (error) {
      if (error instanceof AuthFailure) return authErrorResponse(request, error.status, error.code, error.message);
      console.error('[mock backend] unexpected auth error', error);
      return authErrorResponse(
        request,
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      );
    }
  }
}

export async function readAuthBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authFailures.validation('Could not parse request body as JSON');
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

/** GoTrue's `requireAuthentication`: a valid user JWT whose user and session still exist. */
export async function requireUser(db: MockDb, request: Request): Promise<{ user: AuthUserRow; claims: JwtClaims }> {
  const token = bearerToken(request);
  if (!token) throw authFailures.noAuthorization();
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    throw authFailures.badJwt(
      verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed',
    );
  }
  const { claims } = verified;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw authFailures.missingSub();
  const user = findUserById(db, claims.sub);
  if (!user) throw authFailures.userNotFound();
  if (typeof claims.session_id === 'string' && !sessionExists(db, claims.session_id))
    throw authFailures.sessionNotFound();
  return { user, claims };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
