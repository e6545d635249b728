/**
 * Demo and live say the same: one booking, made, confirmed and cancelled on PostgreSQL and on the mock with the same
 * input, queues the same outbox rows; the catalogue renders the live rows exactly as the Demo-Postfach shows the
 * mock's (subject, text and HTML; the booking number each backend drew is the only difference). The same holds for
 * the waiting list's, the withdrawal's, the substitute participant's and the certificate's mails.
 */
import { appSchema, appSeed } from '../../mocks/appBackend';
import { enqueuePaymentLinkExpiredMail } from '../../mocks/app/mail/enqueue';
import { deliverDueMails } from '../../mocks/app/mail/demoSender';
import { PRODUCT_FUNCTIONS } from '../../mocks/app/functions';
import { createMockDb } from '../../mocks/db/mockDb';
import { serviceContext } from '../../mocks/db/rls';
import { insertRow, updateRow } from '../../mocks/db/writes';
import { listMails } from '../../mocks/mailbox/mailbox';
import { siteUrl } from '../../mocks/auth/settings';
import { renderMail } from '../../supabase/functions/_shared/mail';
import { createUser, demoUser } from '../../mocks/auth/users';
import { DEMO_ADMIN } from '../../mocks/seed';
import { asRole, asSuperuser, closePool } from './client';
import { ADMIN, as, participants, type TestUser } from './fixtures';

afterAll(closePool);

/**
 * A customer of this test alone, on both backends: the demo customer's bookings belong to the seed, which other
 * test files read while this one runs.
 */
const CUSTOMER: TestUser = { id: 'c1400000-0000-4000-8000-000000000009', email: 'paritaet@akademie.test' };

const SESSION = 'c1400000-0000-4000-8000-000000000001';
const LINES = [{ session_id: SESSION, quantity: 2, participants: participants(2) }];
const CUSTOMER_INPUT = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  customer_type: 'company',
  company_name: 'Muster & Co. KG',
  vat_id: 'DE123456789',
  street: 'Hauptstraße 5',
  postal_code: '50667',
  city: 'Köln',
};

interface QueuedMail {
  template: string;
  recipient: string;
  data: unknown;
  sendAfter: number | null;
}

/**
 * The booking number, the generated ids and the instant of booking (the calendar's DTSTAMP, docs/calendar.md) differ
 * between the backends; everything else must not.
 */
function comparable(value: unknown, bookingNumber: string): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replaceAll(bookingNumber, '<booking number>')
      // Invoice numbers count on in the shared test database (issue 30: the mails carry the invoice's snapshot).
      .replace(/\b(RE|GS)-\d{4}-\d{5,}/g, '<$1 number>')
      .replace(/"booked_at":"[^"]*"/g, '"booked_at":"<instant>"')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) =>
        id === SESSION ? id : '<uuid>',
      ),
  ) as unknown;
}

/** A Berlin calendar day `offset` days from now (both backends get the same dates). */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offset * 86_400_000));

async function onPostgres(): Promise<{ rows: QueuedMail[]; bookingNumber: string }> {
  await asSuperuser().query(
    `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at) values ($1, $2, $3, now())`,
    [CUSTOMER.id, CUSTOMER.email, JSON.stringify({ first_name: 'Erika', last_name: 'Mustermann' })],
  );
  await asSuperuser().query(
    `insert into public.seminar_sessions (id, seminar_id, location_id, start_date, end_date, capacity)
     select $1, s.id, (select id from public.locations where city_slug = 'koeln' limit 1),
            $2::date, $2::date + s.duration_days - 1, 20
     from public.seminars s where s.slug = 'seo-grundlagen'`,
    [SESSION, day(45)],
  );
  const booked = await as(CUSTOMER).rpc<{ booking_id: string; booking_number: string }>('book_cart', {
    _lines: LINES,
    _customer: CUSTOMER_INPUT,
    _payment_method: 'invoice',
  });
  // The expiry hook (called by the expiry of unpaid online bookings) renders the same on both sides too.
  await asSuperuser().query('select private.enqueue_payment_link_expired_mail($1)', [booked.booking_id]);
  await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' });
  await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'paid' });
  await as(CUSTOMER).rpc('cancel_booking', { _booking_id: booked.booking_id });
  const { rows } = await asSuperuser().query<{ template: string; recipient: string; data: unknown; send_after: Date }>(
    `select template, recipient, data, send_after from public.email_outbox where booking_id = $1`,
    [booked.booking_id],
  );
  return {
    bookingNumber: booked.booking_number,
    rows: rows.map((row) => ({
      template: row.template,
      recipient: row.recipient,
      data: row.data,
      sendAfter: row.send_after ? row.send_after.getTime() : null,
    })),
  };
}

