import { renderContent } from '../layout';
import { signatureOf } from '../parts';
import type { InhouseMailData, MailContext, RenderedMail } from '../types';
import { inhouseFacts } from './inhouseFacts';

/** To the requester: the request arrived, the academy answers within two working days. */
export function inhouseRequestReceived(data: InhouseMailData, _context: MailContext): RenderedMail {
  const { request, academy } = data;
  return renderContent({
    subject: 'Ihre Anfrage für eine Inhouse-Schulung',
    heading: 'Ihre Anfrage ist eingegangen',
    greeting: `Guten Tag ${request.contact_name},`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          'vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von zwei Werktagen mit einem Angebot bei Ihnen. ' +
          'Ihre Angaben:',
      },
      { kind: 'facts', rows: inhouseFacts(data) },
    ],
    signature: signatureOf(academy),
  });
}
