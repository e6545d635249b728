/**
 * Invoices as records, as `…_functions_invoices.sql` issues them (docs/invoices.md, "Records"):
 * `private.issue_invoice`, `private.issue_credit_note`, `private.credit_booking_invoice` and the RPCs
 * `admin_correct_invoice`, `admin_invoices` and `guest_invoices`. The snapshot has the shape of `InvoiceSnapshot`
 * (supabase/functions/_shared/invoice/types.ts) and equals the SQL's one field by field.
 */
import type { InvoiceLine, InvoiceSnapshot } from '../../../supabase/functions/_shared/invoice/types';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { insertRow } from '../../db/writes';
import { coerceValue } from '../../db/values';
import { berlinDateTime, charLength } from '../sql';
import { nowMs, raiseError, requireAdmin, uuidArg } from './common';

/** Gapless numbers per kind and year (`private.invoice_counters`); Demo-Daten zurücksetzen clears them. */
export const INVOICE_COUNTERS = 'private.invoice_counters';

type Kind = 'invoice' | 'credit_note';

function nextSeq(db: MockDb, kind: Kind, year: number): number {
  const counters = db.rows(INVOICE_COUNTERS);
  const current = counters.find((c) => c.kind === kind && c.year === year);
  const last = current ? Number(current.last) + 1 : 1;
  db.setRows(INVOICE_COUNTERS, [...counters.filter((c) => c !== current), { kind, year, last }]);
  return last;
}

function invoiceNumber(kind: Kind, year: number, seq: number): string {
  return `${kind === 'invoice' ? 'RE' : 'GS'}-${year}-${String(seq).padStart(5, '0')}`;
}

/** `to_char(date, 'DD.MM.YYYY')`. */
function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const fullName = (b: Row) => `${String(b.customer_first_name)} ${String(b.customer_last_name)}`;

