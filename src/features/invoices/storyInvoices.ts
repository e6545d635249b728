import type { InvoiceSnapshot } from '@shared/invoice';
import type { InvoiceRecord } from './invoiceRecord';

/** Stories only: an issued company invoice and its credit note as the database keeps them (docs/invoices.md). */
const SELLER: InvoiceSnapshot['seller'] = {
  name: 'Digitalakademie Deutschland GmbH',
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
  bank: { name: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

function snapshot(bookingNumber: string, creditNote: boolean): InvoiceSnapshot {
  return {
    typeCode: creditNote ? 381 : 380,
    number: creditNote ? 'GS-2027-00001' : 'RE-2027-00001',
    issueDate: creditNote ? '2027-01-12' : '2027-01-05',
    precedingInvoice: creditNote ? { number: 'RE-2027-00001', issueDate: '2027-01-05' } : null,
    bookingNumber,
    buyerReference: '991-12345-67',
    seller: SELLER,
    buyer: {
      name: 'Muster GmbH',
      contactName: 'Erika Musterfrau',
      street: 'Musterweg 1',
      postalCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      vatId: 'DE123456789',
      email: 'erika@example.test',
    },
    buyerIsBusiness: true,
    lines: [
      {
        description: 'SEO-Grundlagen: Besser gefunden werden bei Google, Elbforum Seminarzentrum, Hamburg',
        servicePeriod: { start: '2027-02-08', end: '2027-02-09' },
        quantity: 2,
        unitNetCents: 125_210,
        allowances: [],
        netCents: 250_420,
        vatRatePercent: 19,
      },
    ],
    totals: {
      netCents: 250_420,
      vatCents: 47_580,
      grossCents: 298_000,
      vatBreakdown: [{ ratePercent: 19, netCents: 250_420, vatCents: 47_580 }],
      paidCents: 0,
      dueCents: 298_000,
    },
    payment: creditNote
      ? {
          method: 'invoice',
          dueDate: null,
          terms: 'Die Rechnung RE-2027-00001 ist damit vollständig aufgehoben. Bitte zahlen Sie sie nicht.',
        }
      : {
          method: 'invoice',
          dueDate: '2027-01-19',
          terms:
            'Zahlbar innerhalb von 14 Tagen ohne Abzug bis 19.01.2027 unter Angabe der Rechnungsnummer RE-2027-00001.',
        },
    note: creditNote
      ? 'Stornierung: Diese Gutschrift storniert die Rechnung RE-2027-00001 vom 05.01.2027 vollständig.'
      : null,
  };
}

/** The invoice of the booking, and with `cancelled` its credit note too (newest first). */
export function storyInvoiceRecords(bookingId: string, bookingNumber: string, cancelled = false): InvoiceRecord[] {
  const record = (creditNote: boolean): InvoiceRecord => {
    const s = snapshot(bookingNumber, creditNote);
    return {
      id: creditNote ? 'a9000000-0000-4000-8000-0000000000c1' : 'a9000000-0000-4000-8000-0000000000a1',
      booking_id: bookingId,
      kind: creditNote ? 'credit_note' : 'invoice',
      number: s.number,
      issue_date: s.issueDate,
      gross_cents: s.totals.grossCents,
      snapshot: s,
    };
  };
  return cancelled ? [record(true), record(false)] : [record(false)];
}
