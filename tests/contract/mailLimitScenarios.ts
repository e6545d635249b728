/**
 * Issue 28 on both backends: the outbox is no open mail relay (mail limits per normalised recipient, no typed text to
 * an unverified address), waiting lists take entries only for full dates and only a few guests per date, neither
 * book_cart nor join_waitlist tells a stranger anything about an address (oracles), and an underpaid Stripe payment
 * is mailed to the academy. docs/booking-rules.md.
 */
import { bookCart, GUEST, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Request, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ, VIEW_TOKEN_VALUE } from './normalise';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const inserted: Outcome = { outcome: 'allowed', rows: 1 };
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });

/** The defaults of the schema; the PostgreSQL harness raises the limits, so each scenario sets them. */
const DEFAULT_LIMITS: Setup = { settings: { unverified_mails_per_recipient: 5, guest_waitlist_entries_per_date: 3 } };
const soldOut: Setup = {
  session: {
    id: S.soldOut,
    seminarId: SEED.seminar,
    locationId: SEED.berlin,
    dayOffset: 60,
    capacity: 2,
    seatsBooked: 2,
  },
};
const almostFull: Setup = {
  session: {
    id: S.open,
    seminarId: SEED.seminar,
    locationId: SEED.berlin,
    dayOffset: 60,
    capacity: 10,
    seatsBooked: 9,
  },
};
const open: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 30 },
};

function inhouseRequest(email: string): Request {
  return {
    insert: 'inhouse_requests',
    values: {
      company: 'Ihre Sparkasse',
      contact_name: 'Konto gesperrt',
      email,
      topic: 'Login: https://phish.example',
      message: 'Ihr Konto ist gesperrt. Bitte melden Sie sich hier an: https://phish.example/login',
      privacy_consent: true,
    },
  };
}

function join(sessionId: string, email: string | null, seats = 1): Request {
  return {
    rpc: 'join_waitlist',
    args: { _session_id: sessionId, _webinar_id: null, _name: 'Ihre Sparkasse', _email: email, _seats: seats },
  };
}

/** What every new (or seemingly new) unconfirmed entry answers. */
const pending = (seats = 1) =>
  ok({
    entry_id: GENERATED_UUID,
    session_id: S.soldOut,
    webinar_id: null,
    seats,
    status: 'pending_confirmation',
    position: null,
    offer_expires_at: null,
  });

const outboxOf = (template: string, recipientKey: string): Request => ({
  select: 'email_outbox',
  match: { template, recipient_key: recipientKey },
  columns: ['recipient', 'recipient_key', 'unverified'],
});

const missing = (id: string) => ({ session_id: id, quantity: 1, participants: line(id).participants });
const NOWHERE_1 = 'c0000000-0000-4000-8000-000000000991';
const NOWHERE_2 = 'c0000000-0000-4000-8000-000000000992';

