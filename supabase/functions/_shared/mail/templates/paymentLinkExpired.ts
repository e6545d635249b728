import { renderContent } from '../layout';
import { greetingOf, itemLines, legalFooterOf, signatureOf, siteLink } from '../parts';
import type { BookingFactsMailData, MailContext, RenderedMail } from '../types';

/**
 * An online payment was never completed: the reservation lapsed and the seats are free again. To a guest's address
 * the booking carries only the academy's facts (mail limits): the greeting is then neutral.
 */
export function paymentLinkExpired(data: BookingFactsMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  return renderContent({
    subject: `Zahlungslink abgelaufen – Buchung ${booking.booking_number}`,
    heading: 'Ihr Zahlungslink ist abgelaufen',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `die Zahlung für Ihre Buchung ${booking.booking_number} wurde nicht abgeschlossen. Der Zahlungslink ist ` +
          'abgelaufen, die reservierten Plätze sind wieder freigegeben. Es wurde nichts berechnet.',
      },
      { kind: 'list', items: itemLines(booking) },
      { kind: 'paragraph', text: 'Wenn Sie weiterhin teilnehmen möchten, buchen Sie bitte erneut.' },
      { kind: 'action', label: 'Seminare ansehen', url: siteLink(context, '/') },
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
