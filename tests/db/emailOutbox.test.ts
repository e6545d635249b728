/**
 * The transactional outbox: a booking, a status change, a cancellation, a cancelled session or an in-house request
 * writes its messages in the same transaction; a rolled-back booking leaves none; reminders are scheduled and
 * withdrawn on cancellation; only admins read the outbox or resend a message.
 */
import { renderMail } from '../../supabase/functions/_shared/mail';
import { asSuperuser, becomeRole, closePool, pool } from './client';
import {
  ADMIN,
  anon,
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER,
  CUSTOMER_DETAILS,
  expectDbError,
  guestDetails,
  sessionLine,
  type TestUser,
} from './fixtures';

afterAll(closePool);

let customer: TestUser;
beforeAll(async () => {
  customer = await createCustomer('outbox');
});

interface OutboxRow {
  id: string;
  template: string;
  recipient: string;
  data: Record<string, unknown>;
  idempotency_key: string;
  send_after: string | null;
  sent_at: string | null;
  attempts: number;
}

async function outbox(bookingId: string): Promise<OutboxRow[]> {
  const { rows } = await asSuperuser().query(
    'select * from public.email_outbox where booking_id = $1 order by created_at, template',
    [bookingId],
  );
  return rows as OutboxRow[];
}

async function book(sessionId: string, quantity = 1, details = CUSTOMER_DETAILS): Promise<string> {
  const result = await as(customer).rpc<{ booking_id: string }>('book_cart', {
    _lines: [sessionLine(sessionId, quantity)],
    _customer: details,
    _payment_method: 'invoice',
  });
  return result.booking_id;
}

