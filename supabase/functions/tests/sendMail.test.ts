// send-mail for real: a booking through book_cart on PostgreSQL queues its mails in the same transaction, the function
// (served over HTTP) delivers them to a local stand-in of the mail API exactly once, with the invoice PDF and the .ics
// attached; a provider 500 is retried with back-off; two drains racing never send a row twice.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { handleSendMail } from '../send-mail/handler.ts';
import {
  adminId,
  asUser,
  bookAsCustomer,
  closeFunctionsPool,
  createSession,
  customerId,
  CUSTOMER_DETAILS,
  SERVICE_ROLE_KEY,
  serveFunction,
  setStatusAsAdmin,
  startServer,
  sql,
  withDb,
  type LocalServer,
} from './support.ts';

interface ResendBody {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  reply_to?: string;
  headers?: Record<string, string>;
  attachments: Array<{ filename: string; content: string; content_type: string }>;
}

function configure(provider: LocalServer, name = 'resend'): void {
  Deno.env.set('MAIL_PROVIDER', name);
  Deno.env.set('MAIL_API_URL', `${provider.url}/emails`);
  Deno.env.set('MAIL_API_KEY', 'provider-key');
  Deno.env.set('MAIL_FROM', 'Digitalakademie Deutschland <buchung@akademie.test>');
  Deno.env.set('SITE_URL', 'https://akademie.example');
  Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', SERVICE_ROLE_KEY);
}

/** Starts from an empty outbox, so each test counts only its own messages. */
async function emptyOutbox(): Promise<void> {
  await withDb((db) => db.query('delete from public.email_outbox'));
}

