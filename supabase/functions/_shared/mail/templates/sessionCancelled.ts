import { renderContent } from '../layout';
import { bookingLink, greetingOf, itemOf, itemWhen, legalFooterOf, signatureOf } from '../parts';
import type { BookingItemMailData, MailContext, RenderedMail } from '../types';

/** The academy cancelled a date the customer booked; refund or rebooking is arranged personally. */
export function sessionCancelled(data: BookingItemMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const item = itemOf(booking, data.item_id);
  return renderContent({
    subject: `Termin abgesagt: ${item.title}`,
    heading: 'Ein gebuchter Termin findet nicht statt',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `leider müssen wir den folgenden Termin aus Ihrer Buchung ${booking.booking_number} absagen: ` +
          `${item.title} – ${itemWhen(item)}.`,
      },
      {
        kind: 'paragraph',
        text:
          'Wir melden uns in den nächsten Tagen bei Ihnen und bieten Ihnen einen Ersatztermin oder die volle ' +
          `Erstattung an. Sie erreichen uns unter ${academy.phone} oder ${academy.email}.`,
      },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
