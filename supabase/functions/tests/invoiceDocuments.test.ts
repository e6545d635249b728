/**
 * The invoice documents build on Deno as in the browser and Node (docs/invoices.md): the edge functions import the
 * same shared code, with the npm packages mapped in deno.json. The thorough checks (qpdf, pdffonts, pdftotext, XSD,
 * business rules) run in Jest: tests/invoice/invoiceDocuments.test.ts.
 */
import { deepStrictEqual, match, ok } from 'node:assert/strict';
import { buildInvoicePdf, buildInvoiceXml } from '../_shared/invoice/index';
import type { InvoiceSnapshot } from '../_shared/invoice/types';

const snapshot: InvoiceSnapshot = {
  typeCode: 380,
  number: 'RE-2027-00001',
  issueDate: '2027-01-04',
  precedingInvoice: null,
  bookingNumber: 'DA-2027-000012',
  buyerReference: '991-12345-67',
  seller: {
    name: 'Digitalakademie Deutschland GmbH',
    street: 'Friedrichstraße 120',
    postalCode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
    vatId: 'DE123456789',
    registerCourt: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 234567 B',
    managingDirectors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
    phone: '+49 30 1234567-0',
    email: 'info@akademie.test',
    website: 'https://www.digitalakademie.test',
    bank: { name: 'Commerzbank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  },
  buyer: {
    name: 'Bundesamt für Digitales Lernen',
    street: 'Am Behördenplatz 1',
    postalCode: '53113',
    city: 'Bonn',
    countryCode: 'DE',
    email: 'rechnungseingang@bfdl.test',
  },
  buyerIsBusiness: true,
  lines: [
    {
      description: 'Projektmanagement kompakt (2 Tage), Köln',
      servicePeriod: { start: '2027-01-11', end: '2027-01-12' },
      quantity: 2,
      unitNetCents: 89000,
      allowances: [{ reason: 'Frühbucherrabatt 10 %', netCents: 17800 }],
      netCents: 160200,
      vatRatePercent: 19,
    },
  ],
  totals: {
    netCents: 160200,
    vatCents: 30438,
    grossCents: 190638,
    vatBreakdown: [{ ratePercent: 19, netCents: 160200, vatCents: 30438 }],
    paidCents: 0,
    dueCents: 190638,
  },
  payment: {
    method: 'invoice',
    dueDate: '2027-01-18',
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug bis 18.01.2027.',
  },
  note: null,
};

Deno.test(
  'an invoice snapshot becomes XRechnung (CII, UBL) and a Factur-X PDF on Deno, the same every time',
  async () => {
    const cii = await buildInvoiceXml(snapshot, 'cii');
    ok(cii.includes('urn:xeinkauf.de:kosit:xrechnung_3.0'));
    ok(cii.includes('<ram:BuyerReference>991-12345-67</ram:BuyerReference>'));
    ok(
      (await buildInvoiceXml(snapshot, 'ubl')).includes(
        '<cbc:PayableAmount currencyID="EUR">1906.38</cbc:PayableAmount>',
      ),
    );

    const pdf = await buildInvoicePdf(snapshot);
    const text = new TextDecoder('latin1').decode(pdf);
    match(text, /^%PDF-1\.7/);
    ok(text.includes('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>'));
    match(text, /\/AFRelationship\s*\/Alternative/);
    deepStrictEqual(await buildInvoicePdf(snapshot), pdf);
  },
);