async function drain(fn: LocalServer, key = SERVICE_ROLE_KEY): Promise<Response> {
  return await fetch(`${fn.url}/`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
}

const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

Deno.test('book_cart queues in its transaction; send-mail delivers each row once with PDF and .ics', async () => {
  await emptyOutbox();
  const provider = startServer(() => Response.json({ id: crypto.randomUUID() }));
  const fn = serveFunction(handleSendMail);
  configure(provider);
  try {
    const session = await createSession(40);
    // In the booking's own transaction the rows exist; seen from outside before the commit, they do not.
    const user = await customerId();
    await withDb(async (db) => {
      await db.query('begin');
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: user, role: 'authenticated' }),
      ]);
      const { rows } = await db.query('select public.book_cart($1, $2, $3) as r', [
        JSON.stringify([
          { session_id: session, quantity: 1, participants: [{ first_name: 'A', last_name: 'B', email: 'a@b.test' }] },
        ]),
        JSON.stringify(CUSTOMER_DETAILS),
        'invoice',
      ]);
      await db.query('reset role');
      const inside = await db.query('select template from public.email_outbox where booking_id = $1 order by 1', [
        rows[0].r.booking_id,
      ]);
      // Binding at once (signed in, confirmed address, invoice): the participant's own mail too (issue 31).
      deepStrictEqual(
        inside.rows.map((row: { template: string }) => row.template),
        ['academy_new_booking', 'booking_received', 'participant_booked'],
      );
      const outside = await sql('select count(*)::int as n from public.email_outbox');
      equal(outside[0]!.n, 0);
      await db.query('commit');
    });

    const booking = await bookAsCustomer(session, 'invoice', 2);
    await setStatusAsAdmin(booking.booking_id, 'confirmed');

    const first = await drain(fn);
    equal(first.status, 200);
    // Two bookings' receipt + notice, one mail to each of their three participants (issue 31), the confirmation,
    // and no reminder yet (they are due days before the date).
    deepStrictEqual(await first.json(), { sent: 8, failed: 0 });
    const second = await drain(fn);
    deepStrictEqual(await second.json(), { sent: 0, failed: 0 });
    equal(provider.requests.length, 8);

    const keys = provider.requests.map((request) => request.headers['idempotency-key']);
    equal(new Set(keys).size, 8);
    // Every mail: Reply-To is the academy's contact address (issue 31); none of these is unsubscribable.
    for (const request of provider.requests) {
      const body = JSON.parse(request.body) as ResendBody;
      equal(body.reply_to, 'info@akademie.test', body.subject);
      equal(body.headers?.['List-Unsubscribe'], undefined, body.subject);
    }
    const participants = provider.requests
      .map((request) => JSON.parse(request.body) as ResendBody)
      .filter((body) => body.subject.startsWith('Ihre Teilnahme'));
    deepStrictEqual(participants.map((body) => body.to[0]).sort(), [
      'a@b.test',
      'teilnehmer1@example.test',
      'teilnehmer2@example.test',
    ]);
    ok(!participants.some((body) => /€|Vorname|Musterfrau/.test(body.text)), participants[0]?.text);
    const confirmation = provider.requests
      .map((request) => ({ headers: request.headers, body: JSON.parse(request.body) as ResendBody }))
      .find((request) => request.body.subject.startsWith('Buchungsbestätigung'));
    ok(confirmation, 'the confirmation was sent');
    equal(confirmation.headers.authorization, 'Bearer provider-key');
    equal(confirmation.headers['idempotency-key'], `booking_confirmed:${booking.booking_id}`);
    deepStrictEqual(confirmation.body.to, ['kunde@akademie.test']);
    equal(confirmation.body.subject, `Buchungsbestätigung und Rechnung ${booking.booking_number}`);
    // Issue 30: THE issued invoice (its record's number), built from its snapshot.
    const [invoice] = await sql<{ number: string }>(
      "select number from public.invoices where booking_id = $1 and kind = 'invoice'",
      [booking.booking_id],
    );
    ok(invoice, 'the booking was invoiced');
    ok(confirmation.body.text.includes('2 × 1.252,10 €'), confirmation.body.text);
    ok(confirmation.body.html.startsWith('<!DOCTYPE html><html lang="de">'));
    deepStrictEqual(
      confirmation.body.attachments.map((file) => [file.filename, file.content_type]),
      [
        [`Rechnung-${invoice.number}.pdf`, 'application/pdf'],
        [`Termine-${booking.booking_number}.ics`, 'text/calendar'],
      ],
    );
    equal(new TextDecoder().decode(decode(confirmation.body.attachments[0]!.content).slice(0, 5)), '%PDF-');
    const ics = new TextDecoder().decode(decode(confirmation.body.attachments[1]!.content));
    ok(ics.includes('BEGIN:VEVENT') && ics.includes('SUMMARY:SEO-Grundlagen'));
    // Issue 31 (docs/calendar.md): the two-day seminar is one event per day, each with its own UID, the venue's full
    // address and the seminar page on the academy's website.
    const unfolded = ics.replace(/\r\n /g, '');
    equal(unfolded.match(/BEGIN:VEVENT/g)?.length, 2, unfolded);
    const uids = unfolded.match(/^UID:.*$/gm) ?? [];
    equal(new Set(uids).size, 2);
    for (const uid of uids) ok(uid.startsWith(`UID:${booking.booking_id}-${session}-`), uid);
    const [venue] = await sql(
      `select l.street, l.postal_code, l.city, s.website from public.locations l, public.settings s
       where l.city_slug = 'berlin' and s.id = 1 limit 1`,
    );
    ok(unfolded.includes(`\\, ${venue!.street}\\, ${venue!.postal_code} ${venue!.city}`), unfolded);
    ok(unfolded.includes(`URL:${venue!.website}/berlin/seo-grundlagen`), unfolded);

    const rows = await sql(
      'select count(*)::int as n from public.email_outbox where sent_at is not null and attempts = 1',
    );
    equal(rows[0]!.n, 8);
  } finally {
    await fn.close();
    await provider.close();
    await closeFunctionsPool();
  }
});

