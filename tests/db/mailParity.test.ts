/**
 * Demo and live say the same: one booking, made, confirmed and cancelled on PostgreSQL and on the mock with the same
 * input, queues the same outbox rows; the catalogue renders the live rows exactly as the Demo-Postfach shows the
 * mock's (subject, text and HTML; the booking number each backend drew is the only difference).
 */
import { appSchema, appSeed } from '../../mocks/appBackend';
import { enqueuePaymentLinkExpiredMail } from '../../mocks/app/mail/enqueue';
import { deliverDueMails } from '../../mocks/app/mail/demoSender';
import { PRODUCT_FUNCTIONS } from '../../mocks/app/register';
import { createMockDb } from '../../mocks/db/mockDb';
import { serviceContext } from '../../mocks/db/rls';
import { insertRow } from '../../mocks/db/writes';
import { listMails } from '../../mocks/mailbox/mailbox';
import { siteUrl } from '../../mocks/auth/settings';
import { renderMail } from '../../supabase/functions/_shared/mail';
import { createUser, demoUser } from '../../mocks/auth/users';
import { DEMO_ADMIN } from '../../mocks/seed';
import { asSuperuser, closePool } from './client';
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

/** The booking number and the generated ids differ between the backends; everything else must not. */
function comparable(value: unknown, bookingNumber: string): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replaceAll(bookingNumber, '<booking number>')
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

const byTemplate = (a: QueuedMail, b: QueuedMail) => a.template.localeCompare(b.template);

it('the same booking queues the same mails, and the Demo-Postfach shows what the live sender renders', async () => {
  const live = await onPostgres();
  const demo = onMock();
  expect(live.rows.map((row) => row.template).sort()).toEqual([
    'academy_new_booking',
    'academy_refund_due',
    'booking_confirmed',
    'booking_received',
    'cancellation_confirmed',
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
  const order = (a: { subject: string }, b: { subject: string }) => a.subject.localeCompare(b.subject);
  expect(comparable([...postfach].sort(order), demo.bookingNumber)).toEqual(
    comparable([...rendered].sort(order), live.bookingNumber),
  );
  expect(postfach.map((mail) => mail.subject)).toContain(`Buchungsbestätigung und Rechnung ${demo.bookingNumber}`);
  const confirmation = listMails(demo.db).find((mail) => mail.subject.startsWith('Buchungsbestätigung'));
  expect(confirmation?.attachments?.map((file) => file.filename)).toEqual([
    `Rechnung-${demo.bookingNumber}.pdf`,
    `Termine-${demo.bookingNumber}.ics`,
  ]);
});
