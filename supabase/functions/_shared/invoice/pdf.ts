/**
 * The human-readable invoice or credit note of a snapshot (docs/invoices.md), in German: § 14 Abs. 4 UStG data,
 * every line with its full title and service period, totals, payment terms, and the seller's legal data in the
 * footer of every page. Long texts wrap and long invoices continue on new pages (header line and "Seite x von y"
 * on each), so no text leaves the page. Fonts are embedded (DejaVu Sans); the file is PDF/A-3B, and for business
 * customers a Factur-X / ZUGFeRD EN 16931 hybrid. pdf-lib, fontkit and the fonts are imported on demand.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { countryName, day, euro, invoicePeriod, percentText, period } from './format';
import { makePdfA } from './pdfa';
import type { InvoiceLine, InvoiceSnapshot } from './types';
import { buildInvoiceXml } from './xml';

const PAGE: [number, number] = [595.28, 841.89];
export const PAGE_MARGIN = 56;
const LEFT = PAGE_MARGIN;
const RIGHT = PAGE[0] - PAGE_MARGIN;
const TOP = PAGE[1] - 50;
/** Content stops here; below are the page number and the seller's legal footer. */
const CONTENT_BOTTOM = 118;
const INK = { red: 0.1, green: 0.13, blue: 0.18 };
const MUTED = { red: 0.35, green: 0.38, blue: 0.43 };

/** Table columns: right edges of the numeric columns, and the description's width. */
const COLUMNS = { position: LEFT, description: LEFT + 24, descriptionWidth: 214, quantity: 326, unit: 404, vat: 446 };

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function documentTitle(snapshot: InvoiceSnapshot): string {
  return snapshot.typeCode === 381
    ? `Rechnungskorrektur (Storno) zu Rechnung ${snapshot.precedingInvoice?.number ?? ''}`.trim()
    : 'Rechnung';
}

