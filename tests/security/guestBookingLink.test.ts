/**
 * A guest's booking by its secret link (issue 31, docs/booking-rules.md „Ihre Buchung ansehen“), the attacks first:
 * guessing the link's secret, reaching it with another secret of the booking, reading the secret over the API,
 * making the academy's link carry a stranger's typed text to a victim's mailbox, and a guest's mails still pointing
 * to an account the guest does not have.
 */
import { renderMail } from '../../supabase/functions/_shared/mail';
import { asRole, asSuperuser, closePool } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  expectDbError,
  guestDetails,
  sessionLine,
  type TestUser,
} from '../db/fixtures';

afterAll(closePool);

interface Booked {
  booking_id: string;
  booking_number: string;
  payment_token: string;
}

interface GuestBookingView {
  id: string;
  booking_number: string;
  status: string;
  details_visible: boolean;
  customer: { first_name: string; last_name: string; company_name: string | null } | null;
  items: Array<{
    title: string;
    quantity: number;
    location: { venue_name: string; street: string; postal_code: string; city: string } | null;
    participants: Array<Record<string, unknown>>;
  }>;
  invoices: Array<{ kind: string; number: string }>;
  withdrawal: { refusal: string | null; deadline: string };
}

interface Tokens {
  view_token: string;
  payment_token: string;
  confirmation_token: string | null;
}

const SITE = { siteUrl: 'https://akademie.example' };

let sessionId: string;
beforeAll(async () => {
  sessionId = await createSession({ capacity: 60, seminarSlug: 'seo-grundlagen' });
});

function bookAsGuest(customer: Record<string, unknown> = guestDetails(), seats = 1) {
  return anon().rpc<Booked>('book_cart', {
    _lines: [sessionLine(sessionId, seats)],
    _customer: customer,
    _payment_method: 'invoice',
  });
}

async function tokensOf(bookingId: string): Promise<Tokens> {
  const { rows } = await asSuperuser().query(
    'select view_token, payment_token, confirmation_token from public.booking_tokens where booking_id = $1',
    [bookingId],
  );
  return rows[0] as Tokens;
}

