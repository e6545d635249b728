import { invoiceAttachments } from '../attachments';
import { money } from '../format';
import { renderContent } from '../layout';
import { bookingLink, creditNoteSentence, greetingOf, itemLines, legalFooterOf, signatureOf } from '../parts';
import type { BookingMailData, MailContext, RenderedMail } from '../types';

/** What happens to the money: refund if paid, otherwise nothing is owed. */
export function refundNote(data: BookingMailData): string {
  const { booking } = data;
  if (booking.paid) {
    return (
      `Den bereits gezahlten Betrag von ${money(booking.gross_cents)} erstatten wir innerhalb von 14 Tagen ` +
      'über das ursprüngliche Zahlungsmittel.'
    );
  }
  return booking.payment_method === 'invoice'
    ? 'Eine bereits erhaltene Rechnung ist damit gegenstandslos; Sie müssen nichts bezahlen.'
    : 'Es wurde nichts berechnet.';
}

export function cancellationConfirmed(data: BookingMailData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  return renderContent({
    subject: `Stornierung bestätigt – Buchung ${booking.booking_number}`,
    heading: 'Ihre Stornierung ist bestätigt',
    greeting: greetingOf(booking),
    blocks: [
      { kind: 'paragraph', text: `hiermit bestätigen wir die Stornierung Ihrer Buchung ${booking.booking_number}:` },
      { kind: 'list', items: itemLines(booking) },
      { kind: 'paragraph', text: refundNote(data) },
      // Issue 30: the credit note the cancellation issued (none: the booking had no invoice).
      ...(data.credit_note ? [{ kind: 'paragraph' as const, text: creditNoteSentence(data.credit_note) }] : []),
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
    attachments: data.credit_note ? invoiceAttachments(data.credit_note, 'credit_note') : [],
  });
}
