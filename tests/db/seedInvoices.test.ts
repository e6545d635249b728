/**
 * The loaded seed's binding bookings have their invoices (docs/demo-data.md, docs/invoices.md): issued by
 * private.issue_invoice when seed.sql loads, numbered without gaps per year, dated the day each booking became binding.
 */
import { buildSeed } from '../../mocks/seed';
import { asSuperuser, closePool } from './client';
import { anon, as, CUSTOMER } from './fixtures';

afterAll(closePool);

const SEED_BOOKING_IDS = buildSeed(new Date()).bookings.map((b) => b.id);
// Binding now: confirmed or paid (its one pending booking is a guest's whose address is not confirmed yet).
const BINDING_NOW = "(b.status in ('confirmed', 'paid'))";
// Binding before it was cancelled or withdrawn: made on invoice (seed bookings hold no seats), or paid online.
const WAS_BINDING =
  "(b.status = 'cancelled' and b.expired_at is null and (b.payment_method = 'invoice' or b.paid_at is not null))";
const BINDING = `(${BINDING_NOW} or ${WAS_BINDING})`;

interface InvoiceRow {
  booking_id: string;
  number: string;
  year: number;
  seq: number;
  issue_date: string;
}

async function seedInvoices(): Promise<InvoiceRow[]> {
  const { rows } = await asSuperuser().query(
    `select i.booking_id, i.number, i.year, i.seq, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date
     from public.invoices i where i.kind = 'invoice' and i.booking_id = any($1::uuid[]) order by i.year, i.seq`,
    [SEED_BOOKING_IDS],
  );
  return rows as InvoiceRow[];
}

