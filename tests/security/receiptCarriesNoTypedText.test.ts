/**
 * The academy's receipt as a phishing carrier (issue 28, item 3), the attack first: a visitor booked as a guest with
 * a victim's address and typed `Ihre Sparkasse – Konto gesperrt https://evil.example` as name, company, address and
 * participants; the receipt (and later the "payment link expired" mail and the withdrawal receipt) greeted the victim
 * with that text in the academy's own template. Now a mail to an address nobody has verified carries only the
 * academy's own facts (docs/booking-rules.md); the academy's copy keeps everything, and a signed-in customer with a
 * confirmed address keeps the personal greeting.
 */
import { asSuperuser, closePool } from '../db/client';
import { claimsFor, createCustomer, createSession, type TestUser } from '../db/fixtures';
import { inRolledBackAttack, type Attack } from './attackSteps';

afterAll(closePool);

const PHISH = 'Ihre Sparkasse – Konto gesperrt https://evil.example';
const TYPED = /Sparkasse|gesperrt|evil\.example|Phishweg|Lockstadt|DE999999999/;

const phishingCustomer = (email: string, customerType: 'private' | 'company' = 'company') => ({
  first_name: PHISH,
  last_name: 'Konto gesperrt',
  email,
  customer_type: customerType,
  ...(customerType === 'company' ? { company_name: PHISH, vat_id: 'DE999999999' } : {}),
  street: 'Phishweg 1 https://evil.example/login',
  postal_code: '10115',
  city: 'Lockstadt',
});

const phishingLine = (session: string, quantity = 2) => ({
  session_id: session,
  quantity,
  participants: Array.from({ length: quantity }, (_, i) => ({
    first_name: PHISH,
    last_name: `Sparkasse ${i}`,
    email: `sparkasse-${i}@evil.example`,
  })),
});

async function outboxData(attack: Attack, bookingId: string, template: string): Promise<unknown[]> {
  const rows = await attack.sql<{ data: unknown }>(
    'select data from public.email_outbox where booking_id = $1 and template = $2',
    [bookingId, template],
  );
  return rows.map((row) => row.data);
}

describe("a visitor cannot send the academy's receipt with their own text to a stranger's address", () => {
  let session: string;
  let confirmed: TestUser;
  beforeAll(async () => {
    session = await createSession({ capacity: 30 });
    confirmed = await createCustomer('quittung');
    await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [confirmed.id]);
  });

  it.each(['invoice', 'online'])(
    'a guest booking (%s) queues a receipt without the typed name, company, address or participants',
    async (payment) => {
      await inRolledBackAttack(async (attack) => {
        const booked = await attack.rpc('anon', undefined, 'book_cart', {
          _lines: [phishingLine(session)],
          _customer: phishingCustomer(`opfer-${payment}@receipt-attack.test`),
          _payment_method: payment,
        });
        expect(booked.ok ? 'booked' : booked.code).toBe('booked');
        const { booking_id: bookingId, booking_number: bookingNumber } = booked.data as {
          booking_id: string;
          booking_number: string;
        };
        const [receipt] = await outboxData(attack, bookingId, 'booking_received');
        expect(JSON.stringify(receipt)).not.toMatch(TYPED);
        // The academy's own facts stay: number, seats, amounts, the date and the confirmation link's token.
        expect(receipt).toMatchObject({
          booking: {
            booking_number: bookingNumber,
            items: [expect.objectContaining({ quantity: 2, title: expect.any(String) })],
            gross_cents: expect.any(Number),
          },
          academy: expect.objectContaining({ email: expect.any(String) }),
        });
        if (payment === 'invoice') expect(receipt).toMatchObject({ confirmation_token: expect.any(String) });
        // The academy's copy keeps everything the visitor typed.
        const [academy] = await outboxData(attack, bookingId, 'academy_new_booking');
        expect(JSON.stringify(academy)).toContain(PHISH);
        expect(JSON.stringify(academy)).toContain('sparkasse-0@evil.example');
      });
    },
  );

  it('the "payment link expired" mail to a guest carries none of the typed text either', async () => {
    await inRolledBackAttack(async (attack) => {
      const booked = await attack.rpc('anon', undefined, 'book_cart', {
        _lines: [phishingLine(session)],
        _customer: phishingCustomer('ablauf@receipt-attack.test'),
        _payment_method: 'online',
      });
      const { booking_id: bookingId } = booked.data as { booking_id: string };
      await attack.sql(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [
        bookingId,
      ]);
      await attack.sql('select private.expire_holds()');
      const mails = await outboxData(attack, bookingId, 'payment_link_expired');
      expect(mails).toHaveLength(1);
      expect(JSON.stringify(mails[0])).not.toMatch(TYPED);
    });
  });

  it("a guest's withdrawal receipt does not greet the address with the name the booker typed", async () => {
    await inRolledBackAttack(async (attack) => {
      const email = 'widerruf@receipt-attack.test';
      const booked = await attack.rpc('anon', undefined, 'book_cart', {
        _lines: [phishingLine(session, 1)],
        _customer: phishingCustomer(email, 'private'),
        _payment_method: 'invoice',
      });
      const { booking_id: bookingId, booking_number: bookingNumber } = booked.data as {
        booking_id: string;
        booking_number: string;
      };
      const withdrawn = await attack.rpc('anon', undefined, 'withdraw_booking_as_guest', {
        _booking_number: bookingNumber,
        _email: email,
        _name: PHISH,
      });
      expect(withdrawn).toMatchObject({ ok: true, data: expect.objectContaining({ status: 'cancelled' }) });
      const [receipt] = await outboxData(attack, bookingId, 'withdrawal_received');
      expect(JSON.stringify(receipt)).not.toMatch(TYPED);
      expect(receipt).toMatchObject({ booking_number: bookingNumber });
      const [notice] = await outboxData(attack, bookingId, 'academy_withdrawal');
      expect(JSON.stringify(notice)).toContain(PHISH);
    });
  });

  it('a signed-in customer with a confirmed address still gets the receipt with their own name', async () => {
    await inRolledBackAttack(async (attack) => {
      const booked = await attack.rpc('authenticated', claimsFor(confirmed), 'book_cart', {
        _lines: [phishingLine(session, 1)],
        _customer: { ...phishingCustomer(confirmed.email, 'private'), first_name: 'Erika', last_name: 'Echt' },
        _payment_method: 'invoice',
      });
      const { booking_id: bookingId } = booked.data as { booking_id: string };
      const [receipt] = await outboxData(attack, bookingId, 'booking_received');
      expect(receipt).toMatchObject({ booking: { customer_first_name: 'Erika', customer_last_name: 'Echt' } });
    });
  });
});
