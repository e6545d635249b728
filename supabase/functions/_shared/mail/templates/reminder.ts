/** The reminder before a booked date; reminder7Days.ts and reminder1Day.ts only choose the wording of the lead. */
import { renderContent } from '../layout';
import { bookingLink, greetingOf, itemOf, itemWhen, legalFooterOf, signatureOf } from '../parts';
import type { BookingItemMailData, MailContext, RenderedMail } from '../types';

export function reminderMail(lead: string, data: BookingItemMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const item = itemOf(booking, data.item_id);
  const where = item.is_webinar
    ? `Den Zugangslink haben Sie per E-Mail erhalten; ab 1 Stunde vor Beginn finden Sie ihn auch ${
        data.view_token ? 'auf der Seite Ihrer Buchung' : 'in Ihrem Konto'
      }.`
    : `Veranstaltungsort: ${item.location_name}. Bitte seien Sie etwa 15 Minuten vor Beginn da.`;
  return renderContent({
    subject: `Erinnerung: ${item.title} ${lead}`,
    heading: `Ihr Termin ${lead}`,
    greeting: greetingOf(booking),
    blocks: [
      { kind: 'paragraph', text: `wir freuen uns auf Sie! ${lead[0]!.toUpperCase()}${lead.slice(1)} beginnt:` },
      {
        kind: 'facts',
        rows: [
          ['Termin', `${item.title} – ${itemWhen(item)}`],
          ['Buchung', booking.booking_number],
        ],
      },
      { kind: 'paragraph', text: where },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
