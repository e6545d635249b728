/**
 * Participants' own mails (issue 31) as a spam or phishing carrier, the attack first: the participants' addresses of
 * a booking are typed by the booker, nobody has verified them, and once the booking is confirmed each of them gets a
 * mail from the academy. A booker could list a victim in every seat (or as victim+1@…, Victim+2@…), book again and
 * again, and type a phishing text as the participants' names or company. Now (docs/mail.md, "Participants") each
 * normalised address gets one mail per booking, the mails count against the unverified-mail limits (skipped silently
 * over them, the confirmation never fails), and a mail carries only the academy's catalogue facts: no price, no name,
 * no company, nothing the booker typed.
 */
import { asSuperuser, closePool } from '../db/client';
import { ADMIN, claimsFor, createCustomer, createSession, type TestUser } from '../db/fixtures';
import { inRolledBackAttack, SCHEMA_LIMITS, type Attack } from './attackSteps';

afterAll(closePool);

const PHISH = 'Ihre Sparkasse – Konto gesperrt https://evil.example';
const TYPED = /Sparkasse|gesperrt|evil\.example|Phishweg|Lockstadt|DE999999999/;
const VICTIM = 'opfer@participant-attack.test';

const company = (email: string) => ({
  first_name: 'Bea',
  last_name: 'Bucher',
  email,
  customer_type: 'company',
  company_name: PHISH,
  vat_id: 'DE999999999',
  street: 'Phishweg 1',
  postal_code: '10115',
  city: 'Lockstadt',
});

/** Every seat names the victim, spelled differently each time, with the phishing text as the name. */
const victimLine = (session: string, quantity: number) => ({
  session_id: session,
  quantity,
  participants: Array.from({ length: quantity }, (_, i) => ({
    first_name: PHISH,
    last_name: `Sparkasse ${i}`,
    email: i === 0 ? VICTIM : `Opfer+${i}@participant-attack.test`,
  })),
});

async function bookAndConfirm(attack: Attack, booker: TestUser, lines: unknown[]): Promise<string> {
  const booked = await attack.rpc('authenticated', claimsFor(booker), 'book_cart', {
    _lines: lines,
    _customer: company(booker.email),
    _payment_method: 'invoice',
  });
  expect(booked).toMatchObject({ ok: true });
  const { booking_id: bookingId } = booked.data as { booking_id: string };
  const confirmed = await attack.rpc('authenticated', claimsFor(ADMIN), 'admin_set_booking_status', {
    _booking_id: bookingId,
    _status: 'confirmed',
  });
  // The academy's confirmation never fails because of the participants' mails.
  expect(confirmed).toMatchObject({ ok: true });
  return bookingId;
}

const participantMails = (attack: Attack, recipientLike: string) =>
  attack.sql<{ recipient: string; data: unknown; unverified: boolean; booking_id: string }>(
    `select recipient, data, unverified, booking_id from public.email_outbox
     where template = 'participant_booked' and lower(recipient) like $1 order by created_at, id`,
    [recipientLike],
  );

