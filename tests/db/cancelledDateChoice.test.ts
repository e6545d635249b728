/**
 * A cancelled date gives each booker the choice (issue 34, part 2): the mails name up to three other dates with room,
 * participants are told too, a rebooking away is free at any time, and refund_cancelled_date takes the line off the
 * booking (or cancels a booking that had only it) with a credit note and the refund of what was paid.
 */
import { asSuperuser, closePool } from './client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  expectSeatInvariant,
  guestDetails,
  participants,
  seatsBooked,
  type TestUser,
} from './fixtures';

afterAll(closePool);

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await createCustomer('absage');
  stranger = await createCustomer('fremd');
  await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [owner.id]);
});

const su = () => asSuperuser();

async function book(lines: Array<{ session: string; quantity: number }>) {
  const booked = await as(owner).rpc<{ booking_id: string; gross_cents: number }>('book_cart', {
    _lines: lines.map(({ session, quantity }) => ({
      session_id: session,
      quantity,
      participants: participants(quantity, `absage-${session.slice(0, 8)}-`),
    })),
    _customer: { ...CUSTOMER_DETAILS, email: owner.email },
    _payment_method: 'invoice',
  });
  const { rows } = await su().query(
    'select id, session_id from public.booking_items where booking_id = $1 order by id',
    [booked.booking_id],
  );
  const items = rows as Array<{ id: string; session_id: string }>;
  const itemOf = (session: string) => items.find((i) => i.session_id === session)!.id;
  return { booking: booked.booking_id, gross: booked.gross_cents, itemOf };
}

async function outbox(bookingId: string, template: string) {
  const { rows } = await su().query(
    'select recipient, data, unverified from public.email_outbox where booking_id = $1 and template = $2 order by recipient',
    [bookingId, template],
  );
  return rows as Array<{ recipient: string; data: Record<string, unknown>; unverified: boolean }>;
}

async function bookingRow(bookingId: string) {
  const { rows } = await su().query('select * from public.bookings where id = $1', [bookingId]);
  return rows[0] as Record<string, unknown>;
}

async function kinds(bookingId: string) {
  const { rows } = await su().query('select kind from public.invoices where booking_id = $1 order by created_at, seq', [
    bookingId,
  ]);
  return (rows as Array<{ kind: string }>).map((r) => r.kind);
}

