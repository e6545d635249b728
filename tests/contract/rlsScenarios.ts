/**
 * RLS matrix: anon / customer / other customer / admin × the main tables × select, insert, update, delete, each cell
 * against one named row (seed or setup), so row counts are exact on both backends.
 */
import type { Actor, Outcome, Request, Scenario, Setup } from './model';
import { S, SEED, USERS } from './fixtures';

export const seen = (rows: number): Outcome => (rows > 0 ? { outcome: 'allowed', rows } : { outcome: 'denied', rows });
export const NONE = seen(0);
/** An INSERT without a passing WITH CHECK: 42501, PostgREST answers 401 for anon and 403 for a signed-in role. */
export const insertDenied = (actor: Actor): Outcome => ({
  outcome: 'denied',
  code: '42501',
  status: actor === 'anon' ? 401 : 403,
});

const OPEN_SESSION: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 },
};

function cell(name: string, as: Actor, request: Request, expected: Outcome, setup?: Setup[]): Scenario {
  return { name: `rls: ${name} as ${as}`, setup, steps: [{ as, do: request }], expect: [expected] };
}

type Four = Record<Exclude<Actor, 'service'>, Outcome>;
const ACTORS = ['anon', 'customer', 'other', 'admin'] as const;

/** One request for every actor with the outcome per actor. */
function row(name: string, request: Request, outcomes: Four, setup?: Setup[]): Scenario[] {
  return ACTORS.map((actor) => cell(name, actor, request, outcomes[actor], setup));
}
const ownAndAdmin = (n: number): Four => ({ anon: NONE, customer: seen(n), other: NONE, admin: seen(n) });
const everyone = (n: number): Four => ({ anon: seen(n), customer: seen(n), other: seen(n), admin: seen(n) });
const adminOnly = (n: number): Four => ({ anon: NONE, customer: NONE, other: NONE, admin: seen(n) });

const customerProfile = { user_id: USERS.customer.id };
const customerRole = { user_id: USERS.customer.id, role: 'customer' };
const booking = { id: SEED.customerBooking };

