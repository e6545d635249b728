/**
 * Invoices as records (issue 30, docs/invoices.md "Records"), the attacks first: reading someone else's invoice,
 * changing or deleting an issued one (through the API, the service role, a security-definer function or as the
 * owner), getting an invoice for a booking that never became binding, and racing confirmations for numbers with gaps
 * or twice-issued invoices. Then the rules: credit notes for cancellations and withdrawals, the snapshot's content.
 */
import type { InvoiceSnapshot } from '@shared/invoice/types';
import { asRole, asSuperuser, becomeRole, closePool, transaction } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  guestDetails,
  sessionLine,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

interface Booked {
  booking_id: string;
  booking_number: string;
  gross_cents: number;
  payment_token: string;
}

interface InvoiceRow {
  id: string;
  booking_id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  year: number;
  seq: number;
  gross_cents: number;
  preceding_invoice_id: string | null;
  snapshot: InvoiceSnapshot;
}

const COMPANY = {
  ...CUSTOMER_DETAILS,
  customer_type: 'company',
  company_name: 'Bezirksamt Musterstadt – Fachbereich Digitalisierung und Bürgerdienste',
  vat_id: 'DE123456789',
};

async function confirmedCustomer(name: string): Promise<TestUser> {
  const user = await createCustomer(name);
  await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
  return user;
}

async function invoicesOf(bookingId: string): Promise<InvoiceRow[]> {
  const { rows } = await asSuperuser().query(
    'select * from public.invoices where booking_id = $1 order by created_at, kind, seq',
    [bookingId],
  );
  return rows as InvoiceRow[];
}

function book(user: TestUser | null, sessionId: string, customer: Record<string, unknown>, method = 'invoice') {
  const session = user ? as(user) : anon();
  return session.rpc<Booked>('book_cart', {
    _lines: [sessionLine(sessionId, 1)],
    _customer: customer,
    _payment_method: method,
  });
}

let customer: TestUser;
let stranger: TestUser;
let sessionId: string;

beforeAll(async () => {
  customer = await confirmedCustomer('rechnung');
  stranger = await confirmedCustomer('fremd');
  sessionId = await createSession({ capacity: 60, seminarSlug: 'seo-grundlagen' });
});

describe('reading someone else’s invoice', () => {
  it('neither anon nor another customer can read a customer’s invoice; the booker and admins can', async () => {
    const booked = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email });
    const [invoice] = await invoicesOf(booked.booking_id);
    expect(invoice?.kind).toBe('invoice');

    const anonRead = await expectDbError(() => anon().query('select * from public.invoices'));
    expect(anonRead.code).toBe('42501');
    const strangerRows = await as(stranger).query('select * from public.invoices where id = $1', [invoice!.id]);
    expect(strangerRows.rows).toEqual([]);
    expect(
      (await as(stranger).query('select * from public.invoices where booking_id = $1', [booked.booking_id])).rows,
    ).toEqual([]);
    const own = await as(customer).query('select number from public.invoices where id = $1', [invoice!.id]);
    expect(own.rows).toEqual([{ number: invoice!.number }]);
    const admin = await as(ADMIN).query('select number from public.invoices where id = $1', [invoice!.id]);
    expect(admin.rows).toEqual([{ number: invoice!.number }]);
    // The admin list is for admins only.
    expect((await expectDbError(() => as(stranger).rpc('admin_invoices', {}))).message).toBe('FORBIDDEN');
  });

  it('a guest reaches the documents only with the booking’s own payment token', async () => {
    const booked = await book(null, sessionId, guestDetails());
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' });
    const wrong = await expectDbError(() =>
      anon().rpc('guest_invoices', { _booking_id: booked.booking_id, _payment_token: crypto.randomUUID() }),
    );
    expect(wrong.message).toBe('BOOKING_NOT_FOUND');
    const list = await anon().rpc<Array<{ number: string; kind: string }>>('guest_invoices', {
      _booking_id: booked.booking_id,
      _payment_token: booked.payment_token,
    });
    expect(list.map((i) => i.kind)).toEqual(['invoice']);
  });

  it('a stranger guessing tokens, naming unknown bookings or sending a megabyte learns nothing and gets nothing', async () => {
    const booked = await book(null, sessionId, guestDetails());
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' });
    const refusal = async (bookingId: string, token: string) => {
      const error = await expectDbError(() =>
        anon().rpc('guest_invoices', { _booking_id: bookingId, _payment_token: token }),
      );
      return error.message;
    };
    // A real booking with a wrong token answers exactly as a booking that does not exist (no oracle).
    expect(await refusal(booked.booking_id, crypto.randomUUID())).toBe('BOOKING_NOT_FOUND');
    expect(await refusal(crypto.randomUUID(), crypto.randomUUID())).toBe('BOOKING_NOT_FOUND');
    expect(await refusal(booked.booking_id, 'x'.repeat(1_000_000))).toBe('BOOKING_NOT_FOUND');
    expect(await refusal(booked.booking_id, '')).toBe('BOOKING_NOT_FOUND');
    // 200 guesses in a row: every one refused (the token is a random UUID, 122 bits).
    const guesses = await Promise.all(
      Array.from({ length: 200 }, () => refusal(booked.booking_id, crypto.randomUUID())),
    );
    expect(new Set(guesses)).toEqual(new Set(['BOOKING_NOT_FOUND']));
    // The one right token still works, and the guesses changed nothing.
    const list = await anon().rpc<Array<{ kind: string }>>('guest_invoices', {
      _booking_id: booked.booking_id,
      _payment_token: booked.payment_token,
    });
    expect(list.map((i) => i.kind)).toEqual(['invoice']);
  });
});

