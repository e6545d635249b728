/**
 * The e-invoices pass the EN 16931 and XRechnung 3.0 business rules as far as we can run them here (docs/invoices.md,
 * "Checks"): the rules are written out in ./en16931Rules.ts as XPath with their official IDs, because the CEN
 * schematron and KoSIT's validator configuration cannot be installed (not on npm, not in Debian). The schema itself is
 * checked with xmllint in ./invoiceDocuments.test.ts. Every rule is first shown to catch a broken document.
 */
import { buildInvoiceXml } from '@shared/invoice';
import type { InvoiceSnapshot } from '@shared/invoice/types';
import { productSeed } from '../../mocks/app/seed';
import { EN16931_RULES, XRECHNUNG_RULES, At, parseXml, rulesFor, violations, type Rule } from './en16931Rules';
import { FIXTURES, companyWithLeitwegId, creditNote } from '@shared/invoice/fixtures';

/** The documents an adviser's validator gets: the fixtures, and real records of the demo seed. */
function seedRecords(): Record<string, InvoiceSnapshot> {
  const records = productSeed().invoices ?? [];
  const snapshot = (predicate: (s: InvoiceSnapshot) => boolean) =>
    records.map((record) => record.snapshot as InvoiceSnapshot).find(predicate);
  const picked = {
    seedCompanyInvoice: snapshot((s) => s.typeCode === 380 && s.buyerIsBusiness && s.totals.dueCents > 0),
    seedConsumerPaidInvoice: snapshot((s) => s.typeCode === 380 && !s.buyerIsBusiness && s.totals.paidCents > 0),
    seedCreditNoteOfWithdrawal: snapshot((s) => s.typeCode === 381 && (s.note ?? '').startsWith('Widerruf')),
    seedCreditNoteOfCancellation: snapshot((s) => s.typeCode === 381 && (s.note ?? '').startsWith('Stornierung')),
  };
  for (const [name, found] of Object.entries(picked)) if (!found) throw new Error(`The seed has no ${name}.`);
  return picked as Record<string, InvoiceSnapshot>;
}

const SNAPSHOTS: Record<string, InvoiceSnapshot> = { ...FIXTURES, ...seedRecords() };
const NAMES = Object.keys(SNAPSHOTS);
const documents: Record<string, { xrechnungCii: string; facturXCii: string }> = {};

beforeAll(async () => {
  for (const name of NAMES) {
    documents[name] = {
      xrechnungCii: await buildInvoiceXml(SNAPSHOTS[name]!, 'cii'),
      facturXCii: await buildInvoiceXml(SNAPSHOTS[name]!, 'cii', 'factur-x'),
    };
  }
}, 120_000);

const ids = (found: { id: string }[]) => [...new Set(found.map((violation) => violation.id))].sort();

