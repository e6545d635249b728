import { renderContent } from '../layout';
import { legalFooterOf, siteLink } from '../parts';
import type { MailContext, RenderedMail, WithdrawalMailData } from '../types';
import { receiptTime } from './withdrawalFacts';

/** The academy's notice of a withdrawal: who, when, whether a pro-rata value must be checked. */
export function academyWithdrawal(data: WithdrawalMailData, context: MailContext): RenderedMail {
  return renderContent({
    subject: `Widerruf eingegangen: Buchung ${data.booking_number}`,
    heading: 'Widerruf eingegangen',
    greeting: 'Hallo Team,',
    blocks: [
      {
        kind: 'paragraph',
        text: `Widerruf zur Buchung ${data.booking_number} von ${data.customer_name} <${data.customer_email}>`,
      },
      {
        kind: 'facts',
        rows: [
          ['Eingegangen am', receiptTime(data.received_at)],
          ['Leistung bereits begonnen', data.service_started ? 'ja (Wertersatz prüfen)' : 'nein'],
        ],
      },
      { kind: 'paragraph', text: 'Die Buchung ist storniert und zur Erstattung markiert.' },
      {
        kind: 'action',
        label: 'Buchung im Adminbereich',
        url: siteLink(context, `/admin/bookings?q=${encodeURIComponent(data.booking_number)}`),
      },
    ],
    signature: 'Automatische Nachricht der Buchungsplattform',
    footer: legalFooterOf(data.academy),
  });
}
