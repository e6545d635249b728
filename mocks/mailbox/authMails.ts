/**
 * The German mails GoTrue would send, rendered by the mail catalogue (supabase/templates is generated from it). Links
 * are GoTrue verify URLs, exactly as Supabase's templates build `{{ .ConfirmationURL }}`; they also show the 6-digit
 * code (`{{ .Token }}`).
 */
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { OneTimeTokenType } from '../auth/oneTimeTokens';
import type { OutgoingMail } from './mailbox';
import { renderMail, type MailTemplateName } from '../../supabase/functions/_shared/mail';
import { siteUrl } from '../auth/settings';

export function verifyUrl(tokenHash: string, type: OneTimeTokenType, redirectTo: string): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${DEMO_SUPABASE_URL}/auth/v1/verify?${query.toString()}`;
}

/** GoTrue's token type → the catalogue's template (supabase/templates is generated from the same source). */
const TEMPLATES: Record<OneTimeTokenType, MailTemplateName> = {
  signup: 'auth_signup',
  recovery: 'auth_password_reset',
  magiclink: 'auth_magic_link',
  email_change: 'auth_email_change',
  invite: 'auth_invite',
};

export function authMail(
  to: string,
  type: OneTimeTokenType,
  tokenHash: string,
  otp: string,
  redirectTo: string,
): OutgoingMail {
  const data = {
    confirmation_url: verifyUrl(tokenHash, type, redirectTo),
    token: otp,
    // An e-mail change is confirmed at the new address, which GoTrue names as `{{ .NewEmail }}`.
    ...(type === 'email_change' ? { new_email: to } : {}),
  };
  const { subject, text, html, links } = renderMail(TEMPLATES[type], data, { siteUrl: siteUrl() });
  return { to, subject, text, html, links };
}
