import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WaitlistJoinedData } from '../types';
import { LEAVE_LABEL, waitlistDateLabel, waitlistGreeting, waitlistLink } from './waitlistFacts';

/** The entry is in the queue: its place, what happens next, how to leave. */
export function waitlistJoined(data: WaitlistJoinedData, context: MailContext): RenderedMail {
  return renderContent({
    subject: 'Sie stehen auf der Warteliste',
    heading: 'Sie stehen auf der Warteliste',
    greeting: waitlistGreeting(data),
    blocks: [
      {
        kind: 'paragraph',
        text: `Sie stehen auf der Warteliste für ${waitlistDateLabel(data)}: Platz ${data.position}.`,
      },
      {
        kind: 'paragraph',
        text: 'Sobald Plätze frei werden, erhalten Sie eine E-Mail mit einem persönlichen Buchungslink.',
      },
      { kind: 'action', label: LEAVE_LABEL, url: waitlistLink(context, 'abmelden', data.leave_token) },
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
  });
}
