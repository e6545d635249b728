import { certificateHours } from '../certificatePdf';
import { renderContent } from '../layout';
import { accountUrl, legalFooterOf, signatureOf } from '../parts';
import type { CertificateMailData, MailContext, RenderedMail } from '../types';

export const CERTIFICATE_FILENAME = 'Teilnahmebescheinigung.pdf';

/** A seat marked present after its date ended: the Teilnahmebescheinigung, attached and in the account. */
export function certificateIssued(data: CertificateMailData, context: MailContext): RenderedMail {
  const { certificate } = data;
  return renderContent({
    subject: `Ihre Teilnahmebescheinigung: ${certificate.title}`,
    heading: 'Ihre Teilnahmebescheinigung',
    greeting: `Guten Tag ${certificate.first_name} ${certificate.last_name},`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `vielen Dank für Ihre Teilnahme an „${certificate.title}“. Ihre Teilnahmebescheinigung ` +
          `(${CERTIFICATE_FILENAME}, ${certificateHours(certificate)} Zeitstunden) finden Sie im Anhang; ` +
          'in Ihrem Konto steht sie ebenfalls zum Herunterladen bereit.',
      },
      { kind: 'action', label: 'Teilnahmebescheinigung herunterladen', url: accountUrl(context) },
    ],
    signature: signatureOf(data.academy),
    footer: legalFooterOf(data.academy),
    attachments: [{ kind: 'certificate_pdf', filename: CERTIFICATE_FILENAME, contentType: 'application/pdf' }],
  });
}
