// Attacks on the payment functions (issue 28, item 8), each first reproduced against the old code:
// - a validly signed Stripe event for 1 cent marked a 1.535,10 € booking paid (amount_total was never compared);
// - an event whose booking id is no UUID answered 500, so Stripe retried it for days;
// - checkout opened a Stripe session without `expires_at` (Stripe's default: 24 hours) for a booking whose 30-minute
//   hold was about to lapse — or had lapsed — and opened a new session on every call.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { stripeSignatureOf } from '../_shared/stripe.ts';
import { handleCheckout } from '../checkout/handler.ts';
import { handlePaymentWebhook } from '../payment-webhook/handler.ts';
import {
  bookAsCustomer,
  closeFunctionsPool,
  createSession,
  serveFunction,
  sql,
  startServer,
  withDb,
} from './support.ts';

const WEBHOOK_SECRET = 'whsec_attack_secret';

async function signed(object: Record<string, unknown>, eventId: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    data: { object: { payment_status: 'paid', ...object } },
  });
  return {
    id: eventId,
    payload,
    signature: `t=${timestamp},v1=${await stripeSignatureOf(payload, timestamp, WEBHOOK_SECRET)}`,
  };
}

function webhook() {
  const fn = serveFunction(handlePaymentWebhook);
  Deno.env.set('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  const deliver = async (event: { payload: string; signature: string }) => {
    const response = await fetch(`${fn.url}/`, {
      method: 'POST',
      body: event.payload,
      headers: { 'stripe-signature': event.signature },
    });
    return { status: response.status, body: await response.json() };
  };
  return { fn, deliver };
}

const bookingState = async (id: string) =>
  (
    await sql<{ status: string; needs_follow_up: boolean; paid_at: Date | null }>(
      'select status, needs_follow_up, paid_at from public.bookings where id = $1',
      [id],
    )
  )[0];

Deno.test('a signed Stripe event for less (or another currency) than the total does not pay the booking', async () => {
  const { fn, deliver } = webhook();
  try {
    const session = await createSession(41);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['one cent', { amount_total: 1, currency: 'eur' }],
      ['the total in dollars', { amount_total: 149000, currency: 'usd' }],
      ['no amount at all', {}],
      ['one cent more', { amount_total: 149001, currency: 'eur' }],
    ];
    for (const [name, paid] of cases) {
      const booking = await bookAsCustomer(session, 'online');
      const event = await signed(
        { ...paid, metadata: { booking_id: booking.booking_id } },
        `evt_short_${booking.booking_id}`,
      );
      const first = await deliver(event);
      equal(first.status, 200, name);
      deepStrictEqual(first.body, { received: true, outcome: 'amount_mismatch' }, name);
      deepStrictEqual(await bookingState(booking.booking_id), {
        status: 'pending',
        needs_follow_up: true,
        paid_at: null,
      });
      // Recorded once: Stripe's redelivery is a duplicate and still pays nothing.
      deepStrictEqual((await deliver(event)).body, { received: true, outcome: 'duplicate' }, name);
      const events = await sql('select outcome, amount_cents from public.payment_events where booking_id = $1', [
        booking.booking_id,
      ]);
      deepStrictEqual(events, [{ outcome: 'amount_mismatch', amount_cents: (paid.amount_total as number) ?? null }]);
      equal((await bookingState(booking.booking_id))!.status, 'pending', name);
      const mails = await sql(
        `select template from public.email_outbox where booking_id = $1
         and template in ('booking_confirmed', 'payment_received')`,
        [booking.booking_id],
      );
      deepStrictEqual(mails, [], `${name}: no confirmation, no receipt`);
    }

    // The exact total in euro pays, as before.
    const honest = await bookAsCustomer(session, 'online');
    const exact = await signed(
      { amount_total: 149000, currency: 'EUR', metadata: { booking_id: honest.booking_id } },
      `evt_exact_${honest.booking_id}`,
    );
    deepStrictEqual((await deliver(exact)).body, { received: true, outcome: 'paid' });
    equal((await bookingState(honest.booking_id))!.status, 'paid');
  } finally {
    await fn.close();
    await closeFunctionsPool();
  }
});

