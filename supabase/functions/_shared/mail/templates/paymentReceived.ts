import { money } from '../format';
import { renderContent } from '../layout';
import { bookingLink, greetingOf, legalFooterOf, signatureOf } from '../parts';
import type { BookingMailData, MailContext, RenderedMail } from '../types';

/** The online payment arrived (Stripe webhook → `mark_booking_paid_by_webhook`). */
export function paymentReceived(data: BookingMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  return renderContent({
    subject: `Zahlung erhalten – Buchung ${booking.booking_number}`,
    heading: 'Zahlung erhalten',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `wir haben Ihre Zahlung über ${money(booking.gross_cents)} für die Buchung ${booking.booking_number} ` +
          'erhalten. Vielen Dank!',
      },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
