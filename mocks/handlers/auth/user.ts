/**
 * The signed-in user: `GET /auth/v1/user`, `PUT /auth/v1/user` (password, e-mail with confirmation mail, metadata
 * merged key by key as GoTrue does) and `POST /auth/v1/logout?scope=global|local|others`.
 */
import { takeEmailSendSlot } from '../../auth/emailRateLimit';
import { authFailures } from '../../auth/gotrueErrors';
import { issueOneTimeToken } from '../../auth/oneTimeTokens';
import { authSettings, safeRedirect } from '../../auth/settings';
import { endSessions } from '../../auth/sessions';
import { findUserByEmail, toUserJson, updateUser, type AuthUserRow } from '../../auth/users';
import { toPgTimestamp } from '../../clock';
import { authMail } from '../../mailbox/authMails';
import { sendMail } from '../../mailbox/mailbox';
import { isValidEmail, readAuthBody, requireUser, type AuthRequest } from './authRoute';
import { checkPassword } from './signup';

export async function getUserEndpoint({ db, request }: AuthRequest): Promise<Response> {
  const { user } = await requireUser(db, request);
  return Response.json(toUserJson(user));
}

function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUserEndpoint({ db, request, url }: AuthRequest): Promise<Response> {
  const { user } = await requireUser(db, request);
  const body = await readAuthBody(request);
  const updated = db.transaction(() => {
    let next: AuthUserRow = user;
    if (typeof body.password === 'string') {
      checkPassword(body.password);
      if (body.password === user.password) throw authFailures.samePassword();
      next = updateUser(db, next, { password: body.password });
    }
    if (body.data && typeof body.data === 'object') {
      next = updateUser(db, next, {
        raw_user_meta_data: mergeMetadata(next.raw_user_meta_data, body.data as Record<string, unknown>),
      });
    }
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== next.email) {
      const email = body.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw authFailures.invalidEmail();
      if (findUserByEmail(db, email)) throw authFailures.emailExists();
      takeEmailSendSlot(db, email);
      const { tokenHash, otp } = issueOneTimeToken(db, next.id, email, 'email_change');
      sendMail(
        db,
        authMail(
          email,
          'email_change',
          tokenHash,
          otp,
          safeRedirect(url.searchParams.get('redirect_to'), authSettings.mailRedirectPaths.email_change),
        ),
      );
      next = updateUser(db, next, { email_change: email, email_change_sent_at: toPgTimestamp() });
    }
    return next;
  });
  return Response.json(toUserJson(updated));
}

export async function logoutEndpoint({ db, request, url }: AuthRequest): Promise<Response> {
  const { user, claims } = await requireUser(db, request);
  const scope = url.searchParams.get('scope');
  const validScope = scope === 'local' || scope === 'others' ? scope : 'global';
  endSessions(db, user.id, String(claims.session_id ?? ''), validScope);
  return new Response(null, { status: 204 });
}