/** The PDF of an invoice snapshot; the same snapshot gives the same bytes. */
export async function buildInvoicePdf(snapshot: InvoiceSnapshot): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }, { DEJAVU_SANS_BASE64 }, { DEJAVU_SANS_BOLD_BASE64 }] =
    await Promise.all([
      import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib'),
      import(/* webpackChunkName: "invoice-pdf" */ '@pdf-lib/fontkit'),
      import(/* webpackChunkName: "invoice-pdf" */ './assets/dejaVuSans'),
      import(/* webpackChunkName: "invoice-pdf" */ './assets/dejaVuSansBold'),
    ]);
  const facturXml = snapshot.buyerIsBusiness ? await buildInvoiceXml(snapshot, 'cii', 'factur-x') : null;

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(decodeBase64(DEJAVU_SANS_BASE64), {
    subset: true,
    customName: 'DJVSAN+DejaVuSans',
  });
  const bold = await doc.embedFont(decodeBase64(DEJAVU_SANS_BOLD_BASE64), {
    subset: true,
    customName: 'DJVSBD+DejaVuSans-Bold',
  });
  const supported = new Set(regular.getCharacterSet());
  /** Characters the font lacks become `?`; no-break and thin spaces plain ones, so width and text stay true. */
  const clean = (text: string) =>
    [...text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ').replace(/[\r\n\t]+/g, ' ')]
      .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
      .join('');

  const { seller, buyer, totals } = snapshot;
  const title = documentTitle(snapshot);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = TOP;

  const width = (text: string, size: number, font: PDFFont) => font.widthOfTextAtSize(text, size);

  /** Words that fit `maxWidth`; a word longer than a line (an e-mail, an IBAN) is broken between characters. */
  const wrap = (text: string, size: number, font: PDFFont, maxWidth: number): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of clean(text).split(' ').filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (width(candidate, size, font) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      let rest = word;
      while (width(rest, size, font) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && width(rest.slice(0, cut), size, font) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  };

  const draw = (
    text: string,
    x: number,
    options: { size?: number; font?: PDFFont; alignRight?: boolean; muted?: boolean; at?: number } = {},
  ) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const value = clean(text);
    const left = options.alignRight ? x - width(value, size, font) : x;
    const color = options.muted ? MUTED : INK;
    page.drawText(value, { x: left, y: options.at ?? y, size, font, color: rgb(color.red, color.green, color.blue) });
  };

  const tableHeader = () => {
    draw('Pos.', COLUMNS.position, { font: bold, size: 8 });
    draw('Leistung', COLUMNS.description, { font: bold, size: 8 });
    draw('Menge', COLUMNS.quantity, { font: bold, size: 8, alignRight: true });
    draw('Einzelpreis', COLUMNS.unit, { font: bold, size: 8, alignRight: true });
    draw('USt', COLUMNS.vat, { font: bold, size: 8, alignRight: true });
    draw('Betrag netto', RIGHT, { font: bold, size: 8, alignRight: true });
    y -= 5;
    page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5, color: rgb(0.6, 0.62, 0.66) });
    y -= 12;
  };

  let inTable = false;
  const newPage = () => {
    page = doc.addPage(PAGE);
    pages.push(page);
    y = TOP;
    if (pages.length > 1) {
      // The repeated header line of a continuation page.
      draw(`${title} ${snapshot.number} vom ${day(snapshot.issueDate)} – ${seller.name}`, LEFT, {
        size: 8,
        muted: true,
      });
      y -= 24;
      if (inTable) tableHeader();
    }
  };
  /** Makes room for `height` points, continuing on a new page when the content would reach the footer. */
  const need = (height: number) => {
    if (y - height < CONTENT_BOTTOM) newPage();
  };
  const paragraph = (text: string, options: { size?: number; font?: PDFFont; gap?: number; x?: number } = {}) => {
    const size = options.size ?? 9;
    const x = options.x ?? LEFT;
    for (const line of wrap(text, size, options.font ?? regular, RIGHT - x)) {
      need(size + 3);
      draw(line, x, { size, font: options.font });
      y -= size + 3;
    }
    y -= options.gap ?? 0;
  };

  newPage();

  // Seller (sender line) and buyer address.
  for (const line of wrap(seller.name, 14, bold, RIGHT - LEFT)) {
    draw(line, LEFT, { size: 14, font: bold });
    y -= 17;
  }
  paragraph(
    `${seller.street} · ${seller.postalCode} ${seller.city} · Tel. ${seller.phone} · ${seller.email} · ${seller.website}`,
    { size: 8 },
  );
  y -= 18;
  const buyerLines = [
    buyer.name,
    buyer.contactName && buyer.contactName !== buyer.name ? buyer.contactName : null,
    buyer.street,
    `${buyer.postalCode} ${buyer.city}`.trim(),
    countryName(buyer.countryCode),
  ].filter((line): line is string => Boolean(line));
  for (const line of buyerLines) paragraph(line, { size: 10 });
  if (buyer.vatId) paragraph(`USt-IdNr.: ${buyer.vatId}`, { size: 9 });
  y -= 18;

  // Title and document data.
  for (const line of wrap(title, 16, bold, RIGHT - LEFT)) {
    need(20);
    draw(line, LEFT, { size: 16, font: bold });
    y -= 20;
  }
  y -= 4;
  const facts: [string, string][] = [
    [snapshot.typeCode === 381 ? 'Korrekturnummer' : 'Rechnungsnummer', snapshot.number],
    ['Rechnungsdatum', day(snapshot.issueDate)],
    ...(snapshot.precedingInvoice
      ? ([
          [
            'Ursprüngliche Rechnung',
            `${snapshot.precedingInvoice.number} vom ${day(snapshot.precedingInvoice.issueDate)}`,
          ],
        ] as [string, string][])
      : []),
    ['Buchungsnummer', snapshot.bookingNumber],
    ...(snapshot.buyerReference?.trim()
      ? ([['Ihre Referenz (Bestellnr. / Leitweg-ID)', snapshot.buyerReference.trim()]] as [string, string][])
      : []),
    ['Leistungszeitraum', period(invoicePeriod(snapshot.lines))],
  ];
  const valueX = LEFT + 190;
  for (const [label, value] of facts) {
    const labelLines = wrap(label, 9, bold, valueX - LEFT - 8);
    const valueLines = wrap(value, 9, regular, RIGHT - valueX);
    const rows = Math.max(labelLines.length, valueLines.length);
    need(rows * 12);
    for (let row = 0; row < rows; row += 1) {
      if (labelLines[row]) draw(labelLines[row]!, LEFT, { font: bold });
      if (valueLines[row]) draw(valueLines[row]!, valueX);
      y -= 12;
    }
  }
  y -= 14;

  // Lines.
  need(40);
  inTable = true;
  tableHeader();
  snapshot.lines.forEach((line, index) => drawLine(line, index));
  inTable = false;
  y -= 4;

  function drawLine(line: InvoiceLine, index: number) {
    const descriptionLines: { text: string; font: PDFFont; size: number }[] = [
      ...wrap(line.description, 9, bold, COLUMNS.descriptionWidth).map((text) => ({ text, font: bold, size: 9 })),
      ...wrap(
        `${line.servicePeriod.start === line.servicePeriod.end ? 'Leistungsdatum' : 'Leistungszeitraum'}: ${period(line.servicePeriod)}`,
        8,
        regular,
        COLUMNS.descriptionWidth,
      ).map((text) => ({
        text,
        font: regular,
        size: 8,
      })),
      ...wrap(
        `${line.quantity} × ${euro(line.unitNetCents)} = ${euro(line.quantity * line.unitNetCents)}`,
        8,
        regular,
        COLUMNS.descriptionWidth,
      ).map((text) => ({ text, font: regular, size: 8 })),
      ...line.allowances.flatMap((allowance) =>
        wrap(`abzüglich ${allowance.reason}: ${euro(-allowance.netCents)}`, 8, regular, COLUMNS.descriptionWidth).map(
          (text) => ({ text, font: regular, size: 8 }),
        ),
      ),
    ];
    // A line stays on one page when it fits on one; a longer one continues on the next.
    const height = descriptionLines.reduce((sum, row) => sum + row.size + 3, 0);
    need(Math.min(height, TOP - CONTENT_BOTTOM - 60));
    const firstRow = y;
    draw(String(index + 1), COLUMNS.position);
    draw(String(line.quantity), COLUMNS.quantity, { alignRight: true });
    draw(euro(line.unitNetCents), COLUMNS.unit, { alignRight: true });
    draw(percentText(line.vatRatePercent), COLUMNS.vat, { alignRight: true });
    draw(euro(line.netCents), RIGHT, { alignRight: true, font: bold });
    y = firstRow;
    for (const row of descriptionLines) {
      need(row.size + 3);
      draw(row.text, COLUMNS.description, { size: row.size, font: row.font, muted: row.font === regular });
      y -= row.size + 3;
    }
    y -= 6;
  }

  // Totals.
  const totalRows: [string, number, boolean][] = [
    ['Summe netto', totals.netCents, false],
    ...totals.vatBreakdown.map(
      (row) =>
        [`Umsatzsteuer ${percentText(row.ratePercent)} auf ${euro(row.netCents)}`, row.vatCents, false] as [
          string,
          number,
          boolean,
        ],
    ),
    [snapshot.typeCode === 381 ? 'Gutschriftsbetrag brutto' : 'Rechnungsbetrag brutto', totals.grossCents, true],
    ...(totals.paidCents > 0 ? ([['Bereits bezahlt', -totals.paidCents, false]] as [string, number, boolean][]) : []),
    // A credit note's terms say whether the amount is refunded or the original simply not to be paid.
    ...(totals.paidCents > 0 ? ([['Offener Betrag', totals.dueCents, true]] as [string, number, boolean][]) : []),
  ];
  need(totalRows.length * 13 + 6);
  page.drawLine({
    start: { x: 300, y: y + 12 },
    end: { x: RIGHT, y: y + 12 },
    thickness: 0.5,
    color: rgb(0.6, 0.62, 0.66),
  });
  for (const [label, cents, strong] of totalRows) {
    need(13);
    const font = strong ? bold : regular;
    for (const labelLine of wrap(label, 9, font, 200)) {
      draw(labelLine, 440, { font, alignRight: true });
      y -= 12;
    }
    y += 12;
    draw(euro(cents), RIGHT, { font, alignRight: true });
    y -= 13;
  }
  y -= 14;

  // Payment, note, e-invoice hint.
  paragraph(snapshot.payment.terms, { gap: 4 });
  paragraph(`Bankverbindung: ${seller.bank.name} · IBAN ${seller.bank.iban} · BIC ${seller.bank.bic}`, { gap: 4 });
  if (snapshot.note) paragraph(snapshot.note, { gap: 4 });
  if (snapshot.buyerIsBusiness) {
    paragraph(
      'Diese Rechnung ist eine E-Rechnung nach EN 16931 (ZUGFeRD / Factur-X): die maßgeblichen Daten sind als Datei factur-x.xml eingebettet.',
      { size: 8, gap: 4 },
    );
  }

  // Footer with the seller's legal data and the page number, on every page.
  const footer = [
    `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city} · ${countryName(seller.countryCode)}`,
    `${seller.registerCourt} ${seller.registerNumber} · Geschäftsführer: ${seller.managingDirectors.join(', ')}`,
    `USt-IdNr.: ${seller.vatId}${seller.taxNumber ? ` · Steuernummer: ${seller.taxNumber}` : ''} · Tel. ${seller.phone} · ${seller.email}`,
    `${seller.bank.name} · IBAN ${seller.bank.iban} · BIC ${seller.bank.bic}`,
  ].flatMap((line) => wrap(line, 7, regular, RIGHT - LEFT));
  pages.forEach((footerPage, index) => {
    page = footerPage;
    draw(`Seite ${index + 1} von ${pages.length}`, RIGHT, { size: 8, alignRight: true, at: CONTENT_BOTTOM - 16 });
    page.drawLine({
      start: { x: LEFT, y: CONTENT_BOTTOM - 22 },
      end: { x: RIGHT, y: CONTENT_BOTTOM - 22 },
      thickness: 0.5,
      color: rgb(0.6, 0.62, 0.66),
    });
    footer
      .slice(0, 8)
      .forEach((line, row) => draw(line, LEFT, { size: 7, muted: true, at: CONTENT_BOTTOM - 33 - row * 9 }));
  });

  await makePdfA(
    doc,
    {
      title: `${title} ${snapshot.number}`,
      author: seller.name,
      subject: `${title} ${snapshot.number} vom ${day(snapshot.issueDate)}, Buchung ${snapshot.bookingNumber}`,
      keywords: snapshot.buyerIsBusiness ? ['Rechnung', 'Factur-X', 'ZUGFeRD', 'EN16931'] : ['Rechnung'],
      creator: `${seller.name} – Seminarbuchung`,
      producer: 'pdf-lib',
      date: new Date(`${snapshot.issueDate}T00:00:00Z`),
      idSeed: `${snapshot.number}|${snapshot.issueDate}`,
    },
    facturXml,
  );
  return doc.save({ useObjectStreams: false });
}
