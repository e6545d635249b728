/**
 * The demo's simulated payment provider (mocks/app/demoPayment.ts): `checkout` records the session it issues, and
 * `demo-payment` shows, completes (booking paid, like the webhook) or cancels only a session `checkout` issued.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { getMockDb, listMails } from '../../../mocks';
import { PAYMENT_SESSIONS } from '../../../mocks/app/demoPayment';
import { seedId } from '../../../mocks/seed';

let count = 0;
function client(): SupabaseClient {
  count += 1;
  return createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `demo-pay-${count}`,
    },
  });
}

const PARTICIPANT = { first_name: 'Erika', last_name: 'Musterfrau', email: 'erika@example.test' };
const GUEST = {
  email: 'erika@example.test',
  first_name: 'Erika',
  last_name: 'Musterfrau',
  customer_type: 'private',
  street: 'Musterweg 1',
  postal_code: '10115',
  city: 'Berlin',
};

async function bookOnline(paymentMethod: 'online' | 'invoice' = 'online') {
  const { data, error } = await client().rpc('book_cart', {
    _lines: [{ session_id: seedId('session', 3), quantity: 1, participants: [PARTICIPANT] }],
    _customer: GUEST,
    _payment_method: paymentMethod,
  });
  if (error) throw error;
  return data as { booking_id: string; booking_number: string; gross_cents: number; payment_token: string };
}

/** The guest's own checkout: the booking's payment token proves ownership. */
async function startCheckout(
  booking: { booking_id: string; payment_token: string },
  cartId: string | null = 'cart_1_abc',
) {
  const { data, error } = await client().functions.invoke<{ url: string }>('checkout', {
    body: { booking_id: booking.booking_id, cart_id: cartId, payment_token: booking.payment_token },
  });
  if (error || !data) throw error ?? new Error('no answer');
  const url = new URL(data.url);
  return { url, session: url.searchParams.get('session')! };
}

const demoPayment = (body: Record<string, unknown>) => client().functions.invoke('demo-payment', { body });

function bookingStatus(id: string) {
  return getMockDb()
    .rows('bookings')
    .find((b) => b.id === id)?.status;
}

describe('demo payment provider', () => {
  it('checkout records the session it issued, with the cart id for the way back', async () => {
    const booking = await bookOnline();
    const { url, session } = await startCheckout(booking);
    expect(url.pathname).toBe('/demo/zahlung');
    expect(session).toMatch(/^cs_demo_[0-9a-f]{32}$/);
    expect(getMockDb().rows(PAYMENT_SESSIONS)).toEqual([
      expect.objectContaining({ session, booking_id: booking.booking_id, cart_id: 'cart_1_abc', status: 'open' }),
    ]);
  });

  it('shows the amount and booking number of an issued session, and the return URLs', async () => {
    const booking = await bookOnline();
    const { session } = await startCheckout(booking);
    const { data, error } = await demoPayment({ action: 'get', booking_id: booking.booking_id, session });
    expect(error).toBeNull();
    expect(data).toEqual({
      booking_number: booking.booking_number,
      gross_cents: booking.gross_cents,
      status: 'pending',
      session_status: 'open',
      success_url: `/checkout/success?booking=${booking.booking_id}`,
      cancel_url: `/checkout/cancelled?booking=${booking.booking_id}&cartId=cart_1_abc`,
    });
  });

  it('complete marks the booking paid like the webhook and answers the success URL', async () => {
    const booking = await bookOnline();
    const { session } = await startCheckout(booking);
    const { data } = await demoPayment({ action: 'complete', booking_id: booking.booking_id, session });
    expect(data).toEqual({ url: `/checkout/success?booking=${booking.booking_id}` });
    expect(bookingStatus(booking.booking_id)).toBe('paid');
    expect(
      getMockDb()
        .rows('bookings')
        .find((b) => b.id === booking.booking_id)?.paid_at,
    ).toBeTruthy();
    // Confirming twice (a reload) changes nothing.
    const again = await demoPayment({ action: 'complete', booking_id: booking.booking_id, session });
    expect(again.data).toEqual({ url: `/checkout/success?booking=${booking.booking_id}` });
    // The confirmation with invoice and the payment receipt are in the Demo-Postfach, once each.
    const subjects = listMails(getMockDb(), GUEST.email).map((mail) => mail.subject);
    const number = String(
      getMockDb()
        .rows('bookings')
        .find((b) => b.id === booking.booking_id)?.booking_number,
    );
    expect(subjects.filter((subject) => subject === `Buchungsbestätigung und Rechnung ${number}`)).toHaveLength(1);
    expect(subjects.filter((subject) => subject === `Zahlung erhalten – Buchung ${number}`)).toHaveLength(1);
  });

  it('cancel books nothing more, leaves the booking pending and answers the cancel URL', async () => {
    const booking = await bookOnline();
    const { session } = await startCheckout(booking, null);
    const { data } = await demoPayment({ action: 'cancel', booking_id: booking.booking_id, session });
    expect(data).toEqual({ url: `/checkout/cancelled?booking=${booking.booking_id}` });
    expect(bookingStatus(booking.booking_id)).toBe('pending');
    const late = await demoPayment({ action: 'complete', booking_id: booking.booking_id, session });
    expect(late.error).not.toBeNull();
    expect(bookingStatus(booking.booking_id)).toBe('pending');
  });

  it('refuses a session the checkout function did not issue for that booking', async () => {
    const booking = await bookOnline();
    const other = await bookOnline();
    const { session } = await startCheckout(other);
    for (const body of [
      { action: 'complete', booking_id: booking.booking_id, session },
      { action: 'complete', booking_id: booking.booking_id, session: 'cs_demo_forged' },
      { action: 'get', booking_id: booking.booking_id },
    ]) {
      const { error } = await demoPayment(body);
      expect(error).not.toBeNull();
      expect((error as { context?: Response }).context?.status).toBe(404);
    }
    expect(bookingStatus(booking.booking_id)).toBe('pending');
  });
});
