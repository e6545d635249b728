/**
 * `POST /auth/v1/signup` with e-mail confirmation on: the user comes back without a session and a confirmation mail
 * lands in the Demo-Postfach. `POST /auth/v1/resend` sends the confirmation again.
 */
import { takeEmailSendSlot } from '../../auth/emailRateLimit';
import { authFailures } from '../../auth/gotrueErrors';
import { issueOneTimeToken } from '../../auth/oneTimeTokens';
import { authSettings, safeRedirect } from '../../auth/settings';
import {
  createUser,
  demoUser,
  findUserByEmail,
  isConfirmed,
  toUserJson,
  updateUser,
  type AuthUserRow,
} from '../../auth/users';
import { toPgTimestamp } from '../../clock';
import type { MockDb } from '../../db/mockDb';
import { authMail } from '../../mailbox/authMails';
import { sendMail } from '../../mailbox/mailbox';
import { isValidEmail, readAuthBody, stringField, type AuthRequest } from './authRoute';

export function checkPassword(password: string): void {
  if (password.length < authSettings.minPasswordLength) throw authFailures.weakPassword(authSettings.minPasswordLength);
}

/** Sends a confirmation mail (rate-limited) and stamps `confirmation_sent_at`. */
function sendConfirmation(db: MockDb, user: AuthUserRow, redirectTo: string): AuthUserRow {
  takeEmailSendSlot(db, user.email);
  const { tokenHash, otp } = issueOneTimeToken(db, user.id, user.email, 'signup');
  sendMail(db, authMail(user.email, 'signup', tokenHash, otp, redirectTo));
  return updateUser(db, user, { confirmation_sent_at: toPgTimestamp() });
}

export async function signupEndpoint({ db, request, url }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (!email) throw authFailures.validation('To signup, please provide your email');
  if (!isValidEmail(email)) throw authFailures.invalidEmail();
  checkPassword(password);
  const redirectTo = safeRedirect(url.searchParams.get('redirect_to'), authSettings.mailRedirectPaths.signup);
  const metadata = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
  const user = db.transaction(() => {
    const existing = findUserByEmail(db, email);
    // Deliberate choice: GoTrue hides a confirmed address behind a fake user when confirmations are on; the product
    // (docs/errors.md) shows 'User already registered', which GoTrue sends with autoconfirm — the demo answers that way.
    if (existing && isConfirmed(existing)) throw authFailures.userAlreadyExists();
    if (existing) return sendConfirmation(db, existing, redirectTo);
    const created = createUser(db, demoUser({ email, password, confirmed: false, userMetadata: metadata }));
    return sendConfirmation(db, created, redirectTo);
  });
  return Response.json(toUserJson(user));
}

export async function resendEndpoint({ db, request, url }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const type = stringField(body, 'type');
  if (type !== 'signup') throw authFailures.validation('Unsupported resend type');
  const redirectTo = safeRedirect(url.searchParams.get('redirect_to'), authSettings.mailRedirectPaths.signup);
  const user = findUserByEmail(db, stringField(body, 'email'));
  // GoTrue answers alike for unknown and confirmed addresses, so the response reveals nothing.
  if (user && !isConfirmed(user)) db.transaction(() => sendConfirmation(db, user, redirectTo));
  return Response.json({});
}
