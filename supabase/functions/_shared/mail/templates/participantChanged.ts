import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, ParticipantChangedData, RenderedMail } from '../types';
import { participantContact, participantItemBlocks } from './participantFacts';

/**
 * The substitute participant learns what, when and where they now attend. Mail limits: the booker typed this address,
 * so the mail carries only the academy's catalogue data (no names typed by the booker) and greets neutrally.
 */
export function participantChanged(data: ParticipantChangedData, _context: MailContext): RenderedMail {
  const { item, academy } = data;
  return renderContent({
    subject: `Ihre Teilnahme: ${item.title}`,
    heading: 'Ihre Teilnahme',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Sie wurden mit dieser E-Mail-Adresse als Teilnehmerin bzw. Teilnehmer für folgende Veranstaltung angemeldet:',
      },
      // Issue 31: the same facts as every participant's mail (address, access notes, a webinar's join link).
      ...participantItemBlocks(item, academy),
      participantContact(academy),
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
  });
}
