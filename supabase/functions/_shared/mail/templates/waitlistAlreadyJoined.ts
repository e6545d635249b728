import { seatCount } from '../format';
import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WaitlistAlreadyJoinedData } from '../types';
import { LEAVE_LABEL, waitlistDateLabel, waitlistGreeting, waitlistLink } from './waitlistFacts';

/**
 * Someone asked to list this address again: the website answered as for any new entry (so it tells strangers nothing),
 * and only the address owner learns here that the entry already exists.
 */
export function waitlistAlreadyJoined(data: WaitlistAlreadyJoinedData, context: MailContext): RenderedMail {
  return renderContent({
    subject: 'Sie stehen bereits auf der Warteliste',
    heading: 'Sie stehen bereits auf der Warteliste',
    greeting: waitlistGreeting(data),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `diese E-Mail-Adresse steht bereits auf der Warteliste für ${waitlistDateLabel(data)} ` +
          `(${seatCount(data.seats)}). Ein weiterer Eintrag ist nicht nötig; es bleibt bei Ihrem bisherigen Eintrag.`,
      },
      {
        kind: 'paragraph',
        text: 'Falls Sie sich nicht erneut eintragen wollten, müssen Sie nichts tun.',
      },
      { kind: 'action', label: LEAVE_LABEL, url: waitlistLink(context, 'abmelden', data.leave_token) },
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
  });
}
