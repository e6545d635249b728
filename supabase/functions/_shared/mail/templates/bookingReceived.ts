import { invoiceAttachments } from '../attachments';
import { instantDay, instantTime, shortDay } from '../format';
import { renderContent, type MailBlock } from '../layout';
import {
  bookingLink,
  confirmBookingUrl,
  greetingOf,
  itemLines,
  legalFooterOf,
  signatureOf,
  totalsRows,
} from '../parts';
import type { BookingReceivedData, MailContext, RenderedMail } from '../types';

/** Issue 30: the receipt promises the invoice only as it really comes (docs/mail.md, "Invoices in mails"). */
const PAYMENT_TEXT = {
  invoice: 'Kauf auf Rechnung – die Rechnung senden wir Ihnen per E-Mail, sobald Ihre Buchung verbindlich ist.',
  online:
    'Online-Zahlung – bitte schließen Sie die Zahlung ab, falls noch nicht geschehen. Die Rechnung senden wir ' +
    'Ihnen nach Zahlungseingang per E-Mail.',
} as const;

function paymentText(data: BookingReceivedData): string {
  const invoice = data.invoice;
  if (!invoice) return PAYMENT_TEXT[data.booking.payment_method];
  const due = invoice.payment.dueDate ? ` bis zum ${shortDay(invoice.payment.dueDate)}` : '';
  return (
    `Kauf auf Rechnung – Ihre Buchung ist verbindlich. Die Rechnung ${invoice.number} finden Sie als PDF im Anhang` +
    (invoice.buyerIsBusiness ? ', dazu als XRechnung (XML)' : '') +
    `; bitte überweisen Sie den Betrag${due} unter Angabe der Rechnungsnummer.`
  );
}

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
      { kind: 'paragraph', text: `Zahlungsart: ${paymentText(data)}` },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
    attachments: data.invoice ? invoiceAttachments(data.invoice, 'invoice') : [],
  });
}
