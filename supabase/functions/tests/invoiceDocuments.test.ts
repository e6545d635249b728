/**
 * The invoice documents build on Deno as in the browser and Node (docs/invoices.md): the edge functions import the
 * same shared code, with the npm packages mapped in deno.json. The thorough checks (qpdf, pdffonts, pdftotext, XSD,
 * business rules) run in Jest: tests/invoice/invoiceDocuments.test.ts.
 */
import { deepStrictEqual, match, ok } from 'node:assert/strict';
import { buildInvoicePdf, buildInvoiceXml } from '../_shared/invoice/index';
import { companyWithLeitwegId } from '../_shared/invoice/fixtures';
import type { InvoiceSnapshot } from '../_shared/invoice/types';

// The company with a Leitweg-ID of the shared fixtures (Jest and the stories use them too).
const snapshot: InvoiceSnapshot = companyWithLeitwegId;

Deno.test(
  'an invoice snapshot becomes XRechnung (CII, UBL) and a Factur-X PDF on Deno, the same every time',
  async () => {
    const cii = await buildInvoiceXml(snapshot, 'cii');
    ok(cii.includes('urn:xeinkauf.de:kosit:xrechnung_3.0'));
    ok(cii.includes('<ram:BuyerReference>991-12345-67</ram:BuyerReference>'));
    ok(
      (await buildInvoiceXml(snapshot, 'ubl')).includes(
        '<cbc:PayableAmount currencyID="EUR">1574.37</cbc:PayableAmount>',
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
