/**
 * Invoice snapshots shared by the document tests (Jest: tests/invoice; Deno: supabase/functions/tests) and the
 * stories (src/features/invoices/storyInvoices.ts): a company with a Leitweg-ID, one without, a consumer, a two-day
 * seminar, a credit note as private.issue_credit_note makes it, and the longest values the forms allow
 * (src/lib/validation/fieldLimits.ts) over enough lines for a second page. Amounts follow docs/pricing.md: VAT per
 * rate on the net sum, half-up. Test data only: no product code imports it.
 */
import type { InvoiceLine, InvoiceSeller, InvoiceSnapshot } from './types';

export const seller: InvoiceSeller = {
  name: 'Digitalakademie Deutschland GmbH',
  contactName: 'Buchhaltung',
  street: 'Friedrichstraße 120',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  vatId: 'DE123456789',
  taxNumber: null,
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 234567 B',
  managingDirectors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
  phone: '+49 30 1234567-0',
  email: 'info@akademie.test',
  website: 'https://www.digitalakademie.test',
  bank: { name: 'Commerzbank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
};

/** A line from seats × list price minus its allowances. */
export function line(
  description: string,
  servicePeriod: { start: string; end: string },
  quantity: number,
  unitNetCents: number,
  allowances: { reason: string; netCents: number }[] = [],
): InvoiceLine {
  const netCents = quantity * unitNetCents - allowances.reduce((sum, allowance) => sum + allowance.netCents, 0);
  return { description, servicePeriod, quantity, unitNetCents, allowances, netCents, vatRatePercent: 19 };
}

/** Totals of lines at 19 %, with what was already paid. */
function totals(lines: InvoiceLine[], paid: boolean): InvoiceSnapshot['totals'] {
  const netCents = lines.reduce((sum, item) => sum + item.netCents, 0);
  const vatCents = Math.round((netCents * 19) / 100);
  const grossCents = netCents + vatCents;
  const paidCents = paid ? grossCents : 0;
  return {
    netCents,
    vatCents,
    grossCents,
    vatBreakdown: [{ ratePercent: 19, netCents, vatCents }],
    paidCents,
    dueCents: grossCents - paidCents,
  };
}

function invoice(overrides: Partial<InvoiceSnapshot> & { lines: InvoiceLine[]; paid?: boolean }): InvoiceSnapshot {
  const { paid = false, ...rest } = overrides;
  const number = rest.number ?? 'RE-2027-00001';
  return {
    typeCode: 380,
    number,
    issueDate: '2027-01-04',
    precedingInvoice: null,
    bookingNumber: 'DA-2027-000012',
    buyerReference: null,
    seller,
    buyer: {
      name: 'Muster Consulting GmbH',
      contactName: 'Erika Mustermann',
      street: 'Hauptstraße 5',
      postalCode: '80331',
      city: 'München',
      countryCode: 'DE',
      vatId: 'DE987654321',
      email: 'erika.mustermann@muster.test',
    },
    buyerIsBusiness: true,
    totals: totals(rest.lines, paid),
    payment: paid
      ? { method: 'online', dueDate: null, terms: 'Der Rechnungsbetrag wurde bereits online bezahlt.' }
      : {
          method: 'invoice',
          dueDate: '2027-01-18',
          terms: `Zahlbar innerhalb von 14 Tagen ohne Abzug bis 18.01.2027 unter Angabe der Rechnungsnummer ${number}.`,
        },
    note: null,
    ...rest,
  };
}

const seminar = line(
  'Künstliche Intelligenz im Marketing: Strategien, Werkzeuge und Praxisbeispiele für den erfolgreichen Einsatz bei Google, Meta und Co. – Berlin',
  { start: '2027-01-11', end: '2027-01-11' },
  3,
  49000,
  [{ reason: 'Gruppenrabatt 10 %', netCents: 14700 }],
);

export const companyWithLeitwegId = invoice({
  buyer: {
    name: 'Bundesamt für Digitales Lernen',
    contactName: 'Max Beispiel',
    street: 'Am Behördenplatz 1',
    postalCode: '53113',
    city: 'Bonn',
    countryCode: 'DE',
    vatId: null,
    email: 'rechnungseingang@bfdl.test',
  },
  buyerReference: '991-12345-67',
  lines: [seminar],
});

export const companyWithoutReference = invoice({ number: 'RE-2027-00002', lines: [seminar], paid: true });

export const consumer = invoice({
  number: 'RE-2027-00003',
  buyer: {
    name: 'Jonas Beispielmann',
    street: 'Lindenweg 3',
    postalCode: '20095',
    city: 'Hamburg',
    countryCode: 'DE',
    email: 'jonas@beispiel.test',
  },
  buyerIsBusiness: false,
  lines: [line('Excel für Einsteiger – Webinar', { start: '2027-02-03', end: '2027-02-03' }, 1, 19900)],
});

export const twoDaySeminar = invoice({
  number: 'RE-2027-00004',
  lines: [
    line('Projektmanagement kompakt (2 Tage) – Köln', { start: '2027-01-11', end: '2027-01-12' }, 2, 89000, [
      { reason: 'Frühbucherrabatt 10 %', netCents: 17800 },
    ]),
  ],
});

/** The credit note that cancels companyWithLeitwegId, in the words of private.issue_credit_note (docs/invoices.md). */
export const creditNote: InvoiceSnapshot = {
  ...companyWithLeitwegId,
  typeCode: 381,
  number: 'GS-2027-00001',
  issueDate: '2027-01-08',
  precedingInvoice: { number: companyWithLeitwegId.number, issueDate: companyWithLeitwegId.issueDate },
  totals: { ...companyWithLeitwegId.totals, paidCents: 0, dueCents: companyWithLeitwegId.totals.grossCents },
  payment: {
    method: 'invoice',
    dueDate: null,
    terms: 'Die Rechnung RE-2027-00001 ist damit vollständig aufgehoben. Bitte zahlen Sie sie nicht.',
  },
  note: 'Stornierung: Diese Gutschrift storniert die Rechnung RE-2027-00001 vom 04.01.2027 vollständig.',
};

const longTitle = `${'Digitale Transformation in der öffentlichen Verwaltung mit Schwerpunkt auf Datenschutz, '.repeat(3)}– Frankfurt am Main`;

/** Every free-text field at its limit (company 200, street 200, city 100, name 100, e-mail 254), 14 lines. */
export const longestValues = invoice({
  number: 'RE-2027-99999',
  buyerReference: '04011000-1234512345-06',
  buyer: {
    name: `${'Wirtschaftsprüfungs- und Steuerberatungsgesellschaft '.repeat(4)}`.slice(0, 196) + ' mbH',
    contactName:
      `${'Maximiliane-Friederike '.repeat(3)}`.slice(0, 50) + ' ' + 'von Hohenzollern-Sigmaringen'.padEnd(49, 'x'),
    street: `${'Wilhelm-Leuschner-Straße '.repeat(8)}`.slice(0, 196) + ' 12a',
    postalCode: '6020012345',
    city: `${'Frankfurt am Main-Sachsenhausen-Süd '.repeat(3)}`.slice(0, 100),
    countryCode: 'DE',
    vatId: 'DE123456789012',
    email: `${'a'.repeat(64)}@${'sehr-lange-subdomain.'.repeat(8)}beispiel-gmbh.test`.slice(0, 254),
  },
  lines: Array.from({ length: 14 }, (_, index) =>
    line(`${index + 1}. ${longTitle}`, { start: '2027-03-30', end: '2027-04-02' }, 25, 129900, [
      { reason: 'Frühbucherrabatt 10 %', netCents: 324750 },
      { reason: 'Gruppenrabatt 5 %', netCents: 162375 },
    ]),
  ),
  note: `Bitte beachten Sie: ${'Diese Rechnung enthält sehr viele Positionen und lange Texte. '.repeat(5)}`,
});

export const FIXTURES = {
  companyWithLeitwegId,
  companyWithoutReference,
  consumer,
  twoDaySeminar,
  creditNote,
  longestValues,
} as const;
