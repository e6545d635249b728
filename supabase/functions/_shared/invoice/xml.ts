/**
 * The EN 16931 e-invoice of a snapshot (docs/invoices.md): XRechnung 3.0 in CII or UBL for the download, and the
 * Factur-X / ZUGFeRD EN 16931 profile (CII) that the business PDF embeds. The library @e-invoice-eu/core maps its
 * UBL-shaped JSON model to either syntax; it is imported on demand.
 */
import type { Invoice } from '@e-invoice-eu/core';
import { decimal, invoicePeriod } from './format';
import type { InvoiceLine, InvoiceSnapshot } from './types';

export type InvoiceSyntax = 'cii' | 'ubl';
/** `xrechnung`: the CIUS for German public and business buyers; `factur-x`: plain EN 16931 for the hybrid PDF. */
export type InvoiceProfile = 'xrechnung' | 'factur-x';

export const XRECHNUNG_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** BT-23: the PEPPOL billing process, which XRechnung accepts and the library sets for UBL anyway. */
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UNTDID 5189 "95 Discount": every line allowance carries it with the snapshot's reason text (BR-42 wants one). */
const DISCOUNT_REASON_CODE = '95';
/** UNTDID 4461 "58 SEPA credit transfer". */
const SEPA_CREDIT_TRANSFER = '58';
/** UN/ECE Rec 20 "C62 one": a seat. */
const SEAT_UNIT = 'C62';

/** The library's format names. */
export const E_INVOICE_FORMATS: Record<InvoiceProfile, Record<InvoiceSyntax, string>> = {
  xrechnung: { cii: 'XRECHNUNG-CII', ubl: 'XRECHNUNG-UBL' },
  'factur-x': { cii: 'CII', ubl: 'UBL' },
};

function vatCategory(rate: number) {
  // Every seminar is taxed at the standard rate: category S with its rate (BR-DE-14 wants the rate).
  return { 'cbc:ID': 'S', 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } as const;
}

function invoiceLine(line: InvoiceLine, index: number): Invoice['ubl:Invoice']['cac:InvoiceLine'][number] {
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(line.quantity),
    'cbc:InvoicedQuantity@unitCode': SEAT_UNIT,
    'cbc:LineExtensionAmount': decimal(line.netCents),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    'cac:InvoicePeriod': { 'cbc:StartDate': line.servicePeriod.start, 'cbc:EndDate': line.servicePeriod.end },
    ...(line.allowances.length > 0
      ? {
          'cac:AllowanceCharge': line.allowances.map((allowance) => ({
            'cbc:ChargeIndicator': 'false',
            'cbc:AllowanceChargeReasonCode': DISCOUNT_REASON_CODE,
            'cbc:AllowanceChargeReason': allowance.reason,
            'cbc:Amount': decimal(allowance.netCents),
            'cbc:Amount@currencyID': 'EUR',
          })),
        }
      : {}),
    'cac:Item': {
      'cbc:Name': line.description,
      'cac:ClassifiedTaxCategory': vatCategory(line.vatRatePercent),
    },
    'cac:Price': { 'cbc:PriceAmount': decimal(line.unitNetCents), 'cbc:PriceAmount@currencyID': 'EUR' },
  };
}

