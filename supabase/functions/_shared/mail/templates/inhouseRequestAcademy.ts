import { renderContent } from '../layout';
import { legalFooterOf, siteLink } from '../parts';
import type { InhouseMailData, MailContext, RenderedMail } from '../types';
import { inhouseFacts } from './inhouseFacts';

/** To the academy: a new in-house request to answer. */
export function inhouseRequestAcademy(data: InhouseMailData, context: MailContext): RenderedMail {
  const { request } = data;
  return renderContent({
    subject: `Neue Inhouse-Anfrage: ${request.company}`,
    heading: 'Neue Inhouse-Anfrage',
    greeting: 'Hallo Team,',
    blocks: [
      { kind: 'paragraph', text: `${request.contact_name} (${request.company}) hat eine Inhouse-Schulung angefragt:` },
      { kind: 'facts', rows: inhouseFacts(data) },
      { kind: 'action', label: 'Zum Adminbereich', url: siteLink(context, '/admin/dashboard') },
    ],
    signature: 'Automatische Nachricht der Buchungsplattform',
    footer: legalFooterOf(data.academy),
  });
}