Deno.test('an underpaid booking is not left silent: the academy gets one mail per booking to follow up', async () => {
  const { fn, deliver } = webhook();
  try {
    const session = await createSession(43);
    const booking = await bookAsCustomer(session, 'online');
    const [{ booking_number: bookingNumber, gross_cents: gross }] = await sql<{
      booking_number: string;
      gross_cents: number;
    }>('select booking_number, gross_cents from public.bookings where id = $1', [booking.booking_id]);
    const underpaid = await signed(
      { id: 'cs_test_underpaid', amount_total: 1, currency: 'eur', metadata: { booking_id: booking.booking_id } },
      `evt_underpaid_${booking.booking_id}`,
    );
    deepStrictEqual((await deliver(underpaid)).body, { received: true, outcome: 'amount_mismatch' });
    const mails = () =>
      sql<{ recipient: string; data: Record<string, unknown> }>(
        `select recipient, data from public.email_outbox where booking_id = $1 and template = 'academy_payment_mismatch'`,
        [booking.booking_id],
      );
    const [academyEmail] = await sql<{ email: string }>('select email from public.settings where id = 1');
    const [mail] = await mails();
    equal(mail?.recipient, academyEmail!.email, 'to the academy');
    deepStrictEqual(
      {
        number: (mail!.data.booking as Record<string, unknown>).booking_number,
        expected: (mail!.data.booking as Record<string, unknown>).gross_cents,
        payment: mail!.data.payment,
      },
      {
        number: bookingNumber,
        expected: gross,
        payment: { amount_cents: 1, currency: 'eur', session_id: 'cs_test_underpaid', event_id: underpaid.id },
      },
    );
    // Stripe's redelivery and a second short event for the same booking: still one mail.
    await deliver(underpaid);
    const again = await signed(
      { id: 'cs_test_underpaid_2', amount_total: 2, currency: 'eur', metadata: { booking_id: booking.booking_id } },
      `evt_underpaid_again_${booking.booking_id}`,
    );
    deepStrictEqual((await deliver(again)).body, { received: true, outcome: 'amount_mismatch' });
    equal((await mails()).length, 1, 'once per booking');

    // The exact amount queues no such mail.
    const honest = await bookAsCustomer(session, 'online');
    const exact = await signed(
      { id: 'cs_test_exact', amount_total: gross, currency: 'eur', metadata: { booking_id: honest.booking_id } },
      `evt_exact_mail_${honest.booking_id}`,
    );
    deepStrictEqual((await deliver(exact)).body, { received: true, outcome: 'paid' });
    deepStrictEqual(
      await sql(`select 1 from public.email_outbox where booking_id = $1 and template = 'academy_payment_mismatch'`, [
        honest.booking_id,
      ]),
      [],
    );
  } finally {
    await fn.close();
    await closeFunctionsPool();
  }
});

Deno.test('a signed event naming no booking of ours is answered 200 (ignored), never 500', async () => {
  const { fn, deliver } = webhook();
  try {
    for (const id of ['nonsense', "1'; drop table public.bookings; --", '']) {
      const event = await signed(
        { amount_total: 100, currency: 'eur', metadata: { booking_id: id }, client_reference_id: id },
        `evt_garbage_${crypto.randomUUID()}`,
      );
      const answer = await deliver(event);
      equal(answer.status, 200, id);
      ok(answer.body.received === true, id);
      if (id !== '') deepStrictEqual(answer.body, { received: true, ignored: 'INVALID_BOOKING_ID' });
    }
    const unknown = await signed(
      { amount_total: 100, currency: 'eur', metadata: { booking_id: crypto.randomUUID() } },
      `evt_unknown_${crypto.randomUUID()}`,
    );
    deepStrictEqual(await deliver(unknown), { status: 200, body: { received: true, outcome: 'unknown_booking' } });
  } finally {
    await fn.close();
    await closeFunctionsPool();
  }
});

