/**
 * The three functions anon may call to act on a booking by its guest link (issue 34, docs/booking-rules.md
 * "Rebooking" and "A cancelled date: the booker's choice"): rebooking_quote, rebook_booking_item and
 * refund_cancelled_date. The attacks: enumerate line ids without a token or with guessed ones, send a megabyte,
 * replay a rebooking and a refund, race a thousand-fold into the last seat, and waive the fee as a guest.
 */
import { asSuperuser, closePool } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  createSession,
  expectDbError,
  expectSeatInvariant,
  guestDetails,
  participants,
  seatsBooked,
} from '../db/fixtures';

afterAll(closePool);

const su = () => asSuperuser();

/** A guest's booking made binding by `Buchung bestätigen`: its line and its view token. */
async function guestLine(sessionId: string) {
  const booked = await anon().rpc<{ booking_id: string }>('book_cart', {
    _lines: [{ session_id: sessionId, quantity: 1, participants: participants(1, 'angriff') }],
    _customer: guestDetails(),
    _payment_method: 'invoice',
  });
  const { rows } = await su().query(
    `select bi.id as item, t.view_token, t.confirmation_token from public.booking_items bi
     join public.booking_tokens t on t.booking_id = bi.booking_id where bi.booking_id = $1`,
    [booked.booking_id],
  );
  const line = rows[0] as { item: string; view_token: string; confirmation_token: string };
  await anon().rpc('confirm_booking_email', { _token: line.confirmation_token });
  return { booking: booked.booking_id, item: line.item, token: line.view_token };
}

async function state(bookingId: string) {
  const { rows } = await su().query(
    `select b.status, b.gross_cents, bi.session_id,
            (select count(*)::int from public.invoices i where i.booking_id = b.id) as invoices,
            (select count(*)::int from public.email_outbox m where m.booking_id = b.id) as mails
     from public.bookings b join public.booking_items bi on bi.booking_id = b.id where b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

describe('acting on a booking by its guest link', () => {
  it('enumeration: line ids without a token, or with guessed tokens, all answer like a missing line', async () => {
    const from = await createSession({ dayOffset: 60 });
    const to = await createSession({ dayOffset: 61 });
    const victim = await guestLine(from);
    const before = await state(victim.booking);
    for (const rpc of ['rebooking_quote', 'rebook_booking_item', 'refund_cancelled_date'] as const) {
      const args = (token: string | null) => ({
        _booking_item_id: victim.item,
        _token: token,
        ...(rpc === 'refund_cancelled_date' ? {} : { _session_id: to }),
      });
      expect((await expectDbError(() => anon().rpc(rpc, args(null)))).message).toBe('NOT_AUTHENTICATED');
      // A guessed token, another secret of the booking, a megabyte, and an unknown line with the right token's form.
      for (const token of ['A'.repeat(43), victim.token.slice(1) + 'x', 'x'.repeat(1_000_000)]) {
        const refused = await expectDbError(() => anon().rpc(rpc, args(token)));
        expect(refused.message).toBe('BOOKING_NOT_FOUND');
        expect(refused.detail).toEqual({ booking_item_id: victim.item });
      }
      const unknown = await expectDbError(() =>
        anon().rpc(rpc, { ...args(victim.token), _booking_item_id: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknown.message).toBe('BOOKING_NOT_FOUND');
    }
    expect(await state(victim.booking)).toEqual(before);
  });

  it('a guest cannot waive the fee, even with the right token', async () => {
    const from = await createSession({ dayOffset: 5 });
    const to = await createSession({ dayOffset: 40 });
    const guest = await guestLine(from);
    for (const rpc of ['rebooking_quote', 'rebook_booking_item'] as const) {
      const refused = await expectDbError(() =>
        anon().rpc(rpc, { _booking_item_id: guest.item, _session_id: to, _token: guest.token, _waive_fee: true }),
      );
      expect(refused.message).toBe('FORBIDDEN');
    }
    const quote = await anon().rpc<{ fee_net_cents: number }>('rebooking_quote', {
      _booking_item_id: guest.item,
      _session_id: to,
      _token: guest.token,
    });
    expect(quote.fee_net_cents).toBe(5000);
  });

  it('replay: a rebooking sent again moves nothing twice; a refund sent again refunds nothing twice', async () => {
    const from = await createSession({ dayOffset: 60 });
    const to = await createSession({ dayOffset: 62 });
    const guest = await guestLine(from);
    const call = { _booking_item_id: guest.item, _session_id: to, _token: guest.token };
    await anon().rpc('rebook_booking_item', call);
    const once = await state(guest.booking);
    expect((await expectDbError(() => anon().rpc('rebook_booking_item', call))).message).toBe('REBOOKING_SAME_DATE');
    expect(await state(guest.booking)).toEqual(once);
    expect([await seatsBooked(from), await seatsBooked(to)]).toEqual([0, 1]);

    await as(ADMIN).rpc('admin_cancel_session', { _session_id: to });
    const refund = { _booking_item_id: guest.item, _token: guest.token };
    await anon().rpc('refund_cancelled_date', refund);
    const refunded = await state(guest.booking);
    expect(refunded).toMatchObject({ status: 'cancelled' });
    expect((await expectDbError(() => anon().rpc('refund_cancelled_date', refund))).message).toBe(
      'BOOKING_ALREADY_CANCELLED',
    );
    expect(await state(guest.booking)).toEqual(refunded);
  });

  it('race: twenty guests rebook into the last seat at once — exactly one wins, the seat counts stay exact', async () => {
    const to = await createSession({ dayOffset: 90, capacity: 1 });
    const guests = [];
    const sources: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const from = await createSession({ dayOffset: 70 + i });
      sources.push(from);
      guests.push(await guestLine(from));
    }
    const outcomes = await Promise.allSettled(
      guests.map((guest) =>
        anon().rpc('rebook_booking_item', { _booking_item_id: guest.item, _session_id: to, _token: guest.token }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));
    expect(new Set(reasons)).toEqual(new Set(['SESSION_SOLD_OUT']));
    expect(await seatsBooked(to)).toBe(1);
    await expectSeatInvariant([to, ...sources]);
  });
});
