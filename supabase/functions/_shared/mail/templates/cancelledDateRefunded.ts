import { invoiceAttachments } from '../attachments';
import { money, seatCount, shortDay } from '../format';
import { renderContent, type MailBlock } from '../layout';
import { bookingLink, greetingOf, itemLines, legalFooterOf, signatureOf } from '../parts';
import type { CancelledDateRefundedData, MailContext, RefundedDateFacts, RenderedMail } from '../types';
import { PAYMENT_DAYS } from './bookingConfirmed';
import { documentsSentence } from './bookingRebooked';
import { dateLine } from './participantFacts';

/** What the removed date was worth: the whole booking when it was the only line. */
function creditedCents(refunded: RefundedDateFacts): number {
  return refunded.booking_cancelled
    ? refunded.gross_cents_before
    : Math.max(refunded.gross_cents_before - refunded.gross_cents, 0);
}

/** Before, the credit, after (a cancelled booking has no after), and what is paid back. */
function amountRows(refunded: RefundedDateFacts): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Bisheriger Gesamtbetrag (brutto)', money(refunded.gross_cents_before)],
    ['Gutschrift für den abgesagten Termin (brutto)', money(creditedCents(refunded))],
  ];
  if (!refunded.booking_cancelled) rows.push(['Neuer Gesamtbetrag (brutto)', money(refunded.gross_cents)]);
  if (refunded.refund_cents > 0) rows.push(['Erstattungsbetrag', money(refunded.refund_cents)]);
  return rows;
}

/**
 * What it means for the money: the refund, then (the booking goes on) the rest to transfer by the new invoice's terms,
 * or nothing to pay; a cancelled booking that was not paid owes nothing.
 */
function paymentSentence(data: CancelledDateRefundedData): string {
  const { booking, academy, refunded } = data;
  const invoice = data.invoice ?? null;
  const sentences: string[] = [];
  if (refunded.refund_cents > 0) {
    sentences.push(
      `Wir erstatten Ihnen ${money(refunded.refund_cents)} innerhalb von 14 Tagen über das ursprüngliche ` +
        'Zahlungsmittel.',
    );
  }
  if (refunded.booking_cancelled) {
    if (sentences.length === 0) sentences.push('Sie müssen nichts bezahlen.');
    return sentences.join(' ');
  }
  const due = invoice ? invoice.totals.dueCents : booking.paid ? 0 : booking.gross_cents;
  if (due > 0) {
    const amount = due < refunded.gross_cents ? `den noch offenen Betrag von ${money(due)}` : money(due);
    const deadline = invoice?.payment.dueDate
      ? `bis zum ${shortDay(invoice.payment.dueDate)}`
      : `innerhalb von ${PAYMENT_DAYS} Tagen`;
    const reference = invoice
      ? `unter Angabe der Rechnungsnummer ${invoice.number}`
      : `unter Angabe der Buchungsnummer ${booking.booking_number}`;
    sentences.push(
      `Bitte überweisen Sie ${amount} ${deadline} ${reference} an ${academy.bank_name}, ` +
        `IBAN ${academy.iban}, BIC ${academy.bic}.`,
    );
  } else if (sentences.length === 0) {
    sentences.push('Der neue Gesamtbetrag ist durch Ihre Zahlung bereits beglichen; Sie müssen nichts nachzahlen.');
  }
  return sentences.join(' ');
}

/**
 * A cancelled booking has no new invoice: the credit note cancels the old one (named as cancellation_confirmed names
 * it). A booking that goes on gets the new invoice and the credit note, as booking_rebooked names them.
 */
function documentsText(data: CancelledDateRefundedData): string | null {
  const credit = data.credit_note ?? null;
  const sentences = [documentsSentence(data)].filter((sentence): sentence is string => Boolean(sentence));
  if (data.refunded.booking_cancelled && !data.invoice && credit?.precedingInvoice) {
    sentences.push(`Die Rechnung ${credit.precedingInvoice.number} ist damit aufgehoben.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * A date the academy cancelled, refunded at the booker's choice (session_cancelled's „Volle Erstattung“): the date
 * has left the booking (its only date: the booking is cancelled), the credit, what is paid back or still due, and the
 * documents as issued (issue 30): the new invoice (none when the booking is cancelled) and the credit note, each PDF
 * and for a business buyer its XRechnung.
 */
export function cancelledDateRefunded(data: CancelledDateRefundedData, context: MailContext): RenderedMail {
  const { booking, academy, refunded } = data;
  const number = booking.booking_number;
  const documents = documentsText(data);
  const remaining: MailBlock[] = refunded.booking_cancelled
    ? [
        {
          kind: 'paragraph',
          text: `Es war der einzige Termin Ihrer Buchung ${number}; die Buchung ist damit storniert.`,
        },
      ]
    : [
        { kind: 'paragraph', text: 'Ihre Buchung umfasst weiterhin:' },
        { kind: 'list', items: itemLines(booking) },
      ];
  return renderContent({
    subject: `Erstattung für abgesagten Termin – Buchung ${number}`,
    heading: 'Ihr abgesagter Termin wird erstattet',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `wie gewünscht haben wir den abgesagten Termin aus Ihrer Buchung ${number} entfernt und Ihnen in voller ` +
          'Höhe gutgeschrieben:',
      },
      {
        kind: 'facts',
        rows: [
          ['Abgesagter Termin', dateLine(refunded.item)],
          ['Plätze', seatCount(refunded.quantity)],
        ],
      },
      ...remaining,
      { kind: 'facts', rows: amountRows(refunded) },
      { kind: 'paragraph', text: paymentSentence(data) },
      ...(documents ? [{ kind: 'paragraph' as const, text: documents }] : []),
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
    attachments: [
      ...(data.invoice ? invoiceAttachments(data.invoice, 'invoice') : []),
      ...(data.credit_note ? invoiceAttachments(data.credit_note, 'credit_note') : []),
    ],
  });
}
