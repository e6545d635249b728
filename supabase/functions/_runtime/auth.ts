// Deno-only: who is calling. Supabase signs its session tokens with the project's JWT secret (HS256); the function
// verifies the signature and expiry itself, so a forged or expired token counts as no session.
import { jwtVerify } from 'npm:jose@^6.2.18';

/** The signed-in caller's user id from `Authorization: Bearer <session token>`, or null (anon, invalid, expired). */
export async function callerUserId(request: Request): Promise<string | null> {
  const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const secret = Deno.env.get('SUPABASE_JWT_SECRET');
  if (!token || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return payload.role === 'authenticated' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
