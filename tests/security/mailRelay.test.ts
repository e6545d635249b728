/**
 * The outbox as an open mail relay (issue 28, item 3), the attacks first: as anon, in-house requests to
 * `victim+N@…` queued one mail each with the attacker's text; join_waitlist mailed one mailbox through `+tags`;
 * change_participant mailed the new participant on every call, also on an expired booking; and every guest booking
 * queued a receipt now and a "payment link expired" mail later. Now unverified mails are limited per normalised
 * recipient and per hour, carry no free text, and a refused action changes nothing (docs/booking-rules.md).
 */
import { Pool } from 'pg';
import { asSuperuser, becomeRole, closePool, testDatabaseUrl } from '../db/client';
import {
  as,
  claimsFor,
  createCustomer,
  createSession,
  CUSTOMER_DETAILS,
  guestDetails,
  sessionLine,
  type TestUser,
} from '../db/fixtures';
import type { RpcAnswer } from './apiRequest';
import { inRolledBackAttack, SCHEMA_LIMITS } from './attackSteps';

afterAll(closePool);

const PHISH = 'Ihre Sparkasse – Konto gesperrt, Login: https://phish.example/login';

function inhouseInsert(email: string) {
  return [
    `insert into public.inhouse_requests (company, contact_name, email, topic, message, privacy_consent)
     values ($1, $2, $3, $4, $5, true)`,
    ['Ihre Sparkasse', 'Konto gesperrt', email, 'Login: https://phish.example', PHISH],
  ] as const;
}

