/** The files a rendered mail names, built from the same data (invoice PDF, calendar file). */
import { bookingIcs } from './bookingCalendar';
import { buildInvoicePdf } from './invoicePdf';
import type { BookingMailData, MailAttachment, RenderedMail } from './types';

export async function buildAttachments(mail: RenderedMail, data: unknown): Promise<MailAttachment[]> {
  const booking = data as BookingMailData;
  return Promise.all(
    mail.attachments.map(async (spec) => ({
      ...spec,
      content:
        spec.kind === 'invoice_pdf'
          ? await buildInvoicePdf(booking)
          : new TextEncoder().encode(bookingIcs(booking.booking)),
    })),
  );
}

/** Base64 of bytes without Node's Buffer (Deno, browsers and Jest alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