describe('a validator finds each broken rule (the rules are not vacuous)', () => {
  let valid: string;
  let validCredit: string;
  beforeAll(async () => {
    valid = await buildInvoiceXml(companyWithLeitwegId, 'cii');
    validCredit = await buildInvoiceXml(creditNote, 'cii');
  });

  /** Replaces exactly one occurrence, so a mutation that misses fails loudly. */
  function broken(xml: string, search: RegExp | string, replacement: string): string {
    const result = xml.replace(search, replacement);
    expect(result).not.toBe(xml);
    return result;
  }

  it.each<[string, string[], (xml: string) => string]>([
    [
      'no buyer reference (Leitweg-ID)',
      ['BR-DE-15'],
      (xml) => broken(xml, /<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ''),
    ],
    [
      'a wrong total with VAT',
      ['BR-CO-15', 'BR-CO-16'],
      (xml) => broken(xml, '<ram:GrandTotalAmount>1574.37', '<ram:GrandTotalAmount>1574.38'),
    ],
    [
      'an amount due that ignores the paid amount',
      ['BR-CO-16'],
      (xml) => broken(xml, '<ram:DuePayableAmount>1574.37', '<ram:DuePayableAmount>1500.00'),
    ],
    [
      'a line total that is not the sum of the lines',
      ['BR-CO-10', 'BR-CO-13'],
      (xml) =>
        broken(
          xml,
          /(<ram:SpecifiedTradeSettlementHeaderMonetarySummation>\s*<ram:LineTotalAmount>)1323.00/,
          '$11324.00',
        ),
    ],
    [
      'a tax basis that is not line sum − allowances',
      ['BR-CO-13', 'BR-CO-15'],
      (xml) => broken(xml, '<ram:TaxBasisTotalAmount>1323.00', '<ram:TaxBasisTotalAmount>1322.00'),
    ],
    [
      'a VAT amount that is not basis × rate',
      ['BR-CO-14', 'BR-CO-17', 'BR-S-9'],
      (xml) => broken(xml, '<ram:CalculatedAmount>251.37', '<ram:CalculatedAmount>251.38'),
    ],
    [
      'a line net that is not quantity × price − allowance',
      ['PEPPOL-EN16931-R120'],
      (xml) => broken(xml, '<ram:ChargeAmount>490.00', '<ram:ChargeAmount>480.00'),
    ],
    [
      'three decimals',
      ['BR-DEC-09..-18'],
      (xml) => broken(xml, '<ram:TaxBasisTotalAmount>1323.00', '<ram:TaxBasisTotalAmount>1323.000'),
    ],
    [
      'no buyer electronic address',
      ['BR-DE-BT-49 (PEPPOL-EN16931-R010)'],
      (xml) =>
        broken(
          xml,
          /(<ram:BuyerTradeParty>[\s\S]*?)<ram:URIUniversalCommunication>[\s\S]*?<\/ram:URIUniversalCommunication>/,
          '$1',
        ),
    ],
    [
      'a seller electronic address without scheme',
      ['BR-62', 'BR-CL-25', 'BR-DE-BT-34 (PEPPOL-EN16931-R020)'],
      (xml) => broken(xml, '<ram:URIID schemeID="EM">info@', '<ram:URIID>info@'),
    ],
    [
      'no seller telephone',
      ['BR-DE-6'],
      (xml) => broken(xml, /<ram:TelephoneUniversalCommunication>[\s\S]*?<\/ram:TelephoneUniversalCommunication>/, ''),
    ],
    [
      'a seller telephone of two digits',
      ['BR-DE-27'],
      (xml) => broken(xml, /<ram:CompleteNumber>[^<]*</, '<ram:CompleteNumber>+4<'),
    ],
    [
      'a seller e-mail with two @',
      ['BR-DE-28'],
      (xml) => broken(xml, '<ram:URIID>info@akademie.test', '<ram:URIID>info@@akademie.test'),
    ],
    [
      'no seller contact',
      ['BR-DE-2', 'BR-DE-5', 'BR-DE-6', 'BR-DE-7'],
      (xml) =>
        broken(
          xml,
          /(<ram:SellerTradeParty>[\s\S]*?)<ram:DefinedTradeContact>[\s\S]*?<\/ram:DefinedTradeContact>/,
          '$1',
        ),
    ],
    ['no seller post code', ['BR-DE-4'], (xml) => broken(xml, /<ram:PostcodeCode>10117<\/ram:PostcodeCode>/, '')],
    [
      'a wrong IBAN check digit',
      ['BR-DE-19'],
      (xml) => broken(xml, 'DE89370400440532013000', 'DE89370400440532013001'),
    ],
    [
      'no payment instructions',
      ['BR-DE-1'],
      (xml) =>
        broken(
          xml,
          /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/,
          '',
        ),
    ],
    [
      'no seller VAT id',
      ['BR-S-2', 'BR-DE-16'],
      (xml) =>
        broken(
          xml,
          /<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="VA">DE123456789<\/ram:ID>\s*<\/ram:SpecifiedTaxRegistration>/,
          '',
        ),
    ],
    [
      'an unknown type code',
      ['BR-CL-01', 'BR-DE-17'],
      (xml) => broken(xml, '<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>999</ram:TypeCode>'),
    ],
    [
      'a line without item name',
      ['BR-25'],
      (xml) =>
        broken(
          xml,
          /<ram:SpecifiedTradeProduct>[\s\S]*?<\/ram:SpecifiedTradeProduct>/,
          '<ram:SpecifiedTradeProduct></ram:SpecifiedTradeProduct>',
        ),
    ],
    [
      'an allowance without reason',
      ['BR-42'],
      (xml) => broken(xml, /<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>[^<]*<\/ram:Reason>/, ''),
    ],
    [
      'a line period that ends before it starts',
      ['BR-30'],
      (xml) => broken(xml, /(<ram:EndDateTime>\s*<udt:DateTimeString format="102">)20270111/, '$120270110'),
    ],
    [
      'a due amount without due date or terms',
      ['BR-CO-25'],
      (xml) => broken(xml, /<ram:SpecifiedTradePaymentTerms>[\s\S]*?<\/ram:SpecifiedTradePaymentTerms>/, ''),
    ],
    [
      'a VAT breakdown without rate',
      ['BR-48', 'BR-DE-14', 'BR-CO-17', 'BR-S-8', 'BR-S-9'],
      (xml) =>
        broken(
          xml,
          /(<ram:BasisAmount>1323.00<\/ram:BasisAmount>\s*<ram:CategoryCode>S<\/ram:CategoryCode>\s*)<ram:RateApplicablePercent>19<\/ram:RateApplicablePercent>/,
          '$1',
        ),
    ],
    [
      'a Skonto line in the wrong form',
      ['BR-DE-18'],
      (xml) =>
        broken(xml, /(<ram:SpecifiedTradePaymentTerms>\s*<ram:Description>)([^<]*)/, '$1$2\n#SKONTO#TAGE=7#PROZENT=2#'),
    ],
  ])('%s breaks %j', (_name, expected, mutate) => {
    expect(ids(violations(mutate(valid), rulesFor(valid)))).toEqual([...expected].sort());
  });

  it('a credit note without the invoice it cancels breaks our BT-25 rule', () => {
    const withoutReference = broken(
      validCredit,
      /<ram:InvoiceReferencedDocument>[\s\S]*?<\/ram:InvoiceReferencedDocument>/,
      '',
    );
    expect(ids(violations(withoutReference, rulesFor(validCredit)))).toEqual(['OWN-381-BT-25']);
  });

  it('a document that claims plain EN 16931 breaks BR-DE-21 when checked as XRechnung', () => {
    const plain = broken(
      valid,
      /(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*/,
      '$1urn:cen.eu:en16931:2017',
    );
    expect(ids(violations(plain, XRECHNUNG_RULES))).toEqual(['BR-DE-21']);
  });
});

describe('the e-invoices keep every EN 16931 and XRechnung 3.0 rule', () => {
  it.each(NAMES)('%s: the XRechnung CII has no violation', (name) => {
    const xml = documents[name]!.xrechnungCii;
    expect(rulesFor(xml)).toHaveLength(EN16931_RULES.length + XRECHNUNG_RULES.length);
    expect(violations(xml, rulesFor(xml))).toEqual([]);
  });

  it.each(NAMES)('%s: the Factur-X (EN 16931) CII of the hybrid PDF has no violation', (name) => {
    const xml = documents[name]!.facturXCii;
    expect(rulesFor(xml)).toHaveLength(EN16931_RULES.length);
    expect(violations(xml, rulesFor(xml))).toEqual([]);
  });

  it('the fixtures cover the cases asked for: consumer, company with and without Leitweg-ID, credit note, longest values', () => {
    expect(SNAPSHOTS.consumer!.buyerIsBusiness).toBe(false);
    expect(SNAPSHOTS.companyWithLeitwegId!.buyerReference).toBe('991-12345-67');
    expect(SNAPSHOTS.companyWithoutReference!.buyerReference).toBeNull();
    expect(SNAPSHOTS.creditNote!.typeCode).toBe(381);
    expect(SNAPSHOTS.longestValues!.lines.length).toBeGreaterThan(10);
  });

  // A rule whose context never matches checks nothing: a typo in its XPath would pass silently.
  it('every rule meets its context in some document', () => {
    const roots = NAMES.map((name) => new At(parseXml(documents[name]!.xrechnungCii)));
    const unapplied = [...EN16931_RULES, ...XRECHNUNG_RULES]
      .filter((rule: Rule) => roots.every((root) => root.nodes(rule.context).length === 0))
      .map((rule) => rule.id);
    expect(unapplied).toEqual([]);
  });
});
