import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, ParticipantSessionCancelledData, RenderedMail } from '../types';
import { dateLine } from './participantFacts';

/**
 * The academy cancelled a date: each participant of the booked line (not the booker) learns that it does not take
 * place, and that the booker chooses a new date or the refund (a new date comes as `participant_rebooked`). Mail
 * limits: the booker typed this address, so the mail greets neutrally and carries only the academy's facts
 * (participantFacts.ts); like participant_booked it attaches no calendar file.
 */
export function participantSessionCancelled(
  data: ParticipantSessionCancelledData,
  _context: MailContext,
): RenderedMail {
  const { academy, item } = data;
  return renderContent({
    subject: `Termin abgesagt: ${item.title}`,
    heading: 'Ihr Termin findet nicht statt',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Sie sind mit dieser E-Mail-Adresse als Teilnehmerin bzw. Teilnehmer der Buchung ${data.booking_number} ` +
          `bei der ${academy.name} angemeldet. Leider müssen wir den folgenden Termin absagen; er findet nicht statt:`,
      },
      { kind: 'paragraph', text: `${dateLine(item)}.` },
      ...(item.is_webinar ? [] : [{ kind: 'paragraph' as const, text: 'Bitte reisen Sie zu diesem Termin nicht an.' }]),
      {
        kind: 'paragraph',
        text:
          'Die Person bzw. das Unternehmen, das Sie angemeldet hat, entscheidet, ob die Buchung ' +
          `${data.booking_number} auf einen anderen Termin umgebucht oder erstattet wird. Wird sie umgebucht, ` +
          'erhalten Sie den neuen Termin mit allen Angaben in einer eigenen E-Mail.',
      },
      {
        kind: 'paragraph',
        text:
          'Wir bitten um Ihr Verständnis. Bei Fragen erreichen Sie uns unter ' +
          `${academy.email} oder ${academy.phone}.`,
      },
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
