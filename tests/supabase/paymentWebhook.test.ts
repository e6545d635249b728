import {
  isBookingId,
  paymentOfEvent,
  recordArgs,
  webhookAnswer,
} from '../../supabase/functions/_shared/paymentWebhook';
import { paidBookingId } from '../../supabase/functions/_shared/stripe';

const BOOKING = 'a7000000-0000-4000-8000-000000000042';

function completed(extra: Record<string, unknown> = {}) {
  return {
    id: 'evt_1QabcXYZ',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_a1',
        payment_status: 'paid',
        amount_total: 153_510,
        currency: 'eur',
        metadata: { booking_id: BOOKING },
        ...extra,
      },
    },
  };
}

describe('payment-webhook: what a Stripe event pays and what Stripe is answered', () => {
  it('reads event id, booking, amount and checkout session of a paid checkout session', () => {
    const event = completed();
    const payment = paymentOfEvent(event, paidBookingId(event));
    expect(payment).toEqual({
      eventId: 'evt_1QabcXYZ',
      bookingId: BOOKING,
      amountCents: 153_510,
      currency: 'eur',
      sessionId: 'cs_test_a1',
    });
    expect(recordArgs(payment!)).toEqual({
      _event_id: 'evt_1QabcXYZ',
      _booking_id: BOOKING,
      _amount_cents: 153_510,
      _currency: 'eur',
      _session_id: 'cs_test_a1',
    });
    // Without a session id the SQL names the booking's last checkout session.
    const bare = completed({ id: undefined });
    expect(recordArgs(paymentOfEvent(bare, paidBookingId(bare))!)).toMatchObject({ _session_id: null });
  });

  it('passes a missing amount or currency on as such, so the amount check refuses it', () => {
    const bare = completed({ amount_total: undefined, currency: undefined });
    expect(recordArgs(paymentOfEvent(bare, paidBookingId(bare))!)).toMatchObject({
      _amount_cents: null,
      _currency: '',
    });
    const odd = completed({ amount_total: 1.5, currency: 'USD' });
    expect(paymentOfEvent(odd, paidBookingId(odd))).toMatchObject({ amountCents: null, currency: 'usd' });
  });

  it('tells a booking id that cannot name a booking (no UUID) apart', () => {
    expect(isBookingId(BOOKING)).toBe(true);
    for (const id of ['nonsense', '', `${BOOKING}'; drop table x`, 'a7000000-0000-4000-8000-00000000004']) {
      expect(isBookingId(id)).toBe(false);
    }
  });

  it('ignores unpaid sessions and events without an id', () => {
    const unpaid = completed({ payment_status: 'unpaid' });
    expect(paymentOfEvent(unpaid, paidBookingId(unpaid))).toBeNull();
    const anonymous = { ...completed(), id: undefined };
    expect(paymentOfEvent(anonymous, paidBookingId(anonymous))).toBeNull();
  });

  it('answers 200 to every recorded outcome, also a payment for a cancelled booking, and to unrelated events', () => {
    for (const outcome of [
      'paid',
      'amount_mismatch',
      'already_paid',
      'refund_needed',
      'unknown_booking',
      'duplicate',
    ]) {
      expect(webhookAnswer({ data: { outcome }, error: null })).toEqual({
        status: 200,
        body: { received: true, outcome },
      });
    }
    expect(webhookAnswer(null)).toEqual({ status: 200, body: { received: true } });
  });

  it('answers 500 only when the database could not be reached, so Stripe retries', () => {
    expect(webhookAnswer({ data: null, error: { message: 'connection refused' } })).toEqual({
      status: 500,
      body: { error: 'BOOKING_UPDATE_FAILED' },
    });
  });
});
