/**
 * The certificate mail: a seat marked present after its date ended gets its Teilnahmebescheinigung. The live system
 * sends it from the mail catalogue with the PDF attached; the Demo-Postfach shows the mail with the link to the
 * dashboard, where the same PDF is generated for download.
 */
import { siteUrl } from '../auth/settings';
import type { MockDb } from '../db/mockDb';
import { sendMail } from '../mailbox/mailbox';
import { paths } from '../../src/config/paths';
import { certificatesOf, type Certificate } from './rpc/attendance';

export function certificateMail(certificate: Certificate, url: string): { subject: string; text: string } {
  return {
    subject: `Ihre Teilnahmebescheinigung: ${certificate.title}`,
    text: [
      `Guten Tag ${certificate.first_name} ${certificate.last_name},`,
      '',
      `vielen Dank für Ihre Teilnahme an „${certificate.title}“. Ihre Teilnahmebescheinigung`,
      `(Teilnahmebescheinigung.pdf, ${String(certificate.hours).replace('.', ',')} Zeitstunden) steht für Sie bereit:`,
      url,
      '',
      `Ihre ${certificate.academy}`,
    ].join('\n'),
  };
}

export function sendCertificateMail(db: MockDb, bookingItemId: string, participantIndex: number): void {
  const found = certificatesOf(db).find(
    (c) => c.booking_item_id === bookingItemId && c.participant_index === participantIndex,
  );
  if (!found) return;
  const url = `${siteUrl()}${paths.dashboard}`;
  sendMail(db, {
    to: found.email,
    ...certificateMail(found, url),
    links: [{ label: 'Teilnahmebescheinigung herunterladen', url }],
  });
}
