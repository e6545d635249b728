/**
 * Issue 34, part 2 on both backends: a cancelled date gives each booker the choice (docs/booking-rules.md "A cancelled
 * date: the booker's choice"). The booker's mail names the nearest dates with room for the line, the participants are
 * told, and refund_cancelled_date cancels a booking's only line or takes the line off the booking, with the credit note
 * and the refund of what was paid.
 */
import { bookedSeats, bookedTotals } from './bookedOutcome';
import { bookCart, line, S, SEED } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID } from './normalise';
import { berlinDates } from '../../mocks/seed';

const dates = berlinDates(new Date());
const YEAR = dates.year(0);
const SEAT_GROSS = 149_000; // seo-grundlagen: 1.252,10 € net + 19 % VAT

const date = (
  id: string,
  dayOffset: number,
  extra: Partial<{ capacity: number; seatsBooked: number }> = {},
): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset, capacity: 20, ...extra },
});
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const found = (data: unknown[]): Outcome => ({ outcome: 'allowed', rows: data.length, data });
const seatsOf = (id: string) => ({ select: 'seminar_sessions', match: { id }, columns: ['seats_booked'] }) as const;
const lineOf = (session: string) =>
  ({ select: 'booking_items', match: { booking_id: '$booking', session_id: session }, columns: ['id'] }) as const;
const cancelDate = (session: string) => ({ rpc: 'admin_cancel_session', args: { _session_id: session } }) as const;
const refund = (extra: Record<string, unknown> = {}) =>
  ({ rpc: 'refund_cancelled_date', args: { _booking_item_id: '$item', ...extra } }) as const;
const mailsOf = (template: string, columns: readonly string[]) =>
  ({ select: 'email_outbox', match: { booking_id: '$booking', template }, columns }) as const;
const alternative = (id: string, dayOffset: number, seatsLeft: number) => ({
  session_id: id,
  start_date: dates.date(dayOffset),
  end_date: dates.date(dayOffset),
  start_time: '09:00:00',
  end_time: '17:00:00',
  city: 'Berlin',
  venue_name: 'Spreeforum Tagungszentrum',
  seats_left: seatsLeft,
});
const refunded = (extra: Record<string, unknown>): Outcome => ({
  outcome: 'allowed',
  data: {
    booking_id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    booking_item_id: GENERATED_UUID,
    ...extra,
  },
});

export const CANCELLED_DATE_SCENARIOS: Scenario[] = [
  {
    name: 'cancelled date: the mail names the nearest dates with room, participants are told; the refund cancels an only line',
    setup: [
      { setAside: 'seminar_sessions' },
      date(S.open, 60),
      date(S.soon, 64),
      date(S.soldOut, 61, { capacity: 3, seatsBooked: 2 }),
      date(S.cancelled, 58),
      date(S.past, 70),
      date(S.unknown, 90),
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 2)]) },
      { as: 'customer', do: lineOf(S.open) },
      { as: 'admin', do: cancelDate(S.open) },
      { as: 'admin', do: mailsOf('session_cancelled', ['data']) },
      { as: 'admin', do: mailsOf('participant_session_cancelled', ['unverified']) },
      { as: 'customer', do: refund() },
      { as: 'customer', do: refund() },
      { as: 'anon', do: seatsOf(S.open) },
      { as: 'customer', do: { select: 'invoices', match: { booking_id: '$booking' }, columns: ['kind'] } },
    ],
    expect: [
      bookedSeats(2),
      found([{ id: GENERATED_UUID }]),
      { outcome: 'allowed', data: { session_id: S.open, status: 'cancelled', flagged_bookings: 1 } },
      found([
        {
          data: expect.objectContaining({
            item_id: GENERATED_UUID,
            // 58 and 64 days are as near to 60 as each other: the earlier first; 61 has one seat, the line two.
            alternatives: [alternative(S.cancelled, 58, 20), alternative(S.soon, 64, 20), alternative(S.past, 70, 20)],
          }) as unknown,
        },
      ]),
      found([{ unverified: true }, { unverified: true }]),
      refunded({
        status: 'cancelled',
        booking_cancelled: true,
        refund_cents: 0,
        gross_cents: 0,
        invoice_number: null,
        credit_note_number: `GS-${YEAR}-00001`,
      }),
      refused('BOOKING_ALREADY_CANCELLED', { booking_id: GENERATED_UUID }),
      found([{ seats_booked: 0 }]),
      found([{ kind: 'invoice' }, { kind: 'credit_note' }]),
    ],
  },
  {
    name: 'cancelled date: a paid booking with another line loses only it and gets the paid amount back; a held date is refused',
    setup: [date(S.open, 60), date(S.soon, 90)],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1), line(S.soon, 1)]) },
      { as: 'customer', do: lineOf(S.open) },
      { as: 'customer', do: refund() },
      { as: 'admin', do: { rpc: 'admin_set_booking_status', args: { _booking_id: '$booking', _status: 'paid' } } },
      { as: 'admin', do: cancelDate(S.open) },
      { as: 'other', do: refund() },
      { as: 'anon', do: refund() },
      { as: 'anon', do: refund({ _token: 'z'.repeat(43) }) },
      { as: 'customer', do: refund() },
      {
        as: 'admin',
        do: {
          select: 'bookings',
          match: { id: '$booking' },
          columns: ['status', 'gross_cents', 'paid_cents', 'refund_cents', 'needs_follow_up'],
        },
      },
      { as: 'anon', do: seatsOf(S.open) },
      { as: 'anon', do: seatsOf(S.soon) },
      { as: 'customer', do: lineOf(S.open) },
    ],
    expect: [
      bookedTotals(2 * SEED.seminarPriceCents, 2 * SEAT_GROSS - 2 * SEED.seminarPriceCents),
      found([{ id: GENERATED_UUID }]),
      refused('DATE_NOT_CANCELLED', { booking_item_id: GENERATED_UUID }),
      expect.objectContaining({ outcome: 'allowed' }) as Outcome,
      { outcome: 'allowed', data: { session_id: S.open, status: 'cancelled', flagged_bookings: 1 } },
      refused('BOOKING_NOT_FOUND', { booking_item_id: GENERATED_UUID }),
      refused('NOT_AUTHENTICATED'),
      refused('BOOKING_NOT_FOUND', { booking_item_id: GENERATED_UUID }),
      refunded({
        status: 'paid',
        booking_cancelled: false,
        refund_cents: SEAT_GROSS,
        gross_cents: SEAT_GROSS,
        invoice_number: `RE-${YEAR}-00002`,
        credit_note_number: `GS-${YEAR}-00001`,
      }),
      found([
        { status: 'paid', gross_cents: SEAT_GROSS, paid_cents: null, refund_cents: SEAT_GROSS, needs_follow_up: true },
      ]),
      found([{ seats_booked: 0 }]),
      found([{ seats_booked: 1 }]),
      { outcome: 'denied', rows: 0, data: [] },
    ],
  },
];
