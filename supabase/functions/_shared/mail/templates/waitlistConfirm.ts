import { seatCount } from '../format';
import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WaitlistConfirmData } from '../types';
import { waitlistDateLabel, waitlistGreeting, waitlistLink } from './waitlistFacts';

/** Double opt-in: a guest's entry counts only once the address is confirmed by the link. */
export function waitlistConfirm(data: WaitlistConfirmData, context: MailContext): RenderedMail {
  return renderContent({
    subject: 'Bitte bestätigen Sie Ihren Eintrag auf der Warteliste',
    heading: 'Bitte bestätigen Sie Ihren Eintrag',
    greeting: waitlistGreeting(data),
    blocks: [
      {
        kind: 'paragraph',
        text: `Sie möchten auf die Warteliste für ${waitlistDateLabel(data)} (${seatCount(data.seats)}).`,
      },
      {
        kind: 'paragraph',
        text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse. Ohne Bestätigung wird der Eintrag nicht berücksichtigt.',
      },
      { kind: 'action', label: 'Eintrag bestätigen', url: waitlistLink(context, 'bestaetigen', data.confirm_token) },
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
  });
}
