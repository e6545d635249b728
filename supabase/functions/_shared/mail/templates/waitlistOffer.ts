import { once, seatCount } from '../format';
import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { MailContext, RenderedMail, WaitlistOfferData } from '../types';
import { LEAVE_LABEL, waitlistDateLabel, waitlistGreeting, waitlistLink } from './waitlistFacts';

const berlinDateTime = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Seats came free: they are held for this entry until the offer lapses; `Platz jetzt buchen` opens the checkout. */
export function waitlistOffer(data: WaitlistOfferData, context: MailContext): RenderedMail {
  const label = waitlistDateLabel(data);
  const until = berlinDateTime().format(new Date(data.offer_expires_at));
  return renderContent({
    subject: `Ihr Platz ist frei: ${label}`,
    heading: 'Ihr Platz ist frei',
    greeting: waitlistGreeting(data),
    blocks: [
      {
        kind: 'paragraph',
        text: `für ${label} ${data.seats === 1 ? 'ist' : 'sind'} ${seatCount(data.seats)} für Sie reserviert – bis ${until} Uhr.`,
      },
      { kind: 'action', label: 'Platz jetzt buchen', url: waitlistLink(context, 'angebot', data.offer_token) },
      { kind: 'paragraph', text: 'Danach geht das Angebot an die nächste Person auf der Warteliste.' },
      { kind: 'action', label: LEAVE_LABEL, url: waitlistLink(context, 'abmelden', data.leave_token) },
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
  });
}
