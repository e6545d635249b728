import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, ParticipantRebookedData, RenderedMail } from '../types';
import { dateLine, participantContact, participantItemBlocks } from './participantFacts';

/**
 * Umbuchen: a participant of the moved line (not the booker) learns that their date has moved, and the new date with
 * the facts every participant's mail shows (address, arrival, access). Mail limits: the booker typed this address, so
 * the mail greets neutrally and carries only the academy's facts (participantFacts.ts); like participant_booked it
 * attaches no calendar file.
 */
export function participantRebooked(data: ParticipantRebookedData, _context: MailContext): RenderedMail {
  const { academy, from, item } = data;
  return renderContent({
    subject: `Neuer Termin für Ihre Teilnahme: ${item.title}`,
    heading: 'Ihr Termin hat sich geändert',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Sie sind mit dieser E-Mail-Adresse als Teilnehmerin bzw. Teilnehmer der Buchung ${data.booking_number} ` +
          `bei der ${academy.name} angemeldet. Die Buchung wurde auf einen anderen Termin umgebucht.`,
      },
      { kind: 'paragraph', text: `Der bisherige Termin entfällt für Sie: ${dateLine(from)}.` },
      { kind: 'paragraph', text: 'Sie nehmen stattdessen an diesem Termin teil:' },
      ...participantItemBlocks(item, academy),
      participantContact(academy),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
