import type { AuthMailData, RenderedMail } from '../types';
import { authMail } from './authMail';

/** Registration: confirm the e-mail address (Supabase Auth template `confirmation`). */
export function authSignup(data: AuthMailData): RenderedMail {
  return authMail(
    {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      intro:
        'vielen Dank für Ihre Registrierung bei der Digitalakademie Deutschland. Bitte bestätigen Sie Ihre ' +
        'E-Mail-Adresse.',
      action: 'E-Mail-Adresse bestätigen',
    },
    data,
  );
}