function onMock() {
  const db = createMockDb(appSchema, appSeed);
  const service = serviceContext(db);
  const seminar = db.rows('seminars').find((row) => row.slug === 'seo-grundlagen')!;
  const koeln = db.rows('locations').find((row) => row.city_slug === 'koeln')!;
  insertRow(
    db,
    'seminar_sessions',
    {
      id: SESSION,
      seminar_id: seminar.id,
      location_id: koeln.id,
      start_date: day(45),
      end_date: day(45 + Number(seminar.duration_days) - 1),
      capacity: 20,
    },
    service,
  );
  createUser(
    db,
    demoUser({
      id: CUSTOMER.id,
      email: CUSTOMER.email,
      password: 'paritaet123',
      userMetadata: { first_name: 'Erika', last_name: 'Mustermann' },
    }),
  );
  const customer = {
    role: 'authenticated' as const,
    uid: CUSTOMER.id,
    claims: { sub: CUSTOMER.id, email: CUSTOMER.email, role: 'authenticated' },
    db,
  };
  const admin = { ...customer, uid: DEMO_ADMIN.id, claims: { ...customer.claims, sub: DEMO_ADMIN.id } };
  const call = (name: string, ctx: typeof customer, args: Record<string, unknown>) =>
    db.transaction(() => PRODUCT_FUNCTIONS[name]!.fn(ctx, args, db)) as { booking_id: string; booking_number: string };
  const booked = call('book_cart', customer, { _lines: LINES, _customer: CUSTOMER_INPUT, _payment_method: 'invoice' });
  db.transaction(() => enqueuePaymentLinkExpiredMail(db, booked.booking_id));
  call('admin_set_booking_status', admin, { _booking_id: booked.booking_id, _status: 'confirmed' });
  call('admin_set_booking_status', admin, { _booking_id: booked.booking_id, _status: 'paid' });
  call('cancel_booking', customer, { _booking_id: booked.booking_id });
  deliverDueMails(db);
  const rows: QueuedMail[] = db
    .rows('email_outbox')
    .filter((row) => row.booking_id === booked.booking_id)
    .map((row) => ({
      template: String(row.template),
      recipient: String(row.recipient),
      data: row.data,
      sendAfter: row.send_after ? Date.parse(String(row.send_after)) : null,
    }));
  return { db, rows, bookingNumber: booked.booking_number };
}

const byTemplate = (a: QueuedMail, b: QueuedMail) =>
  a.template.localeCompare(b.template) || a.recipient.localeCompare(b.recipient);

it('the same booking queues the same mails, and the Demo-Postfach shows what the live sender renders', async () => {
  const live = await onPostgres();
  const demo = onMock();
  expect(live.rows.map((row) => row.template).sort()).toEqual([
    'academy_new_booking',
    'academy_refund_due',
    'booking_confirmed',
    'booking_received',
    'cancellation_confirmed',
    // Issue 31: the participants' own mails (two participant addresses other than the booker's).
    'participant_booked',
    'participant_booked',
    'payment_link_expired',
    'payment_received',
  ]);
  expect(comparable([...demo.rows].sort(byTemplate), demo.bookingNumber)).toEqual(
    comparable([...live.rows].sort(byTemplate), live.bookingNumber),
  );

  // What the live send-mail renders from PostgreSQL's rows …
  const context = { siteUrl: siteUrl() };
  const rendered = live.rows.map((row) => {
    const mail = renderMail(row.template, row.data, context);
    return { to: row.recipient, subject: mail.subject, text: mail.text, html: mail.html };
  });
  // … is what the Demo-Postfach received from the mock's.
  const postfach = listMails(demo.db).map((mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  }));
  // Subject, then recipient (the participants' mails share a subject).
  const order = (a: { subject: string; to: string }, b: { subject: string; to: string }) =>
    a.subject.localeCompare(b.subject) || a.to.localeCompare(b.to);
  expect(comparable([...postfach].sort(order), demo.bookingNumber)).toEqual(
    comparable([...rendered].sort(order), live.bookingNumber),
  );
  expect(postfach.map((mail) => mail.subject)).toContain(`Buchungsbestätigung und Rechnung ${demo.bookingNumber}`);
  const confirmation = listMails(demo.db).find((mail) => mail.subject.startsWith('Buchungsbestätigung'));
  // Issue 30: THE issued invoice, named by its number.
  expect(confirmation?.attachments?.map((file) => file.filename)).toEqual([
    expect.stringMatching(/^Rechnung-RE-\d{4}-\d{5}\.pdf$/),
    // The story books as a company: the XRechnung beside the PDF.
    expect.stringMatching(/^XRechnung-RE-\d{4}-\d{5}\.xml$/),
    `Termine-${demo.bookingNumber}.ics`,
  ]);
});

