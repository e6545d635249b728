/**
 * Invoices as records (docs/invoices.md, "Records"): issued once when a booking becomes binding, numbered without
 * gaps per kind and year, read by the booker and admins only, cancelled by a credit note. Both backends must give the
 * same numbers, the same snapshots (timestamps and generated ids normalised) and the same refusals.
 */
import { addDays, berlinDates, buildSeed } from '../../mocks/seed';
import { ADDRESS, bookCart, GUEST, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

export const NET = 100_000;
export const VAT = 19_000;
export const GROSS = NET + VAT;

export const PRICED: Setup[] = [
  { seminarPrice: { id: SEED.seminar, cents: NET } },
  { seminarDiscounts: { id: SEED.seminar, early_bird_percent: 0, group_discount_percent: 0 } },
  { session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 } },
];

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });

const dates = berlinDates(new Date());
const TODAY = dates.date(0);
const YEAR = dates.year(0);
const SERVICE_DAY = dates.date(60);
const german = (date: string) => date.split('-').reverse().join('.');

const seed = buildSeed(new Date());
const settings = seed.settings[0]!;
const seminar = seed.seminars.find((s) => s.id === SEED.seminar)!;
const berlin = seed.locations.find((l) => l.id === SEED.berlin)!;

const SELLER = {
  name: settings.legal_name,
  street: settings.street,
  postalCode: settings.postal_code,
  city: settings.city,
  countryCode: settings.country,
  vatId: settings.vat_id,
  taxNumber: null,
  registerCourt: settings.register_court,
  registerNumber: settings.register_number,
  managingDirectors: settings.managing_directors,
  phone: settings.phone,
  email: settings.email,
  website: settings.website,
  bank: { name: settings.bank_name, iban: settings.iban, bic: settings.bic },
};

const COMPANY = {
  ...ADDRESS,
  customer_type: 'company',
  company_name: 'Bezirksamt Musterstadt',
  vat_id: 'DE123456789',
  buyer_reference: '991-12345-67',
};

const number = (kind: 'RE' | 'GS', seq: number) => `${kind}-${YEAR}-${String(seq).padStart(5, '0')}`;

interface InvoiceFacts {
  number: string;
  buyer: Record<string, unknown>;
  business: boolean;
  buyerReference?: string | null;
  method?: 'invoice' | 'online';
  paid?: boolean;
  /** Seats on the one line and its discounts (default: 1 seat, none). */
  seats?: number;
  allowances?: Array<{ reason: string; netCents: number }>;
}

/** The snapshot an invoice of the one-seat booking above carries (InvoiceSnapshot). */
function invoiceSnapshot(facts: InvoiceFacts) {
  const due = addDays(TODAY, settings.invoice_due_days);
  const seats = facts.seats ?? 1;
  const allowances = facts.allowances ?? [];
  const net = NET * seats - allowances.reduce((sum, a) => sum + a.netCents, 0);
  const vat = Math.round((net * 19) / 100);
  const gross = net + vat;
  return {
    typeCode: 380,
    number: facts.number,
    issueDate: TODAY,
    precedingInvoice: null,
    bookingNumber: BOOKING_NUMBER_OF_THIS_YEAR,
    buyerReference: facts.buyerReference ?? null,
    seller: SELLER,
    buyer: facts.buyer,
    buyerIsBusiness: facts.business,
    lines: [
      {
        description: `${seminar.title}, ${berlin.venue_name}, ${berlin.city_name}`,
        servicePeriod: { start: SERVICE_DAY, end: SERVICE_DAY },
        quantity: seats,
        unitNetCents: NET,
        allowances,
        netCents: net,
        vatRatePercent: 19,
      },
    ],
    totals: {
      netCents: net,
      vatCents: vat,
      grossCents: gross,
      vatBreakdown: [{ ratePercent: 19, netCents: net, vatCents: vat }],
      paidCents: facts.paid ? gross : 0,
      dueCents: facts.paid ? 0 : gross,
    },
    payment: {
      method: facts.method ?? 'invoice',
      dueDate: facts.paid ? null : due,
      terms: facts.paid
        ? 'Der Rechnungsbetrag wurde bereits bezahlt. Vielen Dank.'
        : `Zahlbar innerhalb von ${settings.invoice_due_days} Tagen ohne Abzug bis ${german(due)} unter Angabe der ` +
          `Rechnungsnummer ${facts.number}.`,
    },
    note: null,
  };
}

