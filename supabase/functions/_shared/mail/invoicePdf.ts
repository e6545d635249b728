/**
 * The invoice of a booking as PDF bytes (§ 14 UStG: invoice number and date, performance dates, seller and buyer with
 * address and VAT id, net per line, VAT per rate on the net sum, gross, payment terms). A line's VAT is its share of
 * its rate's VAT (docs/pricing.md), so the column adds up to the VAT rows below it. One builder for the success page's
 * download and the confirmation mail's attachment. pdf-lib is imported on demand (the app loads it only when asked).
 */
import { money, percent, shortDay } from './format';
import { vatByRate } from './parts';
import { PAYMENT_DAYS } from './templates/bookingConfirmed';
import type { BookingMailData } from './types';

const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' };

/** The standard PDF fonts speak WinAnsi: no-break spaces and the like become plain ones. */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…•]/g, '');
}

/**
 * A line's discounts (positive cents) with their VAT, `round(cents × rate / 100)` half-up; the list price's VAT is
 * what remains of the line's share, so the rows of a line add up to it.
 */
function discountRows(item: BookingMailData['booking']['items'][number]) {
  return [
    { label: `Frühbucherrabatt ${item.early_bird_percent ?? 0} %`, net: item.early_bird_cents ?? 0 },
    { label: `Gruppenrabatt ${item.group_discount_percent ?? 0} %`, net: item.group_discount_cents ?? 0 },
  ]
    .filter((discount) => discount.net > 0)
    .map((discount) => ({
      ...discount,
      vat: Math.round((discount.net * Math.round(item.vat_rate * 100)) / 10000),
    }));
}

export async function buildInvoicePdf({ booking, academy }: BookingMailData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Rechnung ${booking.booking_number}`);
  doc.setAuthor(academy.name);
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

  // Seller
  write(academy.name, { size: 16, font: bold });
  nextLine(16);
  write(`${academy.street} · ${academy.postal_code} ${academy.city} · ${academy.email} · ${academy.phone}`, {
    size: 9,
  });
  nextLine(12);
  write(`USt-IdNr.: ${academy.vat_id}`, { size: 9 });
  nextLine(36);

  // Buyer
  const company = booking.customer_type === 'company';
  const buyer = [
    company ? (booking.company_name ?? '') : '',
    `${booking.customer_first_name} ${booking.customer_last_name}`,
    booking.billing_street,
    `${booking.billing_postal_code} ${booking.billing_city}`,
    booking.billing_country !== 'DE' ? (COUNTRY_NAMES[booking.billing_country] ?? booking.billing_country) : '',
    company && booking.vat_id ? `USt-IdNr.: ${booking.vat_id}` : '',
  ].filter((line) => line.trim() !== '');
  for (const line of buyer) {
    write(line);
    nextLine();
  }
  nextLine(20);

  write('Rechnung', { size: 18, font: bold });
  nextLine(22);
  write(`Rechnungsnummer: ${booking.booking_number}`, { font: bold });
  nextLine();
  write(`Rechnungsdatum: ${shortDay(booking.booked_on)}`);
  nextLine();
  const dates = [...new Set(booking.items.map((item) => shortDay(item.start_date)))];
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
  for (const item of booking.items) {
    const where = item.is_webinar ? 'Online' : item.location_name;
    const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
    // Prices: the line at list price, then each discount with its net, VAT and gross (docs/pricing.md).
    const discounts = discountRows(item);
    const listNet = item.line_net_cents + discounts.reduce((sum, d) => sum + d.net, 0);
    const listVat = item.line_vat_cents + discounts.reduce((sum, d) => sum + d.vat, 0);
    write(item.title.slice(0, 48));
    write(String(item.quantity), { x: columns.qty, alignRight: true });
    write(money(listNet), { x: columns.net, alignRight: true });
    write(money(listVat), { x: columns.vat, alignRight: true });
    write(money(listNet + listVat), { x: columns.gross, alignRight: true });
    nextLine(12);
    for (const discount of discounts) {
      write(discount.label, { size: 8 });
      write(money(-discount.net), { x: columns.net, alignRight: true, size: 8 });
      write(money(-discount.vat), { x: columns.vat, alignRight: true, size: 8 });
      write(money(-(discount.net + discount.vat)), { x: columns.gross, alignRight: true, size: 8 });
      nextLine(12);
    }
    write(
      `${shortDay(item.start_date)}${time}, ${where} · Einzelpreis netto ${money(item.unit_net_cents)} · ` +
        `USt. ${item.vat_rate} %`,
      { size: 8 },
    );
    nextLine(12);
    const names = item.participants.map((p) => `${p.first_name} ${p.last_name}`).join(', ');
    if (names) {
      write(`Teilnehmer: ${names}`.slice(0, 110), { size: 8 });
      nextLine(12);
    }
    nextLine(4);
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5 });
  nextLine(6);

  const totalRow = (label: string, cents: number, font = regular) => {
    write(label, { x: columns.vat, font, alignRight: true });
    write(money(cents), { x: columns.gross, font, alignRight: true });
    nextLine();
  };
  totalRow('Summe netto', booking.net_cents);
  // VAT per rate, rounded on the rate's net sum.
  for (const { rate, net, vat } of vatByRate(booking)) totalRow(`zzgl. USt. ${percent(rate)} auf ${money(net)}`, vat);
  totalRow('Gesamtbetrag', booking.gross_cents, bold);
  nextLine(20);

  if (booking.paid) {
    write('Der Betrag wurde bereits beglichen.');
  } else if (booking.payment_method === 'invoice') {
    write(
      `Zahlbar innerhalb von ${PAYMENT_DAYS} Tagen ab Rechnungsdatum ohne Abzug unter Angabe der Rechnungsnummer ` +
        `${booking.booking_number}.`,
    );
    nextLine();
    write(`${academy.bank_name} · IBAN ${academy.iban} · BIC ${academy.bic}`);
  } else {
    write('Der Betrag wird per Online-Zahlung beglichen.');
  }
  nextLine(24);
  write(`${academy.name} · ${academy.street} · ${academy.postal_code} ${academy.city} · USt-IdNr. ${academy.vat_id}`, {
    size: 8,
  });

  return doc.save();
}
