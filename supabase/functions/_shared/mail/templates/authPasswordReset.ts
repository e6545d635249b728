import type { AuthMailData, RenderedMail } from '../types';
import { authMail } from './authMail';

/** Password reset (Supabase Auth template `recovery`). */
export function authPasswordReset(data: AuthMailData): RenderedMail {
  return authMail(
    {
      subject: 'Passwort zurücksetzen',
      intro:
        'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link vergeben Sie ein neues Passwort.',
      action: 'Neues Passwort festlegen',
    },
    data,
  );
}
