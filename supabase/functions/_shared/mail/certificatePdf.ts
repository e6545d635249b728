/**
 * The Teilnahmebescheinigung as PDF bytes: participant, seminar, contents, dates, duration in hours, location,
 * trainer, the signatory and the certificate number the academy verifies. One builder for the dashboard's download and the certificate mail's
 * attachment. pdf-lib (the invoice's library) is imported on demand (the app loads it only when asked).
 */
import { longDay } from './format';
import type { Certificate } from './types';

/** The standard PDF fonts speak WinAnsi: no-break spaces and the like become plain ones. */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…•]/g, '');
}

/** `12. März 2027` or `12. März 2027 bis 13. März 2027`. */
export function certificateDates(certificate: Certificate): string {
  return certificate.start_date === certificate.end_date
    ? longDay(certificate.start_date)
    : `${longDay(certificate.start_date)} bis ${longDay(certificate.end_date)}`;
}

/** `8` → `8`, `7.5` → `7,5`. */
export function certificateHours(certificate: Certificate): string {
  return String(certificate.hours).replace('.', ',');
}

export function certificateFileName(certificate: Certificate): string {
  const name = `${certificate.first_name}-${certificate.last_name}`.toLowerCase().replace(/[^a-z0-9äöüß-]+/g, '-');
  return `teilnahmebescheinigung-${name}-${certificate.start_date}.pdf`;
}

export async function buildCertificatePdf(certificate: Certificate): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Teilnahmebescheinigung ${certificate.first_name} ${certificate.last_name}`);
  doc.setAuthor(certificate.academy);
  doc.setLanguage('de-DE');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const left = 70;
  let y = 760;
  const write = (text: string, size = 11, font = regular) => {
    page.drawText(pdfText(text), { x: left, y, size, font, color: rgb(0.1, 0.13, 0.18) });
  };
  const next = (gap = 16) => {
    y -= gap;
  };

  write(certificate.academy, 12, bold);
  next(48);
  write('Teilnahmebescheinigung', 24, bold);
  next(40);
  write('Hiermit bestätigen wir, dass');
  next(26);
  write(`${certificate.first_name} ${certificate.last_name}`, 18, bold);
  next(26);
  write('an folgender Weiterbildung teilgenommen hat:');
  next(26);
  write(certificate.title, 14, bold);
  next(24);
  write(`Datum: ${certificateDates(certificate)}`);
  next();
  write(`Dauer: ${certificateHours(certificate)} Zeitstunden`);
  next();
  write(`Ort: ${certificate.location}`);
  next();
  write(`Trainer/in: ${certificate.trainer ?? '–'}`);
  next(28);
  write('Inhalte:', 11, bold);
  for (const item of certificate.contents) {
    next();
    write(`• ${item}`);
  }
  next(70);
  page.drawLine({ start: { x: left, y: y + 14 }, end: { x: left + 200, y: y + 14 }, thickness: 0.8 });
  write(`${certificate.academy_city}, ${longDay(certificate.end_date)}`, 10);
  next(14);
  write(`${certificate.signatory_name}, ${certificate.signatory_role}`, 10);
  next(14);
  write(certificate.academy, 10);
  next(40);
  // The number lets the academy confirm the certificate to anyone who asks (admin_verify_certificate).
  write(`Bescheinigungsnummer: ${certificate.certificate_id}`, 9);
  next(12);
  write(`Die Echtheit bestätigt ${certificate.academy} auf Anfrage unter Angabe dieser Nummer.`, 9);
  return doc.save();
}
