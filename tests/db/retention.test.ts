/**
 * Retention (issue 33, docs/data-model.md "Retention"): private.purge_expired_personal_data works in batches of at
 * most `_limit` rows of each kind, skips rows another transaction holds instead of waiting, keeps what is younger than
 * its period, unsent mails and everything of an invoiced booking, and no API role can run the private function (only
 * the service role the public one). Everything is written and purged in rolled-back transactions of the shared test
 * database, after a first purge of what the seed and other files left due there.
 */
import type { PoolClient } from 'pg';
import { asRole, asSuperuser, becomeRole, closePool, pool, transaction } from './client';
import { CUSTOMER, claimsFor } from './fixtures';

afterAll(closePool);

const ALT = "now() - interval '31 days'";
const YOUNG = "now() - interval '29 days'";

async function batch(client: PoolClient, limit = 500): Promise<number> {
  const { rows } = await client.query<{ n: number }>('select private.purge_expired_personal_data($1) as n', [limit]);
  return rows[0]!.n;
}

/** Everything already due in the shared database goes first (inside the rolled-back transaction). */
async function purgeAll(client: PoolClient): Promise<void> {
  while ((await batch(client)) > 0);
}

async function anySession(client: PoolClient): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select id from public.seminar_sessions order by id limit 1');
  return rows[0]!.id;
}

interface BookingSpec {
  key: string;
  expired: string;
  userId?: string;
  business?: boolean;
  country?: string;
  /** Paid after the hold lapsed: refund owed (needs_follow_up). */
  paidLate?: boolean;
}