/*
 * The mails of the later features: the waiting list (confirmation, place, offer), the withdrawal (receipt, academy),
 * the substitute participant and the certificate. One story, the same input on both backends.
 */
const LATER_CUSTOMER: TestUser = {
  id: 'c1400000-0000-4000-8000-000000000019',
  email: 'paritaet-spaeter@akademie.test',
};
const SOLD_OUT = 'c1400000-0000-4000-8000-000000000011';
const ATTENDED = 'c1400000-0000-4000-8000-000000000012';
const TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';
const WAITING = { name: 'Gerda Warte', email: 'gerda.warte@example.test' };
const SUBSTITUTE = { first_name: 'Mara', last_name: 'Ersatz', email: 'mara.ersatz@example.test' };
const PRIVATE_INPUT = {
  first_name: 'Erika',
  last_name: 'Spät',
  customer_type: 'private',
  street: 'Hauptstraße 5',
  postal_code: '50667',
  city: 'Köln',
};
const LATER_TEMPLATES = [
  'academy_withdrawal',
  'certificate_issued',
  'participant_changed',
  'waitlist_confirm',
  'waitlist_joined',
  'waitlist_offer',
  'withdrawal_received',
];

/** Booking numbers, ids and the instants each backend drew differ; everything else must not. */
function comparableLater(value: unknown, bookingNumbers: string[]): unknown {
  let json = JSON.stringify(value);
  bookingNumbers.forEach((number, i) => (json = json.replaceAll(number, `<booking number ${i}>`)));
  return JSON.parse(
    json
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) =>
        [SOLD_OUT, ATTENDED].includes(id) ? id : '<uuid>',
      )
      // Certificate numbers are random on each backend (schema migration, attendances).
      .replace(/TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}/g, '<certificate number>')
      .replace(/\b(RE|GS)-\d{4}-\d{5,}/g, '<$1 number>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/g, '<instant>')
      .replace(/um \d{2}:\d{2}:\d{2} Uhr/g, 'um <time> Uhr')
      .replace(/bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/g, 'bis <time> Uhr'),
  ) as unknown;
}

interface LaterRun {
  rows: Array<QueuedMail & { key: string }>;
  bookingNumbers: string[];
}

const laterLine = (session: string) => [{ session_id: session, quantity: 1, participants: participants(1) }];

