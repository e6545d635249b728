/**
 * The e-invoice XML is built without the library's run-time schema check (supabase/functions/_shared/invoice/xml.ts,
 * `eInvoiceLibraryXml`: the check compiles code with `new Function`, which the Content-Security-Policy refuses in the
 * browser, docs/operations.md#security-headers). Here, where eval is allowed, the library's own InvoiceService runs
 * the check on every fixture's model and gives the same XML.
 */
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { E_INVOICE_FORMATS, eInvoiceLibraryXml, toEInvoiceModel, type InvoiceProfile } from '@shared/invoice/xml';
import { FIXTURES } from '@shared/invoice/fixtures';

const quiet = { log() {}, warn() {}, error() {} };

function checkedXml(model: Invoice, format: string) {
  return new InvoiceService(quiet).generate(model, { format, lang: 'de-de', noWarnings: true });
}

const CASES = Object.entries(FIXTURES).flatMap(([name, snapshot]) =>
  (Object.keys(E_INVOICE_FORMATS) as InvoiceProfile[]).flatMap((profile) =>
    Object.values(E_INVOICE_FORMATS[profile]).map((format) => ({ name, snapshot, profile, format })),
  ),
);

describe('e-invoice XML without the library schema check', () => {
  it.each(CASES)('$name as $format: the model passes the check and gives the same XML', async (c) => {
    const model = toEInvoiceModel(c.snapshot, c.profile);
    const expected = await checkedXml(model, c.format);
    expect(typeof expected).toBe('string');
    expect(await eInvoiceLibraryXml(model, c.format)).toBe(expected);
  });

  it('the check this replaces refuses a model the schema forbids', async () => {
    const model = toEInvoiceModel(FIXTURES[Object.keys(FIXTURES)[0] as keyof typeof FIXTURES], 'xrechnung');
    delete (model['ubl:Invoice'] as Partial<Invoice['ubl:Invoice']>)['cbc:ID'];
    await expect(checkedXml(model, E_INVOICE_FORMATS.xrechnung.ubl)).rejects.toThrow();
  });
});