describe('an anonymous visitor cannot use the outbox as a mail relay', () => {
  it('in-house requests to victim+N@… stop after 5 mails a day to that mailbox; the refused request is not stored', async () => {
    await inRolledBackAttack(async (attack) => {
      const outcomes: Array<string> = [];
      for (let n = 1; n <= 20; n += 1) {
        const [sql, params] = inhouseInsert(`Victim+${n}@relay-attack.test`);
        const result = await attack.call('anon', undefined, sql, [...params]);
        outcomes.push(result.ok ? 'stored' : String(result.code));
      }
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(SCHEMA_LIMITS.unverified_mails_per_recipient);
      expect(new Set(outcomes.slice(5))).toEqual(new Set(['MAIL_LIMIT_REACHED']));
      const [stored] = await attack.sql<{ n: number }>(
        `select count(*)::int as n from public.inhouse_requests where email ilike 'victim+%@relay-attack.test'`,
      );
      expect(stored!.n).toBe(5);
      // The requester's copies carry none of the attacker's text; only the academy's copies do.
      const mails = await attack.sql<{ template: string; data: unknown }>(
        `select template, data from public.email_outbox where recipient_key = 'victim@relay-attack.test'`,
      );
      expect(mails).toHaveLength(5);
      for (const mail of mails) {
        expect(mail.template).toBe('inhouse_request_received');
        expect(JSON.stringify(mail.data)).not.toMatch(/phish|Sparkasse|gesperrt/);
      }
    });
  });

  it('the unverified mails of all addresses together stop at the hourly total', async () => {
    await inRolledBackAttack(async (attack) => {
      // The gate itself, this hour's counter row: other test files' unverified mails wait until this transaction
      // ends, so the count holds.
      await attack.sql(
        `insert into private.unverified_mail_hours (hour) values (date_trunc('hour', now(), 'UTC')) on conflict do nothing`,
      );
      const [{ n: already }] = (await attack.sql<{ n: number }>(
        `select mails as n from private.unverified_mail_hours where hour = date_trunc('hour', now(), 'UTC') for update`,
      )) as [{ n: number }];
      await attack.sql('update public.settings set unverified_mails_per_hour = $1 where id = 1', [already + 3]);
      const outcomes: string[] = [];
      for (let n = 1; n <= 6; n += 1) {
        const [sql, params] = inhouseInsert(`spread${n}@relay-total.test`);
        const result = await attack.call('anon', undefined, sql, [...params]);
        outcomes.push(result.ok ? 'stored' : String(result.code));
      }
      expect(outcomes).toEqual(['stored', 'stored', 'stored', ...Array(3).fill('MAIL_LIMIT_REACHED')]);
    });
  });

  it('join_waitlist through +tags mails one mailbox at most 5 times a day', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => createSession({ capacity: 1, seatsBooked: 1 })));
    await inRolledBackAttack(async (attack) => {
      const outcomes: string[] = [];
      for (const [i, session] of sessions.entries()) {
        const result = await attack.rpc('anon', undefined, 'join_waitlist', {
          _session_id: session,
          _webinar_id: null,
          _name: PHISH.slice(0, 100),
          _email: `opfer+${i}@relay-waitlist.test`,
          _seats: 1,
        });
        outcomes.push(result.ok ? 'joined' : String(result.code));
      }
      expect(outcomes).toEqual([...Array(5).fill('joined'), ...Array(3).fill('MAIL_LIMIT_REACHED')]);
      const mails = await attack.sql<{ data: unknown }>(
        `select data from public.email_outbox where recipient_key = 'opfer@relay-waitlist.test'`,
      );
      expect(mails).toHaveLength(5);
      // No name the visitor typed goes to the unconfirmed address.
      for (const mail of mails) expect(JSON.stringify(mail.data)).not.toMatch(/Sparkasse|phish/);
      const [entries] = await attack.sql<{ n: number }>(
        `select count(*)::int as n from public.waitlist_entries where email like 'opfer+%@relay-waitlist.test'`,
      );
      expect(entries!.n).toBe(5);
    });
  });

  it('join_waitlist takes no 10-seat entry on a date that is not sold out', async () => {
    const session = await createSession({ capacity: 10, seatsBooked: 9 });
    await inRolledBackAttack(async (attack) => {
      const result = await attack.rpc('anon', undefined, 'join_waitlist', {
        _session_id: session,
        _webinar_id: null,
        _name: 'Gast',
        _email: 'gast@relay-seats.test',
        _seats: 10,
      });
      expect(result).toMatchObject({ ok: false, code: 'WAITLIST_SEATS_AVAILABLE' });
    });
  });

  it('guest bookings to one mailbox stop at 5 receipts a day, and an expired guest booking mails once a day at most', async () => {
    const session = await createSession({ capacity: 30 });
    await inRolledBackAttack(async (attack) => {
      const outcomes: string[] = [];
      for (let n = 1; n <= 6; n += 1) {
        const result = await attack.rpc('anon', undefined, 'book_cart', {
          _lines: [sessionLine(session, 1)],
          _customer: { ...CUSTOMER_DETAILS, email: `kassen+${n}@relay-booking.test` },
          _payment_method: 'online',
        });
        outcomes.push(result.ok ? 'booked' : String(result.code));
      }
      expect(outcomes).toEqual([...Array(5).fill('booked'), 'MAIL_LIMIT_REACHED']);
      const [{ n: bookings }] = (await attack.sql<{ n: number }>(
        `select count(*)::int as n from public.bookings where customer_email like 'kassen+%@relay-booking.test'`,
      )) as [{ n: number }];
      expect(bookings).toBe(5);

      // Another mailbox: its bookings lapse unpaid; the expiry mails it once, not once per booking.
      for (let n = 1; n <= 3; n += 1) {
        await attack.rpc('anon', undefined, 'book_cart', {
          _lines: [sessionLine(session, 1)],
          _customer: { ...guestDetails(), email: `ablauf+${n}@relay-expiry.test` },
          _payment_method: 'online',
        });
      }
      await attack.sql(
        `update public.bookings set hold_expires_at = now() - interval '1 minute'
         where customer_email like 'ablauf+%@relay-expiry.test'`,
      );
      await attack.sql('select private.expire_holds()');
      const [{ n: expiredMails }] = (await attack.sql<{ n: number }>(
        `select count(*)::int as n from public.email_outbox
         where template = 'payment_link_expired' and recipient_key = 'ablauf@relay-expiry.test'`,
      )) as [{ n: number }];
      expect(expiredMails).toBe(1);
    });
  });
});

describe('a signed-in customer cannot mail strangers through change_participant', () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await createCustomer('ersatz');
  });

  async function bookingItem(): Promise<{ itemId: string; bookingId: string }> {
    const session = await createSession({ capacity: 10 });
    const booking = await as(customer).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session, 1)],
      _customer: guestDetails(),
      _payment_method: 'invoice',
    });
    const { rows } = await (
      await import('../db/client')
    )
      .asSuperuser()
      .query('select id from public.booking_items where booking_id = $1', [booking.booking_id]);
    return { itemId: (rows[0] as { id: string }).id, bookingId: booking.booking_id };
  }

  it('repeating the same participant mails nothing; a new one is mailed within the limit; an expired booking mails nobody', async () => {
    const { itemId, bookingId } = await bookingItem();
    await inRolledBackAttack(async (attack) => {
      const change = (email: string, first = 'Mara') =>
        attack.rpc('authenticated', claimsFor(customer), 'change_participant', {
          _booking_item_id: itemId,
          _participant_index: 0,
          _first_name: first,
          _last_name: 'Ersatz',
          _email: email,
        });
      const mailsTo = async (key: string) =>
        (
          (await attack.sql<{ n: number }>(
            `select count(*)::int as n from public.email_outbox where template = 'participant_changed' and recipient_key = $1`,
            [key],
          )) as [{ n: number }]
        )[0].n;

      expect((await change('mara@relay-change.test')).ok).toBe(true);
      for (let i = 0; i < 5; i += 1) expect((await change('mara@relay-change.test')).ok).toBe(true);
      expect(await mailsTo('mara@relay-change.test')).toBe(1);
      const [{ n: logged }] = (await attack.sql<{ n: number }>(
        `select count(*)::int as n from public.participant_changes c
         join public.booking_items bi on bi.id = c.booking_item_id where bi.id = $1`,
        [itemId],
      )) as [{ n: number }];
      expect(logged).toBe(1);

      // Flipping between names mails the victim's mailbox at most 5 times a day, then the change is refused.
      const outcomes: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const result = await change(`opfer+${i}@relay-change.test`, `Name${i}`);
        outcomes.push(result.ok ? 'changed' : String(result.code));
      }
      expect(outcomes).toEqual([...Array(5).fill('changed'), ...Array(3).fill('MAIL_LIMIT_REACHED')]);

      // The mail carries no name the booker typed.
      const [mail] = await attack.sql<{ data: unknown }>(
        `select data from public.email_outbox where recipient_key = 'opfer@relay-change.test' limit 1`,
      );
      expect(JSON.stringify(mail!.data)).not.toMatch(/Name\d|Ersatz/);

      // An expired booking holds no seat: changing its participant mails nobody.
      await attack.sql(`update public.bookings set status = 'expired', expired_at = now() where id = $1`, [bookingId]);
      expect((await change('spaet@relay-change.test')).ok).toBe(true);
      expect(await mailsTo('spaet@relay-change.test')).toBe(0);
    });
  });
});