/** BT-33 "Seller additional legal information": register and managing directors (§ 35a GmbHG). */
function sellerLegalInfo({ seller }: InvoiceSnapshot): string {
  return [
    `${seller.registerCourt} ${seller.registerNumber}`,
    `Geschäftsführer: ${seller.managingDirectors.join(', ')}`,
    seller.taxNumber ? `Steuernummer: ${seller.taxNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Three gaps of the library's CII output (2.3.4), closed on its text: it reads BT-33 and the preceding invoice
 * (BT-25/26) from other keys than its own schema allows, so the seller's `ram:Description` and a credit note's
 * `ram:InvoiceReferencedDocument` are missing; and it leaves out `ram:ApplicableHeaderTradeDelivery`, which the CII
 * schema requires even when empty (an invoice for services has no delivery data).
 */
function completeCii(xml: string, snapshot: InvoiceSnapshot): string {
  let completed = xml.replace(
    /(<ram:SellerTradeParty>\s*<ram:Name>[^<]*<\/ram:Name>)(\s*)/,
    (_match, name: string, space: string) =>
      `${name}${space}<ram:Description>${escapeXml(sellerLegalInfo(snapshot))}</ram:Description>${space}`,
  );
  if (!completed.includes('<ram:ApplicableHeaderTradeDelivery')) {
    completed = completed.replace(
      /(\s*)<ram:ApplicableHeaderTradeSettlement>/,
      (_match, space: string) =>
        `${space}<ram:ApplicableHeaderTradeDelivery/>${space}<ram:ApplicableHeaderTradeSettlement>`,
    );
  }
  const preceding = snapshot.precedingInvoice;
  if (preceding && !completed.includes('<ram:InvoiceReferencedDocument>')) {
    completed = completed.replace(
      /(\s*)(<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>)/,
      (_match, space: string, end: string) => {
        const inner = `${space}\t`;
        return (
          `${space}${end}${space}<ram:InvoiceReferencedDocument>` +
          `${inner}<ram:IssuerAssignedID>${escapeXml(preceding.number)}</ram:IssuerAssignedID>` +
          `${inner}<ram:FormattedIssueDateTime>` +
          `${inner}\t<qdt:DateTimeString format="102">${preceding.issueDate.replace(/-/g, '')}</qdt:DateTimeString>` +
          `${inner}</ram:FormattedIssueDateTime>${space}</ram:InvoiceReferencedDocument>`
        );
      },
    );
  }
  return completed;
}

/** The snapshot in the library's JSON model (UBL element names; the CII output maps the same business terms). */
export function toEInvoiceModel(snapshot: InvoiceSnapshot, profile: InvoiceProfile = 'xrechnung'): Invoice {
  const { seller, buyer, totals, payment } = snapshot;
  const period = invoicePeriod(snapshot.lines);
  const legalInfo = sellerLegalInfo(snapshot);
  const notes = [snapshot.note].filter((note): note is string => Boolean(note));

  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': profile === 'xrechnung' ? XRECHNUNG_CUSTOMIZATION_ID : EN16931_CUSTOMIZATION_ID,
      'cbc:ProfileID': PROFILE_ID,
      'cbc:ID': snapshot.number,
      'cbc:IssueDate': snapshot.issueDate,
      ...(payment.dueDate && snapshot.typeCode === 380 ? { 'cbc:DueDate': payment.dueDate } : {}),
      'cbc:InvoiceTypeCode': String(snapshot.typeCode),
      ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10: required by XRechnung; a public body's Leitweg-ID or the buyer's order number, else the booking.
      'cbc:BuyerReference': snapshot.buyerReference?.trim() || snapshot.bookingNumber,
      'cac:InvoicePeriod': { 'cbc:StartDate': period.start, 'cbc:EndDate': period.end },
      ...(snapshot.precedingInvoice
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': snapshot.precedingInvoice.number,
                  'cbc:IssueDate': snapshot.precedingInvoice.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': {
            'cbc:StreetName': seller.street,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': seller.countryCode },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': `${seller.registerCourt} ${seller.registerNumber}`,
            'cbc:CompanyLegalForm': legalInfo,
          },
          'cac:Contact': {
            'cbc:Name': seller.contactName?.trim() || seller.name,
            'cbc:Telephone': seller.phone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          // BT-49: XRechnung requires the buyer's electronic address; the booker's e-mail (scheme EM).
          'cbc:EndpointID': buyer.email ?? '',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': {
            'cbc:StreetName': buyer.street,
            'cbc:CityName': buyer.city,
            'cbc:PostalZone': buyer.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': buyer.countryCode },
          },
          ...(buyer.vatId
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
          ...(buyer.contactName || buyer.email
            ? {
                'cac:Contact': {
                  ...(buyer.contactName ? { 'cbc:Name': buyer.contactName } : {}),
                  ...(buyer.email ? { 'cbc:ElectronicMail': buyer.email } : {}),
                },
              }
            : {}),
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
          'cbc:PaymentMeansCode@name': 'SEPA-Überweisung',
          // BT-83: what the buyer writes on the transfer.
          'cbc:PaymentID': `${snapshot.number} ${snapshot.bookingNumber}`,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.bank.iban.replace(/\s+/g, ''),
            'cbc:Name': seller.name,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic.replace(/\s+/g, '') },
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': payment.terms },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimal(totals.vatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': totals.vatBreakdown.map((row) => ({
            'cbc:TaxableAmount': decimal(row.netCents),
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': decimal(row.vatCents),
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': vatCategory(row.ratePercent),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimal(totals.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': decimal(totals.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': decimal(totals.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(totals.paidCents > 0
          ? { 'cbc:PrepaidAmount': decimal(totals.paidCents), 'cbc:PrepaidAmount@currencyID': 'EUR' }
          : {}),
        'cbc:PayableAmount': decimal(totals.dueCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': snapshot.lines.map(invoiceLine) as Invoice['ubl:Invoice']['cac:InvoiceLine'],
    },
  } as Invoice;
}

/**
 * The library's XML of a model in one of its formats: what its InvoiceService.generate does, without its schema check.
 * That check compiles an ajv validator with `new Function`, which the browser's Content-Security-Policy refuses
 * (docs/operations.md#security-headers). The schema sets no defaults, so the XML is the same:
 * tests/invoice/eInvoiceLibrary.test.ts proves it, schema check included, for every fixture.
 */
export async function eInvoiceLibraryXml(model: Invoice, format: string): Promise<string | Uint8Array> {
  const { FormatFactoryService } = await import(/* webpackChunkName: "e-invoice" */ '@e-invoice-eu/core');
  const quiet = { log() {}, warn() {}, error() {} };
  const factory = new FormatFactoryService();
  const formatter = factory.createFormatService(format, quiet);
  const invoice = structuredClone(model);
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { format: factory.normalizeFormat(format), lang: 'de-de', noWarnings: true });
}

/**
 * The e-invoice XML of a snapshot: XRechnung 3.0 (default) or the Factur-X EN 16931 profile, in CII or UBL. The same
 * snapshot gives the same text.
 */
export async function buildInvoiceXml(
  snapshot: InvoiceSnapshot,
  syntax: InvoiceSyntax,
  profile: InvoiceProfile = 'xrechnung',
): Promise<string> {
  const xml = await eInvoiceLibraryXml(toEInvoiceModel(snapshot, profile), E_INVOICE_FORMATS[profile][syntax]);
  if (typeof xml !== 'string') throw new Error('The e-invoice library returned no XML.');
  return syntax === 'cii' ? completeCii(xml, snapshot) : xml;
}