describe('a cancelled date: the booker’s choice', () => {
  it('the mails offer up to three dates with room for the line; each participant but the booker is told', async () => {
    // A seminar no other SQL test books, two years ahead where the seed plans nothing: the dates are the test's own.
    const date = (dayOffset: number, capacity = 20, booked = 0) =>
      createSession({ dayOffset, capacity, seatsBooked: booked, seminarSlug: 'google-ads-performance-max' });
    const cancelled = await date(720);
    // Two with room, one too full for 2 seats, two more; only the three soonest with room are named.
    const soon = await date(725);
    await date(726, 3, 2);
    const later = await date(727);
    const latest = await date(728);
    await date(729);
    const { booking } = await book([{ session: cancelled, quantity: 2 }]);
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: cancelled });

    const [mail] = await outbox(booking, 'session_cancelled');
    const alternatives = mail!.data.alternatives as Array<{ session_id: string; seats_left: number; city: string }>;
    expect(alternatives.map((a) => [a.session_id, a.seats_left, a.city])).toEqual([
      [soon, 20, 'Berlin'],
      [later, 20, 'Berlin'],
      [latest, 20, 'Berlin'],
    ]);
    const told = await outbox(booking, 'participant_session_cancelled');
    expect(told.map((m) => [m.recipient, m.unverified])).toEqual([
      [`absage-${cancelled.slice(0, 8)}-1@example.test`, true],
      [`absage-${cancelled.slice(0, 8)}-2@example.test`, true],
    ]);
    expect(JSON.stringify(told[0]!.data)).not.toMatch(/Vorname|Nachname/);
  });

  it('rebooking away from a cancelled date is free, even within the fee period', async () => {
    const cancelled = await createSession({ dayOffset: 5 });
    const target = await createSession({ dayOffset: 50 });
    const { booking, itemOf } = await book([{ session: cancelled, quantity: 1 }]);
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: cancelled });
    const moved = await as(owner).rpc<{ fee_net_cents: number }>('rebook_booking_item', {
      _booking_item_id: itemOf(cancelled),
      _session_id: target,
    });
    expect(moved.fee_net_cents).toBe(0);
    expect([await seatsBooked(cancelled), await seatsBooked(target)]).toEqual([0, 1]);
    expect((await bookingRow(booking)).status).toBe('pending');
  });

  it('the full refund of a booking’s only line cancels it: credit note, refund of what was paid', async () => {
    const cancelled = await createSession({ dayOffset: 30 });
    const { booking, gross, itemOf } = await book([{ session: cancelled, quantity: 2 }]);
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booking, _status: 'paid' });
    const item = itemOf(cancelled);
    const early = await expectDbError(() => as(owner).rpc('refund_cancelled_date', { _booking_item_id: item }));
    expect(early.message).toBe('DATE_NOT_CANCELLED');
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: cancelled });
    const stranger_ = await expectDbError(() => as(stranger).rpc('refund_cancelled_date', { _booking_item_id: item }));
    expect(stranger_.message).toBe('BOOKING_NOT_FOUND');

    const result = await as(owner).rpc('refund_cancelled_date', { _booking_item_id: item });
    expect(result).toMatchObject({
      booking_id: booking,
      status: 'cancelled',
      booking_cancelled: true,
      refund_cents: gross,
      gross_cents: 0,
      invoice_number: null,
    });
    expect(await bookingRow(booking)).toMatchObject({
      status: 'cancelled',
      refund_cents: gross,
      needs_follow_up: true,
    });
    expect(await kinds(booking)).toEqual(['invoice', 'credit_note']);
    expect(await seatsBooked(cancelled)).toBe(0);
    const [mail] = await outbox(booking, 'cancelled_date_refunded');
    expect(mail!.data).toMatchObject({
      refunded: { booking_cancelled: true, refund_cents: gross, quantity: 2 },
      credit_note: { typeCode: 381 },
      invoice: null,
    });
    const again = await expectDbError(() => as(owner).rpc('refund_cancelled_date', { _booking_item_id: item }));
    expect(again.message).toBe('BOOKING_ALREADY_CANCELLED');
  });

  it('a booking with other lines loses only the cancelled one and is invoiced anew', async () => {
    const cancelled = await createSession({ dayOffset: 31 });
    const kept = await createSession({ dayOffset: 32, seminarSlug: 'technisches-seo' });
    const { booking, gross, itemOf } = await book([
      { session: cancelled, quantity: 1 },
      { session: kept, quantity: 2 },
    ]);
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: cancelled });
    const keptGross = (
      (
        await su().query('select line_net_cents + line_vat_cents as gross from public.booking_items where id = $1', [
          itemOf(kept),
        ])
      ).rows[0] as { gross: number }
    ).gross;
    const result = await as(owner).rpc<{ gross_cents: number; refund_cents: number; invoice_number: string }>(
      'refund_cancelled_date',
      { _booking_item_id: itemOf(cancelled) },
    );
    expect(result).toMatchObject({ status: 'pending', booking_cancelled: false, refund_cents: 0 });
    expect(result.gross_cents).toBeLessThan(gross);
    expect(result.gross_cents).toBe(keptGross);
    expect(await bookingRow(booking)).toMatchObject({ status: 'pending', gross_cents: keptGross });
    expect(await kinds(booking)).toEqual(['invoice', 'credit_note', 'invoice']);
    const { rows } = await su().query('select session_id from public.booking_items where booking_id = $1', [booking]);
    expect(rows).toEqual([{ session_id: kept }]);
    expect([await seatsBooked(cancelled), await seatsBooked(kept)]).toEqual([0, 2]);
    await expectSeatInvariant([kept]);
    const again = await expectDbError(() =>
      as(owner).rpc('refund_cancelled_date', { _booking_item_id: itemOf(cancelled) }),
    );
    expect(again.message).toBe('BOOKING_NOT_FOUND');
  });

  it('a guest chooses by the view token; a wrong token is told nothing', async () => {
    const cancelled = await createSession({ dayOffset: 33 });
    const booked = await anon().rpc<{ booking_id: string }>('book_cart', {
      _lines: [{ session_id: cancelled, quantity: 1, participants: participants(1, 'gastabsage') }],
      _customer: guestDetails(),
      _payment_method: 'invoice',
    });
    const item = (
      (await su().query('select id from public.booking_items where booking_id = $1', [booked.booking_id])).rows[0] as {
        id: string;
      }
    ).id;
    const { view_token: token } = (
      await su().query('select view_token from public.booking_tokens where booking_id = $1', [booked.booking_id])
    ).rows[0] as { view_token: string };
    await as(ADMIN).rpc('admin_cancel_session', { _session_id: cancelled });
    const wrong = await expectDbError(() =>
      anon().rpc('refund_cancelled_date', { _booking_item_id: item, _token: 'y'.repeat(43) }),
    );
    expect(wrong.message).toBe('BOOKING_NOT_FOUND');
    // A guest's unconfirmed hold: nothing was paid, nothing is refunded; the booking is cancelled all the same.
    const result = await anon().rpc('refund_cancelled_date', { _booking_item_id: item, _token: token });
    expect(result).toMatchObject({ status: 'cancelled', refund_cents: 0, credit_note_number: null });
    const [mail] = await outbox(booked.booking_id, 'cancelled_date_refunded');
    expect(mail!.data).toMatchObject({ view_token: token });
  });
});
