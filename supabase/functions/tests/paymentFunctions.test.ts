// checkout and payment-webhook for real: a local stand-in for Stripe's API records the Checkout Session request;
// the webhook checks Stripe's signature, marks the booking paid on PostgreSQL once, and queues its mails in the same
// transaction, however often Stripe delivers the event.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { SignJWT } from 'npm:jose@^6.2.18';
import { stripeSignatureOf } from '../_shared/stripe.ts';
import { handleCheckout } from '../checkout/handler.ts';
import { handlePaymentWebhook } from '../payment-webhook/handler.ts';
import {
  bookAsCustomer,
  closeFunctionsPool,
  createSession,
  serveFunction,
  setStatusAsAdmin,
  sql,
  startServer,
} from './support.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const JWT_SECRET = 'test-jwt-secret-with-at-least-32-characters';

/** A Supabase session token of a user, signed with the project's JWT secret (HS256). */
function sessionTokenOf(userId: string, secret = JWT_SECRET): Promise<string> {
  return new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

// As Stripe sends it: the session's amount_total and currency (the webhook pays only the booking's exact total).
async function signedEvent(bookingId: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${bookingId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        payment_status: 'paid',
        amount_total: 149000,
        currency: 'eur',
        metadata: { booking_id: bookingId },
        client_reference_id: bookingId,
      },
    },
  });
  return { payload, signature: `t=${timestamp},v1=${await stripeSignatureOf(payload, timestamp, secret)}` };
}

Deno.test('checkout creates a Stripe session for a pending online booking only', async () => {
  let stripeFails = false;
  let sessionsCreated = 0;
  const stripe = startServer(() => {
    if (stripeFails) return Response.json({ error: { message: 'boom' } }, { status: 500 });
    sessionsCreated += 1;
    return Response.json({
      id: `cs_test_${sessionsCreated}`,
      url: `https://checkout.stripe.test/pay/cs_test_${sessionsCreated}`,
    });
  });
  const fn = serveFunction(handleCheckout);
  Deno.env.set('STRIPE_API_URL', stripe.url);
  Deno.env.set('STRIPE_SECRET_KEY', 'sk_test_123');
  Deno.env.set('SITE_URL', 'https://akademie.example');
  Deno.env.set('SUPABASE_JWT_SECRET', JWT_SECRET);
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${fn.url}/`, { method: 'POST', body: JSON.stringify(body), headers });
  try {
    const session = await createSession(40);
    const online = await bookAsCustomer(session, 'online');
    // Knowing a booking id is not enough: without the payment token or the booker's session it is "not found".
    const stranger = await post({ booking_id: online.booking_id });
    equal(stranger.status, 404);
    await stranger.body?.cancel();
    const wrongToken = await post({ booking_id: online.booking_id, payment_token: crypto.randomUUID() });
    equal(wrongToken.status, 404);
    await wrongToken.body?.cancel();
    const forgedSession = await post(
      { booking_id: online.booking_id },
      { Authorization: `Bearer ${await sessionTokenOf(online.user, 'another-secret-of-at-least-32-characters')}` },
    );
    equal(forgedSession.status, 404);
    await forgedSession.body?.cancel();
    equal(stripe.requests.length, 0, 'no proof, no Stripe session');

    // The booker's session proves ownership …
    const bySession = await post(
      { booking_id: online.booking_id, cart_id: 'cart-1' },
      { Authorization: `Bearer ${await sessionTokenOf(online.user)}` },
    );
    equal(bySession.status, 200);
    deepStrictEqual(await bySession.json(), { url: 'https://checkout.stripe.test/pay/cs_test_1' });
    stripe.requests.length = 0;
    // … and so does the payment token book_cart handed to the booking browser (a second booking: one session each).
    const second = await bookAsCustomer(session, 'online');
    const answer = await post({
      booking_id: second.booking_id,
      cart_id: 'cart-1',
      payment_token: second.payment_token,
    });
    equal(answer.status, 200);
    deepStrictEqual(await answer.json(), { url: 'https://checkout.stripe.test/pay/cs_test_2' });
    equal(stripe.requests.length, 1);
    const [request] = stripe.requests;
    equal(request!.path, '/v1/checkout/sessions');
    equal(request!.headers.authorization, 'Bearer sk_test_123');
    const form = new URLSearchParams(request!.body);
    equal(request!.headers['idempotency-key'], `checkout:${second.booking_id}:${form.get('expires_at')}`);
    equal(form.get('metadata[booking_id]'), second.booking_id);
    equal(form.get('line_items[0][price_data][unit_amount]'), '149000');
    equal(form.get('success_url'), `https://akademie.example/checkout/success?booking=${second.booking_id}`);
    equal(
      form.get('cancel_url'),
      `https://akademie.example/checkout/cancelled?booking=${second.booking_id}&cartId=cart-1`,
    );

    const invoice = await bookAsCustomer(session, 'invoice');
    const refused = await post({ booking_id: invoice.booking_id, payment_token: invoice.payment_token });
    equal(refused.status, 409);
    await refused.body?.cancel();
    equal((await post({ booking_id: crypto.randomUUID() })).status, 404);
    equal((await post({ booking_id: 'nonsense' })).status, 404);
    equal(stripe.requests.length, 1, 'refused bookings never reach Stripe');

    // Stripe failing answers 502 without a URL.
    const third = await bookAsCustomer(session, 'online');
    stripeFails = true;
    const failing = await post({ booking_id: third.booking_id, payment_token: third.payment_token });
    equal(failing.status, 502);
    deepStrictEqual(await failing.json(), { error: 'PROVIDER_ERROR' });
  } finally {
    await fn.close();
    await stripe.close();
    await closeFunctionsPool();
  }
});