describe('a booker cannot use the participants’ mails to spam or phish a stranger', () => {
  let booker: TestUser;
  let session: string;
  let secondSession: string;
  beforeAll(async () => {
    booker = await createCustomer('teilnehmerbucher');
    await asSuperuser().query('update auth.users set email_confirmed_at = now() where id = $1', [booker.id]);
    session = await createSession({ capacity: 200 });
    secondSession = await createSession({ capacity: 200, dayOffset: 70 });
  });

  it('listing the victim in every seat of two dates (with +tags and capitals) sends ONE mail for the booking', async () => {
    await inRolledBackAttack(async (attack) => {
      const bookingId = await bookAndConfirm(attack, booker, [victimLine(session, 5), victimLine(secondSession, 3)]);
      const mails = await participantMails(attack, '%@participant-attack.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: VICTIM, unverified: true, booking_id: bookingId });
      // Both dates in that one mail.
      expect((mails[0]!.data as { items: unknown[] }).items).toHaveLength(2);
      // Paying later (or confirming twice) sends nothing more.
      await attack.rpc('authenticated', claimsFor(ADMIN), 'admin_set_booking_status', {
        _booking_id: bookingId,
        _status: 'paid',
      });
      expect(await participantMails(attack, '%@participant-attack.test')).toHaveLength(1);
    });
  });

  it('the mail carries only the academy’s facts: no typed name, company or text, no price', async () => {
    await inRolledBackAttack(async (attack) => {
      await bookAndConfirm(attack, booker, [victimLine(session, 2)]);
      const [mail] = await participantMails(attack, VICTIM);
      const json = JSON.stringify(mail!.data);
      expect(json).not.toMatch(TYPED);
      expect(json).not.toMatch(/cents|price|Bea|Bucher|teilnehmerbucher/);
      const { items, academy } = mail!.data as {
        items: Array<Record<string, unknown>>;
        academy: Record<string, unknown>;
      };
      expect(Object.keys(mail!.data as object).sort()).toEqual(['academy', 'items']);
      expect(items[0]).toMatchObject({
        title: expect.any(String),
        is_webinar: false,
        start_date: expect.any(String),
        venue: expect.objectContaining({ street: expect.any(String), postal_code: expect.any(String) }),
      });
      expect(academy).toMatchObject({ legal_name: expect.any(String), email: expect.any(String) });
    });
  });

  it('booking again and again reaches the victim at most as often as the unverified-mail limit allows', async () => {
    await inRolledBackAttack(async (attack) => {
      const bookings = SCHEMA_LIMITS.unverified_mails_per_recipient + 2;
      for (let i = 0; i < bookings; i += 1) await bookAndConfirm(attack, booker, [victimLine(session, 1)]);
      expect(await participantMails(attack, VICTIM)).toHaveLength(SCHEMA_LIMITS.unverified_mails_per_recipient);
    });
  });

  it('the booker listed as a participant gets no second mail; other participants each get their own', async () => {
    await inRolledBackAttack(async (attack) => {
      const bookingId = await bookAndConfirm(attack, booker, [
        {
          session_id: session,
          quantity: 3,
          participants: [
            { first_name: 'Bea', last_name: 'Bucher', email: booker.email.toUpperCase() },
            { first_name: 'Tim', last_name: 'Team', email: 'tim@participant-attack.test' },
            { first_name: 'Ula', last_name: 'Team', email: 'ula@participant-attack.test' },
          ],
        },
      ]);
      const mails = (await participantMails(attack, '%')).filter((mail) => mail.booking_id === bookingId);
      expect(mails.map((mail) => mail.recipient).sort()).toEqual([
        'tim@participant-attack.test',
        'ula@participant-attack.test',
      ]);
    });
  });

  it('a booking binding at once (signed in, confirmed address, invoice) mails its participants once', async () => {
    await inRolledBackAttack(async (attack) => {
      const booked = await attack.rpc('authenticated', claimsFor(booker), 'book_cart', {
        _lines: [victimLine(session, 2)],
        _customer: company(booker.email),
        _payment_method: 'invoice',
      });
      expect(booked).toMatchObject({ ok: true });
      const { booking_id: bookingId } = booked.data as { booking_id: string };
      expect(await participantMails(attack, VICTIM)).toHaveLength(1);
      await attack.rpc('authenticated', claimsFor(ADMIN), 'admin_set_booking_status', {
        _booking_id: bookingId,
        _status: 'confirmed',
      });
      expect(await participantMails(attack, VICTIM)).toHaveLength(1);
    });
  });

  it('a pending (not yet binding) booking mails no participant', async () => {
    await inRolledBackAttack(async (attack) => {
      const booked = await attack.rpc('anon', undefined, 'book_cart', {
        _lines: [victimLine(session, 2)],
        _customer: company('gast@participant-attack.test'),
        _payment_method: 'online',
      });
      expect(booked).toMatchObject({ ok: true });
      expect(await participantMails(attack, VICTIM)).toHaveLength(0);
    });
  });

  it('a substitute gets the same facts (full address) and nothing the booker typed', async () => {
    await inRolledBackAttack(async (attack) => {
      const bookingId = await bookAndConfirm(attack, booker, [victimLine(session, 1)]);
      const [item] = await attack.sql<{ id: string }>('select id from public.booking_items where booking_id = $1', [
        bookingId,
      ]);
      const changed = await attack.rpc('authenticated', claimsFor(booker), 'change_participant', {
        _booking_item_id: item!.id,
        _participant_index: 0,
        _first_name: PHISH,
        _last_name: 'Sparkasse',
        _email: 'ersatz@participant-attack.test',
      });
      expect(changed).toMatchObject({ ok: true });
      const [mail] = await attack.sql<{ data: unknown }>(
        "select data from public.email_outbox where template = 'participant_changed' and recipient = $1",
        ['ersatz@participant-attack.test'],
      );
      expect(JSON.stringify(mail!.data)).not.toMatch(TYPED);
      expect(mail!.data).toMatchObject({
        item: { venue: expect.objectContaining({ street: expect.any(String), city: expect.any(String) }) },
      });
    });
  });
});
