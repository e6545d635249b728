/**
 * More rules both backends must agree on: webinars and the join-link function, VAT per rate on the net sum, the snapshot a
 * booking line keeps, the remaining INVALID_INPUT reasons, execute grants, and constraint errors of direct writes.
 */
import { ADDRESS, bookCart, GUEST, line, participants, S, SEED, USERS, W, webinarLine } from './fixtures';
import { bookedTotals } from './bookedOutcome';
import type { Match, Outcome, Scenario, Setup, Step } from './model';
import { GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 },
};
const SECOND: Setup = {
  session: { id: S.soon, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 30, capacity: 20 },
};
const WEBINAR: Setup = { webinar: { id: W.open, dayOffset: 20, capacity: 50, priceCents: 9_900 } };

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const invalid = (detail: Record<string, unknown>) => refused('INVALID_INPUT', detail);
const sqlError = (code: string, status = 400): Outcome => ({ outcome: 'denied', code, status });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
const webinarAccess = { rpc: 'has_webinar_access', args: { _webinar_id: W.open } } as const;

const outboxRow = (template: string, columns: readonly string[] = ['template', 'recipient', 'booking_id']) =>
  ({ select: 'email_outbox', match: { booking_id: '$booking', template }, columns }) as const;
const setStatus = (status: string) =>
  ({ rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: status } }) as const;