const text = (value: unknown): string => String(value);
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** `private.booking_invoice_snapshot`: the booking as it stands now, typeCode 380. */
function bookingSnapshot(db: MockDb, booking: Row, number: string, issueDate: string): InvoiceSnapshot {
  const s = db.rows('settings').find((r) => r.id === 1) as Row;
  const paid = booking.status === 'paid' || (booking.paid_at !== null && booking.paid_at !== undefined);
  const gross = Number(booking.gross_cents);
  // A rebooking after payment may leave less paid than the gross (paid_cents); null: the whole gross.
  const paidCents = paid ? Math.min(Number(booking.paid_cents ?? gross), gross) : 0;
  const dueCents = gross - paidCents;
  const dueDays = Number(s.invoice_due_days);
  const dueDate = dueCents > 0 ? addDays(issueDate, dueDays) : null;
  const company = booking.customer_type === 'company';
  const items = db
    .rows('booking_items')
    .filter((i) => i.booking_id === booking.id)
    .sort(
      (a, b) =>
        Date.parse(String(a.starts_at)) - Date.parse(String(b.starts_at)) ||
        String(a.title).localeCompare(String(b.title)) ||
        String(a.location_name).localeCompare(String(b.location_name)),
    );
  // Rebooking fees: lines of their own, after the dates (in the order the rebookings were made).
  const fees = db
    .rows('booking_rebookings')
    .filter((r) => r.booking_id === booking.id && Number(r.fee_net_cents) > 0)
    .sort(
      (a, b) =>
        Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)) ||
        (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0),
    );
  const parts = [
    ...items.map((i) => ({ rate: Number(i.vat_rate), net: Number(i.line_net_cents), vat: Number(i.line_vat_cents) })),
    ...fees.map((f) => ({ rate: Number(f.fee_vat_rate), net: Number(f.fee_net_cents), vat: Number(f.fee_vat_cents) })),
  ];
  const rates = [...new Set(parts.map((p) => p.rate))].sort((a, b) => a - b);
  return {
    typeCode: 380,
    number,
    issueDate,
    precedingInvoice: null,
    bookingNumber: text(booking.booking_number),
    buyerReference: textOrNull(booking.buyer_reference),
    seller: {
      name: text(s.legal_name),
      street: text(s.street),
      postalCode: text(s.postal_code),
      city: text(s.city),
      countryCode: text(s.country),
      vatId: text(s.vat_id),
      taxNumber: null,
      registerCourt: text(s.register_court),
      registerNumber: text(s.register_number),
      managingDirectors: s.managing_directors as string[],
      phone: text(s.phone),
      email: text(s.email),
      website: text(s.website),
      bank: { name: text(s.bank_name), iban: text(s.iban), bic: text(s.bic) },
    },
    buyer: {
      name: company ? text(booking.company_name) : fullName(booking),
      contactName: company ? fullName(booking) : null,
      street: text(booking.billing_street),
      postalCode: text(booking.billing_postal_code),
      city: text(booking.billing_city),
      countryCode: text(booking.billing_country),
      vatId: textOrNull(booking.vat_id),
      email: text(booking.customer_email),
    },
    buyerIsBusiness: company,
    lines: items
      .map((i): InvoiceLine => {
        const session = db.rows('seminar_sessions').find((r) => r.id === i.session_id);
        const allowances: InvoiceLine['allowances'] = [];
        if (Number(i.early_bird_cents) > 0) {
          allowances.push({
            reason: `Frühbucherrabatt ${Number(i.early_bird_percent)} %`,
            netCents: Number(i.early_bird_cents),
          });
        }
        if (Number(i.group_discount_cents) > 0) {
          allowances.push({
            reason: `Gruppenrabatt ${Number(i.group_discount_percent)} %`,
            netCents: Number(i.group_discount_cents),
          });
        }
        return {
          description: `${text(i.title)}, ${text(i.location_name)}`,
          // A seminar's service runs from its first to its last day (two-day seminars).
          servicePeriod: { start: text(i.start_date), end: text(session ? session.end_date : i.start_date) },
          quantity: Number(i.quantity),
          unitNetCents: Number(i.unit_net_cents),
          allowances,
          netCents: Number(i.line_net_cents),
          vatRatePercent: Number(i.vat_rate),
        };
      })
      .concat(
        fees.map((f): InvoiceLine => ({
          description:
            `Umbuchungsgebühr: ${text(f.from_title)}, ${text(f.from_location_name)} vom ` +
            `${germanDate(text(f.from_start_date))} auf den ${germanDate(text(f.to_start_date))}`,
          // The service is the rebooking itself, on its day.
          servicePeriod: { start: text(f.rebooked_on), end: text(f.rebooked_on) },
          quantity: 1,
          unitNetCents: Number(f.fee_net_cents),
          allowances: [],
          netCents: Number(f.fee_net_cents),
          vatRatePercent: Number(f.fee_vat_rate),
        })),
      ),
    totals: {
      netCents: Number(booking.net_cents),
      vatCents: Number(booking.vat_cents),
      grossCents: gross,
      vatBreakdown: rates.map((rate) => {
        const of = parts.filter((p) => p.rate === rate);
        return {
          ratePercent: rate,
          netCents: of.reduce((sum, p) => sum + p.net, 0),
          vatCents: of.reduce((sum, p) => sum + p.vat, 0),
        };
      }),
      paidCents,
      dueCents,
    },
    payment: {
      method: booking.payment_method === 'online' ? 'online' : 'invoice',
      dueDate,
      terms:
        dueCents === 0
          ? 'Der Rechnungsbetrag wurde bereits bezahlt. Vielen Dank.'
          : `${paidCents > 0 ? 'Den Restbetrag zahlen Sie bitte innerhalb von' : 'Zahlbar innerhalb von'} ${dueDays} ` +
            `Tagen ohne Abzug bis ${germanDate(String(dueDate))} unter Angabe der Rechnungsnummer ${number}.`,
    },
    note: null,
  };
}

function today(): { date: string; year: number } {
  const { date, year } = berlinDateTime(nowMs());
  return { date, year: Number(year) };
}

/** `private.open_invoice_id`: the booking's invoice no credit note has cancelled yet. */
export function openInvoice(db: MockDb, bookingId: string): Row | undefined {
  const all = db.rows('invoices');
  return all
    .filter((i) => i.booking_id === bookingId && i.kind === 'invoice')
    .filter((i) => !all.some((c) => c.preceding_invoice_id === i.id))
    .at(-1);
}

/**
 * `private.issue_invoice`: the invoice of a booking that has become binding (confirmed, paid, or a pending invoice
 * booking whose hold ended); nothing for a booking with an open invoice or one that is not binding. `issuedOn`
 * (YYYY-MM-DD) is for the demo seed only (docs/demo-data.md), as `_issued_on` in SQL; the product passes none.
 */
