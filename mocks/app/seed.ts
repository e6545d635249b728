/** The demo data of mocks/seed as mock database rows: built for today, with the demo users able to sign in. */
import { demoUser } from '../auth/users';
import { createMockDb } from '../db/mockDb';
import { DEFERRED_SEED, type Row, type SeedData } from '../db/schema';
import type { BerlinOffsets } from '../seed/berlinOffsets';
import { berlinDates } from '../seed/dates';
import { buildSeedTemplate, seedFromTemplate } from '../seed/template';
import { INVOICE_COUNTERS, insertInvoice, issueCreditNote, issueInvoice, openInvoice } from './rpc/invoices';
import { productSchema } from './schema';
import { berlinDateTime } from './sql';

/** Set by the webpack builds in demo mode (webpack.config.ts); Jest and Storybook build the template on first use. */
declare const __DEMO_SEED_TEMPLATE__: string | undefined;
/** Berlin's clock changes around the build's year, listed by the demo builds; Jest and Storybook ask Intl instead. */
declare const __BERLIN_OFFSETS__: BerlinOffsets | undefined;

let template: string | undefined;

function seedTemplate(): string {
  template ??= typeof __DEMO_SEED_TEMPLATE__ === 'string' ? __DEMO_SEED_TEMPLATE__ : buildSeedTemplate();
  return template;
}

const berlinOffsets = (): BerlinOffsets | undefined =>
  typeof __BERLIN_OFFSETS__ === 'object' ? __BERLIN_OFFSETS__ : undefined;

/** The seed depends on the Berlin calendar day only. */
const berlinDay = (today: Date): string => berlinDates(today, berlinOffsets()).date(0);

let prepared: { day: string; data: SeedData } | undefined;

/**
 * Builds today's seed ahead of the database that takes it: the browser demo does so in a task of its own, since
 * building the seed and the database from it in one task was one long task on a phone. The next `productSeed()` of the
 * same Berlin day returns it (once).
 */
export function prepareProductSeed(): SeedData {
  const today = new Date();
  prepared = { day: berlinDay(today), data: buildProductSeed(today) };
  return prepared.data;
}

export function productSeed(): SeedData {
  const today = new Date();
  const ready = prepared;
  prepared = undefined;
  return ready && ready.day === berlinDay(today) ? ready.data : buildProductSeed(today);
}

function buildProductSeed(today: Date): SeedData {
  const seed = seedFromTemplate(seedTemplate(), today, berlinOffsets());
  const users = seed.users.map((user) => ({
    ...demoUser({
      id: user.id,
      email: user.email,
      password: user.password,
      userMetadata: user.user_metadata,
      confirmed: true,
    }),
    created_at: user.created_at,
    updated_at: user.created_at,
    email_confirmed_at: user.email_confirmed_at,
  }));
  const data: SeedData = {
    'auth.users': users,
    profiles: seed.profiles,
    user_roles: seed.user_roles,
    settings: seed.settings,
    accounting_settings: seed.accounting_settings,
    locations: seed.locations,
    trainers: seed.trainers,
    seminars: seed.seminars,
    seminar_sessions: seed.seminar_sessions,
    webinars: seed.webinars,
    webinar_access: seed.webinar_access,
    bookings: seed.bookings,
    booking_items: seed.booking_items,
    attendances: seed.attendances,
    inhouse_requests: seed.inhouse_requests,
    waitlist_entries: seed.waitlist_entries,
    participant_changes: seed.participant_changes,
    booking_withdrawals: seed.booking_withdrawals,
  };
  const day = berlinDay(today);
  // The browser demo defers them until a page reads invoices (or the database is saved): issuing them at the first
  // visit blocked the main thread for about 0.7 s on Lighthouse's phone (docs/demo-data.md). Jest, Storybook and
  // seed.sql issue them with the seed.
  if (typeof __DEMO_SEED_TEMPLATE__ === 'string' || deferInvoices) {
    return { ...data, [DEFERRED_SEED]: { tables: SEED_INVOICE_TABLES, build: () => seedInvoices(day, data) } };
  }
  return { ...data, ...seedInvoices(day, data) };
}

