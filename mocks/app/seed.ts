/** The demo data of mocks/seed as mock database rows: built for today, with the demo users able to sign in. */
import { demoUser } from '../auth/users';
import { createMockDb } from '../db/mockDb';
import type { Row, SeedData } from '../db/schema';
import type { BerlinOffsets } from '../seed/berlinOffsets';
import { berlinDates } from '../seed/dates';
import { buildSeedTemplate, seedFromTemplate } from '../seed/template';
import { INVOICE_COUNTERS, issueInvoice } from './rpc/invoices';
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
  return { ...data, ...seedInvoices(berlinDay(today), data) };
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

/**
 * The invoices of the seed's binding bookings, issued by the product's own issueInvoice in the order of seed.sql
 * (made, then booking number), each dated the day its booking became binding (docs/demo-data.md). They depend on the
 * day only, so they are issued once per Berlin day: Jest reloads the seed before every test.
 */
function seedInvoices(day: string, data: SeedData): Pick<SeedData, 'invoices' | typeof INVOICE_COUNTERS> {
  if (invoicesOfDay?.day === day) return invoicesOfDay.rows;
  // The browser demo (a webpack build) skips them for now: issuing ~290 invoices on the main thread at the first visit
  // cost about 0.7 s of blocking time on Lighthouse's phone (docs/demo-data.md). Jest, Storybook and seed.sql have them.
  if (typeof __DEMO_SEED_TEMPLATE__ === 'string') return { invoices: [], [INVOICE_COUNTERS]: [] };
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
    .filter((b) => b.status === 'confirmed' || b.status === 'paid')
    .sort(
      (a, b) =>
        Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)) ||
        (String(a.booking_number) < String(b.booking_number) ? -1 : 1),
    );
  for (const booking of bookings) {
    issueInvoice(db, String(booking.id), berlinDateTime(bindingInstant(booking)).date);
  }
  const rows = { invoices: db.rows('invoices'), [INVOICE_COUNTERS]: db.rows(INVOICE_COUNTERS) };
  invoicesOfDay = { day, rows };
  return rows;
}
