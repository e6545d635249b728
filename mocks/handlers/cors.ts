/**
 * Supabase's CORS headers. The demo app calls another origin (the `.test` backend), and a browser shows a cross-origin
 * response's non-safelisted headers to scripts only when exposed: supabase-js reads `Content-Range` (counts) and
 * auth-js `X-Supabase-Api-Version` (error codes), so both are exposed as Supabase's gateway and GoTrue do.
 */
const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Range-Unit',
  'X-Supabase-Api-Version',
].join(', ');

export function withCors(response: Response): Response {
  try {
    response.headers.set('Access-Control-Allow-Origin', '*');
    response.headers.set('Access-Control-Expose-Headers', EXPOSED);
  } catch {
    // Immutable headers (a Response from elsewhere passed through): keep it as it is.
  }
  return response;
}
