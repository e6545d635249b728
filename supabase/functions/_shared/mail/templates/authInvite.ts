import type { AuthMailData, RenderedMail } from '../types';
import { authMail } from './authMail';

/** An invitation by the academy (Supabase Auth template `invite`). */
export function authInvite(data: AuthMailData): RenderedMail {
  return authMail(
    {
      subject: 'Sie wurden eingeladen',
      intro: 'Sie wurden zur Digitalakademie Deutschland eingeladen.',
      action: 'Einladung annehmen',
    },
    data,
  );
}