describe('changing or deleting an issued invoice', () => {
  let invoice: InvoiceRow;
  beforeAll(async () => {
    const booked = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email });
    invoice = (await invoicesOf(booked.booking_id))[0]!;
  });

  it('the booker and an admin can neither insert, update nor delete one through the API', async () => {
    for (const user of [customer, ADMIN]) {
      const update = await expectDbError(() =>
        as(user).query(`update public.invoices set gross_cents = 1 where id = $1`, [invoice.id]),
      );
      expect(update.code).toBe('42501');
      const remove = await expectDbError(() =>
        as(user).query('delete from public.invoices where id = $1', [invoice.id]),
      );
      expect(remove.code).toBe('42501');
      const insert = await expectDbError(() =>
        as(user).query(
          `insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
           values ($1, 'invoice', 'RE-2026-99999', 2026, 99999, current_date, '{}', 1)`,
          [invoice.booking_id],
        ),
      );
      expect(insert.code).toBe('42501');
    }
    const service = await expectDbError(() =>
      asRole('service_role').query('update public.invoices set gross_cents = 1 where id = $1', [invoice.id]),
    );
    expect(service.code).toBe('42501');
  });

  it('not even the owner or a security-definer function can change, delete or truncate one', async () => {
    const update = await expectDbError(() =>
      asSuperuser().query(`update public.invoices set snapshot = '{}' where id = $1`, [invoice.id]),
    );
    expect(update.message).toBe('INVOICE_IMMUTABLE');
    const remove = await expectDbError(() =>
      asSuperuser().query('delete from public.invoices where id = $1', [invoice.id]),
    );
    expect(remove.message).toBe('INVOICE_IMMUTABLE');
    const truncate = await expectDbError(() => asSuperuser().query('truncate public.invoices cascade'));
    expect(truncate.message).toBe('INVOICE_IMMUTABLE');
    // A security-definer path an attacker might find: still refused by the trigger.
    const definer = await expectDbError(() =>
      transaction(
        async (client) => {
          await client.query(`create function public.tamper_probe(_id uuid) returns void
            language sql security definer set search_path = '' as
            $$ update public.invoices set gross_cents = 0 where id = _id $$`);
          await client.query('grant execute on function public.tamper_probe(uuid) to authenticated');
          await client.query(`set local role authenticated`);
          await client.query('select public.tamper_probe($1)', [invoice.id]);
        },
        { rollback: true },
      ),
    );
    expect(definer.message).toBe('INVOICE_IMMUTABLE');
    // An admin deleting the invoiced booking is refused too (the invoice keeps it).
    const bookingDelete = await expectDbError(() =>
      as(ADMIN).query('delete from public.bookings where id = $1', [invoice.booking_id]),
    );
    expect(bookingDelete.code).toBe('23503');
    const after = (await invoicesOf(invoice.booking_id))[0]!;
    expect(after).toEqual(invoice);
  });

  it('a changed billing address changes no issued invoice; the admin’s correction = credit note + new invoice', async () => {
    await as(ADMIN).query(`update public.bookings set billing_street = 'Neue Straße 9' where id = $1`, [
      invoice.booking_id,
    ]);
    expect((await invoicesOf(invoice.booking_id))[0]).toEqual(invoice);
    const corrected = await as(ADMIN).rpc<{ credit_note_id: string; invoice_id: string }>('admin_correct_invoice', {
      _booking_id: invoice.booking_id,
    });
    const records = await invoicesOf(invoice.booking_id);
    expect(records.map((r) => r.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(records[0]).toEqual(invoice);
    expect(records[1]!.id).toBe(corrected.credit_note_id);
    expect(records[1]!.preceding_invoice_id).toBe(invoice.id);
    expect(records[2]!.id).toBe(corrected.invoice_id);
    expect(records[2]!.snapshot.buyer.street).toBe('Neue Straße 9');
    const refused = await expectDbError(() =>
      as(customer).rpc('admin_correct_invoice', { _booking_id: invoice.booking_id }),
    );
    expect(refused.message).toBe('FORBIDDEN');
  });
});

