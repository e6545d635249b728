/**
 * The German mails GoTrue would send. Links are GoTrue verify URLs, exactly as Supabase's templates build
 * `{{ .ConfirmationURL }}`; they also show the 6-digit code (`{{ .Token }}`).
 */
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { OneTimeTokenType } from '../auth/oneTimeTokens';
import type { OutgoingMail } from './mailbox';

export function verifyUrl(tokenHash: string, type: OneTimeTokenType, redirectTo: string): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${DEMO_SUPABASE_URL}/auth/v1/verify?${query.toString()}`;
}

const TEXTS: Record<OneTimeTokenType, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'vielen Dank für Ihre Registrierung bei der Digitalakademie. Bitte bestätigen Sie Ihre E-Mail-Adresse.',
    action: 'E-Mail-Adresse bestätigen',
  },
  recovery: {
    subject: 'Passwort zurücksetzen',
    intro:
      'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link vergeben Sie ein neues Passwort.',
    action: 'Neues Passwort festlegen',
  },
  magiclink: {
    subject: 'Ihr Anmeldelink',
    intro: 'mit dem folgenden Link melden Sie sich ohne Passwort an.',
    action: 'Jetzt anmelden',
  },
  email_change: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro: 'bitte bestätigen Sie die Änderung Ihrer E-Mail-Adresse.',
    action: 'Neue E-Mail-Adresse bestätigen',
  },
  invite: {
    subject: 'Sie wurden eingeladen',
    intro: 'Sie wurden zur Digitalakademie eingeladen.',
    action: 'Einladung annehmen',
  },
};

export function authMail(
  to: string,
  type: OneTimeTokenType,
  tokenHash: string,
  otp: string,
  redirectTo: string,
): OutgoingMail {
  const { subject, intro, action } = TEXTS[type];
  const url = verifyUrl(tokenHash, type, redirectTo);
  const text = `Guten Tag,\n\n${intro}\n\n${action}: ${url}\n\nAlternativ geben Sie diesen Code ein: ${otp}\n\nFalls Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.\n\nIhre Digitalakademie`;
  const html = `<p>Guten Tag,</p><p>${intro}</p><p><a href="${url}">${action}</a></p><p>Alternativ geben Sie diesen Code ein: <strong>${otp}</strong></p><p>Falls Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.</p><p>Ihre Digitalakademie</p>`;
  return { to, subject, text, html, links: [{ label: action, url }] };
}
