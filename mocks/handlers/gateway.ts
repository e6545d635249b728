/** Responses of Supabase's API gateway (Kong), which answers before any service sees the request. */
import type { GatewayFailure } from '../auth/requestAuth';

export function gatewayResponse(failure: GatewayFailure): Response {
  const body =
    failure.kind === 'no_api_key'
      ? { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
      : { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
  return Response.json(body, { status: 401 });
}