/** An expired booking with one line of two seats, its links, a substitute change and a sent and an unsent mail. */
async function expiredBooking(client: PoolClient, session: string, spec: BookingSpec): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into public.bookings (booking_number, user_id, customer_email, customer_first_name, customer_last_name,
       customer_phone, customer_type, company_name, vat_id, billing_street, billing_postal_code, billing_city,
       billing_country, payment_method, status, net_cents, vat_cents, gross_cents, buyer_reference, expired_at,
       created_at)
     values ('DA-2026-' || $1, $2, $3 || '@example.test', 'Erika', 'Musterfrau', '+49 30 1234567', $4, $5, $6,
       'Musterweg 1', $7, 'Musterstadt', $8, 'invoice', 'expired', 10000, 1900, 11900, 'PO 4711',
       ${spec.expired}, ${spec.expired} - interval '1 day')
     returning id`,
    [
      String(900000 + Number(spec.key)),
      spec.userId ?? null,
      `verfallen${spec.key}`,
      spec.business ? 'company' : 'private',
      spec.business ? 'Muster GmbH' : null,
      spec.business ? 'ATU12345678' : null,
      (spec.country ?? 'DE') === 'DE' ? '10115' : '1010',
      spec.country ?? 'DE',
    ],
  );
  const id = rows[0]!.id;
  if (spec.paidLate) {
    await client.query(
      `update public.bookings set paid_at = expired_at + interval '1 hour', refund_cents = 11900,
         needs_follow_up = true where id = $1`,
      [id],
    );
  }
  const item = await client.query<{ id: string }>(
    `insert into public.booking_items (booking_id, session_id, title, location_name, start_date, starts_at, quantity,
       unit_net_cents, line_net_cents, vat_rate, line_vat_cents, participants)
     values ($1, $2, 'SEO', 'Berlin', current_date, now(), 2, 5000, 10000, 19, 1900,
       '[{"first_name":"Anna","last_name":"Eins","email":"anna@example.test"},
         {"first_name":"Bernd","last_name":"Zwei","email":"bernd@example.test"}]')
     returning id`,
    [id, session],
  );
  await client.query(
    `insert into public.participant_changes (booking_item_id, participant_index, previous_first_name,
       previous_last_name, previous_email, first_name, last_name, email)
     values ($1, 0, 'Alt', 'Person', 'alt@example.test', 'Anna', 'Eins', 'anna@example.test')`,
    [item.rows[0]!.id],
  );
  await client.query(`insert into public.booking_tokens (booking_id, payment_token) values ($1, gen_random_uuid())`, [
    id,
  ]);
  await client.query(
    `insert into public.email_outbox (template, data, recipient, idempotency_key, booking_id, sent_at, created_at)
     values ('booking_received', '{"first_name":"Erika"}', $2, 'retention-sent-' || $1, $1::uuid, ${spec.expired},
             ${spec.expired}),
            ('booking_received', '{"first_name":"Erika"}', $2, 'retention-unsent-' || $1, $1::uuid, null, ${spec.expired})`,
    [id, `verfallen${spec.key}@example.test`],
  );
  return id;
}

async function bookingState(client: PoolClient, id: string) {
  const booking = await client.query(
    `select booking_number, status, customer_email, customer_first_name, customer_last_name, customer_phone,
            customer_type, company_name, vat_id, billing_street, billing_postal_code, billing_city, billing_country,
            buyer_reference, net_cents, gross_cents
     from public.bookings where id = $1`,
    [id],
  );
  const items = await client.query(`select quantity, participants from public.booking_items where booking_id = $1`, [
    id,
  ]);
  const counts = await client.query<{ tokens: number; changes: number; mails: number; blank: number }>(
    `select (select count(*)::integer from public.booking_tokens where booking_id = $1) as tokens,
            (select count(*)::integer from public.participant_changes pc join public.booking_items bi
               on bi.id = pc.booking_item_id where bi.booking_id = $1) as changes,
            (select count(*)::integer from public.email_outbox where booking_id = $1) as mails,
            (select count(*)::integer from public.email_outbox where booking_id = $1 and recipient = ''
               and data = '{}') as blank`,
    [id],
  );
  return { booking: booking.rows[0] as Record<string, unknown>, items: items.rows, ...counts.rows[0]! };
}

describe('private.purge_expired_personal_data', () => {
  it('blanks old sent mails in batches of at most the limit, oldest first; younger and unsent ones stay', async () => {
    await transaction(
      async (client) => {
        await purgeAll(client);
        await client.query(
          `insert into public.email_outbox (template, data, recipient, idempotency_key, sent_at, created_at)
           select 'inhouse_request_received', jsonb_build_object('n', g), 'alt' || g || '@example.test',
                  'retention-batch-' || g, now() - interval '91 days' - g * interval '1 minute', now() - interval '92 days'
           from generate_series(1, 1200) g
           union all
           select 'inhouse_request_received', jsonb_build_object('n', g), 'jung' || g || '@example.test',
                  'retention-young-' || g, now() - interval '89 days', now() - interval '89 days'
           from generate_series(1, 10) g
           union all
           select 'inhouse_request_received', jsonb_build_object('n', g), 'offen' || g || '@example.test',
                  'retention-unsent-' || g, null, now() - interval '200 days'
           from generate_series(1, 5) g`,
        );
        const batches = [await batch(client), await batch(client), await batch(client), await batch(client)];
        expect(batches).toEqual([500, 500, 200, 0]);
        const { rows } = await client.query<{ kind: string; blank: number; kept: number }>(
          `select split_part(idempotency_key, '-', 2) as kind,
                  count(*) filter (where recipient = '' and recipient_key = '' and data = '{}')::integer as blank,
                  count(*) filter (where recipient like '%@example.test' and data ? 'n')::integer as kept
           from public.email_outbox where idempotency_key like 'retention-%' group by 1 order by 1`,
        );
        expect(rows).toEqual([
          { kind: 'batch', blank: 1200, kept: 0 },
          { kind: 'unsent', blank: 0, kept: 5 },
          { kind: 'young', blank: 0, kept: 10 },
        ]);
      },
      { rollback: true },
    );
  });

  it('takes the oldest first within a batch', async () => {
    await transaction(
      async (client) => {
        await purgeAll(client);
        await client.query(
          `insert into public.email_outbox (template, data, recipient, idempotency_key, sent_at)
           select 'inhouse_request_received', '{}', 'x' || g || '@example.test', 'retention-order-' || g,
                  now() - interval '100 days' - g * interval '1 day'
           from generate_series(1, 4) g`,
        );
        expect(await batch(client, 2)).toBe(2);
        const { rows } = await client.query<{ key: string }>(
          `select idempotency_key as key from public.email_outbox
           where idempotency_key like 'retention-order-%' and recipient = '' order by 1`,
        );
        // Keys 3 and 4 were sent 103 and 104 days ago.
        expect(rows.map((r) => r.key)).toEqual(['retention-order-3', 'retention-order-4']);
      },
      { rollback: true },
    );
  });

  it('skips a due row another transaction holds instead of waiting for it', async () => {
    const db = asSuperuser();
    const keys = ['retention-lock-held', 'retention-lock-free'];
    await db.query(
      `insert into public.email_outbox (template, data, recipient, idempotency_key, sent_at)
       select 'inhouse_request_received', '{"n":1}', 'lock@example.test', k, now() - interval '200 days'
       from unnest($1::text[]) k`,
      [keys],
    );
    const holder = await pool().connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from public.email_outbox where idempotency_key = $1 for update`, [keys[0]]);
      await transaction(
        async (client) => {
          // Waiting for the held row would fail here instead of hanging.
          await client.query(`set local lock_timeout = '2s'`);
          await purgeAll(client);
          const { rows } = await client.query<{ key: string; recipient: string }>(
            `select idempotency_key as key, recipient from public.email_outbox where idempotency_key = any ($1)
             order by 1`,
            [keys],
          );
          expect(rows).toEqual([
            { key: 'retention-lock-free', recipient: '' },
            { key: 'retention-lock-held', recipient: 'lock@example.test' },
          ]);
        },
        { rollback: true },
      );
    } finally {
      await holder.query('rollback');
      holder.release();
      await db.query(`delete from public.email_outbox where idempotency_key = any ($1)`, [keys]);
    }
  });

  it('anonymises lapsed guest holds after 30 days; younger, customers’, late-paid and invoiced ones stay intact', async () => {
    await transaction(
      async (client) => {
        await purgeAll(client);
        const session = await anySession(client);
        const lapsed = await expiredBooking(client, session, { key: '1', expired: ALT });
        const abroad = await expiredBooking(client, session, { key: '2', expired: ALT, business: true, country: 'AT' });
        const young = await expiredBooking(client, session, { key: '3', expired: YOUNG });
        const customers = await expiredBooking(client, session, { key: '4', expired: ALT, userId: CUSTOMER.id });
        const invoiced = await expiredBooking(client, session, {
          key: '5',
          expired: "now() - interval '400 days'",
          business: true,
          country: 'AT',
        });
        const paidLate = await expiredBooking(client, session, { key: '6', expired: ALT, paidLate: true });
        await client.query(
          `insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)
           values ($1, 'invoice', 'RE-2098-00001', 2098, 1, current_date - 401, '{}', 11900)`,
          [invoiced],
        );
        const before = {
          young: await bookingState(client, young),
          customers: await bookingState(client, customers),
          invoiced: await bookingState(client, invoiced),
          paidLate: await bookingState(client, paidLate),
        };

        await purgeAll(client);

        const blankSeats = [
          {
            quantity: 2,
            participants: [
              { first_name: '', last_name: '', email: '' },
              { first_name: '', last_name: '', email: '' },
            ],
          },
        ];
        const anonymised = {
          status: 'expired',
          customer_email: 'entfernt@anonym.invalid',
          customer_first_name: '',
          customer_last_name: '',
          customer_phone: null,
          vat_id: null,
          billing_street: '',
          billing_city: '',
          buyer_reference: null,
          net_cents: 10000,
          gross_cents: 11900,
        };
        expect(await bookingState(client, lapsed)).toEqual({
          booking: {
            ...anonymised,
            booking_number: 'DA-2026-900001',
            customer_type: 'private',
            company_name: null,
            billing_postal_code: '00000',
            billing_country: 'DE',
          },
          items: blankSeats,
          // The links and the substitute history go; the sent mail stays blank, the unsent one is gone.
          tokens: 0,
          changes: 0,
          mails: 1,
          blank: 1,
        });
        expect(await bookingState(client, abroad)).toEqual({
          booking: {
            ...anonymised,
            booking_number: 'DA-2026-900002',
            customer_type: 'company',
            company_name: '',
            billing_postal_code: '',
            billing_country: 'AT',
          },
          items: blankSeats,
          tokens: 0,
          changes: 0,
          mails: 1,
          blank: 1,
        });
        // Nothing of these changed. The invoiced booking's mail sent 400 days ago is blank by the outbox period (the
        // invoice itself is the record); the booking, its lines, links and history are not touched.
        expect(await bookingState(client, young)).toEqual(before.young);
        expect(await bookingState(client, customers)).toEqual(before.customers);
        expect(await bookingState(client, paidLate)).toEqual(before.paidLate);
        const invoicedAfter = await bookingState(client, invoiced);
        expect(invoicedAfter.booking).toEqual(before.invoiced.booking);
        expect(invoicedAfter.items).toEqual(before.invoiced.items);
        expect(invoicedAfter).toMatchObject({ tokens: 1, changes: 1, mails: 2 });
        expect(before.invoiced.booking.customer_last_name).toBe('Musterfrau');
      },
      { rollback: true },
    );
  });

  it('deletes unconfirmed, lapsed and left waiting-list entries 30 days on; waiting and younger ones stay', async () => {
    await transaction(
      async (client) => {
        await purgeAll(client);
        const session = await anySession(client);
        const entry = (email: string, status: string, columns: Record<string, string>) =>
          client.query(
            `insert into public.waitlist_entries (session_id, name, email, seats, status, queue_number,
               ${Object.keys(columns).join(', ')})
             values ($1, 'Wartende Person', $2, 1, $3, ${status === 'pending_confirmation' ? 'null' : '1'},
               ${Object.values(columns).join(', ')})`,
            [session, `${email}@example.test`, status],
          );
        await entry('unbestaetigt-alt', 'pending_confirmation', { created_at: ALT, updated_at: ALT });
        await entry('unbestaetigt-jung', 'pending_confirmation', { created_at: YOUNG, updated_at: YOUNG });
        await entry('verfallen-alt', 'lapsed', { created_at: "now() - interval '90 days'", offer_expires_at: ALT });
        await entry('verfallen-jung', 'lapsed', { created_at: "now() - interval '90 days'", offer_expires_at: YOUNG });
        await entry('gegangen-alt', 'left', { created_at: "now() - interval '90 days'", updated_at: ALT });
        await entry('wartend-alt', 'waiting', { created_at: "now() - interval '400 days'", updated_at: ALT });

        await purgeAll(client);

        const { rows } = await client.query<{ email: string }>(
          `select email from public.waitlist_entries where session_id = $1 and email like '%@example.test'
             and name = 'Wartende Person' order by 1`,
          [session],
        );
        expect(rows.map((r) => r.email)).toEqual([
          'unbestaetigt-jung@example.test',
          'verfallen-jung@example.test',
          'wartend-alt@example.test',
        ]);
      },
      { rollback: true },
    );
  });

  it('reads its periods from settings', async () => {
    await transaction(
      async (client) => {
        await purgeAll(client);
        await client.query(
          `insert into public.email_outbox (template, data, recipient, idempotency_key, sent_at)
           values ('inhouse_request_received', '{}', 'zehn@example.test', 'retention-ten', now() - interval '11 days')`,
        );
        expect(await batch(client)).toBe(0);
        await client.query('update public.settings set outbox_retention_days = 10 where id = 1');
        expect(await batch(client)).toBe(1);
        await expect(
          client.query('update public.settings set invoice_retention_years = 9 where id = 1'),
        ).rejects.toMatchObject({ code: '23514' });
      },
      { rollback: true },
    );
  });
});

describe('who may run it', () => {
  it.each([
    ['anon', undefined],
    ['authenticated', claimsFor(CUSTOMER)],
  ] as const)('%s can call neither the private function nor the public one', async (role, claims) => {
    const session = asRole(role, claims);
    await expect(session.query('select private.purge_expired_personal_data()')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(session.query('select private.purge_expired_personal_data(1)')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(session.rpc('purge_expired_personal_data', {})).rejects.toMatchObject({ code: '42501' });
  });

  it('the service role runs the public one (rolled back), not the private one', async () => {
    await transaction(
      async (client) => {
        await becomeRole(client, 'service_role');
        await client.query('savepoint private_call');
        await expect(client.query('select private.purge_expired_personal_data()')).rejects.toMatchObject({
          code: '42501',
        });
        await client.query('rollback to savepoint private_call');
        const { rows } = await client.query<{ done: boolean }>('select public.purge_expired_personal_data() as done');
        expect(rows[0]!.done).toBe(true);
      },
      { rollback: true },
    );
  });
});