describe('an invoice for a booking that never became binding', () => {
  it('a guest’s unconfirmed booking has none, and after it lapsed it never gets one', async () => {
    const booked = await book(null, sessionId, guestDetails());
    expect(await invoicesOf(booked.booking_id)).toEqual([]);
    const { rows } = await asSuperuser().query(
      'select confirmation_token from public.booking_tokens where booking_id = $1',
      [booked.booking_id],
    );
    await asSuperuser().query(
      `update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [booked.booking_id],
    );
    await asSuperuser().query('select private.expire_holds()');
    const late = await anon().rpc<{ status: string }>('confirm_booking_email', {
      _token: (rows[0] as { confirmation_token: string }).confirmation_token,
    });
    expect(late.status).toBe('expired');
    expect(await invoicesOf(booked.booking_id)).toEqual([]);
    // An unpaid online booking has none either, and cancelling it issues no credit note.
    const online = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email }, 'online');
    expect(await invoicesOf(online.booking_id)).toEqual([]);
    await as(customer).rpc('cancel_booking', { _booking_id: online.booking_id });
    expect(await invoicesOf(online.booking_id)).toEqual([]);
  });

  it('a guest who confirms the address gets the invoice then', async () => {
    const booked = await book(null, sessionId, guestDetails());
    const { rows } = await asSuperuser().query(
      'select confirmation_token from public.booking_tokens where booking_id = $1',
      [booked.booking_id],
    );
    const token = (rows[0] as { confirmation_token: string }).confirmation_token;
    await anon().rpc('confirm_booking_email', { _token: token });
    await anon().rpc('confirm_booking_email', { _token: token });
    expect((await invoicesOf(booked.booking_id)).map((i) => i.kind)).toEqual(['invoice']);
  });
});

describe('racing confirmations', () => {
  it('20 concurrent confirmations of different bookings give 20 different numbers and no gap in the range', async () => {
    const date = await createSession({ capacity: 40 });
    const unconfirmed = await createCustomer('zwanzig');
    const bookings: Booked[] = [];
    for (let i = 0; i < 20; i += 1) {
      bookings.push(await book(unconfirmed, date, { ...CUSTOMER_DETAILS, email: unconfirmed.email }));
    }
    for (const b of bookings) expect(await invoicesOf(b.booking_id)).toEqual([]);
    // A confirmation rolled back after its invoice was numbered gives the number back (checked with the range below).
    await transaction(
      async (client) => {
        await becomeRole(client, 'authenticated', claimsFor(ADMIN));
        await client.query(`select public.admin_set_booking_status($1, 'confirmed')`, [bookings[0]!.booking_id]);
        const { rows } = await client.query('select number from public.invoices where booking_id = $1', [
          bookings[0]!.booking_id,
        ]);
        expect(rows).toHaveLength(1);
      },
      { rollback: true },
    );
    await Promise.all(
      bookings.map((b) =>
        as(ADMIN).rpc('admin_set_booking_status', { _booking_id: b.booking_id, _status: 'confirmed' }),
      ),
    );
    const numbers = (await Promise.all(bookings.map((b) => invoicesOf(b.booking_id)))).map((list) => {
      expect(list).toHaveLength(1);
      return list[0]!.number;
    });
    expect(new Set(numbers).size).toBe(20);
    // The whole range of this year is gapless: 1 … max, each once (whatever other tests issued meanwhile).
    const { rows } = await asSuperuser().query(
      `select kind, count(*)::int as count, count(distinct seq)::int as distinct_seqs, max(seq) as max
       from public.invoices where year = extract(year from now() at time zone 'Europe/Berlin') group by kind`,
    );
    for (const row of rows as Array<{ count: number; distinct_seqs: number; max: number }>) {
      expect(row.distinct_seqs).toBe(row.count);
      expect(row.max).toBe(row.count);
    }
  });

  it('confirming twice (concurrently, then paid) issues one invoice', async () => {
    const unconfirmed = await createCustomer('doppelt');
    const booked = await book(unconfirmed, sessionId, { ...CUSTOMER_DETAILS, email: unconfirmed.email });
    await Promise.all([
      as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' }),
      as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' }),
    ]);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'paid' });
    const list = await invoicesOf(booked.booking_id);
    expect(list).toHaveLength(1);
    // Issued when confirmed: still due then.
    expect(list[0]!.snapshot.totals.dueCents).toBe(booked.gross_cents);
  });

  it('a booking paid online gets one invoice that shows it paid', async () => {
    const booked = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email }, 'online');
    const service = asRole('service_role');
    const event = `evt_${crypto.randomUUID()}`;
    await service.rpc('record_stripe_payment', {
      _event_id: event,
      _booking_id: booked.booking_id,
      _amount_cents: booked.gross_cents,
      _currency: 'eur',
    });
    await service.rpc('record_stripe_payment', {
      _event_id: event,
      _booking_id: booked.booking_id,
      _amount_cents: booked.gross_cents,
      _currency: 'eur',
    });
    const list = await invoicesOf(booked.booking_id);
    expect(list).toHaveLength(1);
    expect(list[0]!.snapshot.totals).toMatchObject({ paidCents: booked.gross_cents, dueCents: 0 });
    expect(list[0]!.snapshot.payment).toMatchObject({ method: 'online', dueDate: null });
  });
});

describe('credit notes', () => {
  it('a customer’s cancellation of an invoiced booking issues a credit note for the whole invoice', async () => {
    const booked = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email });
    await as(customer).rpc('cancel_booking', { _booking_id: booked.booking_id });
    await expectDbError(() => as(customer).rpc('cancel_booking', { _booking_id: booked.booking_id }));
    const [invoice, credit, ...rest] = await invoicesOf(booked.booking_id);
    expect(rest).toEqual([]);
    expect(credit!.kind).toBe('credit_note');
    expect(credit!.number).toMatch(/^GS-\d{4}-\d{5}$/);
    expect(credit!.preceding_invoice_id).toBe(invoice!.id);
    expect(credit!.gross_cents).toBe(invoice!.gross_cents);
    expect(credit!.snapshot).toMatchObject({
      typeCode: 381,
      number: credit!.number,
      precedingInvoice: { number: invoice!.number, issueDate: invoice!.snapshot.issueDate },
      lines: invoice!.snapshot.lines,
      totals: { ...invoice!.snapshot.totals, paidCents: 0, dueCents: invoice!.gross_cents },
      payment: { dueDate: null },
    });
    // Positive amounts (EN 16931 credit note).
    expect(credit!.snapshot.totals.grossCents).toBeGreaterThan(0);
  });

  it('a withdrawal and an admin’s cancellation issue one each', async () => {
    const withdrawn = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email });
    await as(customer).rpc('withdraw_booking', { _booking_id: withdrawn.booking_id });
    expect((await invoicesOf(withdrawn.booking_id)).map((i) => i.kind)).toEqual(['invoice', 'credit_note']);
    const cancelled = await book(customer, sessionId, { ...CUSTOMER_DETAILS, email: customer.email });
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: cancelled.booking_id, _status: 'cancelled' });
    expect((await invoicesOf(cancelled.booking_id)).map((i) => i.kind)).toEqual(['invoice', 'credit_note']);
  });
});

describe('the snapshot', () => {
  it('names the seller’s legal data, the buyer, BT-10 and each line with its whole service period', async () => {
    const twoDays = await createSession({ capacity: 10, seminarSlug: 'seo-grundlagen', dayOffset: 80 });
    const booked = await book(customer, twoDays, {
      ...COMPANY,
      email: customer.email,
      buyer_reference: '991-12345-67',
    });
    const [invoice] = await invoicesOf(booked.booking_id);
    const { rows } = await asSuperuser().query(
      `select s.start_date::text as start, s.end_date::text as end, b.net_cents, b.vat_cents, b.gross_cents,
              sem.title
       from public.seminar_sessions s join public.seminars sem on sem.id = s.seminar_id, public.bookings b
       where s.id = $1 and b.id = $2`,
      [twoDays, booked.booking_id],
    );
    const facts = rows[0] as {
      start: string;
      end: string;
      net_cents: number;
      vat_cents: number;
      gross_cents: number;
      title: string;
    };
    expect(facts.end).not.toBe(facts.start);
    expect(invoice!.snapshot).toMatchObject({
      typeCode: 380,
      number: invoice!.number,
      bookingNumber: booked.booking_number,
      buyerReference: '991-12345-67',
      buyerIsBusiness: true,
      seller: {
        name: 'Digitalakademie Deutschland GmbH',
        registerCourt: 'Amtsgericht Berlin-Charlottenburg',
        registerNumber: 'HRB 234567 B',
        managingDirectors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
        vatId: 'DE123456789',
      },
      buyer: { name: COMPANY.company_name, contactName: 'Erika Musterfrau', vatId: 'DE123456789' },
      lines: [{ servicePeriod: { start: facts.start, end: facts.end }, quantity: 1, vatRatePercent: 19 }],
      totals: {
        netCents: facts.net_cents,
        vatCents: facts.vat_cents,
        grossCents: facts.gross_cents,
        vatBreakdown: [{ ratePercent: 19, netCents: facts.net_cents, vatCents: facts.vat_cents }],
        paidCents: 0,
        dueCents: facts.gross_cents,
      },
      payment: { method: 'invoice' },
    });
    // The full title, never shortened.
    expect(invoice!.snapshot.lines[0]!.description.startsWith(`${facts.title}, `)).toBe(true);
    expect(invoice!.snapshot.payment.terms).toContain(invoice!.number);
  });

  it('book_cart refuses an order number with other characters and ignores a consumer’s', async () => {
    const bad = await expectDbError(() =>
      book(customer, sessionId, { ...COMPANY, email: customer.email, buyer_reference: '<script>' }),
    );
    expect(bad.detail).toMatchObject({ field: 'customer.buyer_reference', reason: 'invalid' });
    const long = await expectDbError(() =>
      book(customer, sessionId, { ...COMPANY, email: customer.email, buyer_reference: 'A'.repeat(101) }),
    );
    expect(long.detail).toMatchObject({ field: 'customer.buyer_reference', reason: 'too_long' });
    const consumer = await book(customer, sessionId, {
      ...CUSTOMER_DETAILS,
      email: customer.email,
      buyer_reference: 'X-1',
    });
    const { rows } = await asSuperuser().query('select buyer_reference from public.bookings where id = $1', [
      consumer.booking_id,
    ]);
    expect(rows[0]).toEqual({ buyer_reference: null });
  });
});