describe('simultaneous requests cannot push more unverified mails to one mailbox than the limit allows', () => {
  it('20 in-house requests to victim+N@… at the same moment queue exactly the allowed mails; the rest are refused', async () => {
    const stamp = `${process.pid}-${Date.now()}`;
    const key = `gleichzeitig-${stamp}@relay-parallel.test`;
    const [local, domain] = key.split('@') as [string, string];
    // The harness raises the limit for everyone (tests/db/globalSetup.ts); mails of two hours ago to this mailbox
    // count for its day but not for the hourly total, and leave exactly the schema's 5.
    const { rows } = await asSuperuser().query<{ limit: number }>(
      'select unverified_mails_per_recipient as limit from public.settings where id = 1',
    );
    const left = SCHEMA_LIMITS.unverified_mails_per_recipient;
    await asSuperuser().query(
      `insert into public.email_outbox
         (template, recipient, data, idempotency_key, recipient_key, unverified, created_at, next_attempt_at, sent_at)
       select 'inhouse_request_received', $1, '{}', 'parallel-earlier:' || $1 || ':' || g, $1, true,
              now() - interval '2 hours', now() - interval '2 hours', now() - interval '2 hours'
       from generate_series(1, $2::int) g`,
      [key, rows[0]!.limit - left],
    );
    // Each request is its own committed transaction on its own connection, as concurrent PostgREST calls are; it
    // stays open a moment after the insert (the API's latency), so all 20 overlap.
    const parallel = new Pool({ connectionString: testDatabaseUrl(), max: 20 });
    const request = async (n: number): Promise<RpcAnswer> => {
      const client = await parallel.connect();
      try {
        await client.query('begin');
        await becomeRole(client, 'anon', undefined);
        const [sql, params] = inhouseInsert(`${local}+${n}@${domain}`);
        await client.query(sql, [...params]);
        await client.query('select pg_sleep(0.2)');
        await client.query('commit');
        return { ok: true, result: null };
      } catch (error) {
        await client.query('rollback');
        return { ok: false, code: (error as Error).message, detail: undefined };
      } finally {
        client.release();
      }
    };
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => request(n)));
      expect(answers.filter((a) => a.ok)).toHaveLength(left);
      expect(answers.filter((a) => !a.ok && a.code === 'MAIL_LIMIT_REACHED')).toHaveLength(20 - left);
      const [queued] = (
        await asSuperuser().query<{ n: number }>(
          `select count(*)::int as n from public.email_outbox
           where recipient_key = $1 and created_at > now() - interval '1 hour'`,
          [key],
        )
      ).rows;
      expect(queued!.n).toBe(left);
      const [stored] = (
        await asSuperuser().query<{ n: number }>(
          'select count(*)::int as n from public.inhouse_requests where email like $1',
          [`${local}+%@${domain}`],
        )
      ).rows;
      expect(stored!.n).toBe(left);
    } finally {
      await parallel.end();
      await asSuperuser().query(
        `delete from public.email_outbox where recipient_key = $1 or idempotency_key in (
           select 'inhouse_request_academy:' || id from public.inhouse_requests where email like $2)`,
        [key, `${local}+%@${domain}`],
      );
      await asSuperuser().query('delete from public.inhouse_requests where email like $1', [`${local}+%@${domain}`]);
    }
  });
});