describe('email_outbox', () => {
  it('book_cart writes the receipt and the academy notice in its own transaction', async () => {
    const session = await createSession({ dayOffset: 40 });
    const bookingId = await book(session, 2);
    const rows = await outbox(bookingId);
    expect(rows.map((row) => [row.template, row.recipient])).toEqual([
      ['academy_new_booking', 'info@akademie.test'],
      ['booking_received', 'erika.musterfrau@example.test'],
    ]);
    const receipt = rows.find((row) => row.template === 'booking_received')!;
    expect(receipt.idempotency_key).toBe(`booking_received:${bookingId}`);
    expect(receipt.send_after).toBeNull();
    // The stored data renders with the catalogue, as send-mail will.
    const mail = renderMail(receipt.template, receipt.data, { siteUrl: 'https://akademie.example' });
    expect(mail.subject).toMatch(/^Ihre Buchung DA-\d{4}-[A-HJKMNP-Z2-9]{8} ist eingegangen$/);
    expect(mail.text).toContain('2 × ');
  });

  it('a rolled-back booking leaves no message behind', async () => {
    const session = await createSession({ dayOffset: 40 });
    const client = await pool().connect();
    try {
      await client.query('begin');
      await becomeRole(client, 'authenticated', claimsFor(customer));
      const { rows } = await client.query<{ r: { booking_id: string } }>('select public.book_cart($1, $2, $3) as r', [
        JSON.stringify([sessionLine(session)]),
        JSON.stringify(CUSTOMER_DETAILS),
        'invoice',
      ]);
      const bookingId = rows[0]!.r.booking_id;
      const inside = await client.query('select count(*)::int as n from public.email_outbox where booking_id = $1', [
        bookingId,
      ]);
      expect(inside.rows[0]).toEqual({ n: 0 }); // the customer cannot read the outbox (RLS) …
      await client.query('rollback');
      expect(await outbox(bookingId)).toEqual([]); // … and after the rollback there is nothing to read
    } finally {
      client.release();
    }
  });

  it('confirming queues the confirmation with reminders; paying the receipt; cancelling withdraws the reminders', async () => {
    const session = await createSession({ dayOffset: 30 });
    const bookingId = await book(session);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'confirmed' });
    let rows = await outbox(bookingId);
    expect(rows.map((row) => row.template).sort()).toEqual([
      'academy_new_booking',
      'booking_confirmed',
      'booking_received',
      'participant_booked', // issue 31: the participant (not the booker) gets their own mail
      'reminder_1_day',
      'reminder_7_days',
    ]);
    const reminder = rows.find((row) => row.template === 'reminder_7_days')!;
    const { rows: start } = await asSuperuser().query<{ due: boolean }>(
      `select $1::timestamptz = min(starts_at) - interval '7 days' as due from public.booking_items where booking_id = $2`,
      [reminder.send_after, bookingId],
    );
    expect(start[0]!.due).toBe(true);

    // Confirming again or paying later never queues a second confirmation.
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'paid' });
    rows = await outbox(bookingId);
    expect(rows.filter((row) => row.template === 'booking_confirmed')).toHaveLength(1);
    expect(rows.filter((row) => row.template === 'payment_received')).toHaveLength(1);

    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'cancelled' });
    rows = await outbox(bookingId);
    expect(rows.map((row) => row.template)).not.toContain('reminder_7_days');
    expect(rows.map((row) => row.template)).not.toContain('reminder_1_day');
    const cancellation = rows.find((row) => row.template === 'cancellation_confirmed')!;
    const cancellationMail = renderMail(cancellation.template, cancellation.data, { siteUrl: 'https://x.test' });
    expect(cancellationMail.text).toContain('Den bereits gezahlten Betrag');
    // Issue 30: the credit note the cancellation issued is attached, and the confirmation carried the invoice.
    const credit = await asSuperuser().query<{ number: string }>(
      "select number from public.invoices where booking_id = $1 and kind = 'credit_note'",
      [bookingId],
    );
    expect(cancellationMail.attachments.map((file) => file.filename)).toEqual([
      `Rechnungskorrektur-${credit.rows[0]!.number}.pdf`,
    ]);
    const confirmation = rows.find((row) => row.template === 'booking_confirmed')!;
    expect(renderMail(confirmation.template, confirmation.data, { siteUrl: 'https://x.test' }).subject).toMatch(
      /^Buchungsbestätigung und Rechnung /,
    );
  });

  it('the payment webhook queues confirmation and receipt; a date too close gets no reminder', async () => {
    const session = await createSession({ dayOffset: 3 });
    const result = await as(customer).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session)],
      _customer: CUSTOMER_DETAILS,
      _payment_method: 'online',
    });
    await asSuperuser().query('select public.mark_booking_paid_by_webhook($1)', [result.booking_id]);
    await asSuperuser().query('select public.mark_booking_paid_by_webhook($1)', [result.booking_id]);
    const templates = (await outbox(result.booking_id)).map((row) => row.template).sort();
    expect(templates).toEqual([
      'academy_new_booking',
      'booking_confirmed',
      'booking_received',
      'participant_booked', // issue 31
      'payment_received',
      'reminder_1_day',
    ]);
  });

  it('a customer cancellation and a session cancelled by the academy are mailed', async () => {
    const session = await createSession({ dayOffset: 40 });
    const mine = await book(session);
    await as(customer).rpc('cancel_booking', { _booking_id: mine });
    expect((await outbox(mine)).map((row) => row.template)).toContain('cancellation_confirmed');

    const other = await book(session);
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: session });
    const told = (await outbox(other)).filter((row) => row.template === 'session_cancelled');
    expect(told).toHaveLength(1);
    expect((await outbox(mine)).map((row) => row.template)).not.toContain('session_cancelled');
  });

  it('an expired payment link is mailed once (the hook for the expiry of unpaid online bookings)', async () => {
    const session = await createSession({ dayOffset: 40 });
    // An address of its own: a guest address gets this mail once a day at most (docs/booking-rules.md).
    const bookingId = await book(session, 1, guestDetails());
    await asSuperuser().query('select private.enqueue_payment_link_expired_mail($1)', [bookingId]);
    await asSuperuser().query('select private.enqueue_payment_link_expired_mail($1)', [bookingId]);
    const rows = (await outbox(bookingId)).filter((row) => row.template === 'payment_link_expired');
    expect(rows).toHaveLength(1);
    expect(renderMail(rows[0]!.template, rows[0]!.data, { siteUrl: 'https://x.test' }).subject).toMatch(
      /^Zahlungslink abgelaufen – Buchung DA-/,
    );
  });

  it('an in-house request mails the requester and the academy', async () => {
    await anon().query(
      `insert into public.inhouse_requests (company, contact_name, email, topic, privacy_consent)
       values ('Outbox AG', 'Olga Outbox', 'olga@outbox.test', 'SEO', true)`,
    );
    const { rows } = await asSuperuser().query(
      `select o.template, o.recipient, o.data ? 'request' as has_request from public.email_outbox o
       join public.inhouse_requests r on o.idempotency_key in
         ('inhouse_request_academy:' || r.id, 'inhouse_request_received:' || r.id)
       where r.company = 'Outbox AG'
       order by o.template`,
    );
    // Mail limits: only the academy's copy carries what the requester typed.
    expect(rows).toEqual([
      { template: 'inhouse_request_academy', recipient: 'info@akademie.test', has_request: true },
      { template: 'inhouse_request_received', recipient: 'olga@outbox.test', has_request: false },
    ]);
  });

  it('only admins read the outbox and resend a message; a sent one never again', async () => {
    const session = await createSession({ dayOffset: 40 });
    const bookingId = await book(session);
    const [row] = await outbox(bookingId);
    expect((await as(CUSTOMER).query('select * from public.email_outbox')).rows).toEqual([]);
    expect(await expectDbError(() => anon().query('select * from public.email_outbox'))).toMatchObject({
      code: '42501',
    });
    expect(
      await expectDbError(() =>
        as(customer).query(`update public.email_outbox set sent_at = now() where id = $1`, [row!.id]),
      ),
    ).toMatchObject({ code: '42501' });
    expect((await as(ADMIN).query('select id from public.email_outbox where id = $1', [row!.id])).rows).toHaveLength(1);

    await asSuperuser().query(`update public.email_outbox set attempts = 8, last_error = 'HTTP 500' where id = $1`, [
      row!.id,
    ]);
    expect(await expectDbError(() => as(customer).rpc('admin_resend_email', { _email_id: row!.id }))).toMatchObject({
      message: 'FORBIDDEN',
    });
    expect(await as(ADMIN).rpc('admin_resend_email', { _email_id: row!.id })).toEqual({
      email_id: row!.id,
      attempts: 0,
    });
    const { rows: after } = await asSuperuser().query(
      'select attempts, last_error from public.email_outbox where id = $1',
      [row!.id],
    );
    expect(after[0]).toEqual({ attempts: 0, last_error: null });

    await asSuperuser().query('update public.email_outbox set sent_at = now() where id = $1', [row!.id]);
    expect(await expectDbError(() => as(ADMIN).rpc('admin_resend_email', { _email_id: row!.id }))).toMatchObject({
      message: 'EMAIL_ALREADY_SENT',
    });
  });
});

describe('mail schedule migration', () => {
  it('is a no-op without pg_net, pg_cron and Vault, and the request function is not callable over the API', async () => {
    const { rows } = await asSuperuser().query(
      `select
         exists (select 1 from pg_extension where extname in ('pg_net', 'pg_cron')) as extensions,
         exists (select 1 from pg_trigger where tgname = 'email_outbox_send_mail') as trigger`,
    );
    expect(rows[0]).toEqual({ extensions: false, trigger: false });
    await asSuperuser().query('select private.request_send_mail()');
    expect(await expectDbError(() => anon().query('select private.request_send_mail()'))).toMatchObject({
      code: '42501',
    });
  });
});
