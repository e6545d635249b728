/**
 * Issue 33 on both backends: data kept only as long as needed (public.purge_expired_personal_data, the daily job's
 * work; docs/data-model.md "Retention"). Ages are made by the service role writing the instants the periods count
 * from (sent_at, expired_at, created_at) before the purge runs; the periods are the schema's defaults (90 days for
 * sent mails, 30 for lapsed guest holds and unconfirmed waiting-list entries).
 */
import { ADDRESS, bookCart, line, S, SEED } from './fixtures';
import { bookedSeats } from './bookedOutcome';
import type { Outcome, Request, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
const NONE: Outcome = { outcome: 'denied', rows: 0, data: [] };
const changed = (rows: number): Outcome => ({ outcome: rows > 0 ? 'allowed' : 'denied', rows });
const refusedGrant = (status: number): Outcome => ({ outcome: 'denied', code: '42501', status });

const purge: Request = { rpc: 'purge_expired_personal_data', args: {} };
const PURGED: Outcome = { outcome: 'allowed', data: true };

const session = (id: string, capacity: number, seatsBooked = 0): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity, seatsBooked },
});

const guest = (name: string) => ({ ...ADDRESS, email: `${name}@example.test`, phone: '+49 30 1234567' });

// ---------------------------------------------------------------------------------------------------------------
// The outbox: a sent mail's body and recipient go 90 days after sending; younger ones and unsent ones stay.

const MAIL = {
  old: 'c0000000-0000-4000-8000-000000000751',
  recent: 'c0000000-0000-4000-8000-000000000752',
  failed: 'c0000000-0000-4000-8000-000000000753',
} as const;

function mail(id: string, key: string, sentAt: string | null, attempts = 1): Request {
  return {
    insert: 'email_outbox',
    values: {
      id,
      template: 'inhouse_request_received',
      data: { first_name: 'Erika', last_name: 'Musterfrau' },
      recipient: 'erika.alt@example.test',
      idempotency_key: `retention-${key}`,
      attempts,
      sent_at: sentAt,
      last_error: sentAt === null ? 'provider said no to erika.alt@example.test' : null,
      created_at: daysAgo(200),
    },
  };
}
const mailOf = (id: string): Request => ({
  select: 'email_outbox',
  match: { id },
  columns: ['recipient', 'recipient_key', 'data', 'last_error', 'template', 'sent_at'],
});
const KEPT_BODY = { first_name: 'Erika', last_name: 'Musterfrau' };

// ---------------------------------------------------------------------------------------------------------------
// Lapsed guest holds: a guest's invoice booking that expired unconfirmed; its personal data goes 30 days after it
// expired, its row (number, amounts, lines) stays for the seat history.

/** The guest's booking, picked (`$picked`) before a second booking expires it (book_cart settles its dates' holds). */
const pick: Request = { select: 'bookings', match: { id: '$booking' }, columns: ['id', 'booking_number'] };
const lapseSteps = (expiredDaysAgo: number) => [
  { as: 'anon' as const, do: bookCart([line(S.open, 2)], guest('verfallen')) },
  { as: 'service' as const, do: pick },
  {
    as: 'service' as const,
    do: { update: 'bookings', match: { id: '$picked' }, values: { hold_expires_at: daysAgo(1) } } as Request,
  },
  // Another booking of the date expires the due hold (seats back on sale) …
  { as: 'customer' as const, do: bookCart([line(S.open, 1)]) },
  // … which lapsed that many days ago; its mails went out then.
  {
    as: 'service' as const,
    do: {
      update: 'bookings',
      match: { id: '$picked', status: 'expired' },
      values: { expired_at: daysAgo(expiredDaysAgo) },
    } as Request,
  },
  {
    as: 'service' as const,
    do: {
      update: 'email_outbox',
      match: { booking_id: '$picked' },
      values: { sent_at: daysAgo(expiredDaysAgo) },
    } as Request,
  },
  { as: 'service' as const, do: purge },
];
const PERSONAL = [
  'booking_number',
  'status',
  'customer_email',
  'customer_first_name',
  'customer_last_name',
  'customer_phone',
  'billing_street',
  'billing_postal_code',
  'billing_city',
  'net_cents',
  'gross_cents',
] as const;
const bookingOf = (id: string): Request => ({ select: 'bookings', match: { id }, columns: PERSONAL });
const itemsOf = (id: string): Request => ({
  select: 'booking_items',
  match: { booking_id: id },
  columns: ['quantity', 'participants'],
});
const tokensOf = (id: string): Request => ({
  select: 'booking_tokens',
  match: { booking_id: id },
  columns: ['booking_id'],
});
const mailsOf = (id: string): Request => ({
  select: 'email_outbox',
  match: { booking_id: id },
  columns: ['recipient', 'data'],
});

