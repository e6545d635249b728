/**
 * The product backend of the demo (mocks/app) through supabase-js as the app uses it: demo logins, embedding over
 * the product's foreign keys, and the demo-only glue around the business rules (confirmation mail, payment functions,
 * mail links). The business rules themselves are pinned by the contract suite (tests/contract).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { paths } from '../../../src/config/paths';
import { instantDay, instantTime } from '../../../supabase/functions/_shared/mail/format';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY, getMockDb, listMails } from '../../../mocks';
import { DEMO_ADMIN, DEMO_CUSTOMER, addDays, berlinDates, seedId } from '../../../mocks/seed';

let count = 0;
function client(key = DEMO_SUPABASE_ANON_KEY): SupabaseClient {
  count += 1;
  return createClient(DEMO_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `product-${count}` },
  });
}

async function signedIn(user: { email: string; password: string }): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword(user);
  if (error) throw error;
  return c;
}

const SESSION = 'c0000000-0000-4000-8000-000000000001';
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

async function createSession(): Promise<void> {
  const date = berlinDates(new Date()).date(60);
  const { error } = await client(DEMO_SUPABASE_SERVICE_ROLE_KEY)
    .from('seminar_sessions')
    .insert({
      id: SESSION,
      seminar_id: seedId('seminar', 1),
      location_id: seedId('location', 1),
      start_date: date,
      end_date: addDays(date, 1),
      capacity: 10,
    });
  if (error) throw new Error(error.message);
}

async function bookAsGuest(paymentMethod: 'invoice' | 'online', quantity = 2) {
  return client().rpc('book_cart', {
    _lines: [{ session_id: SESSION, quantity, participants: Array.from({ length: quantity }, () => PARTICIPANT) }],
    _customer: GUEST,
    _payment_method: paymentMethod,
  });
}

describe('product backend (demo)', () => {
  it('signs in the demo accounts with their roles', async () => {
    const admin = await signedIn(DEMO_ADMIN);
    expect((await admin.rpc('has_role', { _user_id: DEMO_ADMIN.id, _role: 'admin' })).data).toBe(true);
    const customer = await signedIn(DEMO_CUSTOMER);
    const { data } = await customer.from('profiles').select('first_name, last_name').single();
    expect(data).toEqual({ first_name: 'Katharina', last_name: 'Neumann' });
  });

  it('embeds seminar, location and trainer into sessions like PostgREST', async () => {
    const { data, error } = await client()
      .from('seminar_sessions')
      .select('id, seminars(slug, price_net_cents), locations(city_slug), trainers(slug)')
      .eq('id', seedId('session', 1))
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      seminars: { slug: 'seo-grundlagen', price_net_cents: 125_210 },
      locations: { city_slug: expect.any(String) as string },
    });
  });

  it('keeps updated_at honest on every update', async () => {
    const admin = await signedIn(DEMO_ADMIN);
    const before = (await admin.from('settings').select('updated_at').single()).data!.updated_at;
    const { data } = await admin
      .from('settings')
      .update({ updated_at: '2000-01-01T00:00:00Z', phone: '+49 30 0' })
      .eq('id', 1)
      .select('updated_at')
      .single();
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(before));
  });

  it('mails the booking receipt from the outbox after book_cart (and the academy), and nothing when it fails', async () => {
    await createSession();
    const { data, error } = await bookAsGuest('invoice');
    expect(error).toBeNull();
    const mails = listMails(getMockDb(), GUEST.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Ihre Buchung ${data.booking_number} ist eingegangen`);
    expect(mail.text).toContain('SEO-Grundlagen');
    expect(mail.text).toContain('2 × 1.252,10 €');
    expect(mail.text).toContain('zzgl. 19 % MwSt.: 475,80 €');
    expect(mail.text).toContain('Gesamtbetrag (brutto): 2.980,00 €');
    expect(mail.text).toContain('Kauf auf Rechnung');
    // A guest's invoice booking: binding only once confirmed, within 24 hours.
    expect(mail.text).toContain(
      `Bitte bestätigen Sie Ihre Buchung bis ${instantDay(data.hold_expires_at)}, ${instantTime(data.hold_expires_at)}`,
    );
    const token = getMockDb()
      .rows('booking_tokens')
      .find((t) => t.booking_id === data.booking_id)?.confirmation_token;
    expect(mail.links[0]).toEqual({
      label: 'Buchung bestätigen',
      url: `http://localhost${paths.confirmBooking}?token=${String(token)}`,
    });
    // A guest has no account: the second link opens the booking by its secret (docs/booking-rules.md).
    const viewToken = getMockDb()
      .rows('booking_tokens')
      .find((t) => t.booking_id === data.booking_id)?.view_token;
    expect(mail.links[1]).toEqual({
      label: 'Ihre Buchung ansehen',
      url: `http://localhost${paths.guestBooking}?code=${String(viewToken)}`,
    });
    // Delivered once from its outbox row, which is marked sent.
    const row = getMockDb()
      .rows('email_outbox')
      .find((candidate) => candidate.id === mail.outboxId);
    expect(row).toMatchObject({ template: 'booking_received', attempts: 1 });
    expect(row?.sent_at).not.toBeNull();
    expect(listMails(getMockDb(), 'info@akademie.test').map((m) => m.subject)).toEqual([
      `Neue Buchung ${data.booking_number}`,
    ]);

    const failed = await bookAsGuest('invoice', 11);
    expect(failed.error?.message).toBe('TOO_MANY_SEATS');
    expect(listMails(getMockDb(), GUEST.email)).toHaveLength(1);
  });

  it('checkout answers the demo provider page for a pending online booking', async () => {
    await createSession();
    const online = (await bookAsGuest('online')).data as { booking_id: string; payment_token: string };
    // Knowing the booking id is not enough: without the booker's session or payment token it looks missing.
    const stranger = await client().functions.invoke('checkout', { body: { booking_id: online.booking_id } });
    expect(stranger.response?.status).toBe(404);
    const guessed = await client().functions.invoke('checkout', {
      body: { booking_id: online.booking_id, payment_token: crypto.randomUUID() },
    });
    expect(guessed.response?.status).toBe(404);
    const { data, error } = await client().functions.invoke('checkout', {
      body: { booking_id: online.booking_id, payment_token: online.payment_token },
    });
    expect(error).toBeNull();
    const url = new URL((data as { url: string }).url);
    expect(url.pathname).toBe(paths.demoPayment);
    expect(url.searchParams.get('booking')).toBe(online.booking_id);
    expect(url.searchParams.get('session')).toMatch(/^cs_demo_[0-9a-f]{32}$/);

    const invoice = (await bookAsGuest('invoice', 1)).data as { booking_id: string; payment_token: string };
    const refused = await client().functions.invoke('checkout', {
      body: { booking_id: invoice.booking_id, payment_token: invoice.payment_token },
    });
    expect(refused.response?.status).toBe(409);
  });

  it('payment-webhook marks the booking paid, with the service-role key only', async () => {
    await createSession();
    const { booking_id } = (await bookAsGuest('online')).data as { booking_id: string };
    const anon = await client().functions.invoke('payment-webhook', { body: { booking_id } });
    expect(anon.response?.status).toBe(401);
    const service = client(DEMO_SUPABASE_SERVICE_ROLE_KEY);
    const { data } = await service.functions.invoke('payment-webhook', { body: { booking_id } });
    expect(data).toMatchObject({ booking_id, status: 'paid' });
    const row = (await service.from('bookings').select('status, paid_at').eq('id', booking_id).single()).data;
    expect(row?.status).toBe('paid');
    expect(row?.paid_at).toEqual(expect.any(String));
  });

  it('answers an RPC with unknown argument names like PostgREST (PGRST202)', async () => {
    const { status, error } = await client().rpc('book_cart', { lines: [] });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });

  it('sends mail links without redirect_to to the app pages of their step', async () => {
    await client().auth.resetPasswordForEmail(DEMO_CUSTOMER.email);
    const [mail] = listMails(getMockDb(), DEMO_CUSTOMER.email);
    const link = new URL(mail!.links[0]!.url);
    expect(link.searchParams.get('redirect_to')).toBe(`http://localhost${paths.passwordReset}`);
  });
});
