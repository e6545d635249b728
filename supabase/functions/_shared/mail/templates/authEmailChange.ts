import type { AuthMailData, RenderedMail } from '../types';
import { authMail } from './authMail';

/** E-mail change: confirm the new address (Supabase Auth template `email_change`). */
export function authEmailChange(data: AuthMailData): RenderedMail {
  const target = data.new_email ? ` auf ${data.new_email}` : '';
  return authMail(
    {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      intro: `bitte bestätigen Sie die Änderung Ihrer E-Mail-Adresse${target}.`,
      action: 'Neue E-Mail-Adresse bestätigen',
    },
    data,
  );
}