describe('the seed has the invoices of its binding bookings', () => {
  it('every binding seed booking has exactly one invoice, and no other seed booking has one', async () => {
    const { rows } = await asSuperuser().query(
      `select b.id, ${BINDING} as binding, count(i.id)::int as invoices
       from public.bookings b left join public.invoices i on i.booking_id = b.id and i.kind = 'invoice'
       where b.id = any($1::uuid[]) group by b.id`,
      [SEED_BOOKING_IDS],
    );
    const typed = rows as Array<{ id: string; binding: boolean; invoices: number }>;
    expect(typed.filter((r) => r.binding).length).toBeGreaterThan(100);
    for (const row of typed)
      expect({ id: row.id, invoices: row.invoices }).toEqual({ id: row.id, invoices: row.binding ? 1 : 0 });
  });

  it('numbers run without gaps from 1 in every year, in the order of the issue dates', async () => {
    const invoices = await seedInvoices();
    const years = [...new Set(invoices.map((i) => i.year))];
    for (const year of years) {
      const ofYear = invoices.filter((i) => i.year === year);
      expect(ofYear.map((i) => i.seq)).toEqual(ofYear.map((_, index) => index + 1));
      expect(ofYear.map((i) => i.number)).toEqual(ofYear.map((i) => `RE-${year}-${String(i.seq).padStart(5, '0')}`));
      expect(ofYear.every((i) => i.issue_date.startsWith(String(year)))).toBe(true);
      expect(ofYear.map((i) => i.issue_date)).toEqual([...ofYear.map((i) => i.issue_date)].sort());
    }
  });

  it('each invoice is dated the day its booking became binding (paid online, or made on invoice)', async () => {
    const { rows } = await asSuperuser().query(
      `select count(*)::int as n from public.invoices i join public.bookings b on b.id = i.booking_id
       where b.id = any($1::uuid[]) and i.kind = 'invoice' and i.issue_date <>
         ((case when b.payment_method = 'online' then coalesce(b.paid_at, b.created_at) else b.created_at end)
           at time zone 'Europe/Berlin')::date`,
      [SEED_BOOKING_IDS],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('the counters continue after the seed: the next invoice of a seed year follows its last seed number', async () => {
    const invoices = await seedInvoices();
    const { rows } = await asSuperuser().query(
      "select year, last from private.invoice_counters where kind = 'invoice' order by year",
    );
    for (const { year, last } of rows as Array<{ year: number; last: number }>) {
      // Other test files may have issued more since; never fewer than the seed's.
      expect(last).toBeGreaterThanOrEqual(invoices.filter((i) => i.year === year).length);
    }
    expect((rows as Array<{ year: number }>).map((r) => r.year)).toEqual(
      expect.arrayContaining([...new Set(invoices.map((i) => i.year))]),
    );
  });

  it('nobody over the API can issue a backdated invoice with the seed-only issue date', async () => {
    const [booking] = SEED_BOOKING_IDS;
    for (const session of [as(CUSTOMER), anon()]) {
      await expect(
        session.query("select private.issue_invoice($1::uuid, date '2020-01-01')", [booking]),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('the demo customer (kunde@akademie.test) reads the invoices of her binding bookings', async () => {
    const { rows: binding } = await asSuperuser().query(
      `select b.booking_number from public.bookings b where b.user_id = $1 and b.id = any($2::uuid[]) and ${BINDING}
       order by b.booking_number`,
      [CUSTOMER.id, SEED_BOOKING_IDS],
    );
    expect(binding.length).toBeGreaterThan(0);
    const { rows: visible } = await as(CUSTOMER).query(
      "select snapshot ->> 'bookingNumber' as booking_number from public.invoices where kind = 'invoice' and booking_id = any($1::uuid[]) order by 1",
      [SEED_BOOKING_IDS],
    );
    expect(visible).toEqual(binding);
  });
});

describe('the seed has a credit note for every cancelled or withdrawn booking that was binding', () => {
  interface CreditRow {
    booking_id: string;
    number: string;
    year: number;
    seq: number;
    issue_date: string;
    cancelled_on: string;
    withdrawn: boolean;
    gross_cents: number;
    invoice_gross_cents: number;
    invoice_number: string;
    invoice_issue_date: string;
    snapshot: Record<string, unknown> & { totals: Record<string, number>; note: string; typeCode: number };
    invoice_snapshot: Record<string, unknown> & { totals: Record<string, number> };
  }

  async function creditNotes(): Promise<CreditRow[]> {
    const { rows } = await asSuperuser().query(
      `select c.booking_id, c.number, c.year, c.seq, to_char(c.issue_date, 'YYYY-MM-DD') as issue_date,
         to_char(coalesce(b.cancelled_at, b.updated_at) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as cancelled_on,
         exists (select 1 from public.booking_withdrawals w where w.booking_id = b.id) as withdrawn,
         c.gross_cents, i.gross_cents as invoice_gross_cents, i.number as invoice_number,
         to_char(i.issue_date, 'YYYY-MM-DD') as invoice_issue_date, c.snapshot, i.snapshot as invoice_snapshot
       from public.invoices c join public.invoices i on i.id = c.preceding_invoice_id
       join public.bookings b on b.id = c.booking_id
       where c.kind = 'credit_note' and c.booking_id = any($1::uuid[]) order by c.year, c.seq`,
      [SEED_BOOKING_IDS],
    );
    return rows as CreditRow[];
  }

  it('each cancelled or withdrawn binding seed booking has exactly one credit note for its invoice; no other has one', async () => {
    const { rows } = await asSuperuser().query(
      `select b.id, ${WAS_BINDING} as was_binding,
         (select count(*)::int from public.invoices c where c.booking_id = b.id and c.kind = 'credit_note') as credits,
         (select count(*)::int from public.invoices c join public.invoices i on i.id = c.preceding_invoice_id
           where c.booking_id = b.id and c.kind = 'credit_note' and i.booking_id = b.id and i.kind = 'invoice')
           as credits_of_own_invoice,
         private.open_invoice_id(b.id) is null as nothing_open
       from public.bookings b where b.id = any($1::uuid[])`,
      [SEED_BOOKING_IDS],
    );
    const typed = rows as Array<{
      id: string;
      was_binding: boolean;
      credits: number;
      credits_of_own_invoice: number;
      nothing_open: boolean;
    }>;
    // Cancellations and withdrawals of every kind: on invoice, paid online (refunded), withdrawn.
    expect(typed.filter((r) => r.was_binding).length).toBeGreaterThan(20);
    for (const row of typed) {
      const expected = row.was_binding ? 1 : 0;
      expect(row).toEqual({ ...row, credits: expected, credits_of_own_invoice: expected });
      if (row.was_binding) expect(row).toEqual({ ...row, nothing_open: true });
    }
  });

  it('a credit note repeats its invoice’s lines and sums, refers to it and is dated the day of the cancellation', async () => {
    const notes = await creditNotes();
    expect(notes.some((n) => n.withdrawn)).toBe(true);
    expect(notes.some((n) => !n.withdrawn)).toBe(true);
    for (const note of notes) {
      const { snapshot, invoice_snapshot: original } = note;
      expect(note.gross_cents).toBe(note.invoice_gross_cents);
      expect(snapshot.typeCode).toBe(381);
      expect(snapshot.precedingInvoice).toEqual({ number: note.invoice_number, issueDate: note.invoice_issue_date });
      expect(snapshot.lines).toEqual(original.lines);
      expect(snapshot.buyer).toEqual(original.buyer);
      const { paidCents: _paid, dueCents: _due, ...sums } = original.totals;
      expect(snapshot.totals).toEqual({ ...sums, paidCents: 0, dueCents: original.totals.grossCents });
      expect(snapshot.totals.grossCents).toBe(note.gross_cents);
      expect(Number(snapshot.totals.netCents) + Number(snapshot.totals.vatCents)).toBe(snapshot.totals.grossCents);
      expect(note.issue_date).toBe(note.cancelled_on);
      expect(note.issue_date >= note.invoice_issue_date).toBe(true);
      expect(snapshot.note).toBe(
        `${note.withdrawn ? 'Widerruf' : 'Stornierung'}: Diese Gutschrift storniert die Rechnung ${note.invoice_number} ` +
          `vom ${note.invoice_issue_date.split('-').reverse().join('.')} vollständig.`,
      );
    }
  });

  it('credit note numbers run without gaps from 1 in every year, and the counters continue after them', async () => {
    const notes = await creditNotes();
    const years = [...new Set(notes.map((n) => n.year))];
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      const ofYear = notes.filter((n) => n.year === year);
      expect(ofYear.map((n) => n.seq)).toEqual(ofYear.map((_, index) => index + 1));
      expect(ofYear.map((n) => n.number)).toEqual(ofYear.map((n) => `GS-${year}-${String(n.seq).padStart(5, '0')}`));
      expect(ofYear.map((n) => n.issue_date)).toEqual([...ofYear.map((n) => n.issue_date)].sort());
    }
    const { rows } = await asSuperuser().query(
      "select year, last from private.invoice_counters where kind = 'credit_note' order by year",
    );
    for (const year of years) {
      const counter = (rows as Array<{ year: number; last: number }>).find((r) => r.year === year);
      expect(counter?.last).toBeGreaterThanOrEqual(notes.filter((n) => n.year === year).length);
    }
  });

  it('nobody over the API can issue a backdated credit note with the seed-only issue date', async () => {
    const { rows } = await asSuperuser().query(
      "select id from public.invoices where kind = 'invoice' and booking_id = any($1::uuid[]) limit 1",
      [SEED_BOOKING_IDS],
    );
    for (const session of [as(CUSTOMER), anon()]) {
      await expect(
        session.query("select private.issue_credit_note($1::uuid, 'Stornierung', date '2020-01-01')", [rows[0]!.id]),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