export const RLS_SCENARIOS: Scenario[] = [
  // profiles: own row and admins; no delete policy but admin_delete.
  ...row('select the customer profile', { select: 'profiles', match: customerProfile }, ownAndAdmin(1)),
  ...row(
    'update the customer profile',
    { update: 'profiles', match: customerProfile, values: { city: 'Bonn' } },
    ownAndAdmin(1),
  ),
  cell(
    "insert a profile for someone else's user id",
    'other',
    { insert: 'profiles', values: { user_id: USERS.customer.id, email: 'x@example.test' } },
    insertDenied('other'),
  ),
  cell('insert a profile', 'anon', { insert: 'profiles', values: { user_id: USERS.other.id } }, insertDenied('anon')),
  cell('delete the own profile', 'customer', { delete: 'profiles', match: customerProfile }, NONE),
  cell('delete a profile', 'admin', { delete: 'profiles', match: { user_id: USERS.other.id } }, seen(1)),

  // user_roles: read own, only admins write (no self-promotion).
  ...row('select the customer role', { select: 'user_roles', match: customerRole }, ownAndAdmin(1)),
  cell(
    'grant oneself admin',
    'customer',
    { insert: 'user_roles', values: { user_id: USERS.customer.id, role: 'admin' } },
    insertDenied('customer'),
  ),
  cell('grant a role', 'admin', { insert: 'user_roles', values: { user_id: USERS.other.id, role: 'admin' } }, seen(1)),
  cell(
    'turn the own role into admin',
    'customer',
    { update: 'user_roles', match: customerRole, values: { role: 'admin' } },
    NONE,
  ),
  cell('delete the own role', 'customer', { delete: 'user_roles', match: customerRole }, NONE),

  // Catalogue: public reads, admin writes.
  ...row('select a location', { select: 'locations', match: { id: SEED.berlin } }, everyone(1)),
  cell(
    'insert a location',
    'customer',
    {
      insert: 'locations',
      values: {
        city_slug: 'berlin',
        city_name: 'Berlin',
        venue_name: 'X',
        street: 'Y',
        postal_code: '10115',
        city: 'Berlin',
      },
    },
    insertDenied('customer'),
  ),
  cell(
    'update a location',
    'admin',
    { update: 'locations', match: { id: SEED.berlin }, values: { directions: 'U6 Oranienburger Tor' } },
    seen(1),
  ),
  cell('select a trainer', 'anon', { select: 'trainers', match: { id: SEED.trainer } }, seen(1)),
  cell('delete a trainer', 'other', { delete: 'trainers', match: { id: SEED.trainer } }, NONE),
  ...row('select a published seminar', { select: 'seminars', match: { id: SEED.seminar } }, everyone(1)),
  ...row('select the draft seminar', { select: 'seminars', match: { id: SEED.draftSeminar } }, adminOnly(1)),
  ...row(
    'update a seminar price',
    { update: 'seminars', match: { id: SEED.seminar }, values: { price_net_cents: 1 } },
    adminOnly(1),
  ),
  cell(
    'insert a seminar',
    'anon',
    {
      insert: 'seminars',
      values: {
        slug: 'rls-seminar',
        title: 'X',
        category: 'seo',
        summary: 'X',
        description: 'X',
        duration_days: 1,
        duration_label: '1 Tag',
        price_net_cents: 100,
      },
    },
    insertDenied('anon'),
  ),
  cell('delete a seminar', 'customer', { delete: 'seminars', match: { id: SEED.seminar } }, NONE),

  // seminar_sessions: visible with a published seminar; admin writes.
  ...row('select a session', { select: 'seminar_sessions', match: { id: S.open } }, everyone(1), [OPEN_SESSION]),
  cell(
    "select the draft seminar's session",
    'anon',
    { select: 'seminar_sessions', match: { id: SEED.draftSeminarSession } },
    NONE,
  ),
  cell(
    "select the draft seminar's session",
    'admin',
    { select: 'seminar_sessions', match: { id: SEED.draftSeminarSession } },
    seen(1),
  ),
  ...row(
    'update a session capacity',
    { update: 'seminar_sessions', match: { id: S.open }, values: { capacity: 30 } },
    adminOnly(1),
    [OPEN_SESSION],
  ),
  cell(
    'insert a session',
    'customer',
    {
      insert: 'seminar_sessions',
      values: {
        seminar_id: SEED.seminar,
        location_id: SEED.berlin,
        start_date: '2099-01-01',
        end_date: '2099-01-02',
        capacity: 10,
      },
    },
    insertDenied('customer'),
  ),
  cell('delete a session', 'admin', { delete: 'seminar_sessions', match: { id: S.open } }, seen(1), [OPEN_SESSION]),

  // webinars and the join links.
  cell('select a published webinar', 'anon', { select: 'webinars', match: { id: SEED.webinar } }, seen(1)),
  // The booked webinar starts in 18 days: its link is released only from one hour before (afterBookingScenarios).
  ...row(
    'select the join link of a webinar booked for weeks ahead',
    { select: 'webinar_access', match: { webinar_id: SEED.webinar } },
    adminOnly(1),
  ),
  cell(
    'update a join link',
    'customer',
    { update: 'webinar_access', match: { webinar_id: SEED.webinar }, values: { join_url: 'https://evil.test' } },
    NONE,
  ),

  // bookings and their lines: own reads; writes only through the functions (or admins).
  ...row('select the customer booking', { select: 'bookings', match: booking }, ownAndAdmin(1)),
  ...row(
    'select the customer booking lines',
    { select: 'booking_items', match: { booking_id: SEED.customerBooking } },
    ownAndAdmin(2),
  ),
  cell(
    'mark the own booking paid',
    'customer',
    { update: 'bookings', match: booking, values: { status: 'paid' } },
    NONE,
  ),
  cell('delete the own booking', 'customer', { delete: 'bookings', match: booking }, NONE),
  cell(
    'insert a booking',
    'customer',
    {
      insert: 'bookings',
      values: {
        booking_number: 'DA-2099-999999',
        user_id: USERS.customer.id,
        customer_email: USERS.customer.email,
        customer_first_name: 'K',
        customer_last_name: 'N',
        billing_street: 'S',
        billing_postal_code: '10115',
        billing_city: 'Berlin',
        payment_method: 'invoice',
        net_cents: 0,
        vat_cents: 0,
        gross_cents: 0,
      },
    },
    insertDenied('customer'),
  ),
  cell(
    'flag a booking for follow-up',
    'admin',
    { update: 'bookings', match: booking, values: { needs_follow_up: true } },
    seen(1),
  ),
  cell(
    'zero the price of an own booking line',
    'customer',
    { update: 'booking_items', match: { booking_id: SEED.customerBooking }, values: { unit_net_cents: 0 } },
    NONE,
  ),

  // In-house requests: anyone sends (with consent, as new), only admins read.
  ...row(
    'select an in-house request',
    { select: 'inhouse_requests', match: { id: SEED.inhouseRequest } },
    adminOnly(1),
  ),
  cell(
    'send an in-house request',
    'anon',
    {
      insert: 'inhouse_requests',
      values: {
        company: 'Beispiel GmbH',
        contact_name: 'Max Beispiel',
        email: 'max@beispiel.test',
        topic: 'SEO',
        privacy_consent: true,
      },
    },
    seen(1),
  ),
  cell(
    'send an in-house request already marked done',
    'anon',
    {
      insert: 'inhouse_requests',
      values: {
        company: 'Beispiel GmbH',
        contact_name: 'Max Beispiel',
        email: 'max@beispiel.test',
        topic: 'SEO',
        privacy_consent: true,
        status: 'done',
      },
    },
    insertDenied('anon'),
  ),
  cell(
    'send an in-house request without privacy consent',
    'customer',
    {
      insert: 'inhouse_requests',
      values: {
        company: 'Beispiel GmbH',
        contact_name: 'Max Beispiel',
        email: 'max@beispiel.test',
        topic: 'SEO',
        privacy_consent: false,
      },
    },
    insertDenied('customer'),
  ),

  // settings: public read, admin write.
  cell('select the settings', 'anon', { select: 'settings', match: { id: 1 } }, seen(1)),
  ...row(
    'close bookings in the settings',
    { update: 'settings', match: { id: 1 }, values: { booking_open: false } },
    adminOnly(1),
  ),

  // accounting_settings: the DATEV numbers, admins only. Anon holds no privilege at all in PostgreSQL (42501, the
  // mock has no grants), so tests/db/rlsMatrix.test.ts and tests/security/accountingSettingsPrivacy.test.ts cover anon.
  ...(['customer', 'other', 'admin'] as const).flatMap((actor) => [
    cell(
      'select the DATEV numbers',
      actor,
      { select: 'accounting_settings', match: { id: 1 } },
      actor === 'admin' ? seen(1) : NONE,
    ),
    cell(
      'change the DATEV client number',
      actor,
      { update: 'accounting_settings', match: { id: 1 }, values: { datev_client_number: 55003 } },
      actor === 'admin' ? seen(1) : NONE,
    ),
  ]),
];
