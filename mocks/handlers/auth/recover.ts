/**
 * `POST /auth/v1/recover` (password-reset mail) and `POST /auth/v1/otp` (magic-link mail). Both answer `{}` whether
 * or not the address exists, as GoTrue does, but are rate-limited per address.
 */
import { takeEmailSendSlot } from '../../auth/emailRateLimit';
import { authFailures } from '../../auth/gotrueErrors';
import { issueOneTimeToken, type OneTimeTokenType } from '../../auth/oneTimeTokens';
import { authSettings, safeRedirect } from '../../auth/settings';
import { findUserByEmail, updateUser } from '../../auth/users';
import { toPgTimestamp } from '../../clock';
import type { MockDb } from '../../db/mockDb';
import { authMail } from '../../mailbox/authMails';
import { sendMail } from '../../mailbox/mailbox';
import { isValidEmail, readAuthBody, stringField, type AuthRequest } from './authRoute';

function mailLink(db: MockDb, email: string, type: OneTimeTokenType, redirectTo: string): void {
  takeEmailSendSlot(db, email);
  const user = findUserByEmail(db, email);
  if (!user) return;
  const { tokenHash, otp } = issueOneTimeToken(db, user.id, user.email, type);
  sendMail(db, authMail(user.email, type, tokenHash, otp, redirectTo));
  if (type === 'recovery') updateUser(db, user, { recovery_sent_at: toPgTimestamp() });
}

async function linkEndpoint({ db, request, url }: AuthRequest, type: OneTimeTokenType): Promise<Response> {
  const body = await readAuthBody(request);
  const email = stringField(body, 'email').trim().toLowerCase();
  if (!email) throw authFailures.validation('Password recovery requires an email');
  if (!isValidEmail(email)) throw authFailures.invalidEmail();
  const redirectTo = safeRedirect(
    url.searchParams.get('redirect_to') ?? stringField(body, 'redirect_to'),
    authSettings.mailRedirectPaths[type],
  );
  db.transaction(() => mailLink(db, email, type, redirectTo));
  return Response.json({});
}

export const recoverEndpoint = (req: AuthRequest) => linkEndpoint(req, 'recovery');

/** Magic link for existing users only (`shouldCreateUser: false` semantics; sign-up goes through /signup). */
export const magicLinkEndpoint = (req: AuthRequest) => linkEndpoint(req, 'magiclink');
