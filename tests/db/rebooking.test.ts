/**
 * Umbuchen (issue 34, part 1): rebooking_quote and rebook_booking_item on PostgreSQL — the fee by the terms, the seats
 * moved in one transaction, the invoice credited and issued anew, the mails, who may act, and the races for the last
 * seat. The mock's mirror is held to the same answers by the contract scenarios „rebooking …“.
 */
import { asSuperuser, becomeRole, closePool, transaction } from './client';
import {
  ADMIN,
  anon,
  as,
  claimsFor,
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

interface Quote {
  booking_id: string;
  booking_number: string;
  fee_net_cents: number;
  fee_vat_cents: number;
  fee_gross_cents: number;
  fee_waived: boolean;
  gross_cents_before: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  difference_cents: number;
  paid_cents: number;
  refund_cents: number;
  due_cents: number;
  free_until: string;
  to: { session_id: string; seats_left: number };
  invoice_number?: string | null;
  credit_note_number?: string | null;
  rebooking_id?: string;
}

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await createCustomer('umbucher');
  stranger = await createCustomer('fremd');
  // A confirmed address: the owner's invoice bookings are binding at once.
  await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [owner.id]);
});

const su = () => asSuperuser();

async function itemOf(bookingId: string): Promise<string> {
  const { rows } = await su().query('select id from public.booking_items where booking_id = $1', [bookingId]);
  return (rows[0] as { id: string }).id;
}

/** A binding invoice booking of `quantity` seats on a new date `dayOffset` days ahead. */
async function bindingBooking(options: { dayOffset?: number; quantity?: number; seminarSlug?: string } = {}) {
  const session = await createSession({ dayOffset: options.dayOffset ?? 60, seminarSlug: options.seminarSlug });
  const quantity = options.quantity ?? 2;
  const booked = await as(owner).rpc<{ booking_id: string; gross_cents: number }>('book_cart', {
    _lines: [{ session_id: session, quantity, participants: participants(quantity, 'umbuchung') }],
    _customer: { ...CUSTOMER_DETAILS, email: owner.email },
    _payment_method: 'invoice',
  });
  return { session, booking: booked.booking_id, item: await itemOf(booked.booking_id), gross: booked.gross_cents };
}

async function invoicesOf(bookingId: string) {
  const { rows } = await su().query(
    `select kind, number, gross_cents, snapshot, preceding_invoice_id from public.invoices
     where booking_id = $1 order by created_at, seq`,
    [bookingId],
  );
  return rows as Array<{ kind: string; number: string; gross_cents: number; snapshot: Record<string, unknown> }>;
}

async function outbox(bookingId: string, template: string) {
  const { rows } = await su().query(
    'select recipient, data, idempotency_key from public.email_outbox where booking_id = $1 and template = $2',
    [bookingId, template],
  );
  return rows as Array<{ recipient: string; data: Record<string, unknown>; idempotency_key: string }>;
}

async function booking(bookingId: string) {
  const { rows } = await su().query('select * from public.bookings where id = $1', [bookingId]);
  return rows[0] as Record<string, unknown>;
}