/** The credit note that cancels `invoice` in full (type 381, positive amounts). */
function creditNoteSnapshot(invoice: ReturnType<typeof invoiceSnapshot>, seq: number, paid: boolean, reason: string) {
  return {
    ...invoice,
    typeCode: 381,
    number: number('GS', seq),
    issueDate: TODAY,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    totals: { ...invoice.totals, paidCents: 0, dueCents: invoice.totals.grossCents },
    payment: {
      method: invoice.payment.method,
      dueDate: null,
      terms: paid
        ? 'Den bereits gezahlten Betrag erstatten wir Ihnen.'
        : `Die Rechnung ${invoice.number} ist damit vollständig aufgehoben. Bitte zahlen Sie sie nicht.`,
    },
    note: `${reason}: Diese Gutschrift storniert die Rechnung ${invoice.number} vom ${german(TODAY)} vollständig.`,
  };
}

/** A row of admin_invoices / guest_invoices. */
export function listed(
  kind: 'invoice' | 'credit_note',
  snapshot: { number: string; buyer: Record<string, unknown>; precedingInvoice: { number: string } | null },
) {
  return {
    id: GENERATED_UUID,
    booking_id: GENERATED_UUID,
    kind,
    number: snapshot.number,
    issue_date: TODAY,
    gross_cents: GROSS,
    preceding_number: snapshot.precedingInvoice?.number ?? null,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    buyer_name: snapshot.buyer.name,
    snapshot,
  };
}

const COMPANY_BUYER = {
  name: COMPANY.company_name,
  contactName: 'Erika Musterfrau',
  street: ADDRESS.street,
  postalCode: ADDRESS.postal_code,
  city: ADDRESS.city,
  countryCode: 'DE',
  vatId: COMPANY.vat_id,
  email: USERS.customer.email,
};
const CONSUMER_BUYER = (email: string) => ({
  name: 'Erika Musterfrau',
  contactName: null,
  street: ADDRESS.street,
  postalCode: ADDRESS.postal_code,
  city: ADDRESS.city,
  countryCode: 'DE',
  vatId: null,
  email,
});

const COMPANY_INVOICE = invoiceSnapshot({
  number: number('RE', 1),
  buyer: COMPANY_BUYER,
  business: true,
  buyerReference: COMPANY.buyer_reference,
});
export const GUEST_INVOICE = invoiceSnapshot({
  number: number('RE', 1),
  buyer: CONSUMER_BUYER(GUEST.email.toLowerCase()),
  business: false,
});
const ONLINE_INVOICE = invoiceSnapshot({
  number: number('RE', 1),
  buyer: CONSUMER_BUYER(USERS.customer.email),
  business: false,
  method: 'online',
  paid: true,
});

const bookedPending = (hold: string | null): Outcome =>
  ok({
    booking_id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    net_cents: NET,
    vat_cents: VAT,
    gross_cents: GROSS,
    status: 'pending',
    hold_expires_at: hold,
    payment_token: GENERATED_UUID,
  });
const status = (to: string) =>
  ({ rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: to } }) as const;
const adminList = { rpc: 'admin_invoices', args: {} } as const;
const ownInvoices = {
  select: 'invoices',
  match: { booking_id: '$booking' },
  columns: ['kind', 'number', 'gross_cents', 'snapshot'],
} as const;

