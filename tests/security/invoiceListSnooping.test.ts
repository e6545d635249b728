/**
 * The admin invoice list (issue 30, docs/invoices.md "Admin list"), the attacks first: a visitor or a customer asking
 * `admin_invoice_page` for everyone's invoices, searching it for their own or others' numbers, a search written as a
 * LIKE wildcard to list everything, and a page size large enough to pull every record with its snapshot at once.
 */
import { asSuperuser, closePool } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  sessionLine,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

interface ListRow {
  kind: 'invoice' | 'credit_note';
  number: string;
  booking_number: string;
  buyer_name: string;
  gross_cents: number;
  preceding_number: string | null;
}

interface ListPage {
  total: number;
  balance_cents: number;
  rows: ListRow[];
}

let customer: TestUser;
let invoiceNumber: string;
let creditNoteNumber: string;
let bookingNumber: string;

beforeAll(async () => {
  customer = await createCustomer('rechnungsliste');
  await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [customer.id]);
  const sessionId = await createSession({ capacity: 20, seminarSlug: 'seo-grundlagen' });
  // A signed-in customer with a confirmed address booking by invoice is invoiced at once; cancelling credits it.
  const booked = await as(customer).rpc<{ booking_id: string; booking_number: string }>('book_cart', {
    _lines: [sessionLine(sessionId, 1)],
    _customer: { ...CUSTOMER_DETAILS, email: customer.email, last_name: 'Listenprüfer' },
    _payment_method: 'invoice',
  });
  bookingNumber = booked.booking_number;
  await as(customer).rpc('cancel_booking', { _booking_id: booked.booking_id });
  const { rows } = await asSuperuser().query<{ kind: string; number: string }>(
    'select kind, number from public.invoices where booking_id = $1',
    [booked.booking_id],
  );
  invoiceNumber = rows.find((row) => row.kind === 'invoice')!.number;
  creditNoteNumber = rows.find((row) => row.kind === 'credit_note')!.number;
});

describe('a visitor or a customer asking for the admin invoice list', () => {
  it('a visitor without an account may not even call it', async () => {
    const refused = await expectDbError(() => anon().rpc('admin_invoice_page', {}));
    expect(refused.code).toBe('42501');
  });

  it('a customer gets FORBIDDEN, also when searching for their own invoice number', async () => {
    for (const args of [{}, { _search: invoiceNumber }, { _search: bookingNumber, _kind: 'invoice', _limit: 100 }]) {
      expect((await expectDbError(() => as(customer).rpc('admin_invoice_page', args))).message).toBe('FORBIDDEN');
    }
  });
});

describe('an admin cannot be tricked into answering more than a page', () => {
  it('a search for "%" or "_" is taken literally, not as a wildcard that matches every record', async () => {
    for (const wildcard of ['%', '_', '%%']) {
      const page = await as(ADMIN).rpc<ListPage>('admin_invoice_page', { _search: wildcard });
      expect(page).toEqual({ total: 0, balance_cents: 0, rows: [] });
    }
  });

  it('a huge or negative page size gives at most 100 rows, a negative offset the first page', async () => {
    for (const limit of [1_000_000, -5, 0]) {
      const page = await as(ADMIN).rpc<ListPage>('admin_invoice_page', { _limit: limit, _offset: -10 });
      expect(page.rows.length).toBeGreaterThanOrEqual(1);
      expect(page.rows.length).toBeLessThanOrEqual(100);
      if (limit <= 0) expect(page.rows).toHaveLength(1);
    }
  });

  it('an unknown kind or an over-long search is refused with INVALID_INPUT', async () => {
    const kind = await expectDbError(() => as(ADMIN).rpc('admin_invoice_page', { _kind: "invoice' or '1'='1" }));
    expect(kind.message).toBe('INVALID_INPUT');
    expect(kind.detail).toEqual({ field: 'kind', reason: 'invalid' });
    const long = await expectDbError(() => as(ADMIN).rpc('admin_invoice_page', { _search: 'x'.repeat(201) }));
    expect(long.detail).toEqual({ field: 'search', reason: 'too_long', max: 200 });
  });
});

describe('the admin list itself', () => {
  it('finds the invoice and its credit note by booking number, newest first, with their balance', async () => {
    const page = await as(ADMIN).rpc<ListPage>('admin_invoice_page', { _search: bookingNumber.toLowerCase() });
    expect(page.total).toBe(2);
    expect(page.balance_cents).toBe(0);
    expect(page.rows.map((row) => [row.kind, row.number, row.preceding_number])).toEqual([
      ['credit_note', creditNoteNumber, invoiceNumber],
      ['invoice', invoiceNumber, null],
    ]);
    const onlyInvoices = await as(ADMIN).rpc<ListPage>('admin_invoice_page', {
      _search: 'listenprüfer',
      _kind: 'invoice',
    });
    expect(onlyInvoices.rows.map((row) => row.number)).toEqual([invoiceNumber]);
    expect(onlyInvoices.balance_cents).toBe(onlyInvoices.rows[0]!.gross_cents);
  });
});