Deno.test('payment-webhook: a bad or stale signature changes nothing; a valid event pays once', async () => {
  const fn = serveFunction(handlePaymentWebhook);
  Deno.env.set('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  const deliver = (payload: string, signature: string) =>
    fetch(`${fn.url}/`, { method: 'POST', body: payload, headers: { 'stripe-signature': signature } });
  try {
    const session = await createSession(40);
    const booking = await bookAsCustomer(session, 'online');
    const status = async () =>
      (await sql('select status from public.bookings where id = $1', [booking.booking_id]))[0]!.status;

    const forged = await signedEvent(booking.booking_id, undefined, 'whsec_wrong');
    equal((await deliver(forged.payload, forged.signature)).status, 400);
    const stale = await signedEvent(booking.booking_id, Math.floor(Date.now() / 1000) - 600);
    equal((await deliver(stale.payload, stale.signature)).status, 400);
    const valid = await signedEvent(booking.booking_id);
    equal((await deliver(valid.payload.replace('paid', 'unpaid'), valid.signature)).status, 400, 'tampered body');
    equal(await status(), 'pending');

    const first = await deliver(valid.payload, valid.signature);
    equal(first.status, 200);
    deepStrictEqual(await first.json(), { received: true, outcome: 'paid' });
    equal(await status(), 'paid');
    // Stripe delivers at least once: the replay is accepted and changes nothing.
    const replay = await deliver(valid.payload, valid.signature);
    equal(replay.status, 200);
    deepStrictEqual(await replay.json(), { received: true, outcome: 'duplicate' });
    const mails = await sql<{ template: string; n: number }>(
      `select template, count(*)::int as n from public.email_outbox where booking_id = $1 group by 1 order by 1`,
      [booking.booking_id],
    );
    deepStrictEqual(
      mails.filter((row) => ['booking_confirmed', 'payment_received'].includes(row.template)),
      [
        { template: 'booking_confirmed', n: 1 },
        { template: 'payment_received', n: 1 },
      ],
    );
    const paidAt = await sql('select paid_at from public.bookings where id = $1', [booking.booking_id]);
    ok(paidAt[0]!.paid_at instanceof Date);

    // A payment for a booking cancelled meanwhile: 200 (Stripe stops), recorded and flagged for the refund.
    const cancelled = await bookAsCustomer(session, 'online');
    await setStatusAsAdmin(cancelled.booking_id, 'cancelled');
    const late = await signedEvent(cancelled.booking_id);
    const lateAnswer = await deliver(late.payload, late.signature);
    equal(lateAnswer.status, 200);
    deepStrictEqual(await lateAnswer.json(), { received: true, outcome: 'refund_needed' });
    const [flagged] = await sql<{ status: string; needs_follow_up: boolean; refund_cents: number }>(
      'select status, needs_follow_up, refund_cents from public.bookings where id = $1',
      [cancelled.booking_id],
    );
    deepStrictEqual(flagged, { status: 'cancelled', needs_follow_up: true, refund_cents: 149000 });

    equal((await fetch(`${fn.url}/`)).status, 405);
  } finally {
    await fn.close();
    await closeFunctionsPool();
  }
});