Deno.test(
  'a seat marked present after its date: the certificate mail is queued once and delivered with its PDF',
  async () => {
    const provider = startServer(() => Response.json({ id: crypto.randomUUID() }));
    const fn = serveFunction(handleSendMail);
    configure(provider);
    try {
      const session = await createSession(40);
      const booking = await bookAsCustomer(session, 'invoice');
      await sql(
        'update public.seminar_sessions set start_date = current_date - 2, end_date = current_date - 2 where id = $1',
        [session],
      );
      await emptyOutbox();
      const [item] = await sql<{ id: string }>('select id from public.booking_items where booking_id = $1', [
        booking.booking_id,
      ]);
      const admin = await adminId();
      const mark = (present: boolean) =>
        withDb((db) => asUser(db, admin, 'select public.admin_set_attendance($1, 0, $2)', [item!.id, present]));
      await mark(true);
      deepStrictEqual(await (await drain(fn)).json(), { sent: 1, failed: 0 });
      // Cleared and marked again (a slip at the door): the same cause, no second mail.
      await mark(false);
      await mark(true);
      deepStrictEqual(await (await drain(fn)).json(), { sent: 0, failed: 0 });
      equal(provider.requests.length, 1);

      const [request] = provider.requests;
      equal(request!.headers['idempotency-key'], `certificate_issued:${item!.id}:0`);
      const body = JSON.parse(request!.body) as ResendBody;
      deepStrictEqual(body.to, ['teilnehmer1@example.test']);
      equal(body.subject, 'Ihre Teilnahmebescheinigung: SEO-Grundlagen: Besser gefunden werden bei Google');
      ok(body.text.includes('Vorname1 Nachname1'));
      deepStrictEqual(
        body.attachments.map((file) => [file.filename, file.content_type]),
        [['Teilnahmebescheinigung.pdf', 'application/pdf']],
      );
      equal(new TextDecoder().decode(decode(body.attachments[0]!.content).slice(0, 5)), '%PDF-');
    } finally {
      await fn.close();
      await provider.close();
      await closeFunctionsPool();
    }
  },
);

Deno.test('a provider 500 is recorded and retried with back-off; the retry delivers once', async () => {
  await emptyOutbox();
  const provider = startServer((_request, index) =>
    index === 0 ? new Response('upstream down', { status: 500 }) : Response.json({ id: 'ok' }),
  );
  const fn = serveFunction(handleSendMail);
  configure(provider);
  try {
    const session = await createSession(40);
    const booking = await bookAsCustomer(session, 'invoice');
    // Only the receipt is due: the academy's notice is held back, so one row sees the failure.
    await withDb((db) =>
      db.query(
        `update public.email_outbox set send_after = now() + interval '1 day' where template <> 'booking_received'`,
      ),
    );
    deepStrictEqual(await (await drain(fn)).json(), { sent: 0, failed: 1 });
    const [failed] = await sql(
      `select attempts, last_error, sent_at, next_attempt_at > now() + interval '50 seconds' as backed_off
       from public.email_outbox where idempotency_key = $1`,
      [`booking_received:${booking.booking_id}`],
    );
    deepStrictEqual(failed, { attempts: 1, last_error: 'HTTP 500 upstream down', sent_at: null, backed_off: true });
    // Not due yet: a drain now sends nothing.
    deepStrictEqual(await (await drain(fn)).json(), { sent: 0, failed: 0 });

    await withDb((db) => db.query('update public.email_outbox set next_attempt_at = now() where sent_at is null'));
    await withDb((db) =>
      db.query(
        `update public.email_outbox set send_after = now() + interval '1 day' where template <> 'booking_received'`,
      ),
    );
    deepStrictEqual(await (await drain(fn)).json(), { sent: 1, failed: 0 });
    equal(provider.requests.length, 2);
    equal(provider.requests[0]!.headers['idempotency-key'], provider.requests[1]!.headers['idempotency-key']);
    const [sent] = await sql(
      'select attempts, last_error, sent_at is not null as sent from public.email_outbox where idempotency_key = $1',
      [`booking_received:${booking.booking_id}`],
    );
    deepStrictEqual(sent, { attempts: 2, last_error: null, sent: true });
  } finally {
    await fn.close();
    await provider.close();
    await closeFunctionsPool();
  }
});

Deno.test('two drains racing never send a row twice', async () => {
  await emptyOutbox();
  // A slow provider keeps each row locked for a while, so the two drains really overlap.
  const provider = startServer(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return Response.json({ id: 'ok' });
  });
  const fn = serveFunction(handleSendMail);
  configure(provider);
  try {
    const session = await createSession(40);
    for (let i = 0; i < 4; i++) await bookAsCustomer(session, 'invoice');
    const results = await Promise.all([drain(fn), drain(fn), drain(fn)]);
    const counts = await Promise.all(results.map((response) => response.json() as Promise<{ sent: number }>));
    // Each booking: receipt, the academy's notice and its participant's own mail (issue 31).
    equal(
      counts.reduce((sum, count) => sum + count.sent, 0),
      12,
    );
    ok(counts.filter((count) => count.sent > 0).length >= 2, `the drains overlapped: ${JSON.stringify(counts)}`);
    const keys = provider.requests.map((request) => request.headers['idempotency-key']);
    equal(keys.length, 12);
    equal(new Set(keys).size, 12);
  } finally {
    await fn.close();
    await provider.close();
    await closeFunctionsPool();
  }
});