describe('rebooking_quote and rebook_booking_item', () => {
  it('moves a line free of charge before the deadline: seats, line, invoice, participants, mails', async () => {
    const { session, booking: bookingId, item, gross } = await bindingBooking();
    const target = await createSession({ dayOffset: 90 });
    const quote = await as(owner).rpc<Quote>('rebooking_quote', { _booking_item_id: item, _session_id: target });
    expect(quote).toMatchObject({
      fee_net_cents: 0,
      fee_gross_cents: 0,
      gross_cents_before: gross,
      gross_cents: gross,
      difference_cents: 0,
      refund_cents: 0,
      to: { session_id: target, seats_left: 20 },
    });
    // The quote changes nothing.
    expect([await seatsBooked(session), await seatsBooked(target)]).toEqual([2, 0]);

    const before = (await su().query('select participants from public.booking_items where id = $1', [item]))
      .rows[0] as { participants: unknown };
    const result = await as(owner).rpc<Quote>('rebook_booking_item', {
      _booking_item_id: item,
      _session_id: target,
    });
    expect(result).toMatchObject({ booking_id: bookingId, fee_net_cents: 0, gross_cents: gross, status: 'pending' });
    expect([await seatsBooked(session), await seatsBooked(target)]).toEqual([0, 2]);
    const moved = (await su().query('select session_id, participants from public.booking_items where id = $1', [item]))
      .rows[0] as { session_id: string; participants: unknown };
    expect(moved).toEqual({ session_id: target, participants: before.participants });
    expect((await booking(bookingId)).booking_number).toBe(quote.booking_number);
    await expectSeatInvariant([session, target]);

    const invoices = await invoicesOf(bookingId);
    expect(invoices.map((i) => i.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(result.credit_note_number).toBe(invoices[1]!.number);
    expect(result.invoice_number).toBe(invoices[2]!.number);
    expect((invoices[1]!.snapshot as { note: string }).note).toMatch(/^Umbuchung: Diese Gutschrift storniert/);

    const [mail] = await outbox(bookingId, 'booking_rebooked');
    expect(mail).toMatchObject({ recipient: owner.email, idempotency_key: `booking_rebooked:${result.rebooking_id}` });
    expect(mail!.data).toMatchObject({
      rebooking: { item_id: item, from: { target_id: session }, to: { target_id: target }, fee_net_cents: 0 },
      invoice: { number: result.invoice_number },
      credit_note: { number: result.credit_note_number },
    });
    const participantMails = await outbox(bookingId, 'participant_rebooked');
    expect(participantMails.map((m) => m.recipient).sort()).toEqual([
      'umbuchung1@example.test',
      'umbuchung2@example.test',
    ]);
    // Unverified mail: no name the booker typed.
    expect(JSON.stringify(participantMails[0]!.data)).not.toMatch(/Vorname|Nachname/);
  });

  it('charges the fixed fee after the free period: a fee line on the new invoice, VAT on the net sum', async () => {
    const { booking: bookingId, item, gross } = await bindingBooking({ dayOffset: 10 });
    const target = await createSession({ dayOffset: 40 });
    const quote = await as(owner).rpc<Quote>('rebooking_quote', { _booking_item_id: item, _session_id: target });
    expect(quote).toMatchObject({ fee_net_cents: 5000, fee_vat_cents: 950, fee_gross_cents: 5950 });
    expect(quote.gross_cents).toBe(gross + 5950);
    const result = await as(owner).rpc<Quote>('rebook_booking_item', { _booking_item_id: item, _session_id: target });
    expect(result.gross_cents).toBe(quote.gross_cents);
    const invoice = (await invoicesOf(bookingId)).at(-1)!;
    const lines = invoice.snapshot.lines as Array<{ description: string; netCents: number }>;
    expect(lines.at(-1)).toMatchObject({ netCents: 5000 });
    expect(lines.at(-1)!.description).toMatch(
      /^Umbuchungsgebühr: SEO-Grundlagen.*, Berlin vom \d\d\.\d\d\.\d{4} auf den \d\d\.\d\d\.\d{4}$/,
    );
    expect(invoice.gross_cents).toBe(gross + 5950);
    const totals = invoice.snapshot.totals as { netCents: number; vatCents: number; vatBreakdown: unknown[] };
    expect(totals.vatBreakdown).toEqual([{ ratePercent: 19, netCents: totals.netCents, vatCents: totals.vatCents }]);
  });

  it('a percentage fee from the settings; an admin may waive it, a customer may not', async () => {
    const { item } = await bindingBooking({ dayOffset: 10 });
    const target = await createSession({ dayOffset: 41 });
    const lineNet = (
      (await su().query('select line_net_cents from public.booking_items where id = $1', [item])).rows[0] as {
        line_net_cents: number;
      }
    ).line_net_cents;
    // In a transaction that is rolled back: the shared database's settings row stays as the seed has it.
    const fee = await transaction(
      async (client) => {
        await client.query('update public.settings set rebooking_fee_percent = 20, rebooking_fee_net_cents = null');
        await becomeRole(client, 'authenticated', claimsFor(owner));
        const { rows } = await client.query<{ quote: Quote }>(
          'select public.rebooking_quote(_booking_item_id => $1, _session_id => $2) as quote',
          [item, target],
        );
        return rows[0]!.quote.fee_net_cents;
      },
      { rollback: true },
    );
    expect(fee).toBe(Math.round(lineNet * 0.2));
    const refused = await expectDbError(() =>
      as(owner).rpc('rebook_booking_item', { _booking_item_id: item, _session_id: target, _waive_fee: true }),
    );
    expect(refused.message).toBe('FORBIDDEN');
    const waived = await as(ADMIN).rpc<Quote>('rebook_booking_item', {
      _booking_item_id: item,
      _session_id: target,
      _waive_fee: true,
    });
    expect(waived).toMatchObject({ fee_net_cents: 0, fee_waived: true });
    const { rows } = await su().query('select by_admin, fee_waived from public.booking_rebookings where id = $1', [
      waived.rebooking_id,
    ]);
    expect(rows[0]).toEqual({ by_admin: true, fee_waived: true });
  });

  it('a paid booking: a cheaper date is refunded, a dearer one leaves the rest due on the new invoice', async () => {
    const { booking: bookingId, item, gross } = await bindingBooking({ seminarSlug: 'seo-grundlagen' });
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'paid' });
    const prices = (
      await su().query(
        `select slug, price_net_cents from public.seminars where published order by price_net_cents desc limit 1`,
      )
    ).rows[0] as { slug: string; price_net_cents: number };
    const dearer = await createSession({ dayOffset: 70, seminarSlug: prices.slug });
    const up = await as(owner).rpc<Quote>('rebook_booking_item', { _booking_item_id: item, _session_id: dearer });
    expect(up.paid_cents).toBe(gross);
    expect(up.due_cents).toBe(up.gross_cents - gross);
    expect(up.due_cents).toBeGreaterThan(0);
    expect(await booking(bookingId)).toMatchObject({ status: 'paid', paid_cents: gross, needs_follow_up: true });
    const invoice = (await invoicesOf(bookingId)).at(-1)!;
    expect(invoice.snapshot.totals).toMatchObject({ paidCents: gross, dueCents: up.due_cents });
    expect((invoice.snapshot.payment as { terms: string }).terms).toMatch(/^Den Restbetrag zahlen Sie bitte/);

    const back = await createSession({ dayOffset: 71 });
    const down = await as(owner).rpc<Quote>('rebook_booking_item', { _booking_item_id: item, _session_id: back });
    expect(down).toMatchObject({ paid_cents: gross, gross_cents: gross, refund_cents: 0, due_cents: 0 });
    expect(await booking(bookingId)).toMatchObject({ paid_cents: null, refund_cents: null });

    const cheaper = (
      await su().query(
        `select slug from public.seminars where published and price_net_cents < (
           select price_net_cents from public.seminars where slug = 'seo-grundlagen') order by price_net_cents limit 1`,
      )
    ).rows[0] as { slug: string };
    const low = await createSession({ dayOffset: 72, seminarSlug: cheaper.slug });
    const refund = await as(owner).rpc<Quote>('rebook_booking_item', { _booking_item_id: item, _session_id: low });
    expect(refund.refund_cents).toBe(gross - refund.gross_cents);
    expect(await booking(bookingId)).toMatchObject({ refund_cents: refund.refund_cents, paid_cents: null });
    expect((await invoicesOf(bookingId)).at(-1)!.snapshot.totals).toMatchObject({ dueCents: 0 });
  });

  it('a guest rebooks through the view token; any other token, owner or role is told nothing', async () => {
    const session = await createSession({ dayOffset: 60 });
    const target = await createSession({ dayOffset: 61 });
    const guest = guestDetails();
    const booked = await anon().rpc<{ booking_id: string }>('book_cart', {
      _lines: [{ session_id: session, quantity: 1, participants: participants(1, 'gastumbuchung') }],
      _customer: guest,
      _payment_method: 'invoice',
    });
    const item = await itemOf(booked.booking_id);
    const tokens = (
      await su().query('select confirmation_token, view_token from public.booking_tokens where booking_id = $1', [
        booked.booking_id,
      ])
    ).rows[0] as { confirmation_token: string; view_token: string };
    const call = (token: string | null) =>
      anon().rpc('rebooking_quote', { _booking_item_id: item, _session_id: target, _token: token });
    expect((await expectDbError(() => call(tokens.view_token))).message).toBe('REBOOKING_NOT_BINDING');
    await anon().rpc('confirm_booking_email', { _token: tokens.confirmation_token });

    for (const wrong of [tokens.confirmation_token, 'x'.repeat(43), 'x'.repeat(1_000_000)]) {
      expect((await expectDbError(() => call(wrong))).message).toBe('BOOKING_NOT_FOUND');
    }
    expect((await expectDbError(() => call(null))).message).toBe('NOT_AUTHENTICATED');
    const strangerCall = await expectDbError(() =>
      as(stranger).rpc('rebook_booking_item', { _booking_item_id: item, _session_id: target }),
    );
    expect(strangerCall.message).toBe('BOOKING_NOT_FOUND');
    const waive = await expectDbError(() =>
      anon().rpc('rebook_booking_item', {
        _booking_item_id: item,
        _session_id: target,
        _token: tokens.view_token,
        _waive_fee: true,
      }),
    );
    expect(waive.message).toBe('FORBIDDEN');

    const result = await anon().rpc<Quote>('rebook_booking_item', {
      _booking_item_id: item,
      _session_id: target,
      _token: tokens.view_token,
    });
    expect(result.fee_net_cents).toBe(0);
    expect([await seatsBooked(session), await seatsBooked(target)]).toEqual([0, 1]);
    const [mail] = await outbox(booked.booking_id, 'booking_rebooked');
    expect(mail!.data).toMatchObject({ view_token: tokens.view_token });
  });

  it('refuses what cannot be rebooked, each with its code, and changes nothing', async () => {
    const { session, item } = await bindingBooking();
    const soldOut = await createSession({ dayOffset: 80, capacity: 3, seatsBooked: 2 });
    const cancelled = await createSession({ dayOffset: 80, status: 'cancelled' });
    const attempt = async (target: string | null) =>
      (await expectDbError(() => as(owner).rpc('rebook_booking_item', { _booking_item_id: item, _session_id: target })))
        .message;
    const full = await expectDbError(() =>
      as(owner).rpc('rebook_booking_item', { _booking_item_id: item, _session_id: soldOut }),
    );
    expect(full).toMatchObject({ message: 'SESSION_SOLD_OUT', detail: { seats_left: 1 } });
    expect(await attempt(session)).toBe('REBOOKING_SAME_DATE');
    expect(await attempt(cancelled)).toBe('SESSION_CANCELLED');
    expect(await attempt('00000000-0000-4000-8000-000000000000')).toBe('SESSION_NOT_FOUND');
    expect(await attempt(null)).toBe('INVALID_INPUT');
    expect([await seatsBooked(session), await seatsBooked(soldOut)]).toEqual([2, 2]);

    // A date that has started can no longer be left.
    await su().query(
      `update public.seminar_sessions set start_date = current_date - 1, end_date = current_date where id = $1`,
      [session],
    );
    expect(await attempt(await createSession({ dayOffset: 30 }))).toBe('REBOOKING_CLOSED');
  });

  it('races: two bookings into the last seat, and a rebooking against a direct booking — exactly one wins', async () => {
    const first = await bindingBooking({ quantity: 1 });
    const second = await bindingBooking({ quantity: 1 });
    const last = await createSession({ dayOffset: 75, capacity: 1 });
    const outcomes = await Promise.allSettled([
      as(owner).rpc('rebook_booking_item', { _booking_item_id: first.item, _session_id: last }),
      as(owner).rpc('rebook_booking_item', { _booking_item_id: second.item, _session_id: last }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { message: 'SESSION_SOLD_OUT' } });
    expect(await seatsBooked(last)).toBe(1);
    await expectSeatInvariant([first.session, second.session, last]);

    const third = await bindingBooking({ quantity: 1 });
    const lastAgain = await createSession({ dayOffset: 76, capacity: 1 });
    const race = await Promise.allSettled([
      as(owner).rpc('rebook_booking_item', { _booking_item_id: third.item, _session_id: lastAgain }),
      anon().rpc('book_cart', {
        _lines: [{ session_id: lastAgain, quantity: 1, participants: participants(1) }],
        _customer: guestDetails(),
        _payment_method: 'invoice',
      }),
    ]);
    expect(race.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await seatsBooked(lastAgain)).toBe(1);
    await expectSeatInvariant([third.session, lastAgain]);
  });

  it('seats offered to the waiting list are not free for a rebooking; the old date offers its freed seats', async () => {
    const { session, item } = await bindingBooking({ quantity: 1 });
    const target = await createSession({ dayOffset: 77, capacity: 1 });
    await su().query(
      `insert into public.waitlist_entries (session_id, email, name, seats, status, queue_number, offer_token,
         offered_at, offer_expires_at)
       values ($1, 'wartend@example.test', 'W L', 1, 'offered', 1, gen_random_uuid(), now(), now() + interval '1 day')`,
      [target],
    );
    const refused = await expectDbError(() =>
      as(owner).rpc('rebook_booking_item', { _booking_item_id: item, _session_id: target }),
    );
    expect(refused).toMatchObject({ message: 'SESSION_SOLD_OUT', detail: { seats_left: 0 } });

    // Someone waits for the date being left: the freed seat is offered to them in the same transaction.
    await su().query('update public.seminar_sessions set capacity = seats_booked where id = $1', [session]);
    await su().query(
      `insert into public.waitlist_entries (session_id, email, name, seats, status, queue_number)
       values ($1, 'nachruecker@example.test', 'N R', 1, 'waiting', 1)`,
      [session],
    );
    await as(owner).rpc('rebook_booking_item', {
      _booking_item_id: item,
      _session_id: await createSession({ dayOffset: 78 }),
    });
    const { rows } = await su().query('select status from public.waitlist_entries where session_id = $1', [session]);
    expect(rows).toEqual([{ status: 'offered' }]);
  });
});
