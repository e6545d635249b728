import type { AcademySettings } from './checkoutApi';
import type { CompletedBooking } from './checkoutTypes';
import { formatCents, formatDate, formatShortDate } from '@/lib/format';
import { lineTotals } from './pricing';

/** Days to pay an invoice. */
export const PAYMENT_DAYS = 14;

const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' };

/** The standard PDF fonts speak WinAnsi: no-break spaces and the like become plain ones. */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…•]/g, '');
}

/**
 * The invoice of a booking as PDF bytes (§ 14 UStG: invoice number and date, performance dates, seller and buyer with
 * address and VAT id, net per line, VAT rate and amount, gross, payment terms). pdf-lib is loaded only when the user
 * asks for the invoice.
 */
export async function buildInvoicePdf(booking: CompletedBooking, seller: AcademySettings): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Rechnung ${booking.result.booking_number}`);
  doc.setAuthor(seller.academy_name);
  doc.setLanguage('de-DE');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = 539;
  let y = 790;

  const write = (
    text: string,
    options: { x?: number; size?: number; font?: typeof regular; alignRight?: boolean } = {},
  ) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const clean = pdfText(text);
    const x = options.alignRight ? (options.x ?? right) - font.widthOfTextAtSize(clean, size) : (options.x ?? left);
    page.drawText(clean, { x, y, size, font, color: rgb(0.1, 0.13, 0.18) });
  };
  const nextLine = (gap = 14) => {
    y -= gap;
    if (y < 70) {
      page = doc.addPage([595.28, 841.89]);
      y = 790;
    }
  };

  const { customer, result } = booking;
  const invoiceDate = formatDate(booking.bookedAt);

  // Seller
  write(seller.academy_name, { size: 16, font: bold });
  nextLine(16);
  write(`${seller.street} · ${seller.postal_code} ${seller.city} · ${seller.email} · ${seller.phone}`, { size: 9 });
  nextLine(12);
  write(`USt-IdNr.: ${seller.vat_id}`, { size: 9 });
  nextLine(36);

  // Buyer
  const buyer = [
    customer.customerType === 'company' ? customer.companyName : '',
    `${customer.firstName} ${customer.lastName}`,
    customer.street,
    `${customer.postalCode} ${customer.city}`,
    customer.country !== 'DE' ? (COUNTRY_NAMES[customer.country] ?? customer.country) : '',
    customer.customerType === 'company' && customer.vatId ? `USt-IdNr.: ${customer.vatId}` : '',
  ].filter((line) => line.trim() !== '');
  for (const line of buyer) {
    write(line);
    nextLine();
  }
  nextLine(20);

  write('Rechnung', { size: 18, font: bold });
  nextLine(22);
  write(`Rechnungsnummer: ${result.booking_number}`, { font: bold });
  nextLine();
  write(`Rechnungsdatum: ${invoiceDate}`);
  nextLine();
  const dates = [...new Set(booking.items.map((item) => formatShortDate(item.sessionDate)))];
  write(`Leistungsdatum: ${dates.join(', ')}`);
  nextLine(24);

  // Lines
  const columns = { qty: 330, net: 400, vat: 470, gross: right };
  write('Leistung', { font: bold });
  write('Anzahl', { x: columns.qty, font: bold, alignRight: true });
  write('Netto', { x: columns.net, font: bold, alignRight: true });
  write('USt.', { x: columns.vat, font: bold, alignRight: true });
  write('Brutto', { x: columns.gross, font: bold, alignRight: true });
  nextLine(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5 });
  nextLine(14);
  booking.items.forEach((item, index) => {
    const totals = lineTotals(item);
    const where = item.webinarId ? 'Online' : (item.city ?? item.locationName);
    write(`${item.title}`.slice(0, 48));
    write(String(item.quantity), { x: columns.qty, alignRight: true });
    write(formatCents(totals.netCents), { x: columns.net, alignRight: true });
    write(formatCents(totals.vatCents), { x: columns.vat, alignRight: true });
    write(formatCents(totals.grossCents), { x: columns.gross, alignRight: true });
    nextLine(12);
    write(
      `${formatShortDate(item.sessionDate)}, ${item.startTime.slice(0, 5)} Uhr, ${where} · Einzelpreis netto ${formatCents(item.priceNet)} · USt. ${item.vatRate} %`,
      { size: 8 },
    );
    nextLine(12);
    const names = (booking.participants[index] ?? []).map((p) => `${p.firstName} ${p.lastName}`).join(', ');
    if (names) {
      write(`Teilnehmer: ${names}`.slice(0, 110), { size: 8 });
      nextLine(12);
    }
    nextLine(4);
  });
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5 });
  nextLine(6);

  const rates = [...new Set(booking.items.map((item) => item.vatRate))];
  const totalRow = (label: string, cents: number, font = regular) => {
    write(label, { x: columns.vat, font, alignRight: true });
    write(formatCents(cents), { x: columns.gross, font, alignRight: true });
    nextLine();
  };
  totalRow('Summe netto', result.net_cents);
  totalRow(`zzgl. USt. ${rates.length === 1 ? `${rates[0]} %` : ''}`.trim(), result.vat_cents);
  totalRow('Gesamtbetrag', result.gross_cents, bold);
  nextLine(20);

  if (booking.paymentMethod === 'invoice') {
    write(
      `Zahlbar innerhalb von ${PAYMENT_DAYS} Tagen ab Rechnungsdatum ohne Abzug unter Angabe der Rechnungsnummer ${result.booking_number}.`,
    );
    nextLine();
    write(`${seller.bank_name} · IBAN ${seller.iban} · BIC ${seller.bic}`);
  } else {
    write('Der Betrag wurde per Online-Zahlung beglichen.');
  }
  nextLine(24);
  write(
    `${seller.academy_name} · ${seller.street} · ${seller.postal_code} ${seller.city} · USt-IdNr. ${seller.vat_id}`,
    {
      size: 8,
    },
  );

  return doc.save();
}
