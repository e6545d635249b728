/**
 * Who a request is, as Supabase's gateway and PostgREST decide it: the `apikey` header (or query parameter) must be a
 * key of this project; the `Authorization: Bearer` JWT (the anon key itself when signed out) gives role and user.
 */
import type { MockDb } from '../db/mockDb';
import { policyContext } from '../db/rls';
import type { PolicyContext, Role } from '../db/schema';
import { verifyJwt, type JwtClaims } from './jwt';

export type GatewayFailure = { kind: 'no_api_key' } | { kind: 'invalid_api_key' };
export type JwtFailure = { kind: 'jwt_expired' } | { kind: 'jwt_invalid'; message: string };

export type RequestCaller = { ok: true; caller: PolicyContext } | { ok: false; failure: GatewayFailure | JwtFailure };

function roleOf(claims: JwtClaims): Role {
  return claims.role === 'service_role' || claims.role === 'authenticated' ? claims.role : 'anon';
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? (match[1] as string) : null;
}

/** Kong's key-auth: a missing or foreign `apikey` never reaches the service behind it. */
export async function checkApiKey(request: Request): Promise<GatewayFailure | null> {
  const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!apiKey) return { kind: 'no_api_key' };
  const verified = await verifyJwt(apiKey);
  return verified.ok ? null : { kind: 'invalid_api_key' };
}

/**
 * The one auth preamble of the data APIs (tables, RPC, edge functions): the gateway check, then PostgREST's JWT check,
 * giving the caller as policies and functions see it (`auth.role()`, `auth.uid()`, `auth.jwt()` over `db`).
 */
export async function resolveCaller(request: Request, db: MockDb): Promise<RequestCaller> {
  const gatewayFailure = await checkApiKey(request);
  if (gatewayFailure) return { ok: false, failure: gatewayFailure };
  const token =
    bearerToken(request) ?? request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  const verified = await verifyJwt(token as string);
  if (!verified.ok) {
    if (verified.reason === 'expired') return { ok: false, failure: { kind: 'jwt_expired' } };
    return {
      ok: false,
      failure: {
        kind: 'jwt_invalid',
        message:
          verified.reason === 'signature'
            ? 'JWSError JWSInvalidSignature'
            : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
      },
    };
  }
  const role = roleOf(verified.claims);
  const uid = role === 'authenticated' && typeof verified.claims.sub === 'string' ? verified.claims.sub : null;
  return { ok: true, caller: policyContext(db, { role, uid, claims: verified.claims }) };
}
