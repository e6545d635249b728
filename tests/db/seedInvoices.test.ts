/**
 * The loaded seed's binding bookings have their invoices (docs/demo-data.md, docs/invoices.md): issued by
 * private.issue_invoice when seed.sql loads, numbered without gaps per year, dated the day each booking became binding.
 */
import { buildSeed } from '../../mocks/seed';
import { asSuperuser, closePool } from './client';
import { anon, as, CUSTOMER } from './fixtures';

afterAll(closePool);

const SEED_BOOKING_IDS = buildSeed(new Date()).bookings.map((b) => b.id);
// Binding in the seed: confirmed or paid (its one pending booking is a guest's whose address is not confirmed yet).
const BINDING = "(b.status in ('confirmed', 'paid'))";

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
