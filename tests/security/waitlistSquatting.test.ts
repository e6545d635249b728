/**
 * Waiting-list squatting (issue 28, item 4), the attack first: five confirmed guest (catch-all) addresses queued ahead
 * of a real customer held a freed seat for five days (24 h each) while direct buyers got SESSION_SOLD_OUT. Now a date
 * takes at most settings.guest_waitlist_entries_per_date (3) open guest entries, and an offer to an entry without an
 * account lasts settings.guest_waitlist_offer_hours (2 h): the customer gets the seat within 3 × 2 = 6 hours.
 */
import { asSuperuser, closePool } from '../db/client';
import {
  ADMIN,
  anon,
  as,
  createCustomer,
  createSession,
  expectDbError,
  guestDetails,
  sessionLine,
} from '../db/fixtures';

afterAll(closePool);

const HOUR_MS = 3_600_000;

async function confirmGuest(sessionId: string, email: string): Promise<void> {
  await anon().rpc('join_waitlist', {
    _session_id: sessionId,
    _webinar_id: null,
    _name: 'Gast',
    _email: email,
    _seats: 1,
  });
  const { rows } = await asSuperuser().query(
    'select confirm_token from public.waitlist_entries where session_id = $1 and email = $2',
    [sessionId, email],
  );
  await anon().rpc('confirm_waitlist', { _token: (rows[0] as { confirm_token: string }).confirm_token });
}

/** Lets the running offer of the date run out now (as if its hours had passed) and passes the seat on. */
async function lapseRunningOffer(sessionId: string): Promise<void> {
  await asSuperuser().query(
    `update public.waitlist_entries set offer_expires_at = now() - interval '1 second'
     where session_id = $1 and status = 'offered'`,
    [sessionId],
  );
  await asSuperuser().query('select public.expire_waitlist_offers()');
}

describe('guests on the waiting list cannot squat a freed seat for days', () => {
  it('five catch-all guests: only three get on the list, each offer lasts 2 h, the customer has the seat within 6 h', async () => {
    const session = await createSession({ capacity: 1 });
    // The date's one seat goes to a guest booking that is later cancelled by the academy.
    const buyer = await createCustomer('kaeufer');
    const booked = await as(buyer).rpc<{ booking_id: string }>('book_cart', {
      _lines: [sessionLine(session, 1)],
      _customer: guestDetails(),
      _payment_method: 'invoice',
    });

    const domain = `catchall-${process.pid}-${Date.now()}.test`;
    for (const n of [1, 2, 3]) await confirmGuest(session, `squatter${n}@${domain}`);
    for (const n of [4, 5]) {
      const error = await expectDbError(() =>
        anon().rpc('join_waitlist', {
          _session_id: session,
          _webinar_id: null,
          _name: 'Gast',
          _email: `squatter${n}@${domain}`,
          _seats: 1,
        }),
      );
      expect(error).toMatchObject({ message: 'WAITLIST_GUEST_LIMIT', detail: { session_id: session } });
    }
    const customer = await createCustomer('echt');
    const joined = await as(customer).rpc<{ status: string; position: number }>('join_waitlist', {
      _session_id: session,
      _webinar_id: null,
      _name: 'Echte Kundin',
      _email: null,
      _seats: 1,
    });
    expect(joined).toMatchObject({ status: 'waiting', position: 4 });

    // The seat frees up: each guest in turn gets an offer that runs 2 hours, not 24.
    await as(ADMIN).rpc('admin_set_booking_status', { _booking_id: booked.booking_id, _status: 'cancelled' });
    let held = 0;
    for (let guest = 1; guest <= 3; guest += 1) {
      const { rows } = await asSuperuser().query(
        `select email, (extract(epoch from offer_expires_at - offered_at) * 1000)::bigint::text as ms
         from public.waitlist_entries where session_id = $1 and status = 'offered'`,
        [session],
      );
      expect(rows).toHaveLength(1);
      const offer = rows[0] as { email: string; ms: string };
      expect(offer.email).toBe(`squatter${guest}@${domain}`);
      expect(Number(offer.ms)).toBe(2 * HOUR_MS);
      held += Number(offer.ms);
      await lapseRunningOffer(session);
    }
    expect(held).toBeLessThanOrEqual(6 * HOUR_MS);
    const { rows } = await asSuperuser().query(
      `select email, (extract(epoch from offer_expires_at - offered_at) * 1000)::bigint::text as ms
       from public.waitlist_entries where session_id = $1 and status = 'offered'`,
      [session],
    );
    // The customer's offer keeps the account holders' 24 hours.
    expect(rows).toEqual([{ email: customer.email.toLowerCase(), ms: String(24 * HOUR_MS) }]);
  });
});
