/**
 * After the booking: substitute participants (until the start, logged), the withdrawal button (consumers, 14 days, guests by number and e-mail without revealing
 * bookings), and who reads the recorded statements.
 */
import { berlinDates, buildSeed, seedId } from '../../mocks/seed';
import { bookingCode } from '../../mocks/seed/people';
import { ADDRESS, bookCart, GUEST, line, S, SEED, W, webinarLine } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, normalise, TIMESTAMPTZ } from './normalise';

const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 },
};

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });

/** A booking's answer; `hold` is its seat hold's deadline (null: binding at once). */
const booked = (hold: string | null): Outcome =>
  ok({
    booking_id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    net_cents: 125_210,
    vat_cents: 23_790,
    gross_cents: 149_000,
    status: 'pending',
    hold_expires_at: hold,
    payment_token: GENERATED_UUID,
  });
/** The guest form's request: booking number, e-mail and the name the consumer gives. */
const guestWithdrawal = (number: string, email: string, name = 'Erika Musterfrau') =>
  ({
    rpc: 'withdraw_booking_as_guest',
    args: { _booking_number: number, _email: email, _name: name },
  }) as const;
/** Every failed identification: an answer, not an error (the attempt is recorded), the same whatever exists. */
const NOT_IDENTIFIED = ok({ refused: 'BOOKING_NOT_FOUND' });
const withdrawn = (email: string): Outcome =>
  ok({
    booking_id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    status: 'cancelled',
    received_at: TIMESTAMPTZ,
    service_started: false,
    confirmation_email: email,
  });

/** Seed booking numbers carry the year of their creation day and 8 characters from the seed's PRNG. */
const seedNumber = (n: number, createdDayOffset: number) =>
  `DA-${berlinDates(new Date()).year(createdDayOffset)}-${bookingCode(n)}`;
/** The same number as it appears in an outcome (this year's numbers are normalised). */
const shown = (n: number, createdDayOffset: number) => normalise(seedNumber(n, createdDayOffset));
const DEMO_COMPANY_BOOKING = seedId('booking', 1);

/**
 * admin_session_participants of a seed date as the seed books it: every seat of its pending, confirmed and paid
 * bookings, ordered by last name, first name, booking number and seat (PostgreSQL's text order), `present` the seats
 * marked so.
 */
function seedParticipantList(session: string, present: Array<[item: string, index: number]>) {
  const seed = buildSeed(new Date());
  const live = new Map(
    seed.bookings.filter((b) => ['pending', 'confirmed', 'paid'].includes(b.status)).map((b) => [b.id, b]),
  );
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return seed.booking_items
    .filter((item) => item.session_id === session && live.has(item.booking_id))
    .flatMap((item) =>
      (item.participants as Array<{ first_name: string; last_name: string; email: string }>).map((p, index) => ({
        booking_item_id: item.id,
        participant_index: index,
        booking_number: live.get(item.booking_id)!.booking_number,
        first_name: p.first_name,
        last_name: p.last_name,
        email: p.email,
        company: live.get(item.booking_id)!.company_name,
        present: present.some(([marked, at]) => marked === item.id && at === index),
      })),
    )
    .sort(
      (a, b) =>
        byText(a.last_name, b.last_name) ||
        byText(a.first_name, b.first_name) ||
        byText(a.booking_number, b.booking_number) ||
        a.participant_index - b.participant_index,
    )
    .map((row) => ({ ...row, booking_number: normalise(row.booking_number) }));
}
/** Tobias Wolf's private guest booking, made 50 days ago. */
const OLD_GUEST_BOOKING = { number: seedNumber(7, -50), email: 'tobias.wolf@example.test' };

/** The demo customer's upcoming seminar line (2 seats, 30 days ahead) and their past one. */
const UPCOMING_ITEM = seedId('bookingItem', 21);
const PAST_ITEM = seedId('bookingItem', 11);
const substitute = (item: string, index = 1) =>
  ({
    rpc: 'change_participant',
    args: {
      _booking_item_id: item,
      _participant_index: index,
      _first_name: 'Mara',
      _last_name: 'Ersatz',
      _email: 'Mara.Ersatz@example.test',
    },
  }) as const;