const NET = SEED.seminarPriceCents * 2;
const GROSS = NET + Math.round((NET * 19) / 100);
const PICKED = found([{ id: GENERATED_UUID, booking_number: BOOKING_NUMBER_OF_THIS_YEAR }]);
/** What the lapse steps answer: the guest's hold, picked, due, expired by the customer's booking, aged, purged. */
const LAPSED = (mails: number): Outcome[] => [
  bookedSeats(2, TIMESTAMPTZ),
  PICKED,
  changed(1),
  bookedSeats(1, null),
  changed(1),
  changed(mails),
  PURGED,
];
const guestBooking = (personal: Record<string, unknown>) =>
  found([
    {
      booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
      status: 'expired',
      ...personal,
      net_cents: NET,
      gross_cents: GROSS,
    },
  ]);
const GUEST_DATA = {
  customer_email: 'verfallen@example.test',
  customer_first_name: 'Erika',
  customer_last_name: 'Musterfrau',
  customer_phone: '+49 30 1234567',
  billing_street: 'Musterweg 1',
  billing_postal_code: '10115',
  billing_city: 'Berlin',
};
const participant = (n: number) => ({
  first_name: `Vorname${n}`,
  last_name: `Nachname${n}`,
  email: `teilnehmer${n}@example.test`,
});
const blankParticipant = { first_name: '', last_name: '', email: '' };
/** The mails a guest's invoice booking queues at once (its receipt and the request to confirm the address). */
const GUEST_MAILS = 2;

// ---------------------------------------------------------------------------------------------------------------
// Waiting list: entries that never confirmed their address go 30 days after they were made.

const soldOut = session(S.soldOut, 1, 1);
const join = (email: string): Request => ({
  rpc: 'join_waitlist',
  args: { _session_id: S.soldOut, _webinar_id: null, _name: 'Wartende Person', _email: email, _seats: 1 },
});
const entryOf = (email: string): Request => ({
  select: 'waitlist_entries',
  match: { session_id: S.soldOut, email },
  columns: ['status', 'name'],
});
const JOINED: Outcome = { outcome: 'allowed', data: expectJoined() };
function expectJoined() {
  return {
    entry_id: GENERATED_UUID,
    session_id: S.soldOut,
    webinar_id: null,
    seats: 1,
    status: 'pending_confirmation',
    position: null,
    offer_expires_at: null,
  };
}

