/**
 * The EN 16931 and XRechnung 3.0 business rules an e-invoice receiver's validator applies, written out by us as XPath
 * over the CII (docs/invoices.md, "Checks"): the official CEN schematron and KoSIT's XRechnung rules are neither on npm
 * nor in Debian, so each rule below carries its official ID and says in our words what it checks. A rule has a
 * context (every node it applies to, like a schematron `rule`) and an assertion on that node (`assert`). XPath 1.0
 * runs with the `xpath` package on an @xmldom/xmldom document (jsdom's own XPath loses attributes); sums are compared
 * in cents, never as floats.
 */
import { DOMParser as XmlDomParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

export const CII_NAMESPACES: Record<string, string> = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

export const XRECHNUNG_3_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** An XML text as a document for XPath (@xmldom/xmldom); errors throw instead of becoming a parsererror node. */
export function parseXml(xml: string): Node {
  const onError = (level: string, message: string) => {
    throw new Error(`XML ${level}: ${message}`);
  };
  return new XmlDomParser({ onError }).parseFromString(xml, 'text/xml') as unknown as Node;
}

const select = xpath.useNamespaces(CII_NAMESPACES);

/** XPath 1.0 answers (the `xpath` package) about one context node. */
export class At {
  constructor(readonly node: Node) {}

  /** The nodes an expression selects, in document order. */
  nodes(expression: string): Node[] {
    const result = select(expression, this.node);
    if (!xpath.isArrayOfNodes(result)) throw new Error(`${expression} selects no nodes but ${String(result)}`);
    return result;
  }

  /** The expression as XPath boolean (a node set is true when it is not empty). */
  is(expression: string): boolean {
    return select(`boolean(${expression})`, this.node) === true;
  }

  /** The normalised string value. */
  text(expression: string): string {
    return String(select(`normalize-space(${expression})`, this.node));
  }

  /** An amount in cents (0 when absent); the document's amounts have two decimals at most (BR-DEC-*). */
  cents(expression: string): number {
    const value = this.text(expression);
    return value === '' ? 0 : Math.round(Number(value) * 100);
  }

  /** The sum of every selected amount, in cents. */
  sumCents(expression: string): number {
    return this.nodes(expression).reduce((sum, node) => sum + Math.round(Number(node.textContent!.trim()) * 100), 0);
  }

  /** The same questions about another node. */
  at(node: Node): At {
    return new At(node);
  }
}

export interface Rule {
  /** The official rule ID (EN 16931: BR-…, BR-CO-…, BR-S-…, BR-DEC-…, BR-CL-…; XRechnung: BR-DE-…; PEPPOL-…). */
  id: string;
  /** What it checks, in our words. */
  says: string;
  /** The nodes the rule applies to (absolute XPath); none: the rule does not apply. */
  context: string;
  /** True when the context node keeps the rule: an XPath boolean relative to it, or a function for sums. */
  assert: string | ((at: At) => boolean);
}

const DOC = '/rsm:CrossIndustryInvoice';
const EXCHANGED = `${DOC}/rsm:ExchangedDocument`;
const TRADE = `${DOC}/rsm:SupplyChainTradeTransaction`;
const AGREEMENT = `${TRADE}/ram:ApplicableHeaderTradeAgreement`;
const SELLER = `${AGREEMENT}/ram:SellerTradeParty`;
const BUYER = `${AGREEMENT}/ram:BuyerTradeParty`;
const SETTLEMENT = `${TRADE}/ram:ApplicableHeaderTradeSettlement`;
const SUMS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const LINE = `${TRADE}/ram:IncludedSupplyChainTradeLineItem`;
const HEADER_VAT = `${SETTLEMENT}/ram:ApplicableTradeTax`;
const MEANS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`;
/** Relative to a line. */
const LINE_NET =
  'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount';
const LINE_VAT = 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax';
const LINE_ALLOWANCES =
  "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']";
const LINE_CHARGES =
  "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']";
const DOC_ALLOWANCES = `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']`;
const DOC_CHARGES = `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']`;
const SELLER_VAT_ID = `${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`;
const SELLER_TAX_NUMBER = `${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'FC']`;
const TAX_REPRESENTATIVE = `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`;

const present = (path: string) => `normalize-space(${path}) != ''`;
const twoDecimalsAtMost = (path: string) =>
  `not(contains(${path}, '.')) or string-length(substring-after(${path}, '.')) <= 2`;
const periodInOrder = `not(ram:StartDateTime and ram:EndDateTime)
  or number(ram:EndDateTime/udt:DateTimeString) >= number(ram:StartDateTime/udt:DateTimeString)`;

/** UNTDID 1001 document types EN 16931 accepts for invoices and credit notes (subset we may meet). */
const TYPE_CODES = ['380', '381', '383', '384', '386', '389', '326', '261', '262', '751', '875', '876', '877'];
/** UNTDID 4461 payment means (subset). */
const PAYMENT_MEANS = ['1', '10', '20', '30', '31', '42', '48', '49', '57', '58', '59', '68', '97', 'ZZZ'];
/** UNTDID 5189 allowance reasons. */
const ALLOWANCE_REASONS = ['41', '42', '60', '62', '63', '64', '65', '66', '67', '68', '70', '71', '88', '95', '100'];
/** UNTDID 5305 VAT categories as EN 16931 restricts them. */
const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'];
/** EAS (electronic address scheme), the entries a German receiver meets: e-mail, Leitweg-ID, GLN, VAT ids. */
const ADDRESS_SCHEMES = ['EM', '0204', '9930', '0088', '0060', '9958'];
const oneOf = (path: string, codes: string[]) => codes.map((code) => `${path} = '${code}'`).join(' or ');

/** EN 16931 rules (CEN schematron for CII, our wording). They apply to XRechnung and to the Factur-X XML alike. */
export const EN16931_RULES: Rule[] = [
  // Mandatory business terms
  {
    id: 'BR-01',
    says: 'has a specification identifier (BT-24)',
    context: DOC,
    assert: present('rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'),
  },
  { id: 'BR-02', says: 'has an invoice number (BT-1)', context: DOC, assert: present('rsm:ExchangedDocument/ram:ID') },
  {
    id: 'BR-03',
    says: 'has an issue date (BT-2) as YYYYMMDD',
    context: EXCHANGED,
    assert: "string-length(normalize-space(ram:IssueDateTime/udt:DateTimeString[@format = '102'])) = 8",
  },
  { id: 'BR-04', says: 'has an invoice type code (BT-3)', context: EXCHANGED, assert: present('ram:TypeCode') },
  { id: 'BR-05', says: 'has a currency code (BT-5)', context: SETTLEMENT, assert: present('ram:InvoiceCurrencyCode') },
  { id: 'BR-06', says: 'has the seller name (BT-27)', context: DOC, assert: present(`${SELLER}/ram:Name`) },
  { id: 'BR-07', says: 'has the buyer name (BT-44)', context: DOC, assert: present(`${BUYER}/ram:Name`) },
  {
    id: 'BR-08',
    says: 'has the seller postal address (BG-5)',
    context: DOC,
    assert: `${SELLER}/ram:PostalTradeAddress`,
  },
  {
    id: 'BR-09',
    says: 'has the seller country code (BT-40)',
    context: DOC,
    assert: present(`${SELLER}/ram:PostalTradeAddress/ram:CountryID`),
  },
  { id: 'BR-10', says: 'has the buyer postal address (BG-8)', context: DOC, assert: `${BUYER}/ram:PostalTradeAddress` },
  {
    id: 'BR-11',
    says: 'has the buyer country code (BT-55)',
    context: DOC,
    assert: present(`${BUYER}/ram:PostalTradeAddress/ram:CountryID`),
  },
  {
    id: 'BR-12',
    says: 'has the sum of line net amounts (BT-106)',
    context: DOC,
    assert: present(`${SUMS}/ram:LineTotalAmount`),
  },
  {
    id: 'BR-13',
    says: 'has the total without VAT (BT-109)',
    context: DOC,
    assert: present(`${SUMS}/ram:TaxBasisTotalAmount`),
  },
  {
    id: 'BR-14',
    says: 'has the total with VAT (BT-112)',
    context: DOC,
    assert: present(`${SUMS}/ram:GrandTotalAmount`),
  },
  { id: 'BR-15', says: 'has the amount due (BT-115)', context: DOC, assert: present(`${SUMS}/ram:DuePayableAmount`) },
  { id: 'BR-16', says: 'has at least one line (BG-25)', context: DOC, assert: LINE },
  // Lines
  {
    id: 'BR-21',
    says: 'each line has an identifier (BT-126)',
    context: LINE,
    assert: present('ram:AssociatedDocumentLineDocument/ram:LineID'),
  },
  {
    id: 'BR-22',
    says: 'each line has a quantity (BT-129)',
    context: LINE,
    assert: present('ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'),
  },
  {
    id: 'BR-23',
    says: 'each line has a unit of measure (BT-130)',
    context: LINE,
    assert: "normalize-space(ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode) != ''",
  },
  { id: 'BR-24', says: 'each line has its net amount (BT-131)', context: LINE, assert: present(LINE_NET) },
  {
    id: 'BR-25',
    says: 'each line has an item name (BT-153)',
    context: LINE,
    assert: present('ram:SpecifiedTradeProduct/ram:Name'),
  },
  {
    id: 'BR-26',
    says: 'each line has a net price (BT-146)',
    context: LINE,
    assert: present('ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'),
  },
  {
    id: 'BR-27',
    says: 'a net price is not negative',
    context: `${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice`,
    assert: 'number(ram:ChargeAmount) >= 0',
  },
  {
    id: 'BR-29',
    says: 'the invoicing period (BG-14) does not end before it starts',
    context: `${SETTLEMENT}/ram:BillingSpecifiedPeriod`,
    assert: periodInOrder,
  },
  {
    id: 'BR-30',
    says: 'a line period (BG-26) does not end before it starts',
    context: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod`,
    assert: periodInOrder,
  },
  {
    id: 'BR-CO-19',
    says: 'an invoicing period has a start or an end date',
    context: `${SETTLEMENT}/ram:BillingSpecifiedPeriod`,
    assert: 'ram:StartDateTime or ram:EndDateTime',
  },
  {
    id: 'BR-CO-20',
    says: 'a line period has a start or an end date',
    context: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod`,
    assert: 'ram:StartDateTime or ram:EndDateTime',
  },
  {
    id: 'BR-41',
    says: 'each line allowance has an amount (BT-136)',
    context: `${LINE}/${LINE_ALLOWANCES}`,
    assert: present('ram:ActualAmount'),
  },
  {
    id: 'BR-42',
    says: 'each line allowance has a reason or a reason code (BT-139/140)',
    context: `${LINE}/${LINE_ALLOWANCES}`,
    assert: `${present('ram:Reason')} or ${present('ram:ReasonCode')}`,
  },
  {
    id: 'BR-CO-4',
    says: 'each line has a VAT category (BT-151)',
    context: LINE,
    assert: present(`${LINE_VAT}/ram:CategoryCode`),
  },
  {
    id: 'PEPPOL-EN16931-R120',
    says: 'a line net amount is quantity × net price − allowances + charges (receivers check it; EN 16931 leaves it to them)',
    context: LINE,
    assert: (at) =>
      at.cents(LINE_NET) ===
      Math.round(
        Number(at.text('ram:SpecifiedLineTradeDelivery/ram:BilledQuantity')) *
          at.cents('ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'),
      ) -
        at.sumCents(`${LINE_ALLOWANCES}/ram:ActualAmount`) +
        at.sumCents(`${LINE_CHARGES}/ram:ActualAmount`),
  },
  // VAT breakdown and payment
  { id: 'BR-CO-18', says: 'has at least one VAT breakdown (BG-23)', context: DOC, assert: HEADER_VAT },
  {
    id: 'BR-45',
    says: 'each VAT breakdown has a taxable amount (BT-116)',
    context: HEADER_VAT,
    assert: present('ram:BasisAmount'),
  },
  {
    id: 'BR-46',
    says: 'each VAT breakdown has a VAT amount (BT-117)',
    context: HEADER_VAT,
    assert: present('ram:CalculatedAmount'),
  },
  {
    id: 'BR-47',
    says: 'each VAT breakdown has a category (BT-118)',
    context: HEADER_VAT,
    assert: present('ram:CategoryCode'),
  },
  {
    id: 'BR-48',
    says: 'each VAT breakdown has a rate (BT-119), unless outside the scope of VAT',
    context: HEADER_VAT,
    assert: `ram:CategoryCode = 'O' or ${present('ram:RateApplicablePercent')}`,
  },
  {
    id: 'BR-49',
    says: 'payment instructions have a payment means code (BT-81)',
    context: MEANS,
    assert: present('ram:TypeCode'),
  },
  {
    id: 'BR-61',
    says: 'a credit transfer (30, 58) names the payee account (BT-84)',
    context: `${MEANS}[ram:TypeCode = '30' or ram:TypeCode = '58']`,
    assert: `${present('ram:PayeePartyCreditorFinancialAccount/ram:IBANID')} or ${present('ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID')}`,
  },
  {
    id: 'BR-55',
    says: 'a preceding invoice reference (BG-3) has the invoice number (BT-25)',
    context: `${SETTLEMENT}/ram:InvoiceReferencedDocument`,
    assert: present('ram:IssuerAssignedID'),
  },
  {
    id: 'BR-62',
    says: 'the seller electronic address (BT-34) has a scheme',
    context: `${SELLER}/ram:URIUniversalCommunication/ram:URIID`,
    assert: "normalize-space(@schemeID) != ''",
  },
  {
    id: 'BR-63',
    says: 'the buyer electronic address (BT-49) has a scheme',
    context: `${BUYER}/ram:URIUniversalCommunication/ram:URIID`,
    assert: "normalize-space(@schemeID) != ''",
  },
  {
    id: 'BR-CO-9',
    says: 'VAT identifiers (BT-31, BT-48) start with a country prefix',
    context: `${AGREEMENT}/*/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`,
    assert:
      "translate(substring(normalize-space(.), 1, 2), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '') = '' and string-length(normalize-space(.)) > 2",
  },
  {
    id: 'BR-CO-26',
    says: 'the seller is identified: seller id, legal registration id or VAT id (BT-29/30/31)',
    context: SELLER,
    assert: `${present('ram:ID')} or ${present('ram:GlobalID')} or ${present('ram:SpecifiedLegalOrganization/ram:ID')} or ${present("ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']")}`,
  },
  {
    id: 'BR-CO-25',
    says: 'a positive amount due has a due date (BT-9) or payment terms (BT-20)',
    context: SUMS,
    assert: `number(ram:DuePayableAmount) <= 0 or ${present(`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`)} or ${present(`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`)}`,
  },
  // Sums (BR-CO-10 … BR-CO-17)
  {
    id: 'BR-CO-10',
    says: 'the sum of line net amounts (BT-106) is the sum of the lines (BT-131)',
    context: SUMS,
    assert: (at) => at.cents('ram:LineTotalAmount') === at.sumCents(`${LINE}/${LINE_NET}`),
  },
  {
    id: 'BR-CO-11',
    says: 'the allowances on document level (BT-107) are the sum of those allowances (BT-92)',
    context: SUMS,
    assert: (at) => at.cents('ram:AllowanceTotalAmount') === at.sumCents(`${DOC_ALLOWANCES}/ram:ActualAmount`),
  },
  {
    id: 'BR-CO-12',
    says: 'the charges on document level (BT-108) are the sum of those charges (BT-99)',
    context: SUMS,
    assert: (at) => at.cents('ram:ChargeTotalAmount') === at.sumCents(`${DOC_CHARGES}/ram:ActualAmount`),
  },
  {
    id: 'BR-CO-13',
    says: 'the total without VAT (BT-109) = line sum − allowances + charges',
    context: SUMS,
    assert: (at) =>
      at.cents('ram:TaxBasisTotalAmount') ===
      at.cents('ram:LineTotalAmount') - at.cents('ram:AllowanceTotalAmount') + at.cents('ram:ChargeTotalAmount'),
  },
  {
    id: 'BR-CO-14',
    says: 'the VAT total (BT-110) is the sum of the VAT breakdown amounts (BT-117)',
    context: SUMS,
    assert: (at) =>
      at.cents(`ram:TaxTotalAmount[@currencyID = ${SETTLEMENT}/ram:InvoiceCurrencyCode]`) ===
      at.sumCents(`${HEADER_VAT}/ram:CalculatedAmount`),
  },
  {
    id: 'BR-CO-15',
    says: 'the total with VAT (BT-112) = total without VAT (BT-109) + VAT total (BT-110)',
    context: SUMS,
    assert: (at) =>
      at.cents('ram:GrandTotalAmount') === at.cents('ram:TaxBasisTotalAmount') + at.cents('ram:TaxTotalAmount'),
  },
  {
    id: 'BR-CO-16',
    says: 'the amount due (BT-115) = total with VAT (BT-112) − paid (BT-113) + rounding (BT-114)',
    context: SUMS,
    assert: (at) =>
      at.cents('ram:DuePayableAmount') ===
      at.cents('ram:GrandTotalAmount') - at.cents('ram:TotalPrepaidAmount') + at.cents('ram:RoundingAmount'),
  },
  {
    id: 'BR-CO-17',
    says: 'each VAT amount (BT-117) is taxable amount × rate, rounded to cents',
    context: HEADER_VAT,
    assert: (at) =>
      at.cents('ram:CalculatedAmount') ===
      Math.round((at.cents('ram:BasisAmount') * Number(at.text('ram:RateApplicablePercent'))) / 100),
  },
  // Standard rate (category S)
  {
    id: 'BR-S-1',
    says: 'a line of category S needs a VAT breakdown of category S',
    context: `${LINE}[${LINE_VAT}/ram:CategoryCode = 'S']`,
    assert: `${HEADER_VAT}[ram:CategoryCode = 'S']`,
  },
  {
    id: 'BR-S-2',
    says: 'a line of category S needs the seller VAT id, tax number or tax representative',
    context: `${LINE}[${LINE_VAT}/ram:CategoryCode = 'S']`,
    assert: `${SELLER_VAT_ID} or ${SELLER_TAX_NUMBER} or ${TAX_REPRESENTATIVE}`,
  },
  {
    id: 'BR-S-5',
    says: 'a line of category S has a rate above zero',
    context: `${LINE}/${LINE_VAT}[ram:CategoryCode = 'S']`,
    assert: 'number(ram:RateApplicablePercent) > 0',
  },
  {
    id: 'BR-S-8',
    says: 'the taxable amount of each S rate = its lines − its allowances + its charges on document level',
    context: `${HEADER_VAT}[ram:CategoryCode = 'S']`,
    assert: (at) => {
      const rate = Number(at.text('ram:RateApplicablePercent'));
      const ofRate = (path: string) =>
        at
          .nodes(path)
          .filter(
            (node) =>
              Number(at.at(node).text('ram:CategoryTradeTax/ram:RateApplicablePercent | ram:RateApplicablePercent')) ===
              rate,
          );
      const lines = at.nodes(LINE).filter((line) => {
        const lineAt = at.at(line);
        return (
          lineAt.text(`${LINE_VAT}/ram:CategoryCode`) === 'S' &&
          Number(lineAt.text(`${LINE_VAT}/ram:RateApplicablePercent`)) === rate
        );
      });
      const sum = (nodes: Node[], path: string) => nodes.reduce((total, node) => total + at.at(node).cents(path), 0);
      return (
        at.cents('ram:BasisAmount') ===
        sum(lines, LINE_NET) -
          sum(ofRate(DOC_ALLOWANCES), 'ram:ActualAmount') +
          sum(ofRate(DOC_CHARGES), 'ram:ActualAmount')
      );
    },
  },
  {
    id: 'BR-S-9',
    says: 'the VAT amount of each S rate is its taxable amount × rate, rounded to cents',
    context: `${HEADER_VAT}[ram:CategoryCode = 'S']`,
    assert: (at) =>
      at.cents('ram:CalculatedAmount') ===
      Math.round((at.cents('ram:BasisAmount') * Number(at.text('ram:RateApplicablePercent'))) / 100),
  },
  {
    id: 'BR-S-10',
    says: 'a VAT breakdown of category S has no exemption reason',
    context: `${HEADER_VAT}[ram:CategoryCode = 'S']`,
    assert: 'not(ram:ExemptionReason) and not(ram:ExemptionReasonCode)',
  },
  // Decimals
  {
    id: 'BR-DEC-09..-18',
    says: 'the document totals have at most two decimals',
    context: `${SUMS}/*`,
    assert: twoDecimalsAtMost('.'),
  },
  {
    id: 'BR-DEC-19/-20',
    says: 'VAT breakdown amounts have at most two decimals',
    context: `${HEADER_VAT}/ram:BasisAmount | ${HEADER_VAT}/ram:CalculatedAmount`,
    assert: twoDecimalsAtMost('.'),
  },
  {
    id: 'BR-DEC-23',
    says: 'a line net amount has at most two decimals',
    context: `${LINE}/${LINE_NET}`,
    assert: twoDecimalsAtMost('.'),
  },
  {
    id: 'BR-DEC-24',
    says: 'a line allowance amount has at most two decimals',
    context: `${LINE}/${LINE_ALLOWANCES}/ram:ActualAmount`,
    assert: twoDecimalsAtMost('.'),
  },
  // Code lists
  {
    id: 'BR-CL-01',
    says: 'the type code is a UNTDID 1001 invoice or credit note code',
    context: `${EXCHANGED}/ram:TypeCode`,
    assert: oneOf('normalize-space(.)', TYPE_CODES),
  },
  {
    id: 'BR-CL-04',
    says: 'the currency is an ISO 4217 code (EUR here)',
    context: `${SETTLEMENT}/ram:InvoiceCurrencyCode`,
    assert: "normalize-space(.) = 'EUR'",
  },
  {
    id: 'BR-CL-14',
    says: 'country codes are two capital letters (ISO 3166-1)',
    context: `${AGREEMENT}//ram:CountryID`,
    assert:
      "string-length(normalize-space(.)) = 2 and translate(normalize-space(.), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '') = ''",
  },
  {
    id: 'BR-CL-16',
    says: 'the payment means code is from UNTDID 4461',
    context: `${MEANS}/ram:TypeCode`,
    assert: oneOf('normalize-space(.)', PAYMENT_MEANS),
  },
  {
    id: 'BR-CL-17',
    says: 'VAT categories are from UNTDID 5305 as EN 16931 restricts it',
    context: `${TRADE}//ram:ApplicableTradeTax/ram:CategoryCode`,
    assert: oneOf('normalize-space(.)', VAT_CATEGORIES),
  },
  {
    id: 'BR-CL-19',
    says: 'allowance reason codes are from UNTDID 5189',
    context: `${TRADE}//ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']/ram:ReasonCode`,
    assert: oneOf('normalize-space(.)', ALLOWANCE_REASONS),
  },
  {
    id: 'BR-CL-23',
    says: 'the unit of measure is from UN/ECE Rec. 20 (C62 "one": a seat)',
    context: `${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`,
    assert: "@unitCode = 'C62'",
  },
  {
    id: 'BR-CL-25',
    says: 'electronic address schemes are from the EAS code list',
    context: `${AGREEMENT}/*/ram:URIUniversalCommunication/ram:URIID`,
    assert: oneOf('@schemeID', ADDRESS_SCHEMES),
  },
  // Credit notes, our own rules (issue 30; EN 16931 makes BG-3 optional, XRechnung BR-DE-26 requires it for 384 only)
  {
    id: 'OWN-381-BT-25',
    says: 'a credit note (type 381) names the invoice it corrects (BT-25) and its date (BT-26)',
    context: `${EXCHANGED}[ram:TypeCode = '381']`,
    assert: `${present(`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)} and string-length(normalize-space(${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString)) = 8`,
  },
  {
    id: 'OWN-381-SIGN',
    says: 'a credit note states positive amounts (EN 16931: the type code 381 makes it a credit)',
    context: `${SUMS}[${EXCHANGED}/ram:TypeCode = '381']`,
    assert: 'number(ram:GrandTotalAmount) >= 0 and number(ram:LineTotalAmount) >= 0',
  },
];

/** ISO 13616: the check digits of an IBAN (mod 97 = 1). */
export function ibanCheckDigitsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(moved) % 97n === 1n;
}

/** BR-DE-28: exactly one @, with no space or dot next to it, and no dot at either end. */
function emailAcceptable(address: string): boolean {
  const [local = '', domain, ...more] = address.split('@');
  return (
    more.length === 0 &&
    domain !== undefined &&
    !/\s/.test(address) &&
    [local, domain].every((part) => part.length > 0 && !part.startsWith('.') && !part.endsWith('.'))
  );
}

const CONTACT = `${SELLER}/ram:DefinedTradeContact`;

/** XRechnung 3.0 (KoSIT, CIUS of EN 16931, our wording); they apply where the specification identifier is XRechnung. */
export const XRECHNUNG_RULES: Rule[] = [
  { id: 'BR-DE-1', says: 'has payment instructions (BG-16)', context: DOC, assert: MEANS },
  { id: 'BR-DE-2', says: 'has a seller contact (BG-6)', context: DOC, assert: CONTACT },
  {
    id: 'BR-DE-3',
    says: 'has the seller city (BT-37)',
    context: DOC,
    assert: present(`${SELLER}/ram:PostalTradeAddress/ram:CityName`),
  },
  {
    id: 'BR-DE-4',
    says: 'has the seller post code (BT-38)',
    context: DOC,
    assert: present(`${SELLER}/ram:PostalTradeAddress/ram:PostcodeCode`),
  },
  {
    id: 'BR-DE-5',
    says: 'has a seller contact point (BT-41)',
    context: DOC,
    assert: `${present(`${CONTACT}/ram:PersonName`)} or ${present(`${CONTACT}/ram:DepartmentName`)}`,
  },
  {
    id: 'BR-DE-6',
    says: 'has a seller contact telephone (BT-42)',
    context: DOC,
    assert: present(`${CONTACT}/ram:TelephoneUniversalCommunication/ram:CompleteNumber`),
  },
  {
    id: 'BR-DE-7',
    says: 'has a seller contact e-mail (BT-43)',
    context: DOC,
    assert: present(`${CONTACT}/ram:EmailURIUniversalCommunication/ram:URIID`),
  },
  {
    id: 'BR-DE-8',
    says: 'has the buyer city (BT-52)',
    context: DOC,
    assert: present(`${BUYER}/ram:PostalTradeAddress/ram:CityName`),
  },
  {
    id: 'BR-DE-9',
    says: 'has the buyer post code (BT-53)',
    context: DOC,
    assert: present(`${BUYER}/ram:PostalTradeAddress/ram:PostcodeCode`),
  },
  {
    id: 'BR-DE-14',
    says: 'each VAT breakdown has its rate (BT-119)',
    context: HEADER_VAT,
    assert: present('ram:RateApplicablePercent'),
  },
  {
    id: 'BR-DE-15',
    says: 'has the buyer reference (BT-10): Leitweg-ID or order number',
    context: DOC,
    assert: present(`${AGREEMENT}/ram:BuyerReference`),
  },
  {
    id: 'BR-DE-16',
    says: 'taxable lines (S, Z, E, AE, K, G, L, M) need the seller VAT id, tax number or tax representative',
    context: `${LINE}[${LINE_VAT}/ram:CategoryCode != 'O']`,
    assert: `${SELLER_VAT_ID} or ${SELLER_TAX_NUMBER} or ${TAX_REPRESENTATIVE}`,
  },
  {
    id: 'BR-DE-17',
    says: 'the type code is one XRechnung allows (326, 380, 384, 389, 381, 875, 876, 877)',
    context: `${EXCHANGED}/ram:TypeCode`,
    assert: oneOf('normalize-space(.)', ['326', '380', '384', '389', '381', '875', '876', '877']),
  },
  {
    id: 'BR-DE-18',
    says: 'cash discount lines in the payment terms follow #SKONTO#TAGE=n#PROZENT=n.nn#(BASISBETRAG=n.nn#)',
    context: `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`,
    assert: (at) =>
      (at.node.textContent ?? '')
        .split('\n')
        .filter((line) => line.trim().startsWith('#'))
        .every((line) => /^#SKONTO#TAGE=\d+#PROZENT=\d+\.\d{2}#(BASISBETRAG=-?\d+\.\d{2}#)?$/.test(line.trim())),
  },
  {
    id: 'BR-DE-19',
    says: 'a SEPA credit transfer (58) names a correct IBAN (BT-84)',
    context: `${MEANS}[ram:TypeCode = '58']`,
    assert: (at) => ibanCheckDigitsValid(at.text('ram:PayeePartyCreditorFinancialAccount/ram:IBANID')),
  },
  {
    id: 'BR-DE-21',
    says: 'the specification identifier (BT-24) is XRechnung 3.0',
    context: DOC,
    assert: `normalize-space(rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID) = '${XRECHNUNG_3_ID}'`,
  },
  {
    id: 'BR-DE-23-a',
    says: 'a credit transfer (30, 58) carries the credit transfer group (BG-17)',
    context: `${MEANS}[ram:TypeCode = '30' or ram:TypeCode = '58']`,
    assert: 'ram:PayeePartyCreditorFinancialAccount',
  },
  {
    id: 'BR-DE-23-b',
    says: 'a credit transfer carries no card (BG-18) and no direct debit (BG-19) data',
    context: `${MEANS}[ram:TypeCode = '30' or ram:TypeCode = '58']`,
    assert: 'not(ram:ApplicableTradeSettlementFinancialCard) and not(ram:PayerPartyDebtorFinancialAccount)',
  },
  {
    id: 'BR-DE-27',
    says: 'the seller telephone (BT-42) has at least three digits',
    context: `${CONTACT}/ram:TelephoneUniversalCommunication/ram:CompleteNumber`,
    assert: "string-length(translate(normalize-space(.), translate(normalize-space(.), '0123456789', ''), '')) >= 3",
  },
  {
    id: 'BR-DE-28',
    says: 'the seller e-mail (BT-43) has exactly one @, no space or dot beside it, no dot at either end',
    context: `${CONTACT}/ram:EmailURIUniversalCommunication/ram:URIID`,
    assert: (at) => emailAcceptable(at.text('.')),
  },
  // XRechnung 3.0 made both electronic addresses mandatory (also PEPPOL-EN16931-R020 / -R010).
  {
    id: 'BR-DE-BT-34 (PEPPOL-EN16931-R020)',
    says: 'has the seller electronic address (BT-34) with its scheme',
    context: DOC,
    assert: `${present(`${SELLER}/ram:URIUniversalCommunication/ram:URIID`)} and ${SELLER}/ram:URIUniversalCommunication/ram:URIID/@schemeID`,
  },
  {
    id: 'BR-DE-BT-49 (PEPPOL-EN16931-R010)',
    says: 'has the buyer electronic address (BT-49) with its scheme',
    context: DOC,
    assert: `${present(`${BUYER}/ram:URIUniversalCommunication/ram:URIID`)} and ${BUYER}/ram:URIUniversalCommunication/ram:URIID/@schemeID`,
  },
];

export interface Violation {
  id: string;
  says: string;
  /** Which context node (1-based) broke the rule. */
  at: number;
}

/** Runs rules over a CII document like a schematron: every assertion on every node of its context. */
export function violations(xml: string, rules: Rule[]): Violation[] {
  const root = new At(parseXml(xml));
  return rules.flatMap((rule) =>
    root.nodes(rule.context).flatMap((node, index) => {
      const at = root.at(node);
      const kept = typeof rule.assert === 'string' ? at.is(rule.assert) : rule.assert(at);
      return kept ? [] : [{ id: rule.id, says: rule.says, at: index + 1 }];
    }),
  );
}

/** The rules a document must keep: EN 16931 always, XRechnung where its specification identifier says so. */
export function rulesFor(xml: string): Rule[] {
  return xml.includes(`>${XRECHNUNG_3_ID}<`) ? [...EN16931_RULES, ...XRECHNUNG_RULES] : EN16931_RULES;
}
