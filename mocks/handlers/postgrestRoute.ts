/**
 * What every PostgREST endpoint (tables and RPC) does before its own work: the caller resolved by the one auth
 * preamble (a failed key answers from the gateway, a failed JWT from PostgREST), only the `public` profile, and
 * errors answered as PostgREST answers them for that caller's role.
 */
import { http, type RequestHandler } from 'msw';
import { resolveCaller } from '../auth/requestAuth';
import type { PolicyContext, Role } from '../db/schema';
import type { MockBackend } from '../mockBackend';
import { checkProfile, guarded, jwtFailureResponse } from '../postgrest/responses';
import { gatewayResponse } from './gateway';

export interface PostgrestRequest {
  backend: MockBackend;
  request: Request;
  caller: PolicyContext;
  /** The path parameter the route names (`:table`, `:fn`). */
  name: string;
}

export function postgrestRoute(
  getBackend: () => MockBackend,
  path: string,
  param: string,
  handle: (req: PostgrestRequest) => Promise<Response> | Response,
): RequestHandler {
  return http.all(path, ({ request, params }) => {
    let role: Role = 'anon';
    return guarded(
      () => role,
      async () => {
        const backend = getBackend();
        const resolved = await resolveCaller(request, backend.db);
        if (!resolved.ok) {
          const { failure } = resolved;
          return failure.kind === 'no_api_key' || failure.kind === 'invalid_api_key'
            ? gatewayResponse(failure)
            : jwtFailureResponse(failure);
        }
        role = resolved.caller.role;
        checkProfile(request);
        return handle({ backend, request, caller: resolved.caller, name: String(params[param]) });
      },
    );
  });
}
