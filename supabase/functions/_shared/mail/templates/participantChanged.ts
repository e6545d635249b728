import { shortDay } from '../format';
import { renderContent } from '../layout';
import { signatureOf } from '../parts';
import type { MailContext, ParticipantChangedData, RenderedMail } from '../types';

/** The substitute participant learns what, when and where they now attend, and who registered them. */
export function participantChanged(data: ParticipantChangedData, _context: MailContext): RenderedMail {
  const { item, participant } = data;
  const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
  return renderContent({
    subject: `Ihre Teilnahme: ${item.title}`,
    heading: 'Ihre Teilnahme',
    greeting: `Guten Tag ${participant.first_name} ${participant.last_name},`,
    blocks: [
      { kind: 'paragraph', text: `${data.booker} hat Sie als Teilnehmerin bzw. Teilnehmer angemeldet:` },
      { kind: 'list', items: [item.title, `${shortDay(item.start_date)}${time}`, item.location_name] },
      { kind: 'paragraph', text: 'Wir freuen uns auf Sie.' },
    ],
    signature: signatureOf(data.academy),
  });
}
