import { instantDay, instantTime } from '../format';
import { renderContent, type MailBlock } from '../layout';
import { accountUrl, confirmBookingUrl, greetingOf, itemLines, signatureOf, totalsRows } from '../parts';
import type { BookingReceivedData, MailContext, RenderedMail } from '../types';

const PAYMENT_TEXT = {
  invoice: 'Kauf auf Rechnung – die Rechnung erhalten Sie mit der Buchungsbestätigung.',
  online: 'Online-Zahlung – bitte schließen Sie die Zahlung ab, falls noch nicht geschehen.',
} as const;

/**
 * Right after `book_cart`: what was booked, the totals, how to pay; the confirmation link where one is needed. To an
 * address the booker has not verified only the academy's facts arrive (mail limits): the greeting is then neutral.
 */
export function bookingReceived(data: BookingReceivedData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const deadline = data.hold_expires_at
    ? `${instantDay(data.hold_expires_at)}, ${instantTime(data.hold_expires_at)}`
    : null;
  const hold: MailBlock[] =
    deadline && data.confirmation_token
      ? [
          {
            kind: 'paragraph',
            text:
              `Bitte bestätigen Sie Ihre Buchung bis ${deadline} über den Link „Buchung bestätigen“. Ohne ` +
              'Bestätigung verfällt die Reservierung, und die Plätze werden wieder freigegeben.',
          },
          { kind: 'action', label: 'Buchung bestätigen', url: confirmBookingUrl(context, data.confirmation_token) },
        ]
      : deadline
        ? [
            {
              kind: 'paragraph',
              text:
                `Ihre Plätze sind bis ${deadline} für Sie reserviert. Bitte schließen Sie die Zahlung bis dahin ab – ` +
                'danach verfällt die Reservierung.',
            },
          ]
        : [];
  return renderContent({
    subject: `Ihre Buchung ${booking.booking_number} ist eingegangen`,
    heading: 'Ihre Buchung ist eingegangen',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `vielen Dank für Ihre Buchung bei der ${academy.name}. Ihre Buchungsnummer lautet ` +
          `${booking.booking_number}.`,
      },
      ...hold,
      { kind: 'list', items: itemLines(booking) },
      { kind: 'facts', rows: totalsRows(booking) },
      { kind: 'paragraph', text: `Zahlungsart: ${PAYMENT_TEXT[booking.payment_method]}` },
      { kind: 'action', label: 'Zu meinen Buchungen', url: accountUrl(context) },
    ],
    signature: signatureOf(academy),
  });
}
