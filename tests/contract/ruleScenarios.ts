/**
 * Business rules: has_role, book_cart (availability, prices from the database, guests, totals, numbers),
 * cancel_booking, the admin functions and the execute grants.
 */
import { ADDRESS, bookCart, GUEST, line, S, SEED, USERS } from './fixtures';
import { bookedSeats } from './bookedOutcome';
import type { Outcome, Scenario, Setup, SessionSetup } from './model';
import { GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const session = (id: string, extra: Partial<SessionSetup> = {}): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20, ...extra },
});
const OPEN = session(S.open);
const SOON = session(S.soon, { dayOffset: 5 });

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const invalid = (detail: Record<string, unknown>) => refused('INVALID_INPUT', detail);
const notGranted = (status: 401 | 403): Outcome => ({ outcome: 'denied', code: '42501', status });

const seatsOf = (id: string) => ({ select: 'seminar_sessions', match: { id }, columns: ['seats_booked'] }) as const;
const seats = (n: number): Outcome => ({ outcome: 'allowed', rows: 1, data: [{ seats_booked: n }] });
const customerBooksSoon = { as: 'customer', do: bookCart([line(S.soon)]) } as const;
const customerBooksOpen = { as: 'customer', do: bookCart([line(S.open)]) } as const;

export const RULE_SCENARIOS: Scenario[] = [
  // has_role
  ...(
    [
      ['admin is admin', USERS.admin.id, true],
      ['customer is not admin', USERS.customer.id, false],
      ['an unknown user is not admin', 'c0000000-0000-4000-8000-000000000777', false],
    ] as const
  ).map(([name, userId, expected]): Scenario => ({
    name: `has_role: ${name}`,
    steps: [{ as: 'customer', do: { rpc: 'has_role', args: { _user_id: userId, _role: 'admin' } } }],
    expect: [ok(expected)],
  })),

  // book_cart: availability, in the SQL's order of checks
  {
    name: 'book_cart: sold out',
    setup: [session(S.soldOut, { capacity: 2, seatsBooked: 2 })],
    steps: [{ as: 'anon', do: bookCart([line(S.soldOut)], GUEST) }],
    expect: [refused('SESSION_SOLD_OUT', { line: 0, session_id: S.soldOut, seats_left: 0 })],
  },
  {
    name: 'book_cart: more seats than left',
    setup: [session(S.soldOut, { capacity: 5, seatsBooked: 3 })],
    steps: [{ as: 'customer', do: bookCart([line(S.soldOut, 3)]) }],
    expect: [refused('SESSION_SOLD_OUT', { line: 0, session_id: S.soldOut, seats_left: 2 })],
  },
  {
    name: 'book_cart: cancelled session',
    setup: [OPEN, session(S.cancelled, { status: 'cancelled' })],
    steps: [{ as: 'customer', do: bookCart([line(S.open), line(S.cancelled)]) }],
    expect: [refused('SESSION_CANCELLED', { line: 1, session_id: S.cancelled })],
  },
  {
    name: 'book_cart: session in the past',
    setup: [session(S.past, { dayOffset: -1 })],
    steps: [{ as: 'customer', do: bookCart([line(S.past)]) }],
    expect: [refused('SESSION_IN_PAST', { line: 0, session_id: S.past })],
  },
  {
    name: 'book_cart: unknown session',
    steps: [{ as: 'customer', do: bookCart([line(S.unknown)]) }],
    expect: [refused('SESSION_NOT_FOUND', { line: 0, session_id: S.unknown })],
  },
  {
    name: "book_cart: the draft seminar's session is not for sale",
    steps: [{ as: 'customer', do: bookCart([line(SEED.draftSeminarSession)]) }],
    expect: [refused('SESSION_NOT_FOUND', { line: 0, session_id: SEED.draftSeminarSession })],
  },
  {
    name: 'book_cart: bookings closed',
    setup: [OPEN, { settings: { booking_open: false } }],
    steps: [{ as: 'customer', do: bookCart([line(S.open)]) }],
    expect: [refused('BOOKING_CLOSED')],
  },

  // book_cart: prices, totals, seats, numbers
  {
    name: 'book_cart: tampered prices and totals are ignored',
    setup: [OPEN],
    steps: [
      {
        as: 'customer',
        do: bookCart([
          { ...line(S.open), unit_net_cents: 1, price: 1, line_total_cents: 1, vat_rate: 0, gross_cents: 1 },
        ]),
      },
    ],
    expect: [bookedSeats(1)],
  },
  {
    name: 'book_cart: 3 seats, totals net/VAT/gross, booking number, seats counted',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'service', do: seatsOf(S.open) },
    ],
    expect: [bookedSeats(3), seats(3)],
  },
  {
    name: 'book_cart: a guest with e-mail books (no user, e-mail lower-cased)',
    setup: [OPEN],
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], GUEST, 'online') },
      {
        as: 'service',
        do: {
          select: 'bookings',
          match: { id: '$booking' },
          columns: ['user_id', 'customer_email', 'payment_method', 'status'],
        },
      },
    ],
    expect: [
      bookedSeats(1, TIMESTAMPTZ),
      {
        outcome: 'allowed',
        rows: 1,
        data: [
          {
            user_id: null,
            customer_email: 'erika.musterfrau@example.test',
            payment_method: 'online',
            status: 'pending',
          },
        ],
      },
    ],
  },
  {
    name: 'book_cart: a guest without e-mail is refused',
    setup: [OPEN],
    steps: [{ as: 'anon', do: bookCart([line(S.open)], ADDRESS) }],
    expect: [invalid({ field: 'customer.email', reason: 'guest_email_required' })],
  },
  {
    name: 'book_cart: a signed-in booking carries the user and the account e-mail',
    setup: [OPEN],
    steps: [
      customerBooksOpen,
      { as: 'service', do: { select: 'bookings', match: { id: '$booking' }, columns: ['user_id', 'customer_email'] } },
    ],
    expect: [
      bookedSeats(1),
      { outcome: 'allowed', rows: 1, data: [{ user_id: USERS.customer.id, customer_email: USERS.customer.email }] },
    ],
  },

  // book_cart: INVALID_INPUT reasons
  {
    name: 'book_cart: invalid payment method',
    steps: [{ as: 'customer', do: bookCart([line(S.open)], ADDRESS, 'bitcoin') }],
    expect: [invalid({ field: 'payment_method', reason: 'invalid' })],
  },
  {
    name: 'book_cart: empty cart',
    steps: [{ as: 'customer', do: bookCart([]) }],
    expect: [invalid({ field: 'lines', reason: 'empty_cart' })],
  },
  {
    name: 'book_cart: duplicate line',
    steps: [{ as: 'customer', do: bookCart([line(S.open), line(S.open)]) }],
    expect: [invalid({ line: 1, reason: 'duplicate_line', session_id: S.open })],
  },
  {
    name: 'book_cart: quantity 0',
    steps: [{ as: 'customer', do: bookCart([{ session_id: S.open, quantity: 0, participants: [] }]) }],
    expect: [invalid({ line: 0, reason: 'invalid_quantity' })],
  },
  {
    name: 'book_cart: fewer participants than seats',
    steps: [{ as: 'customer', do: bookCart([{ ...line(S.open), quantity: 2 }]) }],
    expect: [invalid({ line: 0, reason: 'participants_count' })],
  },
  {
    name: 'book_cart: participant without a valid e-mail',
    steps: [
      {
        as: 'customer',
        do: bookCart([
          { session_id: S.open, quantity: 1, participants: [{ first_name: 'A', last_name: 'B', email: 'x' }] },
        ]),
      },
    ],
    expect: [invalid({ line: 0, participant: 0, reason: 'participant_email_invalid' })],
  },
  {
    name: 'book_cart: company without company name',
    steps: [{ as: 'customer', do: bookCart([line(S.open)], { ...ADDRESS, customer_type: 'company' }) }],
    expect: [invalid({ field: 'customer.company_name', reason: 'required' })],
  },
  {
    name: 'book_cart: neither session nor webinar',
    steps: [{ as: 'customer', do: bookCart([{ quantity: 1, participants: [] }]) }],
    expect: [invalid({ line: 0, reason: 'session_or_webinar_required' })],
  },

  // cancel_booking
  {
    name: 'cancel_booking: own booking, seats released',
    setup: [OPEN],
    steps: [
      customerBooksOpen,
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'service', do: seatsOf(S.open) },
    ],
    expect: [bookedSeats(1), ok({ booking_id: GENERATED_UUID, status: 'cancelled' }), seats(0)],
  },
  {
    name: "cancel_booking: someone else's booking looks missing",
    setup: [OPEN],
    steps: [customerBooksOpen, { as: 'other', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } }],
    expect: [bookedSeats(1), refused('BOOKING_NOT_FOUND', { booking_id: GENERATED_UUID })],
  },
  {
    name: 'cancel_booking: too late for the customer (5 days before, 14 needed)',
    setup: [SOON],
    steps: [customerBooksSoon, { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } }],
    expect: [
      bookedSeats(1),
      refused('CANCELLATION_PERIOD_OVER', { booking_id: GENERATED_UUID, deadline: TIMESTAMPTZ }),
    ],
  },
  {
    name: 'cancel_booking: an admin cancels any booking at any time',
    setup: [SOON],
    steps: [customerBooksSoon, { as: 'admin', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } }],
    expect: [bookedSeats(1), ok({ booking_id: GENERATED_UUID, status: 'cancelled' })],
  },
  {
    name: 'cancel_booking: twice',
    steps: [{ as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: SEED.cancelledBooking } } }],
    expect: [refused('BOOKING_ALREADY_CANCELLED', { booking_id: SEED.cancelledBooking })],
  },
  {
    name: 'cancel_booking: not granted to anon',
    steps: [{ as: 'anon', do: { rpc: 'cancel_booking', args: { _booking_id: SEED.customerBooking } } }],
    expect: [notGranted(401)],
  },

  // Capacity
  {
    name: 'admin_update_session_capacity: below the seats booked',
    setup: [session(S.soldOut, { capacity: 10, seatsBooked: 5 })],
    steps: [
      { as: 'admin', do: { rpc: 'admin_update_session_capacity', args: { _session_id: S.soldOut, _capacity: 3 } } },
    ],
    expect: [refused('CAPACITY_BELOW_BOOKED', { id: S.soldOut, capacity: 3, seats_booked: 5 })],
  },
  {
    name: 'admin_update_session_capacity: raised',
    setup: [session(S.soldOut, { capacity: 10, seatsBooked: 5 })],
    steps: [
      { as: 'admin', do: { rpc: 'admin_update_session_capacity', args: { _session_id: S.soldOut, _capacity: 12 } } },
    ],
    expect: [ok({ session_id: S.soldOut, capacity: 12, seats_booked: 5 })],
  },
  {
    name: 'capacity below the seats booked by a direct admin update',
    setup: [session(S.soldOut, { capacity: 10, seatsBooked: 5 })],
    steps: [{ as: 'admin', do: { update: 'seminar_sessions', match: { id: S.soldOut }, values: { capacity: 4 } } }],
    expect: [refused('CAPACITY_BELOW_BOOKED', { id: S.soldOut, capacity: 4, seats_booked: 5 })],
  },
  {
    name: 'admin_update_session_capacity: refused for customers',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: { rpc: 'admin_update_session_capacity', args: { _session_id: S.open, _capacity: 99 } } },
    ],
    expect: [refused('FORBIDDEN')],
  },

  // Roles
  {
    name: 'admin_set_user_role: the last admin cannot be revoked',
    steps: [
      {
        as: 'admin',
        do: { rpc: 'admin_set_user_role', args: { _user_id: USERS.admin.id, _role: 'admin', _grant: false } },
      },
    ],
    expect: [refused('LAST_ADMIN', { user_id: USERS.admin.id })],
  },
  {
    name: 'admin_set_user_role: with a second admin the first may step down',
    steps: [
      {
        as: 'admin',
        do: { rpc: 'admin_set_user_role', args: { _user_id: USERS.other.id, _role: 'admin', _grant: true } },
      },
      {
        as: 'admin',
        do: { rpc: 'admin_set_user_role', args: { _user_id: USERS.admin.id, _role: 'admin', _grant: false } },
      },
    ],
    expect: [ok({ user_id: USERS.other.id, roles: ['admin', 'customer'] }), ok({ user_id: USERS.admin.id, roles: [] })],
  },
  {
    name: 'admin_set_user_role: refused for customers',
    steps: [
      {
        as: 'customer',
        do: { rpc: 'admin_set_user_role', args: { _user_id: USERS.customer.id, _role: 'admin', _grant: true } },
      },
    ],
    expect: [refused('FORBIDDEN')],
  },

  // Booking status, payment webhook, session cancellation
  {
    name: 'admin_set_booking_status: pending → confirmed',
    steps: [
      {
        as: 'admin',
        do: { rpc: 'admin_set_booking_status', args: { _booking_id: SEED.pendingBooking, _status: 'confirmed' } },
      },
    ],
    expect: [ok({ booking_id: SEED.pendingBooking, status: 'confirmed', paid_at: null, cancelled_at: null })],
  },
  {
    name: 'admin_set_booking_status: cancelled is final',
    steps: [
      {
        as: 'admin',
        do: { rpc: 'admin_set_booking_status', args: { _booking_id: SEED.cancelledBooking, _status: 'confirmed' } },
      },
    ],
    expect: [
      refused('INVALID_STATUS_TRANSITION', { booking_id: SEED.cancelledBooking, from: 'cancelled', to: 'confirmed' }),
    ],
  },
  {
    name: 'mark_booking_paid_by_webhook: service role only',
    steps: [
      { as: 'customer', do: { rpc: 'mark_booking_paid_by_webhook', args: { _booking_id: SEED.pendingBooking } } },
      { as: 'service', do: { rpc: 'mark_booking_paid_by_webhook', args: { _booking_id: SEED.pendingBooking } } },
    ],
    expect: [
      notGranted(403),
      ok({ booking_id: SEED.pendingBooking, status: 'paid', paid_at: TIMESTAMPTZ, cancelled_at: null }),
    ],
  },
  {
    name: 'admin_cancel_session: flags the open bookings',
    setup: [OPEN],
    steps: [
      customerBooksOpen,
      { as: 'admin', do: { rpc: 'admin_cancel_session', args: { _session_id: S.open } } },
      { as: 'service', do: { select: 'bookings', match: { id: '$booking' }, columns: ['needs_follow_up', 'status'] } },
    ],
    expect: [
      bookedSeats(1),
      ok({ session_id: S.open, status: 'cancelled', flagged_bookings: 1 }),
      { outcome: 'allowed', rows: 1, data: [{ needs_follow_up: true, status: 'pending' }] },
    ],
  },
  {
    name: 'admin_cancel_session: a date that has already been held is refused and stays scheduled',
    setup: [session(S.past, { dayOffset: -1 })],
    steps: [
      { as: 'admin', do: { rpc: 'admin_cancel_session', args: { _session_id: S.past } } },
      { as: 'service', do: { select: 'seminar_sessions', match: { id: S.past }, columns: ['status'] } },
    ],
    expect: [
      refused('SESSION_ALREADY_HELD', { session_id: S.past }),
      { outcome: 'allowed', rows: 1, data: [{ status: 'scheduled' }] },
    ],
  },
];
