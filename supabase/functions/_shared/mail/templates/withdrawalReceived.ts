import { invoiceAttachments } from '../attachments';
import { renderContent } from '../layout';
import { creditNoteSentence, legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WithdrawalReceiptData } from '../types';
import { receiptTime } from './withdrawalFacts';

/** § 356a BGB: the consumer's immediate confirmation of receipt, with date and time. */
export function withdrawalReceived(data: WithdrawalReceiptData, _context: MailContext): RenderedMail {
  const started = data.service_started
    ? [
        {
          kind: 'paragraph' as const,
          text:
            'Da Ihre Veranstaltung auf Ihren Wunsch bereits begonnen hatte, ziehen wir von der Erstattung den Anteil ' +
            'der bis zum Widerruf erbrachten Leistung ab (Wertersatz).',
        },
      ]
    : [];
  return renderContent({
    subject: `Eingangsbestätigung Ihres Widerrufs – Buchung ${data.booking_number}`,
    heading: 'Ihr Widerruf ist eingegangen',
    // Mail limits: to an address nobody verified the receipt names no one (the booker typed the name).
    greeting: data.customer_name ? `Guten Tag ${data.customer_name},` : 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Ihr Widerruf des Vertrags zur Buchung ${data.booking_number} ist am ${receiptTime(data.received_at)} ` +
          'bei uns eingegangen.',
      },
      {
        kind: 'paragraph',
        text:
          'Die Buchung ist storniert, Ihre Plätze sind freigegeben. Bereits gezahlte Beträge erstatten wir Ihnen ' +
          'spätestens binnen 14 Tagen ab heute über das ursprünglich verwendete Zahlungsmittel.',
      },
      ...started,
      // Issue 30: the credit note the withdrawal issued (verified addresses only; none: the booking had no invoice).
      ...(data.credit_note ? [{ kind: 'paragraph' as const, text: creditNoteSentence(data.credit_note) }] : []),
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
    attachments: data.credit_note ? invoiceAttachments(data.credit_note, 'credit_note') : [],
  });
}