export const RETENTION_SCENARIOS: Scenario[] = [
  {
    name: 'retention: a sent mail loses body and recipient after 90 days; a younger one and an unsent one are kept',
    steps: [
      { as: 'service', do: mail(MAIL.old, 'old', daysAgo(91)) },
      { as: 'service', do: mail(MAIL.recent, 'recent', daysAgo(89)) },
      { as: 'service', do: mail(MAIL.failed, 'failed', null, 8) },
      { as: 'service', do: purge },
      { as: 'service', do: mailOf(MAIL.old) },
      { as: 'service', do: mailOf(MAIL.recent) },
      { as: 'service', do: mailOf(MAIL.failed) },
    ],
    expect: [
      changed(1),
      changed(1),
      changed(1),
      PURGED,
      found([
        {
          recipient: '',
          recipient_key: '',
          data: {},
          last_error: null,
          template: 'inhouse_request_received',
          sent_at: TIMESTAMPTZ,
        },
      ]),
      found([
        {
          recipient: 'erika.alt@example.test',
          recipient_key: '',
          data: KEPT_BODY,
          last_error: null,
          template: 'inhouse_request_received',
          sent_at: TIMESTAMPTZ,
        },
      ]),
      found([
        {
          recipient: 'erika.alt@example.test',
          recipient_key: '',
          data: KEPT_BODY,
          last_error: 'provider said no to erika.alt@example.test',
          template: 'inhouse_request_received',
          sent_at: null,
        },
      ]),
    ],
  },
  {
    name: 'retention: a lapsed guest hold loses its personal data 30 days after it expired; number, amounts and lines stay',
    setup: [session(S.open, 10)],
    steps: [
      ...lapseSteps(31),
      { as: 'service', do: bookingOf('$picked') },
      { as: 'service', do: itemsOf('$picked') },
      { as: 'service', do: tokensOf('$picked') },
      { as: 'service', do: mailsOf('$picked') },
      // The customer's own booking of the date is not touched.
      { as: 'service', do: { select: 'bookings', match: { id: '$booking' }, columns: ['customer_last_name'] } },
    ],
    expect: [
      ...LAPSED(GUEST_MAILS),
      guestBooking({
        customer_email: 'entfernt@anonym.invalid',
        customer_first_name: '',
        customer_last_name: '',
        customer_phone: null,
        billing_street: '',
        billing_postal_code: '00000',
        billing_city: '',
      }),
      found([{ quantity: 2, participants: [blankParticipant, blankParticipant] }]),
      NONE,
      found(Array.from({ length: GUEST_MAILS }, () => ({ recipient: '', data: {} }))),
      found([{ customer_last_name: 'Musterfrau' }]),
    ],
  },
  {
    name: 'retention: a guest hold that lapsed 29 days ago keeps its personal data',
    setup: [session(S.open, 10)],
    steps: [
      ...lapseSteps(29),
      { as: 'service', do: bookingOf('$picked') },
      { as: 'service', do: itemsOf('$picked') },
      { as: 'service', do: tokensOf('$picked') },
    ],
    expect: [
      ...LAPSED(GUEST_MAILS),
      guestBooking(GUEST_DATA),
      found([{ quantity: 2, participants: [participant(1), participant(2)] }]),
      found([{ booking_id: GENERATED_UUID }]),
    ],
  },
  {
    name: 'retention: an invoiced guest booking made long ago is kept intact with its invoice',
    setup: [session(S.open, 10)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 2)], guest('rechnung')) },
      {
        as: 'service',
        do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['confirmation_token'] },
      },
      { as: 'anon', do: { rpc: 'confirm_booking_email', args: { _token: '$token' } } },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { created_at: daysAgo(400) } },
      },
      { as: 'service', do: purge },
      { as: 'service', do: { ...bookingOf('$booking'), columns: PERSONAL.filter((c) => c !== 'status') } },
      { as: 'service', do: itemsOf('$booking') },
      { as: 'service', do: { select: 'invoices', match: { booking_id: '$booking' }, columns: ['kind'] } },
    ],
    expect: [
      bookedSeats(2, TIMESTAMPTZ),
      found([{ confirmation_token: GENERATED_UUID }]),
      {
        outcome: 'allowed',
        data: {
          booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
          status: 'pending',
          email_confirmed_at: TIMESTAMPTZ,
          hold_expires_at: null,
        },
      },
      changed(1),
      PURGED,
      found([
        {
          booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
          ...GUEST_DATA,
          customer_email: 'rechnung@example.test',
          net_cents: NET,
          gross_cents: GROSS,
        },
      ]),
      found([{ quantity: 2, participants: [participant(1), participant(2)] }]),
      found([{ kind: 'invoice' }]),
    ],
  },
  {
    name: 'retention: an unconfirmed waiting-list entry goes 30 days after it was made; a younger one stays',
    setup: [soldOut],
    steps: [
      { as: 'anon', do: join('warte.alt@example.test') },
      {
        as: 'service',
        do: { update: 'waitlist_entries', match: { id: '$entry' }, values: { created_at: daysAgo(31) } },
      },
      { as: 'anon', do: join('warte.neu@example.test') },
      { as: 'service', do: purge },
      { as: 'service', do: entryOf('warte.alt@example.test') },
      { as: 'service', do: entryOf('warte.neu@example.test') },
    ],
    expect: [
      JOINED,
      changed(1),
      JOINED,
      PURGED,
      NONE,
      found([{ status: 'pending_confirmation', name: 'Wartende Person' }]),
    ],
  },
  {
    name: 'retention: only the service role may run the purge',
    steps: [
      { as: 'anon', do: purge },
      { as: 'customer', do: purge },
      { as: 'admin', do: purge },
    ],
    expect: [refusedGrant(401), refusedGrant(403), refusedGrant(403)],
  },
];