async function laterOnPostgres(): Promise<LaterRun> {
  const su = asSuperuser();
  await su.query(
    `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at) values ($1, $2, $3, now())`,
    [LATER_CUSTOMER.id, LATER_CUSTOMER.email, JSON.stringify({ first_name: 'Erika', last_name: 'Spät' })],
  );
  for (const [id, offset, capacity] of [
    [SOLD_OUT, 45, 1],
    [ATTENDED, 30, 5],
  ] as const) {
    await su.query(
      `insert into public.seminar_sessions (id, seminar_id, location_id, start_date, end_date, capacity)
       select $1, s.id, (select id from public.locations where city_slug = 'koeln' limit 1), $2::date, $2::date, $3
       from public.seminars s where s.slug = 'seo-grundlagen'`,
      [id, day(offset), capacity],
    );
  }
  const customer = as(LATER_CUSTOMER);
  const book = (session: string) =>
    customer.rpc<{ booking_id: string; booking_number: string }>('book_cart', {
      _lines: laterLine(session),
      _customer: PRIVATE_INPUT,
      _payment_method: 'invoice',
    });
  const soldOut = await book(SOLD_OUT);
  await asRole('anon').rpc('join_waitlist', {
    _session_id: SOLD_OUT,
    _webinar_id: null,
    _name: WAITING.name,
    _email: WAITING.email,
    _seats: 1,
  });
  const { rows: entries } = await su.query<{ confirm_token: string }>(
    'select confirm_token from public.waitlist_entries where session_id = $1',
    [SOLD_OUT],
  );
  await asRole('anon').rpc('confirm_waitlist', { _token: entries[0]!.confirm_token });
  const { rows: items } = await su.query<{ id: string; booking_id: string }>(
    'select id, booking_id from public.booking_items where session_id = $1',
    [SOLD_OUT],
  );
  await customer.rpc('change_participant', {
    _booking_item_id: items[0]!.id,
    _participant_index: 0,
    _first_name: SUBSTITUTE.first_name,
    _last_name: SUBSTITUTE.last_name,
    _email: SUBSTITUTE.email,
  });
  await customer.rpc('withdraw_booking', { _booking_id: soldOut.booking_id });
  const attended = await book(ATTENDED);
  await su.query(
    // The Berlin day, as the mock gets it: PostgreSQL's current_date is the server's (UTC) day, a day behind Berlin's
    // between midnight in Berlin and midnight UTC.
    `update public.seminar_sessions set start_date = $2, end_date = $2 where id = $1`,
    [ATTENDED, day(-2)],
  );
  const { rows: attendedItems } = await su.query<{ id: string }>(
    'select id from public.booking_items where booking_id = $1',
    [attended.booking_id],
  );
  await as(ADMIN).rpc('admin_set_attendance', {
    _booking_item_id: attendedItems[0]!.id,
    _participant_index: 0,
    _present: true,
  });
  const { rows } = await su.query<{
    template: string;
    recipient: string;
    data: unknown;
    send_after: Date | null;
    idempotency_key: string;
  }>(
    `select template, recipient, data, send_after, idempotency_key from public.email_outbox
     where template = any($1) and (booking_id = any($2) or recipient = $3)`,
    [LATER_TEMPLATES, [soldOut.booking_id, attended.booking_id], WAITING.email],
  );
  return {
    bookingNumbers: [soldOut.booking_number, attended.booking_number],
    rows: rows.map((row) => ({
      template: row.template,
      recipient: row.recipient,
      data: row.data,
      sendAfter: row.send_after ? row.send_after.getTime() : null,
      key: row.idempotency_key,
    })),
  };
}

function laterOnMock(): LaterRun & { db: ReturnType<typeof createMockDb> } {
  const db = createMockDb(appSchema, appSeed);
  const service = serviceContext(db);
  const seminar = db.rows('seminars').find((row) => row.slug === 'seo-grundlagen')!;
  const koeln = db.rows('locations').find((row) => row.city_slug === 'koeln')!;
  for (const [id, offset, capacity] of [
    [SOLD_OUT, 45, 1],
    [ATTENDED, 30, 5],
  ] as const) {
    const date = day(offset);
    insertRow(
      db,
      'seminar_sessions',
      { id, seminar_id: seminar.id, location_id: koeln.id, start_date: date, end_date: date, capacity },
      service,
    );
  }
  createUser(
    db,
    demoUser({
      id: LATER_CUSTOMER.id,
      email: LATER_CUSTOMER.email,
      password: 'paritaet123',
      userMetadata: { first_name: 'Erika', last_name: 'Spät' },
    }),
  );
  const customer = {
    role: 'authenticated' as const,
    uid: LATER_CUSTOMER.id,
    claims: { sub: LATER_CUSTOMER.id, email: LATER_CUSTOMER.email, role: 'authenticated' },
    db,
  };
  const admin = { ...customer, uid: DEMO_ADMIN.id, claims: { ...customer.claims, sub: DEMO_ADMIN.id } };
  const anonymous = { role: 'anon' as const, uid: null, claims: { role: 'anon' }, db };
  const call = (name: string, ctx: typeof customer | typeof anonymous, args: Record<string, unknown>) =>
    db.transaction(() => PRODUCT_FUNCTIONS[name]!.fn(ctx, args, db)) as { booking_id: string; booking_number: string };
  const book = (session: string) =>
    call('book_cart', customer, { _lines: laterLine(session), _customer: PRIVATE_INPUT, _payment_method: 'invoice' });
  const soldOut = book(SOLD_OUT);
  call('join_waitlist', anonymous, {
    _session_id: SOLD_OUT,
    _webinar_id: null,
    _name: WAITING.name,
    _email: WAITING.email,
    _seats: 1,
  });
  const entry = db.rows('waitlist_entries').find((row) => row.session_id === SOLD_OUT)!;
  call('confirm_waitlist', anonymous, { _token: entry.confirm_token });
  const item = db.rows('booking_items').find((row) => row.booking_id === soldOut.booking_id)!;
  call('change_participant', customer, {
    _booking_item_id: item.id,
    _participant_index: 0,
    _first_name: SUBSTITUTE.first_name,
    _last_name: SUBSTITUTE.last_name,
    _email: SUBSTITUTE.email,
  });
  call('withdraw_booking', customer, { _booking_id: soldOut.booking_id });
  const attended = book(ATTENDED);
  const past = day(-2);
  const session = db.rows('seminar_sessions').find((row) => row.id === ATTENDED)!;
  db.transaction(() => updateRow(db, 'seminar_sessions', session, { start_date: past, end_date: past }, service));
  const attendedItem = db.rows('booking_items').find((row) => row.booking_id === attended.booking_id)!;
  call('admin_set_attendance', admin, {
    _booking_item_id: attendedItem.id,
    _participant_index: 0,
    _present: true,
  });
  const bookings = [soldOut.booking_id, attended.booking_id];
  const rows = db
    .rows('email_outbox')
    .filter(
      (row) =>
        LATER_TEMPLATES.includes(String(row.template)) &&
        (bookings.includes(String(row.booking_id)) || row.recipient === WAITING.email),
    )
    .map((row) => ({
      template: String(row.template),
      recipient: String(row.recipient),
      data: row.data,
      sendAfter: row.send_after ? Date.parse(String(row.send_after)) : null,
      key: String(row.idempotency_key),
    }));
  return { db, rows, bookingNumbers: [soldOut.booking_number, attended.booking_number] };
}