Deno.test('send-mail refuses callers without the service role key; postmark gets its own format', async () => {
  await emptyOutbox();
  const provider = startServer(() => Response.json({ MessageID: 'x' }));
  const fn = serveFunction(handleSendMail);
  configure(provider, 'postmark');
  try {
    equal((await drain(fn, 'anon-key')).status, 401);
    equal((await fetch(`${fn.url}/`, { method: 'POST' })).status, 401);
    equal(provider.requests.length, 0);

    await withDb((db) =>
      db.query(`insert into public.inhouse_requests (company, contact_name, email, topic, privacy_consent)
                values ('Deno AG', 'Dana Deno', 'dana@deno.test', 'KI im Marketing', true)`),
    );
    deepStrictEqual(await (await drain(fn)).json(), { sent: 2, failed: 0 });
    const bodies = provider.requests.map((request) => ({
      token: request.headers['x-postmark-server-token'],
      body: JSON.parse(request.body) as { To: string; Subject: string; TextBody: string; HtmlBody: string },
    }));
    deepStrictEqual(bodies.map((entry) => [entry.token, entry.body.To, entry.body.Subject]).sort(), [
      ['provider-key', 'dana@deno.test', 'Ihre Anfrage für eine Inhouse-Schulung'],
      ['provider-key', 'info@akademie.test', 'Neue Inhouse-Anfrage: Deno AG'],
    ]);
  } finally {
    await fn.close();
    await provider.close();
    await closeFunctionsPool();
  }
});

Deno.test(
  'a reminder carries List-Unsubscribe to the notification switch; postmark gets ReplyTo and Headers',
  async () => {
    await emptyOutbox();
    const provider = startServer(() => Response.json({ id: crypto.randomUUID() }));
    const fn = serveFunction(handleSendMail);
    configure(provider);
    try {
      const session = await createSession(40);
      const booking = await bookAsCustomer(session, 'invoice');
      await setStatusAsAdmin(booking.booking_id, 'confirmed');
      // Only the reminders, due now.
      await sql(
        `delete from public.email_outbox where booking_id = $1 and template not in ('reminder_7_days', 'reminder_1_day')`,
        [booking.booking_id],
      );
      await sql('update public.email_outbox set send_after = now(), next_attempt_at = now() where booking_id = $1', [
        booking.booking_id,
      ]);
      deepStrictEqual(await (await drain(fn)).json(), { sent: 2, failed: 0 });
      for (const request of provider.requests) {
        const body = JSON.parse(request.body) as ResendBody;
        ok(body.subject.startsWith('Erinnerung'), body.subject);
        equal(body.reply_to, 'info@akademie.test');
        deepStrictEqual(body.headers, {
          'List-Unsubscribe':
            '<mailto:info@akademie.test?subject=Erinnerungen%20abbestellen>, ' +
            '<https://akademie.example/settings#benachrichtigungen>',
        });
      }
    } finally {
      await fn.close();
      await provider.close();
      await closeFunctionsPool();
    }

    // The same headers in Postmark's shape.
    await emptyOutbox();
    const postmark = startServer(() => Response.json({ MessageID: 'x' }));
    const postmarkFn = serveFunction(handleSendMail);
    configure(postmark, 'postmark');
    try {
      const session = await createSession(40);
      const booking = await bookAsCustomer(session, 'invoice');
      await setStatusAsAdmin(booking.booking_id, 'confirmed');
      await sql(`delete from public.email_outbox where booking_id = $1 and template <> 'reminder_1_day'`, [
        booking.booking_id,
      ]);
      await sql('update public.email_outbox set send_after = now(), next_attempt_at = now() where booking_id = $1', [
        booking.booking_id,
      ]);
      deepStrictEqual(await (await drain(postmarkFn)).json(), { sent: 1, failed: 0 });
      const body = JSON.parse(postmark.requests[0]!.body) as {
        ReplyTo: string;
        Headers: Array<{ Name: string; Value: string }>;
      };
      equal(body.ReplyTo, 'info@akademie.test');
      deepStrictEqual(
        body.Headers.map((header) => header.Name),
        ['List-Unsubscribe'],
      );
    } finally {
      await postmarkFn.close();
      await postmark.close();
      await closeFunctionsPool();
    }
  },
);