const webinarStartingIn = (minutes: number): Setup => ({
  webinar: { id: W.open, dayOffset: 0, capacity: 50, priceCents: 9_900, startsInMinutes: minutes },
});
const joinLink = { rpc: 'has_webinar_access', args: { _webinar_id: W.open } } as const;
const confirm = { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'confirmed' } } as const;

const attend = (item: string, index: number, present: boolean) =>
  ({
    rpc: 'admin_set_attendance',
    args: { _booking_item_id: item, _participant_index: index, _present: present },
  }) as const;
const listOf = (sessionId: string) =>
  ({ rpc: 'admin_session_participants', args: { _session_id: sessionId } }) as const;
const certificates = { rpc: 'my_certificates', args: {} } as const;
/** GA4 Hamburg in 30 days (the demo customer's booking for two) and SEO-Grundlagen Berlin 45 days ago. */
const UPCOMING_SESSION = seedId('session', 35);
const CONTENTS = ['Tag 1: So funktioniert Google', 'Tag 2: Praxis'];
const PAST_DATES = {
  start_date: berlinDates(new Date()).courseDate(-45, 2, 0, 'BE'),
  end_date: berlinDates(new Date()).courseDate(-45, 2, 1, 'BE'),
};

export const AFTER_BOOKING_SCENARIOS: Scenario[] = [
  {
    name: 'participant list and attendance: admins only; the list shows who is marked present',
    steps: [
      { as: 'customer', do: listOf(UPCOMING_SESSION) },
      { as: 'customer', do: attend(UPCOMING_ITEM, 1, true) },
      { as: 'admin', do: attend(UPCOMING_ITEM, 1, true) },
      { as: 'admin', do: attend(UPCOMING_ITEM, 2, true) },
      { as: 'customer', do: { select: 'attendances', match: { booking_item_id: UPCOMING_ITEM } } },
      { as: 'admin', do: listOf(UPCOMING_SESSION) },
    ],
    expect: [
      refused('FORBIDDEN'),
      refused('FORBIDDEN'),
      ok({ booking_item_id: UPCOMING_ITEM, participant_index: 1, present: true }),
      refused('INVALID_INPUT', { field: 'participant_index', reason: 'invalid' }),
      { outcome: 'denied', rows: 0 },
      // Everyone the seed books on the date (seats_booked of them), Jonas Albrecht now marked present.
      ok(seedParticipantList(UPCOMING_SESSION, [[UPCOMING_ITEM, 1]])),
    ],
  },
  {
    name: 'my_certificates: the attended past seminar for its booker; nothing for others',
    steps: [
      { as: 'customer', do: certificates },
      { as: 'other', do: certificates },
    ],
    expect: [
      ok([
        {
          booking_item_id: PAST_ITEM,
          participant_index: 0,
          first_name: 'Katharina',
          last_name: 'Neumann',
          title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
          contents: CONTENTS,
          ...PAST_DATES,
          hours: 16,
          location: 'Spreeforum Tagungszentrum, Berlin',
          trainer: 'Julia Wagner',
          academy: 'Digitalakademie Deutschland',
          academy_city: 'Berlin',
          // The certificate number's format (the seed fixes it; a real seat gets a random one).
          certificate_id: expect.stringMatching(/^TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
          signatory_name: 'Dr. Katharina Lehmann',
          signatory_role: 'Geschäftsführung',
        },
      ]),
      ok([]),
    ],
  },
  {
    name: 'has_webinar_access: the confirmed booker gets the join link from one hour before the start',
    setup: [webinarStartingIn(50)],
    steps: [
      { as: 'customer', do: bookCart([webinarLine(W.open)]) },
      { as: 'customer', do: joinLink },
      { as: 'admin', do: confirm },
      { as: 'customer', do: joinLink },
      { as: 'other', do: joinLink },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 9_900,
        vat_cents: 1_881,
        gross_cents: 11_781,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      ok(false),
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      ok(true),
      ok(false),
    ],
  },
  {
    name: 'has_webinar_access: two hours before the start the confirmed booker has no link yet',
    setup: [webinarStartingIn(120)],
    steps: [
      { as: 'customer', do: bookCart([webinarLine(W.open)]) },
      { as: 'admin', do: confirm },
      { as: 'customer', do: joinLink },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 9_900,
        vat_cents: 1_881,
        gross_cents: 11_781,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      ok({ booking_id: GENERATED_UUID, status: 'confirmed', paid_at: null, cancelled_at: null }),
      ok(false),
    ],
  },
  {
    name: 'change_participant: the booker replaces a participant before the start; the change is logged',
    steps: [
      { as: 'customer', do: substitute(UPCOMING_ITEM) },
      {
        as: 'customer',
        do: {
          select: 'participant_changes',
          match: { booking_item_id: UPCOMING_ITEM },
          columns: ['participant_index', 'previous_last_name', 'email'],
        },
      },
      { as: 'other', do: { select: 'participant_changes', match: { booking_item_id: UPCOMING_ITEM } } },
    ],
    expect: [
      ok({
        booking_item_id: UPCOMING_ITEM,
        participant_index: 1,
        first_name: 'Mara',
        last_name: 'Ersatz',
        email: 'mara.ersatz@example.test',
      }),
      found([{ participant_index: 1, previous_last_name: 'Albrecht', email: 'mara.ersatz@example.test' }]),
      { outcome: 'denied', rows: 0 },
    ],
  },
  {
    name: 'change_participant: not after the start, not for others, not a seat that does not exist',
    steps: [
      { as: 'customer', do: substitute(PAST_ITEM, 0) },
      { as: 'other', do: substitute(UPCOMING_ITEM) },
      { as: 'customer', do: substitute(UPCOMING_ITEM, 2) },
      { as: 'anon', do: substitute(UPCOMING_ITEM) },
    ],
    expect: [
      refused('PARTICIPANT_CHANGE_CLOSED', { booking_item_id: PAST_ITEM, starts_at: TIMESTAMPTZ }),
      refused('BOOKING_NOT_FOUND', { booking_item_id: UPCOMING_ITEM }),
      refused('INVALID_INPUT', { field: 'participant_index', reason: 'invalid' }),
      { outcome: 'denied', code: '42501', status: 401 },
    ],
  },
  {
    name: 'withdraw_booking: the consumer withdraws; the booking is cancelled and flagged for the refund',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'customer', do: { rpc: 'withdraw_booking', args: { _booking_id: '$booking' } } },
      {
        as: 'service',
        do: { select: 'bookings', match: { id: '$booking' }, columns: ['status', 'needs_follow_up'] },
      },
      {
        as: 'customer',
        do: { select: 'booking_withdrawals', match: { booking_id: '$booking' }, columns: ['via', 'service_started'] },
      },
      { as: 'other', do: { select: 'booking_withdrawals', match: { booking_id: '$booking' } } },
      { as: 'customer', do: { rpc: 'withdraw_booking', args: { _booking_id: '$booking' } } },
    ],
    expect: [
      booked(null),
      withdrawn('kunde@akademie.test'),
      found([{ status: 'cancelled', needs_follow_up: true }]),
      found([{ via: 'account', service_started: false }]),
      { outcome: 'denied', rows: 0 },
      refused('WITHDRAWAL_ALREADY_RECEIVED', {
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        deadline: TIMESTAMPTZ,
      }),
    ],
  },
  {
    name: "withdraw_booking: another customer's booking is not found; anon may not call it",
    steps: [
      { as: 'other', do: { rpc: 'withdraw_booking', args: { _booking_id: SEED.customerBooking } } },
      { as: 'anon', do: { rpc: 'withdraw_booking', args: { _booking_id: SEED.customerBooking } } },
    ],
    expect: [
      refused('BOOKING_NOT_FOUND', { booking_id: SEED.customerBooking }),
      { outcome: 'denied', code: '42501', status: 401 },
    ],
  },
  {
    name: 'withdraw_booking: a company booking has no right of withdrawal',
    steps: [{ as: 'customer', do: { rpc: 'withdraw_booking', args: { _booking_id: DEMO_COMPANY_BOOKING } } }],
    expect: [refused('WITHDRAWAL_NOT_CONSUMER', { booking_number: shown(1, -80), deadline: TIMESTAMPTZ })],
  },
  {
    name: 'withdraw_booking_as_guest: number and e-mail identify the contract; every wrong one gets the same answer',
    setup: [OPEN],
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], GUEST) },
      { as: 'anon', do: guestWithdrawal('$bookingNumber', 'nicht.erika@example.test') },
      { as: 'anon', do: guestWithdrawal('DA-2026-999999', GUEST.email) },
      { as: 'anon', do: guestWithdrawal('DA-2026-ZZZZZZZZ', 'niemand@example.test') },
      // A booking of the seed identified by a stranger: the same answer as no booking at all.
      { as: 'anon', do: guestWithdrawal(OLD_GUEST_BOOKING.number, 'fremd@example.test') },
      { as: 'anon', do: guestWithdrawal('$bookingNumber', GUEST.email) },
      {
        as: 'service',
        do: { select: 'booking_withdrawals', match: { booking_id: '$booking' }, columns: ['via', 'name'] },
      },
    ],
    expect: [
      booked(TIMESTAMPTZ),
      NOT_IDENTIFIED,
      NOT_IDENTIFIED,
      NOT_IDENTIFIED,
      NOT_IDENTIFIED,
      withdrawn('erika.musterfrau@example.test'),
      found([{ via: 'guest', name: 'Erika Musterfrau' }]),
    ],
  },
  {
    name: 'withdraw_booking_as_guest: 50 days after the contract the period is over (no detail beyond what was typed)',
    steps: [{ as: 'anon', do: guestWithdrawal(OLD_GUEST_BOOKING.number, OLD_GUEST_BOOKING.email) }],
    expect: [refused('WITHDRAWAL_PERIOD_OVER')],
  },
  {
    name: 'withdraw_booking_as_guest: a name is required and at most 200 characters',
    steps: [
      { as: 'anon', do: guestWithdrawal('DA-2026-ZZZZZZZZ', 'name@example.test', '   ') },
      { as: 'anon', do: guestWithdrawal('DA-2026-ZZZZZZZZ', 'name@example.test', 'x'.repeat(201)) },
    ],
    expect: [
      refused('INVALID_INPUT', { field: 'full_name', reason: 'required' }),
      refused('INVALID_INPUT', { field: 'full_name', reason: 'too_long', max: 200 }),
    ],
  },
  {
    name: 'withdraw_booking_as_guest: after 5 failed attempts an address (any case, any +tag) is refused for the hour',
    setup: [OPEN],
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, email: 'rater@example.test' }) },
      ...[1, 2, 3, 4, 5].map((n) => ({
        as: 'anon' as const,
        do: guestWithdrawal(`DA-2026-00000${n}`, n % 2 ? `Rater+${n}@Example.test` : 'rater@example.test'),
      })),
      { as: 'anon', do: guestWithdrawal('$bookingNumber', 'rater@example.test') },
      { as: 'anon', do: guestWithdrawal('DA-2026-000006', 'rater+neu@example.test') },
      // Another address is not affected.
      { as: 'anon', do: guestWithdrawal('DA-2026-000007', 'andere@example.test') },
    ],
    expect: [
      booked(TIMESTAMPTZ),
      ...Array(5).fill(NOT_IDENTIFIED),
      refused('TOO_MANY_ATTEMPTS'),
      refused('TOO_MANY_ATTEMPTS'),
      NOT_IDENTIFIED,
    ],
  },
  {
    name: 'withdraw_booking_as_guest: all addresses together are bounded by settings.withdrawal_attempts_per_hour',
    setup: [OPEN],
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, email: 'stunde@example.test' }) },
      { as: 'admin', do: { update: 'settings', match: { id: 1 }, values: { withdrawal_attempts_per_hour: 1 } } },
      { as: 'anon', do: guestWithdrawal('DA-2026-000001', 'eins@example.test') },
      { as: 'anon', do: guestWithdrawal('$bookingNumber', 'stunde@example.test') },
    ],
    expect: [booked(TIMESTAMPTZ), { outcome: 'allowed', rows: 1 }, NOT_IDENTIFIED, refused('TOO_MANY_ATTEMPTS')],
  },
  {
    name: 'withdrawal: an expired booking is refused as guest and signed in; its seats are not released again',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], ADDRESS, 'online') },
      { as: 'service', do: { select: 'bookings', match: { id: '$booking' }, columns: ['id', 'booking_number'] } },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      // The next booking of the date expires the due hold (lazily, as the cron job would).
      { as: 'other', do: bookCart([line(S.open, 1)]) },
      { as: 'customer', do: { rpc: 'withdraw_booking', args: { _booking_id: '$picked' } } },
      { as: 'anon', do: guestWithdrawal('$pickedNumber', 'kunde@akademie.test') },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$picked' } } },
      { as: 'service', do: { select: 'seminar_sessions', match: { id: S.open }, columns: ['seats_booked'] } },
    ],
    expect: [
      booked(TIMESTAMPTZ),
      found([{ id: GENERATED_UUID, booking_number: BOOKING_NUMBER_OF_THIS_YEAR }]),
      { outcome: 'allowed', rows: 1 },
      booked(null),
      refused('BOOKING_EXPIRED', { booking_number: BOOKING_NUMBER_OF_THIS_YEAR, deadline: TIMESTAMPTZ }),
      refused('BOOKING_EXPIRED'),
      refused('BOOKING_EXPIRED', { booking_id: GENERATED_UUID }),
      found([{ seats_booked: 1 }]),
    ],
  },
  {
    name: 'door list: an expired booking is not listed; a pending invoice booking is',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], ADDRESS, 'online') },
      {
        as: 'service',
        do: { update: 'bookings', match: { id: '$booking' }, values: { hold_expires_at: '2000-01-01T00:00:00+00:00' } },
      },
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, email: 'tuer@example.test' }) },
      { as: 'admin', do: { rpc: 'admin_session_participants', args: { _session_id: S.open } } },
    ],
    expect: [
      booked(TIMESTAMPTZ),
      { outcome: 'allowed', rows: 1 },
      booked(TIMESTAMPTZ),
      ok([
        {
          booking_item_id: GENERATED_UUID,
          participant_index: 0,
          booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
          first_name: 'Vorname1',
          last_name: 'Nachname1',
          email: 'teilnehmer1@example.test',
          company: null,
          present: false,
        },
      ]),
    ],
  },
  {
    name: "my_withdrawal_options: the demo customer's bookings, newest first, each with its refusal",
    steps: [
      { as: 'customer', do: { rpc: 'my_withdrawal_options', args: {} } },
      { as: 'other', do: { rpc: 'my_withdrawal_options', args: {} } },
    ],
    expect: [
      ok([
        { booking_id: SEED.customerBooking, booking_number: shown(2, -5), refusal: null, deadline: TIMESTAMPTZ },
        {
          booking_id: SEED.cancelledBooking,
          booking_number: shown(3, -20),
          refusal: 'BOOKING_ALREADY_CANCELLED',
          deadline: TIMESTAMPTZ,
        },
        {
          booking_id: DEMO_COMPANY_BOOKING,
          booking_number: shown(1, -80),
          refusal: 'WITHDRAWAL_NOT_CONSUMER',
          deadline: TIMESTAMPTZ,
        },
      ]),
      ok([]),
    ],
  },
];