it('the waiting list, the withdrawal, the substitute and the certificate queue the same mails on both backends', async () => {
  const live = await laterOnPostgres();
  const demo = laterOnMock();
  expect(live.rows.map((row) => row.template).sort()).toEqual(LATER_TEMPLATES);
  expect(comparableLater([...demo.rows].sort(byTemplate), demo.bookingNumbers)).toEqual(
    comparableLater([...live.rows].sort(byTemplate), live.bookingNumbers),
  );

  const context = { siteUrl: siteUrl() };
  const rendered = live.rows.map((row) => {
    const mail = renderMail(row.template, row.data, context);
    return { to: row.recipient, subject: mail.subject, text: mail.text, html: mail.html, links: mail.links };
  });
  const recipients = new Set(live.rows.map((row) => row.recipient));
  const postfach = listMails(demo.db)
    .filter((mail) => recipients.has(mail.to) && LATER_TEMPLATES.includes(outboxTemplate(demo.db, mail.outboxId)))
    .map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, links: mail.links }));
  const order = (a: { to: string; subject: string }, b: { to: string; subject: string }) =>
    a.to.localeCompare(b.to) || a.subject.localeCompare(b.subject);
  expect(comparableLater([...postfach].sort(order), demo.bookingNumbers)).toEqual(
    comparableLater([...rendered].sort(order), live.bookingNumbers),
  );
  const subjects = postfach.map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      'Bitte bestätigen Sie Ihren Eintrag auf der Warteliste',
      'Sie stehen auf der Warteliste',
      `Ihr Platz ist frei: ${TITLE} am ${day(45).split('-').reverse().join('.')} in Köln`,
      `Eingangsbestätigung Ihres Widerrufs – Buchung ${demo.bookingNumbers[0]!}`,
      `Widerruf eingegangen: Buchung ${demo.bookingNumbers[0]!}`,
      `Ihre Teilnahme: ${TITLE}`,
      `Ihre Teilnahmebescheinigung: ${TITLE}`,
    ]),
  );
  const offer = postfach.find((mail) => mail.subject.startsWith('Ihr Platz ist frei'));
  expect(offer?.links.map((link) => link.label)).toEqual(['Platz jetzt buchen', 'Von der Warteliste abmelden']);
  const certificate = listMails(demo.db).find((mail) => mail.subject.startsWith('Ihre Teilnahmebescheinigung'));
  expect(certificate?.attachments).toEqual([
    { filename: 'Teilnahmebescheinigung.pdf', contentType: 'application/pdf' },
  ]);
});

function outboxTemplate(db: ReturnType<typeof createMockDb>, outboxId: string | undefined): string {
  return String(db.rows('email_outbox').find((row) => row.id === outboxId)?.template);
}