/** Everything a guess could change: the booking, its items, its tokens, its invoices and its mails. */
async function stateOf(bookingId: string): Promise<unknown> {
  const { rows } = await asSuperuser().query(
    `select to_jsonb(b) as booking,
            (select jsonb_agg(to_jsonb(bi) order by bi.id) from public.booking_items bi where bi.booking_id = b.id) as items,
            (select to_jsonb(t) from public.booking_tokens t where t.booking_id = b.id) as tokens,
            (select count(*)::int from public.invoices i where i.booking_id = b.id) as invoices,
            (select count(*)::int from public.email_outbox o where o.booking_id = b.id) as mails
     from public.bookings b where b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

async function refusal(token: unknown): Promise<{ message: string; detail: Record<string, unknown> }> {
  const error = await expectDbError(() => anon().rpc('guest_booking', { _token: token }));
  return { message: error.message, detail: error.detail };
}

/** A random token of the right form (43 base64url characters) that no booking has. */
function guessedToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

describe('a stranger guessing the secret of a guest’s booking link', () => {
  it('learns nothing and changes nothing: wrong, empty, megabyte, other secrets and 200 guesses answer alike', async () => {
    const booked = await bookAsGuest();
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' });
    const tokens = await tokensOf(booked.booking_id);
    const before = await stateOf(booked.booking_id);

    const same = { message: 'BOOKING_NOT_FOUND', detail: {} };
    expect(await refusal(guessedToken())).toEqual(same);
    expect(await refusal('')).toEqual(same);
    expect(await refusal(null)).toEqual(same);
    expect(await refusal('x'.repeat(1_000_000))).toEqual(same);
    // The link opens with its own secret only: not the payment token (browser), not the confirmation token (mail).
    expect(await refusal(tokens.payment_token)).toEqual(same);
    expect(await refusal(booked.booking_id)).toEqual(same);
    expect(await refusal(booked.booking_number)).toEqual(same);
    // Almost right is wrong: one character changed, a prefix, a different case.
    const flipped = `${tokens.view_token.slice(0, -1)}${tokens.view_token.endsWith('A') ? 'B' : 'A'}`;
    expect(await refusal(flipped)).toEqual(same);
    expect(await refusal(tokens.view_token.slice(0, 20))).toEqual(same);
    expect(await refusal(`${tokens.view_token} `)).toEqual(same);
    expect(await refusal(`%${tokens.view_token.slice(1)}`)).toEqual(same);
    const guesses = await Promise.all(Array.from({ length: 200 }, () => refusal(guessedToken())));
    expect(new Set(guesses.map((g) => JSON.stringify(g)))).toEqual(new Set([JSON.stringify(same)]));

    expect(await stateOf(booked.booking_id)).toEqual(before);
    const view = await anon().rpc<GuestBookingView>('guest_booking', { _token: tokens.view_token });
    expect(view.booking_number).toBe(booked.booking_number);
  });

  it('the secret is 32 random bytes (base64url), different for every booking', async () => {
    const tokens = await Promise.all(
      [bookAsGuest(), bookAsGuest(), bookAsGuest()].map(async (b) => tokensOf((await b).booking_id)),
    );
    for (const t of tokens) expect(t.view_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens.map((t) => t.view_token)).size).toBe(3);
    expect(Buffer.from(tokens[0]!.view_token, 'base64url')).toHaveLength(32);
  });
});

describe('reading the secret of a guest’s booking link over the API', () => {
  it('neither book_cart, guest_invoices nor a table read hands it out', async () => {
    const booked = await bookAsGuest();
    const tokens = await tokensOf(booked.booking_id);
    expect(JSON.stringify(booked)).not.toContain(tokens.view_token);
    const invoices = await anon().rpc('guest_invoices', {
      _booking_id: booked.booking_id,
      _payment_token: booked.payment_token,
    });
    expect(JSON.stringify(invoices)).not.toContain(tokens.view_token);
    const anonRead = await anon().query('select view_token from public.booking_tokens');
    expect(anonRead.rows).toEqual([]);
    const customer = await createCustomer('tokenleser');
    const customerRead = await as(customer).query('select view_token from public.booking_tokens');
    expect(customerRead.rows).toEqual([]);
    const adminRead = await as(ADMIN).query('select view_token from public.booking_tokens');
    expect(adminRead.rows).toEqual([]);
    // The view itself does not repeat the secret or the other secrets of the booking.
    const view = await anon().rpc<GuestBookingView>('guest_booking', { _token: tokens.view_token });
    const text = JSON.stringify(view);
    expect(text).not.toContain(tokens.view_token);
    expect(text).not.toContain(tokens.payment_token);
    if (tokens.confirmation_token) expect(text).not.toContain(tokens.confirmation_token);
    expect(text).not.toContain(CUSTOMER_DETAILS.street);
  });
});

describe('a booker typing a victim’s address to carry text through the academy’s link', () => {
  it('shows the victim only the academy’s facts until the booking is binding; names once it is', async () => {
    const typed = {
      ...guestDetails(),
      first_name: 'Rufen Sie 0900-123456 an',
      last_name: 'Ihr Konto ist gesperrt',
    };
    const line = {
      session_id: sessionId,
      quantity: 1,
      participants: [{ first_name: 'Gewinn abholen unter', last_name: 'betrug.example', email: 'x@example.test' }],
    };
    const booked = await anon().rpc<Booked>('book_cart', {
      _lines: [line],
      _customer: typed,
      _payment_method: 'invoice',
    });
    const tokens = await tokensOf(booked.booking_id);
    const pending = await anon().rpc<GuestBookingView>('guest_booking', { _token: tokens.view_token });
    expect(pending.status).toBe('pending');
    expect(pending.details_visible).toBe(false);
    expect(pending.customer).toBeNull();
    expect(pending.items[0]!.participants).toEqual([]);
    expect(JSON.stringify(pending)).not.toMatch(/0900|gesperrt|Gewinn|betrug/);
    // The academy's facts are there: the seminar, the venue with its address, the seats.
    expect(pending.items[0]).toMatchObject({ quantity: 1, location: { city: 'Berlin' } });
    expect(pending.items[0]!.location!.street.length).toBeGreaterThan(0);

    // Whoever reads that mailbox confirms: the booking is binding, and the names show (never the addresses).
    await anon().rpc('confirm_booking_email', { _token: tokens.confirmation_token });
    const binding = await anon().rpc<GuestBookingView>('guest_booking', { _token: tokens.view_token });
    expect(binding.details_visible).toBe(true);
    expect(binding.customer).toEqual({
      first_name: typed.first_name,
      last_name: typed.last_name,
      company_name: null,
    });
    expect(binding.items[0]!.participants).toEqual([
      { first_name: 'Gewinn abholen unter', last_name: 'betrug.example' },
    ]);
    expect(JSON.stringify(binding)).not.toContain('x@example.test');
    expect(binding.invoices.map((i) => i.kind)).toEqual(['invoice']);
  });
});

describe('a guest’s mails pointing to an account the guest does not have', () => {
  async function mailsOf(bookingId: string) {
    const { rows } = await asSuperuser().query(
      'select template, recipient, data from public.email_outbox where booking_id = $1 order by created_at, template',
      [bookingId],
    );
    return rows as Array<{ template: string; recipient: string; data: Record<string, unknown> }>;
  }

  it('a guest’s receipt, confirmation, reminders and payment receipt link the booking by its secret', async () => {
    const customer = guestDetails();
    const booked = await anon().rpc<Booked>('book_cart', {
      _lines: [sessionLine(sessionId, 2)],
      _customer: customer,
      _payment_method: 'online',
    });
    const { rows } = await asSuperuser().query('select gross_cents from public.bookings where id = $1', [
      booked.booking_id,
    ]);
    await asRole('service_role').rpc('record_stripe_payment', {
      _event_id: `evt_${crypto.randomUUID()}`,
      _booking_id: booked.booking_id,
      _amount_cents: (rows[0] as { gross_cents: number }).gross_cents,
      _currency: 'eur',
    });
    const { view_token: viewToken } = await tokensOf(booked.booking_id);
    const mails = await mailsOf(booked.booking_id);
    const toGuest = mails.filter((m) => m.recipient === customer.email);
    expect(toGuest.map((m) => m.template).sort()).toEqual(
      expect.arrayContaining([
        'booking_confirmed',
        'booking_received',
        'payment_received',
        'reminder_1_day',
        'reminder_7_days',
      ]),
    );
    for (const mail of toGuest.filter((m) => m.template !== 'webinar_access')) {
      expect(mail.data.view_token).toBe(viewToken);
      const rendered = renderMail(mail.template, mail.data, SITE);
      expect(rendered.links).toContainEqual({
        label: 'Ihre Buchung ansehen',
        url: `https://akademie.example/meine-buchung?code=${viewToken}`,
      });
      expect(rendered.text).not.toContain('/dashboard');
      expect(rendered.text).not.toContain('Zu meinen Buchungen');
      expect(rendered.text).not.toContain('in Ihrem Konto');
    }
    // The academy's copy and anything not to the booker carry no secret.
    for (const mail of mails.filter((m) => m.recipient !== customer.email)) {
      expect(JSON.stringify(mail.data)).not.toContain(viewToken);
    }
  });

  it('a customer with an account keeps the dashboard link, and no secret is put into the mails', async () => {
    const customer: TestUser = await createCustomer('mitkonto');
    await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [customer.id]);
    const booked = await as(customer).rpc<Booked>('book_cart', {
      _lines: [sessionLine(sessionId, 1)],
      _customer: { ...CUSTOMER_DETAILS, email: customer.email },
      _payment_method: 'invoice',
    });
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'confirmed' });
    const { view_token: viewToken } = await tokensOf(booked.booking_id);
    const mails = await mailsOf(booked.booking_id);
    expect(mails.map((m) => m.template)).toEqual(expect.arrayContaining(['booking_received', 'booking_confirmed']));
    for (const mail of mails) {
      expect(JSON.stringify(mail.data)).not.toContain(viewToken);
      if (mail.recipient !== customer.email) continue;
      const rendered = renderMail(mail.template, mail.data, SITE);
      expect(rendered.links).toContainEqual({
        label: 'Zu meinen Buchungen',
        url: 'https://akademie.example/dashboard',
      });
    }
  });
});
