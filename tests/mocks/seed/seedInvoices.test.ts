/**
 * The mock's seed has the invoices of its binding bookings (docs/demo-data.md), issued by the mock's own issueInvoice
 * as seed.sql issues them with private.issue_invoice (tests/db/seedInvoices.test.ts, tests/db/seedParity.test.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { productSeed } from '../../../mocks/app/seed';
import { INVOICE_COUNTERS } from '../../../mocks/app/rpc/invoices';
import { DEMO_CUSTOMER } from '../../../mocks/seed';
import type { Row } from '../../../mocks/db/schema';
import { berlinDateTime } from '../../../mocks/app/sql';
import type { InvoiceSnapshot } from '../../../supabase/functions/_shared/invoice/types';

// Binding now: confirmed or paid (its one pending booking is a guest's whose address is not confirmed yet).
const isBindingNow = (b: Row) => b.status === 'confirmed' || b.status === 'paid';
// Binding before it was cancelled or withdrawn: made on invoice (seed bookings hold no seats), or paid online.
const wasBinding = (b: Row) =>
  b.status === 'cancelled' && b.expired_at === null && (b.payment_method === 'invoice' || b.paid_at !== null);
const isBinding = (b: Row) => isBindingNow(b) || wasBinding(b);

describe('the mock seed has the invoices of its binding bookings', () => {
  const seed = productSeed();
  const bookings = seed.bookings ?? [];
  const invoices = (seed.invoices ?? []).filter((i) => i.kind === 'invoice');

  it('every binding seed booking has exactly one invoice, and no other seed booking has one', () => {
    expect(bookings.filter(isBinding).length).toBeGreaterThan(100);
    for (const booking of bookings) {
      const count = invoices.filter((i) => i.booking_id === booking.id).length;
      expect({ id: booking.id, count }).toEqual({ id: booking.id, count: isBinding(booking) ? 1 : 0 });
    }
  });

  it('numbers run without gaps from 1 in every year, in the order of the issue dates, and the counters end there', () => {
    const years = [...new Set(invoices.map((i) => Number(i.year)))].sort();
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      const ofYear = invoices.filter((i) => i.year === year).sort((a, b) => Number(a.seq) - Number(b.seq));
      expect(ofYear.map((i) => i.seq)).toEqual(ofYear.map((_, index) => index + 1));
      expect(ofYear.map((i) => i.number)).toEqual(ofYear.map((i) => `RE-${year}-${String(i.seq).padStart(5, '0')}`));
      const dates = ofYear.map((i) => String(i.issue_date));
      expect(dates.every((d) => d.startsWith(String(year)))).toBe(true);
      expect(dates).toEqual([...dates].sort());
    }
    expect(seed[INVOICE_COUNTERS]).toEqual(
      expect.arrayContaining(
        years.map((year) => ({ kind: 'invoice', year, last: invoices.filter((i) => i.year === year).length })),
      ),
    );
    expect((seed[INVOICE_COUNTERS] ?? []).filter((c) => c.kind === 'invoice')).toHaveLength(years.length);
  });

  it('each invoice is dated the day its booking became binding (paid online, or made on invoice)', () => {
    for (const invoice of invoices) {
      const booking = bookings.find((b) => b.id === invoice.booking_id)!;
      const boundAt =
        booking.payment_method === 'online' ? (booking.paid_at ?? booking.created_at) : booking.created_at;
      expect(invoice.issue_date).toBe(berlinDateTime(Date.parse(String(boundAt))).date);
    }
  });

  it('every cancelled or withdrawn booking that was binding has exactly one credit note for its invoice; no other has one', () => {
    const creditNotes = (seed.invoices ?? []).filter((i) => i.kind === 'credit_note');
    expect(bookings.filter(wasBinding).length).toBeGreaterThan(20);
    for (const booking of bookings) {
      const own = creditNotes.filter((c) => c.booking_id === booking.id);
      const ofOwnInvoice = own.filter((c) =>
        invoices.some((i) => i.id === c.preceding_invoice_id && i.booking_id === booking.id),
      );
      const expected = wasBinding(booking) ? 1 : 0;
      expect({ id: booking.id, count: own.length, ofOwnInvoice: ofOwnInvoice.length }).toEqual({
        id: booking.id,
        count: expected,
        ofOwnInvoice: expected,
      });
    }
    expect(creditNotes.length + invoices.length).toBe(seed.invoices?.length);
  });

  it('a credit note repeats its invoice’s lines and sums, refers to it and is dated the day of the cancellation', () => {
    const withdrawn = new Set((seed.booking_withdrawals ?? []).map((w) => w.booking_id));
    const creditNotes = (seed.invoices ?? []).filter((i) => i.kind === 'credit_note');
    expect(creditNotes.some((c) => withdrawn.has(c.booking_id))).toBe(true);
    expect(creditNotes.some((c) => !withdrawn.has(c.booking_id))).toBe(true);
    for (const note of creditNotes) {
      const invoice = invoices.find((i) => i.id === note.preceding_invoice_id)!;
      const booking = bookings.find((b) => b.id === note.booking_id)!;
      const snapshot = note.snapshot as InvoiceSnapshot;
      const original = invoice.snapshot as InvoiceSnapshot;
      expect(note.gross_cents).toBe(invoice.gross_cents);
      expect(snapshot.typeCode).toBe(381);
      expect(snapshot.precedingInvoice).toEqual({ number: invoice.number, issueDate: invoice.issue_date });
      expect(snapshot.lines).toEqual(original.lines);
      expect(snapshot.totals).toEqual({ ...original.totals, paidCents: 0, dueCents: original.totals.grossCents });
      expect(note.issue_date).toBe(berlinDateTime(Date.parse(String(booking.cancelled_at))).date);
      expect(String(note.issue_date) >= String(invoice.issue_date)).toBe(true);
      expect(snapshot.note).toMatch(
        new RegExp(`^${withdrawn.has(booking.id) ? 'Widerruf' : 'Stornierung'}: .*${String(invoice.number)}`),
      );
    }
    const years = [...new Set(creditNotes.map((c) => Number(c.year)))];
    for (const year of years) {
      const ofYear = creditNotes.filter((c) => c.year === year).sort((a, b) => Number(a.seq) - Number(b.seq));
      expect(ofYear.map((c) => c.number)).toEqual(ofYear.map((_, i) => `GS-${year}-${String(i + 1).padStart(5, '0')}`));
      expect(seed[INVOICE_COUNTERS]).toContainEqual({ kind: 'credit_note', year, last: ofYear.length });
    }
  });

  it('the demo customer (kunde@akademie.test) reads the invoices of her binding bookings', async () => {
    const client = createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'seed-invoices' },
    });
    const { error } = await client.auth.signInWithPassword(DEMO_CUSTOMER);
    if (error) throw error;
    const { data, error: readError } = await client.from('invoices').select('booking_id, number, snapshot');
    if (readError) throw new Error(readError.message);
    const own = bookings.filter((b) => b.user_id === DEMO_CUSTOMER.id && isBinding(b)).map((b) => b.id);
    expect(own.length).toBeGreaterThan(0);
    expect((data ?? []).map((i) => i.booking_id).sort()).toEqual([...own].sort());
  });
});
