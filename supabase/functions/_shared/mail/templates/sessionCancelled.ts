import { seatCount } from '../format';
import { renderContent, type MailBlock } from '../layout';
import { bookingActionUrl, bookingLink, greetingOf, itemOf, itemWhen, legalFooterOf, signatureOf } from '../parts';
import type { AlternativeDate, MailContext, MailLink, RenderedMail, SessionCancelledData } from '../types';
import { seminarWhen } from './participantFacts';

/** `Umbuchen auf 14.01.2027 bis 15.01.2027, jeweils 09:30–16:30 Uhr – Hamburg, Hafenkontor Workshop-Etage`. */
function alternativeLabel(date: AlternativeDate): string {
  const place = [date.city, date.venue_name].filter(Boolean).join(', ');
  return `Umbuchen auf ${seminarWhen(date)}${place ? ` – ${place}` : ''}`;
}

/**
 * The academy cancelled a date the customer booked (e.g. under its minimum of participants). The booker chooses:
 * a free rebooking — each other date of the seminar with enough seats opens the booking with that date chosen, „Anderen
 * Termin wählen“ with none — or the full refund (the date leaves the booking, a credit note follows). Both links open
 * the booking (a guest's by its secret link, else the dashboard), where the choice is confirmed.
 */
export function sessionCancelled(data: SessionCancelledData, context: MailContext): RenderedMail {
  const { booking, academy } = data;
  const item = itemOf(booking, data.item_id);
  // Queued before the choice (issue 34): no alternatives in the row.
  const alternatives = data.alternatives ?? [];
  const rebook = (session?: string) =>
    bookingActionUrl(data, context, [['umbuchen', item.id], ...(session ? [['termin', session] as const] : [])]);
  const links: MailLink[] = alternatives.map((date) => ({
    label: alternativeLabel(date),
    url: rebook(date.session_id),
  }));
  const rebookBlocks: MailBlock[] =
    links.length > 0
      ? [
          {
            kind: 'paragraph',
            text:
              `Bei diesen Terminen von „${item.title}“ sind noch genug Plätze für Ihre Buchung ` +
              `(${seatCount(item.quantity)}) frei. Ein Klick öffnet Ihre Buchung mit dem gewählten Termin; dort ` +
              'sehen Sie den Preis und bestätigen die Umbuchung. Eine Umbuchungsgebühr fällt nicht an.',
          },
          { kind: 'links', links },
          { kind: 'paragraph', text: 'Oder wählen Sie selbst einen anderen Termin, auch eines anderen Seminars:' },
        ]
      : [
          {
            kind: 'paragraph',
            text:
              'Wählen Sie in Ihrer Buchung einen anderen Termin, auch eines anderen Seminars; dort sehen Sie den ' +
              'Preis und bestätigen die Umbuchung. Eine Umbuchungsgebühr fällt nicht an.',
          },
        ];
  return renderContent({
    subject: `Termin abgesagt: ${item.title}`,
    heading: 'Ein gebuchter Termin findet nicht statt',
    greeting: greetingOf(booking),
    blocks: [
      {
        kind: 'paragraph',
        text:
          `leider müssen wir den folgenden Termin aus Ihrer Buchung ${booking.booking_number} absagen: ` +
          `${item.title} – ${itemWhen(item)}.`,
      },
      {
        kind: 'paragraph',
        text:
          'Sie haben die Wahl: Sie buchen kostenfrei auf einen anderen Termin um, oder wir erstatten Ihnen den ' +
          'Termin in voller Höhe.',
      },
      { kind: 'heading', text: 'Kostenfrei umbuchen' },
      ...rebookBlocks,
      { kind: 'action', label: 'Anderen Termin wählen', url: rebook() },
      { kind: 'heading', text: 'Volle Erstattung' },
      {
        kind: 'paragraph',
        text:
          'Möchten Sie nicht umbuchen, entfernen wir den abgesagten Termin aus Ihrer Buchung; eine bereits ' +
          'ausgestellte Rechnung korrigieren wir, und einen bereits gezahlten Betrag erstatten wir Ihnen in voller Höhe.',
      },
      {
        kind: 'action',
        label: 'Volle Erstattung wählen',
        url: bookingActionUrl(data, context, [['erstattung', item.id]]),
      },
      {
        kind: 'paragraph',
        text: `Haben Sie Fragen? Sie erreichen uns unter ${academy.phone} oder ${academy.email}.`,
      },
      bookingLink(data, context),
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
