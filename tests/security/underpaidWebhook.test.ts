/**
 * An underpaid Stripe event, the attack first: a validly signed `checkout.session.completed` for 1 cent (or for the
 * right number in another currency) reached record_stripe_payment, which never compared the amount and marked a
 * 1.535,10 € booking paid — confirmation and receipt included. Now only the exact gross total in euro pays; any
 * other amount is recorded once (`amount_mismatch`), the booking stays as it was and is flagged for follow-up.
 * The Deno tests (supabase/functions/tests/paymentAttacks.test.ts) send the same events through the webhook.
 */
import { asRole, asSuperuser, closePool } from '../db/client';
import { as, createCustomer, createSession, CUSTOMER_DETAILS, sessionLine } from '../db/fixtures';

afterAll(closePool);

let bookings = 0;
async function onlineBooking(): Promise<{ booking_id: string; gross_cents: number }> {
  // A customer of their own each: mails to one unverified address are limited.
  const customer = await createCustomer(`unterzahlt-${(bookings += 1)}`);
  const session = await createSession({ dayOffset: 45 });
  return as(customer).rpc('book_cart', {
    _lines: [sessionLine(session)],
    _customer: CUSTOMER_DETAILS,
    _payment_method: 'online',
  });
}

async function state(bookingId: string) {
  const { rows } = await asSuperuser().query(
    `select b.status, b.needs_follow_up, b.paid_at, b.refund_cents,
            (select count(*)::int from public.email_outbox m
             where m.booking_id = b.id and m.template in ('booking_confirmed', 'payment_received')) as paid_mails
     from public.bookings b where b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

describe('a signed Stripe event paying less than the booking total', () => {
  it.each([
    ['one cent', 1, 'eur'],
    ['one cent less', 148_999, 'eur'],
    ['one cent more', 149_001, 'eur'],
    ['the total in another currency', 149_000, 'usd'],
    ['no amount', null, 'eur'],
  ])('does not pay the booking: %s', async (_name, amount, currency) => {
    const booked = await onlineBooking();
    expect(booked.gross_cents).toBe(149_000);
    const service = asRole('service_role');
    const args = { _event_id: `evt_${booked.booking_id}`, _booking_id: booked.booking_id, _amount_cents: amount };
    await expect(service.rpc('record_stripe_payment', { ...args, _currency: currency })).resolves.toEqual({
      event_id: args._event_id,
      booking_id: booked.booking_id,
      outcome: 'amount_mismatch',
    });
    expect(await state(booked.booking_id)).toEqual({
      status: 'pending',
      needs_follow_up: true,
      paid_at: null,
      refund_cents: null,
      paid_mails: 0,
    });
    // Recorded once: the redelivery is a duplicate and still pays nothing.
    await expect(service.rpc('record_stripe_payment', { ...args, _currency: currency })).resolves.toEqual({
      event_id: args._event_id,
      outcome: 'duplicate',
    });
    expect(await state(booked.booking_id)).toMatchObject({ status: 'pending', paid_mails: 0 });
  });

  it('the exact total in euro (any case) still pays, once', async () => {
    const booked = await onlineBooking();
    await expect(
      asRole('service_role').rpc('record_stripe_payment', {
        _event_id: `evt_exact_${booked.booking_id}`,
        _booking_id: booked.booking_id,
        _amount_cents: booked.gross_cents,
        _currency: 'EUR',
      }),
    ).resolves.toMatchObject({ outcome: 'paid' });
    expect(await state(booked.booking_id)).toMatchObject({ status: 'paid', needs_follow_up: false, paid_mails: 2 });
  });
});
