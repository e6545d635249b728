import {
  checkoutSessionForm,
  paidBookingId,
  stripeSignatureOf,
  verifyStripeSignature,
} from '../../supabase/functions/_shared/stripe';

const SECRET = 'whsec_test_secret';
const NOW = 1_790_000_000;

describe('payment edge functions: Stripe helpers', () => {
  it('builds the checkout session with the return URLs the app expects', () => {
    const form = checkoutSessionForm(
      { id: 'b-1', booking_number: 'DA-2026-000123', gross_cents: 153510, customer_email: 'erika@example.test' },
      'https://www.example.test/',
      'cart_1_abc',
    );
    expect(form.get('success_url')).toBe('https://www.example.test/checkout/success?booking=b-1');
    expect(form.get('cancel_url')).toBe('https://www.example.test/checkout/cancelled?booking=b-1&cartId=cart_1_abc');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('153510');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('metadata[booking_id]')).toBe('b-1');
  });

  it('accepts a correctly signed, fresh event and refuses forged, stale or unsigned ones', async () => {
    const payload = JSON.stringify({ type: 'checkout.session.completed' });
    const signature = await stripeSignatureOf(payload, NOW, SECRET);
    expect(await verifyStripeSignature(payload, `t=${NOW},v1=${signature}`, SECRET, NOW + 10)).toBe(true);
    expect(await verifyStripeSignature(payload, `t=${NOW},v1=deadbeef,v1=${signature}`, SECRET, NOW)).toBe(true);
    expect(await verifyStripeSignature(`${payload} `, `t=${NOW},v1=${signature}`, SECRET, NOW)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${NOW},v1=${signature}`, 'whsec_other', NOW)).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${NOW},v1=${signature}`, SECRET, NOW + 301)).toBe(false);
    expect(await verifyStripeSignature(payload, null, SECRET, NOW)).toBe(false);
  });

  it('finds the booking of a paid checkout session only', () => {
    const session = (payment_status: string) => ({
      type: 'checkout.session.completed',
      data: { object: { payment_status, metadata: { booking_id: 'b-1' } } },
    });
    expect(paidBookingId(session('paid'))).toBe('b-1');
    expect(paidBookingId(session('unpaid'))).toBeNull();
    expect(paidBookingId({ type: 'checkout.session.expired', data: { object: {} } })).toBeNull();
  });
});
