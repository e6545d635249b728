/**
 * Issue 34, part 1 on both backends: Umbuchen (docs/booking-rules.md "Rebooking"). One seminar line moves to another
 * date in one transaction: the quote shown before changes nothing, the seats move, the invoice is credited and issued
 * anew, the fee follows the terms, and only the booker (by account or by the guest's view token) or an admin may act.
 */
import { bookedSeats } from './bookedOutcome';
import { ADDRESS, bookCart, line, S, SEED } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';
import { berlinDates } from '../../mocks/seed';

const dates = berlinDates(new Date());
const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';
const BERLIN = 'Spreeforum Tagungszentrum, Berlin';
const YEAR = dates.year(0);
const german = (iso: string) => iso.split('-').reverse().join('.');

const date = (
  id: string,
  dayOffset: number,
  extra: Partial<{ capacity: number; seatsBooked: number }> = {},
): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset, capacity: 20, ...extra },
});
const cancelledDate = (id: string, dayOffset: number): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset, capacity: 20, status: 'cancelled' },
});
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
const seatsOf = (id: string) => ({ select: 'seminar_sessions', match: { id }, columns: ['seats_booked'] }) as const;
const lineId = { select: 'booking_items', match: { booking_id: '$booking' }, columns: ['id'] } as const;
const quote = (session: string, extra: Record<string, unknown> = {}) =>
  ({ rpc: 'rebooking_quote', args: { _booking_item_id: '$item', _session_id: session, ...extra } }) as const;
const rebook = (session: string, extra: Record<string, unknown> = {}) =>
  ({ rpc: 'rebook_booking_item', args: { _booking_item_id: '$item', _session_id: session, ...extra } }) as const;
const guest = { ...ADDRESS, email: 'gast.umbuchung@example.test' };

/** The answer of both functions for `seats` seats of seo-grundlagen moved from `from` to `to` (same price). */
function moved(
  seats: number,
  from: { id: string; dayOffset: number },
  to: { id: string; dayOffset: number },
  fee: { net: number; vat: number },
  extra: Record<string, unknown> = {},
): Outcome {
  const net = SEED.seminarPriceCents * seats;
  const gross = net + Math.round((net * 19) / 100);
  return {
    outcome: 'allowed',
    data: {
      booking_id: GENERATED_UUID,
      booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
      booking_item_id: GENERATED_UUID,
      from: {
        session_id: from.id,
        title: SEO_TITLE,
        location_name: BERLIN,
        start_date: dates.date(from.dayOffset),
        start_time: '09:00:00',
      },
      to: {
        session_id: to.id,
        title: SEO_TITLE,
        location_name: BERLIN,
        start_date: dates.date(to.dayOffset),
        start_time: '09:00:00',
        seats_left: 20,
      },
      free_until: TIMESTAMPTZ,
      fee_net_cents: fee.net,
      fee_vat_cents: fee.vat,
      fee_gross_cents: fee.net + fee.vat,
      fee_waived: false,
      gross_cents_before: gross,
      net_cents: net + fee.net,
      vat_cents: gross - net + fee.vat,
      gross_cents: gross + fee.net + fee.vat,
      difference_cents: fee.net + fee.vat,
      paid_cents: 0,
      refund_cents: 0,
      due_cents: gross + fee.net + fee.vat,
      ...extra,
    },
  };
}