export const INVOICE_SCENARIOS: Scenario[] = [
  {
    name: 'invoices: a company booking binding at once is invoiced once with its BT-10; only the booker and admins read it; cancelling issues the credit note',
    setup: PRICED,
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], COMPANY) },
      { as: 'customer', do: ownInvoices },
      { as: 'other', do: ownInvoices },
      { as: 'admin', do: status('confirmed') },
      { as: 'admin', do: status('paid') },
      { as: 'admin', do: adminList },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'admin', do: adminList },
      { as: 'customer', do: adminList },
      { as: 'customer', do: { rpc: 'admin_correct_invoice', args: { _booking_id: '$booking' } } },
      { as: 'admin', do: { rpc: 'admin_correct_invoice', args: { _booking_id: '$booking' } } },
    ],
    expect: [
      bookedPending(null),
      {
        outcome: 'allowed',
        rows: 1,
        data: [{ kind: 'invoice', number: number('RE', 1), gross_cents: GROSS, snapshot: COMPANY_INVOICE }],
      },
      { outcome: 'denied', rows: 0, data: [] },
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      ok({ booking_id: GENERATED_UUID, status: 'paid', paid_at: TIMESTAMPTZ, cancelled_at: null }),
      // Issued when it became binding (at booking): confirming and paying issue nothing more.
      ok([listed('invoice', COMPANY_INVOICE)]),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      ok([
        listed('invoice', COMPANY_INVOICE),
        listed('credit_note', creditNoteSnapshot(COMPANY_INVOICE, 1, true, 'Stornierung')),
      ]),
      refused('FORBIDDEN'),
      refused('FORBIDDEN'),
      refused('INVOICE_NOT_FOUND', { booking_id: GENERATED_UUID }),
    ],
  },
  {
    name: 'invoices: a guest’s booking is invoiced when the address is confirmed, not before; guests read it with the payment token only',
    setup: PRICED,
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], GUEST) },
      { as: 'anon', do: { rpc: 'guest_invoices', args: { _booking_id: '$booking', _payment_token: '$paymentToken' } } },
      {
        as: 'service',
        do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['confirmation_token'] },
      },
      { as: 'anon', do: { rpc: 'confirm_booking_email', args: { _token: '$token' } } },
      { as: 'anon', do: { rpc: 'confirm_booking_email', args: { _token: '$token' } } },
      { as: 'anon', do: { rpc: 'guest_invoices', args: { _booking_id: '$booking', _payment_token: '$paymentToken' } } },
      {
        as: 'anon',
        do: {
          rpc: 'guest_invoices',
          args: { _booking_id: '$booking', _payment_token: 'c0000000-0000-4000-8000-000000000999' },
        },
      },
      { as: 'admin', do: status('confirmed') },
      { as: 'admin', do: adminList },
    ],
    expect: [
      bookedPending(TIMESTAMPTZ),
      ok([]),
      { outcome: 'allowed', rows: 1, data: [{ confirmation_token: GENERATED_UUID }] },
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'pending',
        email_confirmed_at: TIMESTAMPTZ,
        hold_expires_at: null,
      }),
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'pending',
        email_confirmed_at: TIMESTAMPTZ,
        hold_expires_at: null,
      }),
      ok([listed('invoice', GUEST_INVOICE)]),
      refused('BOOKING_NOT_FOUND', { booking_id: GENERATED_UUID }),
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      ok([listed('invoice', GUEST_INVOICE)]),
    ],
  },
  {
    name: 'invoices: an online booking is invoiced once paid and shows it paid; an unpaid one cancelled gets no credit note',
    setup: PRICED,
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], ADDRESS, 'online') },
      { as: 'admin', do: adminList },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'admin', do: adminList },
      { as: 'customer', do: bookCart([line(S.open)], ADDRESS, 'online') },
      {
        as: 'service',
        do: {
          rpc: 'record_stripe_payment',
          args: { _event_id: 'evt_invoice_contract', _booking_id: '$booking', _amount_cents: GROSS, _currency: 'eur' },
        },
      },
      { as: 'admin', do: adminList },
      { as: 'customer', do: ownInvoices },
    ],
    expect: [
      bookedPending(TIMESTAMPTZ),
      ok([]),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      ok([]),
      bookedPending(TIMESTAMPTZ),
      ok({ event_id: 'evt_invoice_contract', booking_id: GENERATED_UUID, outcome: 'paid' }),
      ok([listed('invoice', ONLINE_INVOICE)]),
      {
        outcome: 'allowed',
        rows: 1,
        data: [{ kind: 'invoice', number: number('RE', 1), gross_cents: GROSS, snapshot: ONLINE_INVOICE }],
      },
    ],
  },
  {
    name: 'invoices: a group discount is a line allowance with its reason; a withdrawal issues the credit note',
    setup: [
      ...PRICED,
      { seminarDiscounts: { id: SEED.seminar, group_discount_percent: 10, group_min_participants: 3 } },
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'customer', do: { rpc: 'withdraw_booking', args: { _booking_id: '$booking' } } },
      { as: 'customer', do: { ...ownInvoices, match: { booking_id: '$booking', kind: 'credit_note' } } },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 270_000,
        vat_cents: 51_300,
        gross_cents: 321_300,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'cancelled',
        received_at: TIMESTAMPTZ,
        service_started: false,
        confirmation_email: USERS.customer.email,
      }),
      {
        outcome: 'allowed',
        rows: 1,
        data: [
          {
            kind: 'credit_note',
            number: number('GS', 1),
            gross_cents: 321_300,
            snapshot: creditNoteSnapshot(
              invoiceSnapshot({
                number: number('RE', 1),
                buyer: CONSUMER_BUYER(USERS.customer.email),
                business: false,
                seats: 3,
                allowances: [{ reason: 'Gruppenrabatt 10 %', netCents: 30_000 }],
              }),
              1,
              false,
              'Widerruf',
            ),
          },
        ],
      },
    ],
  },
  {
    name: 'invoices: book_cart refuses an order number / Leitweg-ID with other characters or over 100 characters',
    setup: PRICED,
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], { ...COMPANY, buyer_reference: '<b>991</b>' }) },
      { as: 'customer', do: bookCart([line(S.open)], { ...COMPANY, buyer_reference: '9'.repeat(101) }) },
    ],
    expect: [
      refused('INVALID_INPUT', { field: 'customer.buyer_reference', reason: 'invalid' }),
      refused('INVALID_INPUT', { field: 'customer.buyer_reference', reason: 'too_long', max: 100 }),
    ],
  },
  {
    name: 'invoices: admin_invoice_page pages, filters by kind and period and searches number and buyer, newest first; admins only',
    setup: PRICED,
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], COMPANY) },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: {} } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: { _kind: 'invoice', _from: TODAY, _to: TODAY } } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: { _search: ' bezirksamt ', _limit: 1, _offset: 1 } } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: { _search: number('GS', 1).toLowerCase() } } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: { _to: dates.date(-1) } } },
      { as: 'admin', do: { rpc: 'admin_invoice_page', args: { _kind: 'storno' } } },
      { as: 'customer', do: { rpc: 'admin_invoice_page', args: {} } },
      { as: 'anon', do: { rpc: 'admin_invoice_page', args: {} } },
    ],
    expect: [
      bookedPending(null),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      ok({
        total: 2,
        balance_cents: 0,
        rows: [
          listed('credit_note', creditNoteSnapshot(COMPANY_INVOICE, 1, false, 'Stornierung')),
          listed('invoice', COMPANY_INVOICE),
        ],
      }),
      ok({ total: 1, balance_cents: GROSS, rows: [listed('invoice', COMPANY_INVOICE)] }),
      ok({ total: 2, balance_cents: 0, rows: [listed('invoice', COMPANY_INVOICE)] }),
      ok({
        total: 1,
        balance_cents: -GROSS,
        rows: [listed('credit_note', creditNoteSnapshot(COMPANY_INVOICE, 1, false, 'Stornierung'))],
      }),
      ok({ total: 0, balance_cents: 0, rows: [] }),
      refused('INVALID_INPUT', { field: 'kind', reason: 'invalid' }),
      refused('FORBIDDEN'),
      { outcome: 'denied', code: '42501', status: 401 },
    ],
  },
];
