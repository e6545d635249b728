/** The shared shape of the sign-in mails GoTrue sends: a link, the 6-digit code as an alternative, a safety note. */
import { renderContent } from '../layout';
import { legalFooterOf } from '../parts';
import { DEFAULT_SELLER } from '../seller';
import type { AuthMailData, RenderedMail } from '../types';

export interface AuthMailTexts {
  subject: string;
  intro: string;
  action: string;
}

export function authMail(texts: AuthMailTexts, data: AuthMailData): RenderedMail {
  return renderContent({
    subject: texts.subject,
    heading: texts.subject,
    greeting: 'Guten Tag,',
    blocks: [
      { kind: 'paragraph', text: texts.intro },
      { kind: 'action', label: texts.action, url: data.confirmation_url },
      { kind: 'paragraph', text: `Alternativ geben Sie diesen Code ein: ${data.token}` },
      {
        kind: 'paragraph',
        text: 'Falls Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
      },
    ],
    signature: 'Ihre Digitalakademie Deutschland',
    footer: legalFooterOf(DEFAULT_SELLER),
  });
}
