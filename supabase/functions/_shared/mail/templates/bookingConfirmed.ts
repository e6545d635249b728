import { invoiceAttachments } from '../attachments';
import { money, shortDay } from '../format';
import { renderContent } from '../layout';
import { bookingLink, greetingOf, itemLines, legalFooterOf, signatureOf, totalsRows } from '../parts';
import type { BookingMailData, MailContext, RenderedMail } from '../types';

/** Invoice days: the invoice PDF states the same. */
export const PAYMENT_DAYS = 14;

/**
 * The booking is confirmed: the dates as `.ics` and, once the booking's invoice is issued (issue 30), THAT invoice's
 * PDF (and XRechnung for a business buyer). The mail names an invoice only when it attaches one.
 */
export function bookingConfirmed(data: BookingMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const invoice = data.invoice ?? null;
  const reference = invoice
    ? `unter Angabe der Rechnungsnummer ${invoice.number}`
    : `unter Angabe der Buchungsnummer ${booking.booking_number}`;
  const deadline = invoice?.payment.dueDate
    ? `bis zum ${shortDay(invoice.payment.dueDate)}`
    : `innerhalb von ${PAYMENT_DAYS} Tagen`;
  const payment = booking.paid
    ? `Der Betrag von ${money(booking.gross_cents)} ist bereits bezahlt – vielen Dank.`
    : `Bitte überweisen Sie ${money(booking.gross_cents)} ${deadline} ${reference} an ${academy.bank_name}, ` +
      `IBAN ${academy.iban}, BIC ${academy.bic}.`;
  const documents = invoice
    ? `Die Rechnung ${invoice.number} finden Sie als PDF im Anhang` +
      (invoice.buyerIsBusiness ? ', dazu als XRechnung (XML) für Ihre Buchhaltung' : '') +
      ', die Termine als Kalenderdatei (.ics).'
    : 'Die Termine finden Sie als Kalenderdatei (.ics) im Anhang.';
  return renderContent({
    subject: invoice
      ? `Buchungsbestätigung und Rechnung ${booking.booking_number}`
      : `Buchungsbestätigung ${booking.booking_number}`,
    heading: 'Ihre Buchung ist bestätigt',
    greeting: greetingOf(booking),
    blocks: [
      { kind: 'paragraph', text: `wir bestätigen Ihre Buchung ${booking.booking_number}. ${documents}` },
      { kind: 'list', items: itemLines(booking) },
      { kind: 'facts', rows: totalsRows(booking) },
      { kind: 'paragraph', text: payment },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
    attachments: [
      ...(invoice ? invoiceAttachments(invoice, 'invoice') : []),
      { kind: 'calendar_ics', filename: `Termine-${booking.booking_number}.ics`, contentType: 'text/calendar' },
    ],
  });
}
