/** The files a rendered mail names, built from the same data (invoice PDF, calendar file, certificate PDF). */
import { bookingIcs } from './bookingCalendar';
import { buildCertificatePdf } from './certificatePdf';
import { buildInvoicePdf } from './invoicePdf';
import type { BookingMailData, CertificateMailData, MailAttachment, MailAttachmentKind, RenderedMail } from './types';

function buildFile(kind: MailAttachmentKind, data: unknown): Promise<Uint8Array> {
  switch (kind) {
    case 'invoice_pdf':
      return buildInvoicePdf(data as BookingMailData);
    case 'calendar_ics':
      return Promise.resolve(new TextEncoder().encode(bookingIcs((data as BookingMailData).booking)));
    case 'certificate_pdf':
      return buildCertificatePdf((data as CertificateMailData).certificate);
  }
}

export async function buildAttachments(mail: RenderedMail, data: unknown): Promise<MailAttachment[]> {
  return Promise.all(mail.attachments.map(async (spec) => ({ ...spec, content: await buildFile(spec.kind, data) })));
}

/** Base64 of bytes without Node's Buffer (Deno, browsers and Jest alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
