import { shortDay } from '../format';
import { renderContent } from '../layout';
import { signatureOf } from '../parts';
import type { MailContext, ParticipantChangedData, RenderedMail } from '../types';

/**
 * The substitute participant learns what, when and where they now attend. Mail limits: the booker typed this address,
 * so the mail carries only the academy's catalogue data (no names typed by the booker) and greets neutrally.
 */
export function participantChanged(data: ParticipantChangedData, _context: MailContext): RenderedMail {
  const { item, academy } = data;
  const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
  return renderContent({
    subject: `Ihre Teilnahme: ${item.title}`,
    heading: 'Ihre Teilnahme',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Sie wurden mit dieser E-Mail-Adresse als Teilnehmerin bzw. Teilnehmer für folgende Veranstaltung angemeldet:',
      },
      { kind: 'list', items: [item.title, `${shortDay(item.start_date)}${time}`, item.location_name] },
      {
        kind: 'paragraph',
        text: `Wir freuen uns auf Sie. Falls Sie nicht teilnehmen möchten oder Fragen haben, erreichen Sie uns unter ${academy.email} oder ${academy.phone}.`,
      },
    ],
    signature: signatureOf(data.academy),
  });
}
