import type { AuthMailData, RenderedMail } from '../types';
import { authMail } from './authMail';

/** Sign-in link without password (Supabase Auth template `magic_link`). */
export function authMagicLink(data: AuthMailData): RenderedMail {
  return authMail(
    {
      subject: 'Ihr Anmeldelink',
      intro: 'mit dem folgenden Link melden Sie sich ohne Passwort an.',
      action: 'Jetzt anmelden',
    },
    data,
  );
}