export function issueInvoice(db: MockDb, bookingId: string, issuedOn?: string): string | null {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking) return null;
  const binding =
    booking.status === 'confirmed' ||
    booking.status === 'paid' ||
    (booking.status === 'pending' && (booking.hold_expires_at === null || booking.hold_expires_at === undefined));
  if (!binding || openInvoice(db, bookingId)) return null;
  return insertInvoice(db, booking, issuedOn);
}

/**
 * The record `private.issue_invoice` inserts, without its binding check: also what the demo seed's
 * `pg_temp.seed_issue_past_invoice` (seed.sql) issues for a seed booking that was binding and has been cancelled or
 * withdrawn since, dated the day it became binding (docs/demo-data.md, "Invoices").
 */
export function insertInvoice(db: MockDb, booking: Row, issuedOn?: string): string {
  const bookingId = String(booking.id);
  const { date, year } = issuedOn === undefined ? today() : { date: issuedOn, year: Number(issuedOn.slice(0, 4)) };
  const seq = nextSeq(db, 'invoice', year);
  const number = invoiceNumber('invoice', year, seq);
  const row = insertRow(
    db,
    'invoices',
    {
      booking_id: bookingId,
      kind: 'invoice',
      number,
      year,
      seq,
      issue_date: date,
      snapshot: bookingSnapshot(db, booking, number, date),
      gross_cents: booking.gross_cents,
    },
    serviceContext(db),
  );
  return String(row.id);
}

/**
 * `private.issue_credit_note`: cancels one invoice in full (type 381, positive amounts); idempotent. `issuedOn` is for
 * the demo seed only (its cancellations of the past year), as `_issued_on` in SQL; the product passes none.
 */
export function issueCreditNote(db: MockDb, invoiceId: string, reason: string, issuedOn?: string): string | null {
  const original = db.rows('invoices').find((i) => i.id === invoiceId && i.kind === 'invoice');
  if (!original) return null;
  const existing = db.rows('invoices').find((i) => i.preceding_invoice_id === invoiceId);
  if (existing) return String(existing.id);
  const booking = db.rows('bookings').find((b) => b.id === original.booking_id) as Row;
  const paid = (booking.paid_at !== null && booking.paid_at !== undefined) || booking.status === 'paid';
  const { date, year } = issuedOn === undefined ? today() : { date: issuedOn, year: Number(issuedOn.slice(0, 4)) };
  const seq = nextSeq(db, 'credit_note', year);
  const number = invoiceNumber('credit_note', year, seq);
  const snapshot = original.snapshot as InvoiceSnapshot;
  const row = insertRow(
    db,
    'invoices',
    {
      booking_id: original.booking_id,
      kind: 'credit_note',
      number,
      year,
      seq,
      issue_date: date,
      snapshot: {
        ...snapshot,
        typeCode: 381 as const,
        number,
        issueDate: date,
        precedingInvoice: { number: text(original.number), issueDate: text(original.issue_date) },
        totals: { ...snapshot.totals, paidCents: 0, dueCents: Number(original.gross_cents) },
        payment: {
          method: snapshot.payment.method,
          dueDate: null,
          terms: paid
            ? 'Den bereits gezahlten Betrag erstatten wir Ihnen.'
            : `Die Rechnung ${String(original.number)} ist damit vollständig aufgehoben. Bitte zahlen Sie sie nicht.`,
        },
        note:
          `${reason}: Diese Gutschrift storniert die Rechnung ${String(original.number)} vom ` +
          `${germanDate(String(original.issue_date))} vollständig.`,
      },
      gross_cents: original.gross_cents,
      preceding_invoice_id: invoiceId,
    },
    serviceContext(db),
  );
  return String(row.id);
}

/** `private.credit_booking_invoice`: a cancelled, withdrawn or corrected booking's open invoice gets its credit note. */
export function creditBookingInvoice(db: MockDb, bookingId: string, reason: string): string | null {
  const open = openInvoice(db, bookingId);
  return open ? issueCreditNote(db, String(open.id), reason) : null;
}

/** `public.admin_correct_invoice(_booking_id)`: credit note for the open invoice, then a new one from the booking. */
export function adminCorrectInvoice(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const bookingId = uuidArg(args._booking_id);
  if (bookingId === null || !openInvoice(db, bookingId)) raiseError('INVOICE_NOT_FOUND', { booking_id: bookingId });
  const creditNoteId = creditBookingInvoice(db, bookingId, 'Rechnungskorrektur');
  const invoiceId = issueInvoice(db, bookingId);
  return { booking_id: bookingId, credit_note_id: creditNoteId, invoice_id: invoiceId };
}

