import { invoiceAttachments } from '../attachments';
import { money, seatCount, shortDay } from '../format';
import { renderContent } from '../layout';
import { bookingLink, creditNoteSentence, greetingOf, legalFooterOf, signatureOf } from '../parts';
import type { BookingMailData, BookingRebookedData, MailContext, RebookingFacts, RenderedMail } from '../types';
import { PAYMENT_DAYS } from './bookingConfirmed';
import { dateLine } from './participantFacts';

/** The fee as charged, or that there is none (free period, or an admin waived it). */
function feeSentence(rebooking: RebookingFacts): string {
  if (rebooking.fee_waived) return 'Die Umbuchung ist kostenfrei. Auf die Umbuchungsgebühr haben wir verzichtet.';
  if (rebooking.fee_gross_cents <= 0) return 'Die Umbuchung ist kostenfrei.';
  return (
    `Für die Umbuchung berechnen wir eine Gebühr von ${money(rebooking.fee_gross_cents)} ` +
    `(${money(rebooking.fee_net_cents)} netto zzgl. MwSt.); sie ist im neuen Gesamtbetrag enthalten.`
  );
}

/** Before, the fee, after, and by how much the total changed. */
function amountRows(rebooking: RebookingFacts): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Bisheriger Gesamtbetrag (brutto)', money(rebooking.gross_cents_before)]];
  if (!rebooking.fee_waived && rebooking.fee_gross_cents > 0) {
    rows.push(['Umbuchungsgebühr (brutto)', money(rebooking.fee_gross_cents)]);
  }
  rows.push(['Neuer Gesamtbetrag (brutto)', money(rebooking.gross_cents)]);
  if (rebooking.difference_cents > 0) rows.push(['Mehrbetrag', money(rebooking.difference_cents)]);
  if (rebooking.difference_cents < 0) rows.push(['Minderbetrag', money(-rebooking.difference_cents)]);
  return rows;
}

/** What the new total means for the money: a refund, a rest to transfer by the new invoice's terms, or nothing. */
function paymentSentence(data: BookingRebookedData): string {
  const { booking, academy, rebooking } = data;
  const invoice = data.invoice ?? null;
  const sentences: string[] = [];
  if (rebooking.refund_cents > 0) {
    sentences.push(
      `Den zu viel gezahlten Betrag von ${money(rebooking.refund_cents)} erstatten wir innerhalb von 14 Tagen ` +
        'über das ursprüngliche Zahlungsmittel.',
    );
  }
  if (rebooking.due_cents > 0) {
    const amount =
      rebooking.due_cents < rebooking.gross_cents
        ? `den noch offenen Betrag von ${money(rebooking.due_cents)}`
        : money(rebooking.due_cents);
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
  }
  if (sentences.length === 0) {
    sentences.push('Der neue Gesamtbetrag ist durch Ihre Zahlung bereits beglichen; Sie müssen nichts nachzahlen.');
  }
  return sentences.join(' ');
}

/**
 * Issue 30: the mail names the new invoice and the credit note only when it attaches them (also the refund of a
 * cancelled date, cancelledDateRefunded.ts).
 */
export function documentsSentence(data: Pick<BookingMailData, 'invoice' | 'credit_note'>): string | null {
  const invoice = data.invoice ?? null;
  const credit = data.credit_note ?? null;
  const sentences: string[] = [];
  if (invoice) {
    sentences.push(
      `Die neue Rechnung ${invoice.number} finden Sie als PDF im Anhang` +
        (invoice.buyerIsBusiness ? ', dazu als XRechnung (XML) für Ihre Buchhaltung.' : '.'),
    );
  }
  if (credit) sentences.push(creditNoteSentence(credit));
  if (invoice && credit?.precedingInvoice) {
    sentences.push(
      `Die bisherige Rechnung ${credit.precedingInvoice.number} ist damit aufgehoben; es gilt die neue Rechnung ` +
        `${invoice.number}.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * Umbuchen: one booked seminar date moved to another date. The booker learns the old and the new date, the fee, the
 * new total and what it means for the payment; the new invoice and the credit note of the old one are attached as
 * issued (issue 30), with two calendar files: the booking's dates as they are now (`Termine-…`, the same file as the
 * confirmation's) and the old date's cancellation (`Abgesagt-…`, its old UIDs), so a calendar moves the entry.
 */
export function bookingRebooked(data: BookingRebookedData, context: MailContext): RenderedMail {
  const { booking, academy, rebooking } = data;
  const number = booking.booking_number;
  const moved = booking.items.find((item) => item.id === rebooking.item_id);
  const names = (moved?.participants ?? [])
    .map((participant) => `${participant.first_name} ${participant.last_name}`.trim())
    .filter(Boolean);
  const documents = documentsSentence(data);
  const calendarFile = `Termine-${number}.ics`;
  const cancelFile = `Abgesagt-${number}.ics`;
  return renderContent({
    subject: `Umbuchung bestätigt – Buchung ${number}`,
    heading: 'Ihre Umbuchung ist bestätigt',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text: `wir bestätigen die Umbuchung in Ihrer Buchung ${number}. Ihre gebuchten Plätze gelten nun für den neuen Termin:`,
      },
      {
        kind: 'facts',
        rows: [
          ['Bisheriger Termin', dateLine(rebooking.from)],
          ['Neuer Termin', dateLine(rebooking.to)],
          ['Plätze', seatCount(rebooking.quantity)],
        ],
      },
      {
        kind: 'paragraph',
        text:
          names.length > 0
            ? `Die Teilnehmenden bleiben dieselben: ${names.join(', ')}.`
            : 'Die Teilnehmenden bleiben dieselben.',
      },
      { kind: 'paragraph', text: feeSentence(rebooking) },
      { kind: 'facts', rows: amountRows(rebooking) },
      { kind: 'paragraph', text: paymentSentence(data) },
      ...(documents ? [{ kind: 'paragraph' as const, text: documents }] : []),
      {
        kind: 'paragraph',
        text:
          `Ihre Termine finden Sie als Kalenderdatei im Anhang (${calendarFile}), dazu die Absage des bisherigen ` +
          `Termins (${cancelFile}). Wenn Sie beide Dateien öffnen, entfernt Ihr Kalender den bisherigen Termin und ` +
          'trägt den neuen ein.',
      },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
    attachments: [
      ...(data.invoice ? invoiceAttachments(data.invoice, 'invoice') : []),
      ...(data.credit_note ? invoiceAttachments(data.credit_note, 'credit_note') : []),
      { kind: 'calendar_ics', filename: calendarFile, contentType: 'text/calendar' },
      { kind: 'rebooking_cancel_ics', filename: cancelFile, contentType: 'text/calendar' },
    ],
  });
}
