import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, ParticipantBookedData, RenderedMail } from '../types';
import { participantContact, participantItemBlocks } from './participantFacts';

/**
 * Issue 31: a participant of a confirmed or paid booking who is not the booker learns their dates. Mail limits: the
 * booker typed this address, so the mail greets neutrally and carries only the academy's facts (participantFacts.ts).
 */
export function participantBooked(data: ParticipantBookedData, _context: MailContext): RenderedMail {
  const { items, academy } = data;
  const single = items.length === 1;
  return renderContent({
    subject: single ? `Ihre Teilnahme: ${items[0]!.title}` : `Ihre Teilnahme an ${items.length} Veranstaltungen`,
    heading: 'Ihre Teilnahme',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Sie sind mit dieser E-Mail-Adresse als Teilnehmerin bzw. Teilnehmer bei der ${academy.name} angemeldet, ` +
          `und zwar für ${single ? 'folgende Veranstaltung' : `folgende ${items.length} Veranstaltungen`}. Die ` +
          'Buchung hat die Person bzw. das Unternehmen vorgenommen, das Sie angemeldet hat.',
      },
      ...items.flatMap((item) => participantItemBlocks(item, academy)),
      participantContact(academy),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