/** `private.invoice_json`: one list row. */
export function invoiceJson(invoice: Row) {
  const snapshot = invoice.snapshot as InvoiceSnapshot;
  return {
    id: invoice.id,
    booking_id: invoice.booking_id,
    kind: invoice.kind,
    number: invoice.number,
    issue_date: invoice.issue_date,
    gross_cents: invoice.gross_cents,
    preceding_number: snapshot.precedingInvoice?.number ?? null,
    booking_number: snapshot.bookingNumber ?? null,
    buyer_name: snapshot.buyer?.name ?? null,
    snapshot,
  };
}

export const byDateKindSeq = (a: Row, b: Row) =>
  String(a.issue_date).localeCompare(String(b.issue_date)) ||
  String(b.kind).localeCompare(String(a.kind)) ||
  Number(a.seq) - Number(b.seq);

/** `public.admin_invoices(_from, _to)`: every record issued in the period (Berlin dates, both included). */
export function adminInvoices(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const from = typeof args._from === 'string' ? args._from : null;
  const to = typeof args._to === 'string' ? args._to : null;
  return db
    .rows('invoices')
    .filter((i) => (from === null || String(i.issue_date) >= from) && (to === null || String(i.issue_date) <= to))
    .sort(byDateKindSeq)
    .map(invoiceJson);
}

const lowerText = (value: unknown) => String(value ?? '').toLowerCase();

/**
 * `public.admin_invoice_page(_from, _to, _kind, _search, _limit, _offset)`: one page of the admin list, newest first
 * (the reverse of admin_invoices), with the number of matching records and their balance (invoices minus credit
 * notes). The search looks for the term in the number, the booking number and the buyer's name, in any case.
 */
export function adminInvoicePage(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const from = args._from === undefined ? null : (coerceValue('date', args._from) as string | null);
  const to = args._to === undefined ? null : (coerceValue('date', args._to) as string | null);
  const kind = args._kind === undefined || args._kind === null ? null : String(args._kind);
  const search = args._search === undefined || args._search === null ? null : String(args._search);
  const limit = args._limit === undefined ? 20 : (coerceValue('integer', args._limit) as number | null);
  const offset = args._offset === undefined ? 0 : (coerceValue('integer', args._offset) as number | null);
  if (kind !== null && kind !== 'invoice' && kind !== 'credit_note') {
    raiseError('INVALID_INPUT', { field: 'kind', reason: 'invalid' });
  }
  if (search !== null && charLength(search) > 200) {
    raiseError('INVALID_INPUT', { field: 'search', reason: 'too_long', max: 200 });
  }
  // btrim: spaces only, as in SQL.
  const needle = (search ?? '').replace(/^ +| +$/g, '').toLowerCase() || null;
  const size = Math.min(Math.max(limit ?? 20, 1), 100);
  const skip = Math.max(offset ?? 0, 0);
  const contains = (value: unknown) => needle !== null && lowerText(value).includes(needle);
  const matching = db.rows('invoices').filter((i) => {
    const snapshot = i.snapshot as InvoiceSnapshot;
    return (
      (from === null || String(i.issue_date) >= from) &&
      (to === null || String(i.issue_date) <= to) &&
      (kind === null || i.kind === kind) &&
      (needle === null || contains(i.number) || contains(snapshot.bookingNumber) || contains(snapshot.buyer?.name))
    );
  });
  return {
    total: matching.length,
    balance_cents: matching.reduce(
      (sum, i) => sum + (i.kind === 'invoice' ? Number(i.gross_cents) : -Number(i.gross_cents)),
      0,
    ),
    rows: [...matching]
      .sort((a, b) => byDateKindSeq(b, a))
      .slice(skip, skip + size)
      .map(invoiceJson),
  };
}

/** `public.guest_invoices(_booking_id, _payment_token)`: a guest's documents by the booking's payment token. */
export function guestInvoices(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const bookingId = uuidArg(args._booking_id);
  const token = typeof args._payment_token === 'string' ? args._payment_token : null;
  if (
    token === null ||
    !db.rows('booking_tokens').some((t) => t.booking_id === bookingId && t.payment_token === token)
  ) {
    raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  }
  return db
    .rows('invoices')
    .filter((i) => i.booking_id === bookingId)
    .sort(byDateKindSeq)
    .map(invoiceJson);
}