export const MORE_SCENARIOS: Scenario[] = [
  // Mail outbox
  {
    name: 'email_outbox: rows of book_cart, confirmation and cancellation; admins read them, customers never',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1)]) },
      { as: 'customer', do: { select: 'email_outbox', match: { booking_id: '$booking' } } },
      { as: 'other', do: { select: 'email_outbox', match: { booking_id: '$booking' } } },
      { as: 'admin', do: outboxRow('booking_received') },
      { as: 'admin', do: outboxRow('academy_new_booking') },
      { as: 'admin', do: setStatus('confirmed') },
      { as: 'admin', do: outboxRow('booking_confirmed') },
      { as: 'admin', do: outboxRow('reminder_7_days', ['template', 'send_after']) },
      { as: 'admin', do: setStatus('cancelled') },
      { as: 'admin', do: outboxRow('reminder_7_days') },
      { as: 'admin', do: outboxRow('cancellation_confirmed') },
      { as: 'customer', do: { rpc: 'admin_resend_email', args: { _email_id: SEED.customerBooking } } },
    ],
    expect: [
      bookedTotals(125_210, 23_790),
      { outcome: 'denied', rows: 0 },
      { outcome: 'denied', rows: 0 },
      found([{ template: 'booking_received', recipient: USERS.customer.email, booking_id: GENERATED_UUID }]),
      found([{ template: 'academy_new_booking', recipient: 'info@akademie.test', booking_id: GENERATED_UUID }]),
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      found([{ template: 'booking_confirmed', recipient: USERS.customer.email, booking_id: GENERATED_UUID }]),
      found([{ template: 'reminder_7_days', send_after: TIMESTAMPTZ }]),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled', paid_at: null, cancelled_at: TIMESTAMPTZ }),
      { outcome: 'denied', rows: 0, data: [] },
      found([{ template: 'cancellation_confirmed', recipient: USERS.customer.email, booking_id: GENERATED_UUID }]),
      refused('FORBIDDEN'),
    ],
  },
  // Webinars
  {
    name: 'book_cart: webinar seats; no join link while pending, nor weeks before the start once confirmed',
    setup: [WEBINAR],
    steps: [
      { as: 'customer', do: bookCart([webinarLine(W.open, 2)]) },
      { as: 'customer', do: webinarAccess },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'confirmed' } } },
      { as: 'customer', do: webinarAccess },
      { as: 'other', do: webinarAccess },
      {
        as: 'service',
        do: {
          select: 'booking_items',
          match: { booking_id: '$booking' },
          columns: [
            'session_id',
            'webinar_id',
            'location_name',
            'start_time',
            'quantity',
            'line_net_cents',
            'line_vat_cents',
            'vat_rate',
          ],
        },
      },
      { as: 'service', do: { select: 'webinars', match: { id: W.open }, columns: ['seats_booked'] } },
    ],
    expect: [
      bookedTotals(19_800, 3_762),
      ok(false),
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      ok(false),
      ok(false),
      found([
        {
          session_id: null,
          webinar_id: W.open,
          location_name: 'Online',
          start_time: '18:00:00',
          quantity: 2,
          line_net_cents: 19_800,
          line_vat_cents: 3_762,
          vat_rate: 19,
        },
      ]),
      found([{ seats_booked: 2 }]),
    ],
  },
  {
    name: 'book_cart: a webinar that has started',
    setup: [{ webinar: { id: W.past, dayOffset: -1, capacity: 50, priceCents: 9_900 } }],
    steps: [{ as: 'customer', do: bookCart([webinarLine(W.past)]) }],
    expect: [refused('SESSION_IN_PAST', { line: 0, webinar_id: W.past })],
  },
  {
    name: 'book_cart: a sold-out webinar',
    setup: [{ webinar: { id: W.open, dayOffset: 20, capacity: 10, seatsBooked: 9, priceCents: 9_900 } }],
    steps: [{ as: 'anon', do: bookCart([webinarLine(W.open, 2)], GUEST) }],
    expect: [refused('SESSION_SOLD_OUT', { line: 0, webinar_id: W.open, seats_left: 1 })],
  },
  {
    name: 'book_cart: session and webinar in one cart',
    setup: [OPEN, WEBINAR],
    steps: [{ as: 'customer', do: bookCart([line(S.open, 2), webinarLine(W.open)]) }],
    // 19 % VAT on the net sum 2.603,20 €, half-up.
    expect: [bookedTotals(2 * 125_210 + 9_900, 49_461)],
  },
  {
    name: 'has_webinar_access: not granted to anon',
    steps: [{ as: 'anon', do: { rpc: 'has_webinar_access', args: { _webinar_id: SEED.webinar } } }],
    expect: [sqlError('42501', 401)],
  },

  // VAT per rate on the net sum, half-up (docs/pricing.md). 10,40 € net → 1,976 € VAT per line: rounded per line
  // three lines would be 5,94 €, on the net sum 31,20 € × 19 % = 5,928 € → 5,93 €. Each line keeps its share: the
  // cents rounded down, the one left over to the earlier lines (equal remainders). 10,50 € → 1,995 € per line: two
  // lines 3,99 € (not 4,00 €), one line on its own 2,00 €.
  {
    name: 'book_cart: VAT is rounded half-up per rate on the net sum, each line keeps its share',
    setup: [
      OPEN,
      SECOND,
      { seminarPrice: { id: SEED.seminar, cents: 1_040 } },
      { webinar: { id: W.open, dayOffset: 20, capacity: 50, priceCents: 1_040 } },
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.open), line(S.soon), webinarLine(W.open)]) },
      ...([{ session_id: S.open }, { session_id: S.soon }, { webinar_id: W.open }] as Match[]).map((target): Step => ({
        as: 'service',
        do: {
          select: 'booking_items',
          match: { booking_id: '$booking', ...target },
          columns: ['line_net_cents', 'line_vat_cents'],
        },
      })),
      { as: 'service', do: { select: 'bookings', match: { id: '$booking' }, columns: ['net_cents', 'vat_cents'] } },
    ],
    expect: [
      bookedTotals(3_120, 593),
      found([{ line_net_cents: 1_040, line_vat_cents: 198 }]),
      found([{ line_net_cents: 1_040, line_vat_cents: 198 }]),
      found([{ line_net_cents: 1_040, line_vat_cents: 197 }]),
      found([{ net_cents: 3_120, vat_cents: 593 }]),
    ],
  },
  {
    name: 'book_cart: half a cent of VAT on the net sum rounds up, once per rate',
    setup: [OPEN, SECOND, { seminarPrice: { id: SEED.seminar, cents: 1_050 } }],
    steps: [
      { as: 'customer', do: bookCart([line(S.open), line(S.soon)]) },
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
    ],
    expect: [bookedTotals(2_100, 399), bookedTotals(1_050, 200), bookedTotals(3_150, 599)],
  },

  // What a booking keeps
  {
    name: 'book_cart: a company booking keeps the cleaned-up address and participants',
    setup: [OPEN],
    steps: [
      {
        as: 'anon',
        do: bookCart(
          [
            {
              session_id: S.open.toUpperCase(),
              quantity: 1,
              participants: [{ first_name: '  Jörg ', last_name: 'Weiß ', email: ' Joerg.Weiss@Example.TEST ' }],
            },
          ],
          {
            ...GUEST,
            customer_type: 'company',
            company_name: ' Weiß & Söhne GmbH ',
            vat_id: 'DE999999999',
            country: 'at',
            phone: '   ',
          },
        ),
      },
      {
        as: 'service',
        do: {
          select: 'bookings',
          match: { id: '$booking' },
          columns: [
            'customer_type',
            'company_name',
            'vat_id',
            'billing_country',
            'customer_phone',
            'vat_rate',
            'net_cents',
          ],
        },
      },
      {
        as: 'service',
        do: {
          select: 'booking_items',
          match: { booking_id: '$booking' },
          columns: ['session_id', 'title', 'location_name', 'start_time', 'unit_net_cents', 'participants'],
        },
      },
    ],
    expect: [
      bookedTotals(125_210, 23_790, TIMESTAMPTZ),
      found([
        {
          customer_type: 'company',
          company_name: 'Weiß & Söhne GmbH',
          vat_id: 'DE999999999',
          billing_country: 'AT',
          customer_phone: null,
          vat_rate: 19,
          net_cents: 125_210,
        },
      ]),
      found([
        {
          session_id: S.open,
          title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
          location_name: 'Spreeforum Tagungszentrum, Berlin',
          start_time: '09:00:00',
          unit_net_cents: 125_210,
          participants: [{ first_name: 'Jörg', last_name: 'Weiß', email: 'joerg.weiss@example.test' }],
        },
      ]),
    ],
  },
  {
    name: 'admin_set_booking_status: cancelling releases the seats',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'cancelled' } } },
      { as: 'service', do: { select: 'seminar_sessions', match: { id: S.open }, columns: ['seats_booked'] } },
    ],
    expect: [
      bookedTotals(375_630, 71_370),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled', paid_at: null, cancelled_at: TIMESTAMPTZ }),
      found([{ seats_booked: 0 }]),
    ],
  },

  // The remaining INVALID_INPUT reasons, in the order the SQL checks them
  {
    name: 'book_cart: customer is not an object',
    steps: [{ as: 'customer', do: bookCart([line(S.open)], 'Erika' as unknown as Record<string, unknown>) }],
    expect: [invalid({ field: 'customer', reason: 'not_object' })],
  },
  {
    name: 'book_cart: invalid customer e-mail',
    steps: [{ as: 'anon', do: bookCart([line(S.open)], { ...GUEST, email: 'erika@' }) }],
    expect: [invalid({ field: 'customer.email', reason: 'invalid' })],
  },
  {
    name: 'book_cart: blank first name',
    steps: [{ as: 'customer', do: bookCart([line(S.open)], { ...ADDRESS, first_name: '  ' }) }],
    expect: [invalid({ field: 'customer.first_name', reason: 'required' })],
  },
  {
    name: 'book_cart: unknown customer type',
    steps: [{ as: 'customer', do: bookCart([line(S.open)], { ...ADDRESS, customer_type: 'verein' }) }],
    expect: [invalid({ field: 'customer.customer_type', reason: 'invalid' })],
  },
  {
    name: 'book_cart: more than 50 lines',
    steps: [
      {
        as: 'customer',
        do: bookCart(
          Array.from({ length: 51 }, (_, i) => line(`c0000000-0000-4000-8000-${String(i + 100).padStart(12, '0')}`)),
        ),
      },
    ],
    expect: [invalid({ field: 'lines', reason: 'too_many_lines' })],
  },
  {
    name: 'book_cart: a line that is not an object',
    steps: [{ as: 'customer', do: bookCart([line(S.open), 'session'] as unknown[]) }],
    expect: [invalid({ line: 1, reason: 'not_object' })],
  },
  {
    name: 'book_cart: an id that is no uuid',
    steps: [
      { as: 'customer', do: bookCart([{ session_id: 'seo-berlin', quantity: 1, participants: participants(1) }]) },
    ],
    expect: [invalid({ line: 0, reason: 'invalid_id' })],
  },
  {
    name: 'book_cart: quantity as text',
    steps: [{ as: 'customer', do: bookCart([{ session_id: S.open, quantity: '1', participants: participants(1) }]) }],
    expect: [invalid({ line: 0, reason: 'invalid_quantity' })],
  },
  {
    name: 'book_cart: participant without last name',
    steps: [
      {
        as: 'customer',
        do: bookCart([
          { session_id: S.open, quantity: 2, participants: [...participants(1), { first_name: 'A', email: 'a@b.de' }] },
        ]),
      },
    ],
    expect: [invalid({ line: 0, participant: 1, reason: 'participant_name_required' })],
  },
  {
    name: 'book_cart: not granted to the service role',
    setup: [OPEN],
    steps: [{ as: 'service', do: bookCart([line(S.open)], GUEST) }],
    expect: [sqlError('42501', 403)],
  },

  // Direct writes hit the same constraints
  {
    name: 'constraints: an unknown enum label',
    steps: [{ as: 'admin', do: { insert: 'user_roles', values: { user_id: USERS.other.id, role: 'superuser' } } }],
    expect: [sqlError('22P02')],
  },
  {
    name: 'constraints: a negative price',
    steps: [{ as: 'admin', do: { update: 'seminars', match: { id: SEED.seminar }, values: { price_net_cents: -1 } } }],
    expect: [sqlError('23514')],
  },
  {
    name: 'constraints: a duplicate slug',
    steps: [
      {
        as: 'admin',
        do: {
          insert: 'trainers',
          values: { slug: 'julia-wagner', name: 'X', title: 'X', bio: 'X' },
        },
      },
    ],
    expect: [sqlError('23505', 409)],
  },
  {
    name: 'constraints: a venue with sessions cannot be deleted (on delete restrict)',
    steps: [{ as: 'admin', do: { delete: 'locations', match: { id: SEED.berlin } } }],
    expect: [sqlError('23503', 409)],
  },
  {
    name: 'constraints: a profile cannot be handed to another user (with check)',
    steps: [
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { user_id: USERS.other.id } },
      },
    ],
    expect: [sqlError('42501', 403)],
  },
  {
    name: 'constraints: sign-up trigger gave the new user a profile and the customer role',
    steps: [
      {
        as: 'other',
        do: {
          select: 'profiles',
          match: { user_id: USERS.other.id },
          columns: ['email', 'first_name', 'last_name', 'country'],
        },
      },
      { as: 'other', do: { select: 'user_roles', match: { user_id: USERS.other.id }, columns: ['role'] } },
    ],
    expect: [
      found([{ email: USERS.other.email, first_name: 'Andrea', last_name: 'Andere', country: 'DE' }]),
      found([{ role: 'customer' }]),
    ],
  },
];
