import { renderContent } from '../layout';
import { greetingOf, itemOf, itemWhen, legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WebinarAccessData } from '../types';

/** The join link of a booked webinar (only to confirmed or paid bookings). */
export function webinarAccess(data: WebinarAccessData, _context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const item = itemOf(booking, data.item_id);
  return renderContent({
    subject: `Ihr Zugang zum Webinar: ${item.title}`,
    heading: 'Ihr Webinar-Zugang',
    greeting: greetingOf(booking),
    blocks: [
      { kind: 'paragraph', text: `hier ist Ihr persönlicher Zugang zum Webinar ${item.title} (${itemWhen(item)}).` },
      { kind: 'action', label: 'Zum Webinar', url: data.join_url },
      {
        kind: 'paragraph',
        text: 'Bitte geben Sie den Link nicht weiter. Wählen Sie sich am besten fünf Minuten vor Beginn ein.',
      },
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
