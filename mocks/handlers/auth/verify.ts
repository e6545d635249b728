/**
 * Verifying a mail link or code. `GET /auth/v1/verify?token&type&redirect_to` answers like GoTrue's implicit flow:
 * 303 to `redirect_to#access_token=…&expires_at=…&expires_in=…&refresh_token=…&token_type=bearer&type=…`, which
 * supabase-js picks up with `detectSessionInUrl`; a bad link gets `#error=access_denied&error_code=otp_expired…`.
 * `POST /auth/v1/verify` (`verifyOtp` with token_hash, or email + token) answers with the session as JSON.
 *
 * Demo extension: with `skip_http_redirect=true` the GET answers `200 { url }` instead of the redirect, because a
 * service worker never sees navigations — the mailbox page fetches the link that way and then navigates itself.
 */
import { authFailures } from '../../auth/gotrueErrors';
import { consumeOneTimeToken } from '../../auth/oneTimeTokens';
import { safeRedirect } from '../../auth/settings';
import { startSession, type SessionJson } from '../../auth/sessions';
import { findUserById, markSignedIn, updateUser, type AuthUserRow } from '../../auth/users';
import { toPgTimestamp } from '../../clock';
import type { MockDb } from '../../db/mockDb';
import { readAuthBody, stringField, type AuthRequest } from './authRoute';

/** What a verified token does to the user, then a new session for them. */
async function completeVerification(db: MockDb, user: AuthUserRow, type: string): Promise<SessionJson> {
  let next = user;
  if (type === 'email_change' && user.email_change) {
    next = updateUser(db, user, {
      email: user.email_change,
      email_change: null,
      email_change_sent_at: null,
      raw_user_meta_data: { ...user.raw_user_meta_data, email: user.email_change },
    });
  }
  if (!next.email_confirmed_at) {
    next = updateUser(db, next, {
      email_confirmed_at: toPgTimestamp(),
      raw_user_meta_data: { ...next.raw_user_meta_data, email_verified: true },
    });
  }
  return startSession(db, markSignedIn(db, next), type === 'recovery' ? 'recovery' : 'otp');
}

function fragmentUrl(base: string, fields: Record<string, string>): string {
  const url = base.split('#')[0] as string;
  return `${url}#${new URLSearchParams(fields).toString()}`;
}

function redirect(url: URL, location: string): Response {
  if (url.searchParams.get('skip_http_redirect') === 'true') return Response.json({ url: location });
  return new Response(null, { status: 303, headers: { Location: location } });
}

export async function verifyLinkEndpoint({ db, url }: AuthRequest): Promise<Response> {
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = safeRedirect(url.searchParams.get('redirect_to'));
  const token = consumeOneTimeToken(db, type, { tokenHash: url.searchParams.get('token') ?? '' });
  const user = token ? findUserById(db, token.user_id) : null;
  if (!user) {
    return redirect(
      url,
      fragmentUrl(redirectTo, {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }),
    );
  }
  const session = await completeVerification(db, user, type);
  return redirect(
    url,
    fragmentUrl(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    }),
  );
}

export async function verifyOtpEndpoint({ db, request }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const type = stringField(body, 'type');
  const tokenHash = stringField(body, 'token_hash');
  const lookup = tokenHash ? { tokenHash } : { email: stringField(body, 'email'), otp: stringField(body, 'token') };
  const token = consumeOneTimeToken(db, type, lookup);
  const user = token ? findUserById(db, token.user_id) : null;
  if (!token || !user) throw authFailures.otpExpired();
  return Response.json(await completeVerification(db, user, token.type));
}