Deno.test('checkout: the session lapses with the hold; a lapsed hold and a second session are refused', async () => {
  let stripeFails = false;
  const stripe = startServer((_request, index) =>
    stripeFails
      ? Response.json({ error: { message: 'boom' } }, { status: 500 })
      : Response.json({ id: `cs_hold_${index}`, url: `https://checkout.stripe.test/pay/cs_hold_${index}` }),
  );
  const fn = serveFunction(handleCheckout);
  Deno.env.set('STRIPE_API_URL', stripe.url);
  Deno.env.set('STRIPE_SECRET_KEY', 'sk_test_123');
  Deno.env.set('SITE_URL', 'https://akademie.example');
  const post = async (booking: { booking_id: string; payment_token: string }) => {
    const response = await fetch(`${fn.url}/`, {
      method: 'POST',
      body: JSON.stringify({ booking_id: booking.booking_id, payment_token: booking.payment_token }),
    });
    return { status: response.status, body: await response.json() };
  };
  const holdOf = async (id: string) =>
    (await sql<{ hold: Date }>('select hold_expires_at as hold from public.bookings where id = $1', [id]))[0]!.hold;
  try {
    const session = await createSession(42);

    // A hold about to lapse (1 minute left): the session gets expires_at 31 minutes ahead and the hold is extended
    // to the same instant, so the customer can pay as long as Stripe lets them.
    const lapsing = await bookAsCustomer(session, 'online');
    await sql(`update public.bookings set hold_expires_at = now() + interval '1 minute' where id = $1`, [
      lapsing.booking_id,
    ]);
    const before = Math.floor(Date.now() / 1000);
    const first = await post(lapsing);
    const after = Math.floor(Date.now() / 1000);
    deepStrictEqual(first, { status: 200, body: { url: 'https://checkout.stripe.test/pay/cs_hold_0' } });
    equal(stripe.requests.length, 1);
    const expiresAt = Number(new URLSearchParams(stripe.requests[0]!.body).get('expires_at'));
    ok(expiresAt >= before + 30 * 60 && expiresAt <= after + 31 * 60, `expires_at ${expiresAt}`);
    ok(expiresAt - before <= 24 * 3600, 'Stripe accepts at most 24 hours');
    equal((await holdOf(lapsing.booking_id)).getTime(), expiresAt * 1000, 'hold ends with the session');
    const [stored] = await sql('select checkout_session_id from public.booking_tokens where booking_id = $1', [
      lapsing.booking_id,
    ]);
    equal(stored!.checkout_session_id, 'cs_hold_0');

    // Asked again while the session is open: the same session, no second one at Stripe, the hold unchanged.
    deepStrictEqual(await post(lapsing), first);
    equal(stripe.requests.length, 1, 'no second session');
    equal((await holdOf(lapsing.booking_id)).getTime(), expiresAt * 1000);

    // A hold that has lapsed (expiry not yet run) gets no session.
    const lapsed = await bookAsCustomer(session, 'online');
    await sql(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [
      lapsed.booking_id,
    ]);
    deepStrictEqual(await post(lapsed), { status: 409, body: { error: 'BOOKING_EXPIRED' } });
    equal(stripe.requests.length, 1, 'a lapsed hold never reaches Stripe');

    // Stripe failing: nothing is kept (neither the longer hold nor a session), the next call tries again.
    const failing = await bookAsCustomer(session, 'online');
    const holdBefore = await holdOf(failing.booking_id);
    stripeFails = true;
    deepStrictEqual(await post(failing), { status: 502, body: { error: 'PROVIDER_ERROR' } });
    equal((await holdOf(failing.booking_id)).getTime(), holdBefore.getTime());
    stripeFails = false;
    equal((await post(failing)).status, 200);

    // The SQL function itself: a second session while one is open is refused, and only the service role may call it.
    await withDb(async (db) => {
      await db.query('begin');
      await db.query('set local role service_role');
      const refusal = await db
        .query(`select public.begin_checkout_session($1, now() + interval '31 minutes')`, [lapsing.booking_id])
        .then(
          () => null,
          (error: { message: string }) => error.message,
        );
      await db.query('rollback');
      equal(refusal, 'CHECKOUT_SESSION_OPEN');
      for (const role of ['anon', 'authenticated']) {
        await db.query('begin');
        await db.query(`set local role ${role}`);
        const denied = await db
          .query(`select public.begin_checkout_session($1, now() + interval '31 minutes')`, [failing.booking_id])
          .then(
            () => null,
            (error: { code: string }) => error.code,
          );
        await db.query('rollback');
        equal(denied, '42501', role);
      }
    });
  } finally {
    await fn.close();
    await stripe.close();
    await closeFunctionsPool();
  }
});
