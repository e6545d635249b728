import { money } from '../format';
import { renderContent } from '../layout';
import { accountUrl, greetingOf, itemLines, signatureOf, totalsRows } from '../parts';
import type { BookingMailData, MailContext, RenderedMail } from '../types';

/** Invoice days: the invoice PDF states the same. */
export const PAYMENT_DAYS = 14;

/** The booking is confirmed: invoice (§ 14 UStG) as PDF and the dates as `.ics` attached. */
export function bookingConfirmed(data: BookingMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const payment = booking.paid
    ? `Der Betrag von ${money(booking.gross_cents)} ist bereits bezahlt – vielen Dank.`
    : `Bitte überweisen Sie ${money(booking.gross_cents)} innerhalb von ${PAYMENT_DAYS} Tagen unter Angabe der ` +
      `Rechnungsnummer ${booking.booking_number} an ${academy.bank_name}, IBAN ${academy.iban}, BIC ${academy.bic}.`;
  return renderContent({
    subject: `Buchungsbestätigung und Rechnung ${booking.booking_number}`,
    heading: 'Ihre Buchung ist bestätigt',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `wir bestätigen Ihre Buchung ${booking.booking_number}. Die Rechnung finden Sie als PDF im Anhang, ` +
          'die Termine als Kalenderdatei (.ics).',
      },
      { kind: 'list', items: itemLines(booking) },
      { kind: 'facts', rows: totalsRows(booking) },
      { kind: 'paragraph', text: payment },
      { kind: 'action', label: 'Zu meinen Buchungen', url: accountUrl(context) },
    ],
    signature: signatureOf(academy),
    attachments: [
      { kind: 'invoice_pdf', filename: `Rechnung-${booking.booking_number}.pdf`, contentType: 'application/pdf' },
      { kind: 'calendar_ics', filename: `Termine-${booking.booking_number}.ics`, contentType: 'text/calendar' },
    ],
  });
}