/** A guest booking whose every typed field is a phishing text, for a stranger's address. */
const PHISH = 'Ihre Sparkasse – Konto gesperrt https://evil.example';
const PHISHER = {
  first_name: PHISH,
  last_name: 'Konto gesperrt',
  email: 'phish-quittung@relay.test',
  customer_type: 'company',
  company_name: PHISH,
  vat_id: 'DE999999999',
  street: 'Phishweg 1 https://evil.example/login',
  postal_code: '10115',
  city: 'Lockstadt',
};
const PHISH_LINE = {
  session_id: S.open,
  quantity: 1,
  participants: [{ first_name: PHISH, last_name: 'Sparkasse', email: 'sparkasse@evil.example' }],
};
const outboxData = (template: string): Request => ({
  select: 'email_outbox',
  match: { booking_id: '$booking', template },
  columns: ['data'],
});
/** The receipt to the unverified address: exactly the academy's facts, no field the visitor typed. */
const RECEIPT_FACTS = {
  academy: expect.objectContaining({ email: 'info@akademie.test' }),
  hold_expires_at: TIMESTAMPTZ,
  confirmation_token: GENERATED_UUID,
  // „Ihre Buchung ansehen“ (docs/booking-rules.md): the academy's link with the booking's secret, not typed text.
  view_token: VIEW_TOKEN_VALUE,
  booking: {
    id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    payment_method: 'invoice',
    customer_email: 'phish-quittung@relay.test',
    customer_type: 'company',
    net_cents: expect.any(Number),
    vat_cents: expect.any(Number),
    gross_cents: expect.any(Number),
    booked_on: expect.any(String),
    booked_at: TIMESTAMPTZ,
    paid: false,
    items: [
      {
        id: GENERATED_UUID,
        title: expect.any(String),
        location_name: expect.any(String),
        start_date: expect.any(String),
        start_time: expect.any(String),
        starts_at: TIMESTAMPTZ,
        is_webinar: false,
        // The calendar file's facts (docs/calendar.md): the academy's data, nothing the visitor typed.
        target_id: expect.any(String),
        end_date: expect.any(String),
        end_time: expect.any(String),
        duration_minutes: null,
        venue: {
          name: expect.any(String),
          street: expect.any(String),
          postal_code: expect.any(String),
          city: expect.any(String),
        },
        page_path: expect.stringMatching(/^\/[a-z]+\/[a-z0-9-]+$/),
        quantity: 1,
        unit_net_cents: expect.any(Number),
        line_net_cents: expect.any(Number),
        vat_rate: expect.any(Number),
        line_vat_cents: expect.any(Number),
        early_bird_percent: expect.any(Number),
        early_bird_cents: expect.any(Number),
        group_discount_percent: expect.any(Number),
        group_discount_cents: expect.any(Number),
      },
    ],
  },
};

/** The address holding seats in the oracle scenario. */
const TARGET = { ...GUEST, email: 'ziel@relay.test' };