/** The tables the seed's invoices fill; the first read or write of one issues them all. */
const SEED_INVOICE_TABLES = ['invoices', INVOICE_COUNTERS];

let deferInvoices = false;
/** Makes the next seeds defer their invoices as the browser demo does (tests of that path). */
export function deferSeedInvoicesForTests(defer: boolean): void {
  deferInvoices = defer;
}

/**
 * The day a seed booking became binding: an online booking when it was paid, an invoice booking when it was made
 * (as scripts/generate-seed-sql.ts issues them in seed.sql).
 */
function bindingInstant(booking: Row): number {
  const paidAt = booking.payment_method === 'online' ? booking.paid_at : null;
  return Date.parse(String(paidAt ?? booking.created_at));
}

let invoicesOfDay: { day: string; rows: Pick<SeedData, 'invoices' | typeof INVOICE_COUNTERS> } | undefined;

/** A cancelled seed booking that was binding before: made on invoice (seed bookings hold no seats), or paid online. */
function wasBinding(booking: Row): boolean {
  return (
    booking.status === 'cancelled' &&
    (booking.expired_at === null || booking.expired_at === undefined) &&
    (booking.payment_method === 'invoice' || (booking.paid_at !== null && booking.paid_at !== undefined))
  );
}

const byMadeThenNumber = (a: Row, b: Row) =>
  Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)) ||
  (String(a.booking_number) < String(b.booking_number) ? -1 : 1);

/**
 * The invoices of the seed's binding bookings, issued by the product's own issueInvoice in the order of seed.sql
 * (made, then booking number), each dated the day its booking became binding (docs/demo-data.md); a booking that was
 * binding and has been cancelled or withdrawn since gets its invoice of that day too, and then its credit note of the
 * day it was cancelled, in the order of the cancellations. They depend on the day only, so they are issued once per
 * Berlin day: Jest reloads the seed before every test.
 */
function seedInvoices(day: string, data: SeedData): Pick<SeedData, 'invoices' | typeof INVOICE_COUNTERS> {
  if (invoicesOfDay?.day === day) return invoicesOfDay.rows;
  const rows = issueSeedInvoices(data);
  invoicesOfDay = { day, rows };
  return rows;
}

/** The seed's invoice and credit note records for its bookings (uncached; scripts/measure-seed-invoices.ts times it). */
export function issueSeedInvoices(data: SeedData): Pick<SeedData, 'invoices' | typeof INVOICE_COUNTERS> {
  // Only the tables the snapshot reads: building a database of the whole seed would double the cost.
  const db = createMockDb(productSchema, () => ({
    settings: data.settings ?? [],
    bookings: data.bookings ?? [],
    booking_items: data.booking_items ?? [],
    seminar_sessions: data.seminar_sessions ?? [],
  }));
  // Confirmed and paid: the seed's one pending booking is a guest's whose address is not confirmed yet (not binding).
  const bookings = db
    .rows('bookings')
    .filter((b) => b.status === 'confirmed' || b.status === 'paid' || wasBinding(b))
    .sort(byMadeThenNumber);
  for (const booking of bookings) {
    const boundOn = berlinDateTime(bindingInstant(booking)).date;
    if (wasBinding(booking)) insertInvoice(db, booking, boundOn);
    else issueInvoice(db, String(booking.id), boundOn);
  }
  const withdrawn = new Set((data.booking_withdrawals ?? []).map((w) => String(w.booking_id)));
  const cancelledAt = (b: Row) => Date.parse(String(b.cancelled_at ?? b.updated_at));
  const cancellations = bookings
    .filter(wasBinding)
    .sort((a, b) => cancelledAt(a) - cancelledAt(b) || (String(a.booking_number) < String(b.booking_number) ? -1 : 1));
  for (const booking of cancellations) {
    const invoice = openInvoice(db, String(booking.id))!;
    const reason = withdrawn.has(String(booking.id)) ? 'Widerruf' : 'Stornierung';
    issueCreditNote(db, String(invoice.id), reason, berlinDateTime(cancelledAt(booking)).date);
  }
  return { invoices: db.rows('invoices'), [INVOICE_COUNTERS]: db.rows(INVOICE_COUNTERS) };
}
