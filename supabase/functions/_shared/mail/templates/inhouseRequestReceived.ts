import { renderContent } from '../layout';
import { legalFooterOf, signatureOf } from '../parts';
import type { InhouseReceivedData, MailContext, RenderedMail } from '../types';

/**
 * To the requester: the request arrived, the academy answers within two working days. Mail limits: anyone may type any
 * address into the form, so this copy carries none of the request's free text and greets neutrally; the academy's
 * copy (inhouseRequestAcademy) has every field.
 */
export function inhouseRequestReceived(data: InhouseReceivedData, _context: MailContext): RenderedMail {
  const { academy } = data;
  return renderContent({
    subject: 'Ihre Anfrage für eine Inhouse-Schulung',
    heading: 'Ihre Anfrage ist eingegangen',
    greeting: 'Guten Tag,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          'vielen Dank für Ihre Anfrage für eine Inhouse-Schulung. Wir melden uns innerhalb von zwei Werktagen mit ' +
          'einem Angebot bei Ihnen.',
      },
      {
        kind: 'paragraph',
        text: `Falls Sie keine Anfrage gestellt haben, müssen Sie nichts tun. Fragen beantworten wir gern unter ${academy.email} oder ${academy.phone}.`,
      },
    ],
    signature: signatureOf(academy),
    footer: legalFooterOf(academy),
  });
}