export const MAIL_LIMIT_SCENARIOS: Scenario[] = [
  {
    name: 'reminders (issue 31): switching them off in the settings withdraws the queued ones; none are queued after',
    setup: [open],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'confirmed' } } },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { booking_id: '$booking', template: 'reminder_7_days' },
          columns: ['template'],
        },
      },
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { booking_reminders: false } },
      },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { booking_id: '$booking', template: 'reminder_7_days' },
          columns: ['template'],
        },
      },
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'confirmed' } } },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { booking_id: '$booking', template: 'reminder_1_day' },
          columns: ['template'],
        },
      },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      found([{ template: 'reminder_7_days' }]),
      expect.objectContaining({ outcome: 'allowed', rows: 1 }) as Outcome,
      { outcome: 'denied', rows: 0, data: [] },
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      { outcome: 'denied', rows: 0, data: [] },
    ],
  },
  {
    name:
      "participants (issue 31): one unverified mail per address and booking with only the academy's facts; none to " +
      'the booker',
    setup: [DEFAULT_LIMITS, open],
    steps: [
      {
        as: 'customer',
        do: bookCart([
          {
            session_id: S.open,
            quantity: 3,
            participants: [
              { first_name: PHISH, last_name: 'Sparkasse', email: 'Opfer+1@participants.test' },
              { first_name: PHISH, last_name: 'Sparkasse', email: 'opfer@participants.test' },
              { first_name: 'Erika', last_name: 'Musterfrau', email: USERS.customer.email },
            ],
          },
        ]),
      },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'confirmed' } } },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'paid' } } },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { template: 'participant_booked', recipient_key: 'opfer@participants.test' },
          columns: ['recipient_key', 'unverified', 'data'],
        },
      },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { template: 'participant_booked', recipient_key: USERS.customer.email },
          columns: ['recipient_key'],
        },
      },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      found([
        {
          recipient_key: 'opfer@participants.test',
          unverified: true,
          data: {
            academy: expect.objectContaining({ email: 'info@akademie.test', legal_name: expect.any(String) }),
            items: [
              expect.objectContaining({
                title: expect.any(String),
                is_webinar: false,
                start_date: expect.any(String),
                venue: expect.objectContaining({ street: expect.any(String), postal_code: expect.any(String) }),
                join_url: null,
              }),
            ],
          },
        },
      ]),
      // No row (the runner reports an empty select as denied).
      { outcome: 'denied', rows: 0, data: [] },
    ],
  },
  {
    name: 'mail limits: in-house requests to one mailbox through +tags stop at 5 a day, the 6th changes nothing',
    setup: [DEFAULT_LIMITS],
    steps: [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ as: 'anon' as const, do: inhouseRequest(`Opfer+${n}@relay.test`) })),
      { as: 'admin', do: { select: 'inhouse_requests', match: { company: 'Ihre Sparkasse' }, columns: ['email'] } },
      {
        as: 'admin',
        do: { select: 'email_outbox', match: { recipient_key: 'opfer@relay.test' }, columns: ['template', 'data'] },
      },
    ],
    expect: [
      inserted,
      inserted,
      inserted,
      inserted,
      inserted,
      refused('MAIL_LIMIT_REACHED'),
      found([1, 2, 3, 4, 5].map((n) => ({ email: `Opfer+${n}@relay.test` }))),
      // The requester's copy carries none of the typed text.
      found(
        [1, 2, 3, 4, 5].map(() => ({
          template: 'inhouse_request_received',
          data: { academy: expect.objectContaining({ email: 'info@akademie.test' }) },
        })),
      ),
    ],
  },
  {
    name: "mail limits: a guest's receipt carries only the academy's facts; the academy's copy keeps what was typed",
    setup: [DEFAULT_LIMITS, open],
    steps: [
      { as: 'anon', do: bookCart([PHISH_LINE], PHISHER) },
      { as: 'admin', do: outboxData('booking_received') },
      { as: 'admin', do: outboxData('academy_new_booking') },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      found([{ data: RECEIPT_FACTS }]),
      found([
        {
          data: expect.objectContaining({
            booking: expect.objectContaining({
              customer_first_name: PHISH,
              company_name: PHISH,
              billing_city: 'Lockstadt',
              items: [expect.objectContaining({ participants: PHISH_LINE.participants })],
            }),
          }),
        },
      ]),
    ],
  },
  {
    name: "mail limits: a guest's withdrawal receipt names no one; the academy's notice names the booker",
    setup: [DEFAULT_LIMITS, open],
    steps: [
      {
        as: 'anon',
        do: bookCart([PHISH_LINE], { ...PHISHER, customer_type: 'private', company_name: null, vat_id: null }),
      },
      {
        as: 'anon',
        do: {
          rpc: 'withdraw_booking_as_guest',
          args: { _booking_number: '$bookingNumber', _email: PHISHER.email, _name: PHISH },
        },
      },
      { as: 'admin', do: outboxData('withdrawal_received') },
      { as: 'admin', do: outboxData('academy_withdrawal') },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      found([
        {
          data: {
            academy: expect.objectContaining({ email: 'info@akademie.test' }),
            booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
            customer_email: PHISHER.email,
            received_at: TIMESTAMPTZ,
            service_started: false,
          },
        },
      ]),
      found([{ data: expect.objectContaining({ customer_name: `${PHISH} Konto gesperrt` }) }]),
    ],
  },
  {
    name: 'payments: an underpaid Stripe payment mails the academy once per booking, with amounts and session',
    setup: [open],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], undefined, 'online') },
      ...(
        [
          ['evt_short_1', 1, 'cs_test_short_1'],
          ['evt_short_2', 2, 'cs_test_short_2'],
        ] as const
      ).map(([event, cents, session]) => ({
        as: 'service' as const,
        do: {
          rpc: 'record_stripe_payment',
          args: { _event_id: event, _booking_id: '$booking', _amount_cents: cents, _session_id: session },
        },
      })),
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { booking_id: '$booking', template: 'academy_payment_mismatch' },
          columns: ['recipient', 'data'],
        },
      },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      ok({ event_id: 'evt_short_1', booking_id: GENERATED_UUID, outcome: 'amount_mismatch' }),
      ok({ event_id: 'evt_short_2', booking_id: GENERATED_UUID, outcome: 'amount_mismatch' }),
      found([
        {
          recipient: 'info@akademie.test',
          data: expect.objectContaining({
            booking: expect.objectContaining({
              booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
              gross_cents: expect.any(Number),
              customer_email: USERS.customer.email,
            }),
            payment: { amount_cents: 1, currency: 'eur', session_id: 'cs_test_short_1', event_id: 'evt_short_1' },
          }),
        },
      ]),
    ],
  },
  {
    name: 'waiting list: only a sold-out date takes entries, whatever the seats asked for',
    setup: [DEFAULT_LIMITS, almostFull],
    steps: [{ as: 'anon', do: join(S.open, 'wartend@relay.test', 10) }],
    expect: [refused('WAITLIST_SEATS_AVAILABLE', { session_id: S.open, seats_left: 1 })],
  },
  {
    name: 'waiting list: three open guest entries per date; account holders still join',
    setup: [DEFAULT_LIMITS, soldOut],
    steps: [
      { as: 'anon', do: join(S.soldOut, 'gast1@relay.test') },
      { as: 'anon', do: join(S.soldOut, 'gast2@relay.test') },
      { as: 'anon', do: join(S.soldOut, 'gast3@relay.test') },
      { as: 'anon', do: join(S.soldOut, 'gast4@relay.test') },
      { as: 'other', do: join(S.soldOut, USERS.other.email) },
    ],
    expect: [
      pending(),
      pending(),
      pending(),
      refused('WAITLIST_GUEST_LIMIT', { session_id: S.soldOut }),
      ok({
        entry_id: GENERATED_UUID,
        session_id: S.soldOut,
        webinar_id: null,
        seats: 1,
        status: 'waiting',
        position: 1,
        offer_expires_at: null,
      }),
    ],
  },
  {
    name: 'oracles: a stranger joining with a listed address gets the answer of a new join; the owner is told by mail',
    setup: [DEFAULT_LIMITS, soldOut],
    steps: [
      { as: 'anon', do: join(S.soldOut, 'gelistet+a@relay.test') },
      { as: 'anon', do: join(S.soldOut, 'gelistet+a@relay.test', 2) },
      { as: 'customer', do: join(S.soldOut, 'gelistet+a@relay.test', 3) },
      { as: 'anon', do: join(S.soldOut, 'neu@relay.test', 2) },
      {
        as: 'admin',
        do: { select: 'waitlist_entries', match: { session_id: S.soldOut }, columns: ['email', 'seats'] },
      },
      { as: 'admin', do: outboxOf('waitlist_already_joined', 'gelistet@relay.test') },
      { as: 'admin', do: outboxOf('waitlist_confirm', 'gelistet@relay.test') },
      // The signed-in owner of an address may be told.
      { as: 'other', do: join(S.soldOut, null) },
      { as: 'other', do: join(S.soldOut, USERS.other.email) },
    ],
    expect: [
      pending(),
      pending(2),
      pending(3),
      pending(2),
      found([
        { email: 'gelistet+a@relay.test', seats: 1 },
        { email: 'neu@relay.test', seats: 2 },
      ]),
      // Once a day per entry, however often strangers try.
      found([{ recipient: 'gelistet+a@relay.test', recipient_key: 'gelistet@relay.test', unverified: true }]),
      found([{ recipient: 'gelistet+a@relay.test', recipient_key: 'gelistet@relay.test', unverified: true }]),
      ok({
        entry_id: GENERATED_UUID,
        session_id: S.soldOut,
        webinar_id: null,
        seats: 1,
        status: 'waiting',
        position: 1,
        offer_expires_at: null,
      }),
      refused('WAITLIST_ALREADY_JOINED', { session_id: S.soldOut }),
    ],
  },
  {
    name: 'oracles: two unknown dates answer SESSION_NOT_FOUND alike for an address holding seats and a stranger',
    setup: [DEFAULT_LIMITS, open],
    // An address of this scenario's own: other test files commit holds and mails for the shared GUEST address.
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 10)], TARGET) },
      { as: 'anon', do: bookCart([missing(NOWHERE_1), missing(NOWHERE_2)], TARGET) },
      { as: 'anon', do: bookCart([missing(NOWHERE_1), missing(NOWHERE_2)], { ...GUEST, email: 'fremd@relay.test' }) },
      { as: 'anon', do: bookCart([line(S.open, 1)], TARGET) },
    ],
    expect: [
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      refused('SESSION_NOT_FOUND', { line: 0, session_id: NOWHERE_1 }),
      refused('SESSION_NOT_FOUND', { line: 0, session_id: NOWHERE_1 }),
      refused('GUEST_HOLD_LIMIT', { limit: 10 }),
    ],
  },
];
