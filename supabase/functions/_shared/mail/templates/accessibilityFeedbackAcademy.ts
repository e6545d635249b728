import { renderContent } from '../layout';
import { legalFooterOf, siteLink } from '../parts';
import type { AccessibilityFeedbackMailData, MailContext, RenderedMail } from '../types';

/** To the academy only: a barrier report from the Barrierefreiheitserklärung's form (the layout escapes typed text). */
export function accessibilityFeedbackAcademy(data: AccessibilityFeedbackMailData, context: MailContext): RenderedMail {
  const { feedback } = data;
  return renderContent({
    subject: 'Neue Meldung einer Barriere',
    heading: 'Meldung einer Barriere',
    greeting: 'Hallo Team,',
    blocks: [
      {
        kind: 'paragraph',
        text: 'über das Formular der Barrierefreiheitserklärung wurde eine Barriere gemeldet. Bitte prüfen und beantworten Sie die Meldung.',
      },
      {
        kind: 'facts',
        rows: [
          ['Name', feedback.name ?? '–'],
          ['E-Mail für Rückfragen', feedback.email ?? '– (keine angegeben)'],
          ['Seite', feedback.page ?? '–'],
        ],
      },
      { kind: 'paragraph', text: feedback.message },
      { kind: 'action', label: 'Zum Adminbereich', url: siteLink(context, '/admin/dashboard') },
    ],
    signature: 'Automatische Nachricht der Buchungsplattform',
    footer: legalFooterOf(data.academy),
  });
}