export const REBOOKING_SCENARIOS: Scenario[] = [
  {
    name: 'rebooking: a customer moves a line free of charge; the quote changes nothing; the invoice is credited and issued anew',
    setup: [date(S.open, 60), date(S.soon, 90)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 2)]) },
      { as: 'customer', do: lineId },
      { as: 'customer', do: quote(S.soon) },
      { as: 'anon', do: seatsOf(S.soon) },
      { as: 'other', do: rebook(S.soon) },
      { as: 'anon', do: quote(S.soon) },
      { as: 'customer', do: rebook(S.soon, { _waive_fee: true }) },
      { as: 'customer', do: rebook(S.soon) },
      { as: 'anon', do: seatsOf(S.open) },
      { as: 'anon', do: seatsOf(S.soon) },
      {
        as: 'customer',
        do: { select: 'invoices', match: { booking_id: '$booking', kind: 'credit_note' }, columns: ['number'] },
      },
      {
        as: 'customer',
        do: { select: 'booking_rebookings', match: { booking_id: '$booking' }, columns: ['fee_net_cents', 'by_admin'] },
      },
      { as: 'other', do: { select: 'booking_rebookings', match: { booking_id: '$booking' }, columns: ['id'] } },
      { as: 'customer', do: rebook(S.soon) },
      { as: 'customer', do: rebook(S.open) },
    ],
    expect: [
      bookedSeats(2),
      found([{ id: GENERATED_UUID }]),
      moved(2, { id: S.open, dayOffset: 60 }, { id: S.soon, dayOffset: 90 }, { net: 0, vat: 0 }),
      found([{ seats_booked: 0 }]),
      refused('BOOKING_NOT_FOUND', { booking_item_id: GENERATED_UUID }),
      refused('NOT_AUTHENTICATED'),
      refused('FORBIDDEN'),
      moved(
        2,
        { id: S.open, dayOffset: 60 },
        { id: S.soon, dayOffset: 90 },
        { net: 0, vat: 0 },
        {
          rebooking_id: GENERATED_UUID,
          status: 'pending',
          invoice_number: `RE-${YEAR}-00002`,
          credit_note_number: `GS-${YEAR}-00001`,
        },
      ),
      found([{ seats_booked: 0 }]),
      found([{ seats_booked: 2 }]),
      found([{ number: `GS-${YEAR}-00001` }]),
      found([{ fee_net_cents: 0, by_admin: false }]),
      { outcome: 'denied', rows: 0, data: [] },
      refused('REBOOKING_SAME_DATE', { session_id: S.soon }),
      // Back to the first date: free again, as it is still more than 14 days ahead.
      moved(
        2,
        { id: S.soon, dayOffset: 90 },
        { id: S.open, dayOffset: 60 },
        { net: 0, vat: 0 },
        {
          rebooking_id: GENERATED_UUID,
          status: 'pending',
          invoice_number: `RE-${YEAR}-00003`,
          credit_note_number: `GS-${YEAR}-00002`,
        },
      ),
    ],
  },
  {
    name: 'rebooking: a guest by the view token, once binding; after the free period the fee is charged; other tokens see nothing',
    setup: [date(S.open, 10), date(S.soon, 40)],
    steps: [
      { as: 'anon', do: bookCart([line(S.open, 1)], guest) },
      { as: 'service', do: lineId },
      { as: 'service', do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['view_token'] } },
      {
        as: 'service',
        do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['confirmation_token'] },
      },
      { as: 'anon', do: quote(S.soon, { _token: '$view' }) },
      { as: 'anon', do: { rpc: 'confirm_booking_email', args: { _token: '$token' } } },
      { as: 'anon', do: quote(S.soon, { _token: 'x'.repeat(43) }) },
      { as: 'anon', do: quote(S.soon, { _token: '$token' }) },
      { as: 'anon', do: rebook(S.soon, { _token: '$view', _waive_fee: true }) },
      { as: 'anon', do: rebook(S.soon, { _token: '$view' }) },
      {
        as: 'admin',
        do: {
          select: 'email_outbox',
          match: { booking_id: '$booking', template: 'booking_rebooked' },
          columns: ['recipient'],
        },
      },
    ],
    expect: [
      bookedSeats(1, TIMESTAMPTZ),
      found([{ id: GENERATED_UUID }]),
      found([{ view_token: '<view token>' }]),
      found([{ confirmation_token: GENERATED_UUID }]),
      refused('REBOOKING_NOT_BINDING', { booking_id: GENERATED_UUID }),
      {
        outcome: 'allowed',
        data: {
          booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
          status: 'pending',
          email_confirmed_at: TIMESTAMPTZ,
          hold_expires_at: null,
        },
      },
      refused('BOOKING_NOT_FOUND', { booking_item_id: GENERATED_UUID }),
      refused('BOOKING_NOT_FOUND', { booking_item_id: GENERATED_UUID }),
      refused('FORBIDDEN'),
      moved(
        1,
        { id: S.open, dayOffset: 10 },
        { id: S.soon, dayOffset: 40 },
        { net: 5000, vat: 950 },
        {
          rebooking_id: GENERATED_UUID,
          status: 'pending',
          invoice_number: `RE-${YEAR}-00002`,
          credit_note_number: `GS-${YEAR}-00001`,
        },
      ),
      found([{ recipient: guest.email }]),
    ],
  },
  {
    name: 'rebooking: a full, a cancelled or an unknown date is refused and nothing moves; an admin may waive the fee',
    setup: [
      date(S.open, 10),
      date(S.soldOut, 40, { capacity: 3, seatsBooked: 3 }),
      cancelledDate(S.cancelled, 40),
      date(S.soon, 41),
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1)]) },
      { as: 'customer', do: lineId },
      { as: 'customer', do: rebook(S.soldOut) },
      { as: 'customer', do: rebook(S.cancelled) },
      { as: 'customer', do: rebook(S.unknown) },
      { as: 'anon', do: seatsOf(S.open) },
      { as: 'customer', do: quote(S.soon, { _waive_fee: true }) },
      { as: 'admin', do: quote(S.soon, { _waive_fee: true }) },
      { as: 'admin', do: rebook(S.soon, { _waive_fee: true }) },
      {
        as: 'admin',
        do: { select: 'booking_rebookings', match: { booking_id: '$booking' }, columns: ['fee_waived', 'by_admin'] },
      },
    ],
    expect: [
      bookedSeats(1),
      found([{ id: GENERATED_UUID }]),
      refused('SESSION_SOLD_OUT', { session_id: S.soldOut, seats_left: 0 }),
      refused('SESSION_CANCELLED', { session_id: S.cancelled }),
      refused('SESSION_NOT_FOUND', { session_id: S.unknown }),
      found([{ seats_booked: 1 }]),
      refused('FORBIDDEN'),
      moved(1, { id: S.open, dayOffset: 10 }, { id: S.soon, dayOffset: 41 }, { net: 0, vat: 0 }, { fee_waived: true }),
      moved(
        1,
        { id: S.open, dayOffset: 10 },
        { id: S.soon, dayOffset: 41 },
        { net: 0, vat: 0 },
        {
          fee_waived: true,
          rebooking_id: GENERATED_UUID,
          status: 'pending',
          invoice_number: `RE-${YEAR}-00002`,
          credit_note_number: `GS-${YEAR}-00001`,
        },
      ),
      found([{ fee_waived: true, by_admin: true }]),
    ],
  },
  {
    name: 'rebooking: a paid booking moved for a fee keeps what was paid; the rest is due on the new invoice',
    setup: [date(S.open, 10), date(S.soon, 40)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1)]) },
      { as: 'customer', do: lineId },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'paid' } } },
      { as: 'customer', do: rebook(S.soon) },
      {
        as: 'admin',
        do: {
          select: 'bookings',
          match: { id: '$booking' },
          columns: ['status', 'gross_cents', 'paid_cents', 'refund_cents', 'needs_follow_up'],
        },
      },
      {
        as: 'customer',
        do: {
          select: 'invoices',
          match: { booking_id: '$booking', number: `RE-${YEAR}-00002` },
          columns: ['gross_cents', 'snapshot'],
        },
      },
    ],
    expect: [
      bookedSeats(1),
      found([{ id: GENERATED_UUID }]),
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      moved(
        1,
        { id: S.open, dayOffset: 10 },
        { id: S.soon, dayOffset: 40 },
        { net: 5000, vat: 950 },
        {
          rebooking_id: GENERATED_UUID,
          status: 'paid',
          paid_cents: 149_000,
          due_cents: 5950,
          invoice_number: `RE-${YEAR}-00002`,
          credit_note_number: `GS-${YEAR}-00001`,
        },
      ),
      found([{ status: 'paid', gross_cents: 154_950, paid_cents: 149_000, refund_cents: null, needs_follow_up: true }]),
      found([
        {
          gross_cents: 154_950,
          snapshot: expect.objectContaining({
            totals: {
              netCents: 130_210,
              vatCents: 24_740,
              grossCents: 154_950,
              vatBreakdown: [{ ratePercent: 19, netCents: 130_210, vatCents: 24_740 }],
              paidCents: 149_000,
              dueCents: 5950,
            },
            lines: [
              expect.objectContaining({ netCents: SEED.seminarPriceCents }),
              {
                description: `Umbuchungsgebühr: ${SEO_TITLE}, ${BERLIN} vom ${german(dates.date(10))} auf den ${german(dates.date(40))}`,
                servicePeriod: { start: dates.date(0), end: dates.date(0) },
                quantity: 1,
                unitNetCents: 5000,
                allowances: [],
                netCents: 5000,
                vatRatePercent: 19,
              },
            ],
          }) as unknown,
        },
      ]),
    ],
  },
];
