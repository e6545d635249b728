/**
 * Oracles (issue 28, item 6), the attacks first: book_cart's GUEST_HOLD_LIMIT told anyone how many unconfirmed seats an
 * address holds (`{"held": 3}` for a target, `{"held": 0}` for a stranger, with two non-existent dates and no booking
 * made); join_waitlist answered WAITLIST_ALREADY_JOINED for a listed address. Now a stranger gets exactly the answer
 * any address gets, and the address owner is told by mail.
 */
import { asSuperuser, closePool } from '../db/client';
import {
  anon,
  as,
  createCustomer,
  createSession,
  expectDbError,
  guestDetails,
  participants,
  sessionLine,
} from '../db/fixtures';

afterAll(closePool);

const NOWHERE = ['c0000000-0000-4000-8000-00000000a001', 'c0000000-0000-4000-8000-00000000a002'];
const unknownDates = NOWHERE.map((id) => ({ session_id: id, quantity: 8, participants: participants(8) }));

describe('a stranger cannot learn how many seats an address holds', () => {
  it('two non-existent dates answer SESSION_NOT_FOUND alike for the target (3 seats held) and a stranger', async () => {
    const session = await createSession({ capacity: 30 });
    const target = guestDetails();
    await anon().rpc('book_cart', { _lines: [sessionLine(session, 3)], _customer: target, _payment_method: 'invoice' });
    const probe = (customer: ReturnType<typeof guestDetails>) =>
      expectDbError(() =>
        anon().rpc('book_cart', { _lines: unknownDates, _customer: customer, _payment_method: 'invoice' }),
      );
    const forTarget = await probe(target);
    const forStranger = await probe(guestDetails());
    expect(forTarget).toMatchObject({ message: 'SESSION_NOT_FOUND', detail: { line: 0, session_id: NOWHERE[0] } });
    expect(forStranger).toEqual(forTarget);
  });

  it('the cap itself never names the seats held', async () => {
    const session = await createSession({ capacity: 30 });
    const target = guestDetails();
    await anon().rpc('book_cart', { _lines: [sessionLine(session, 3)], _customer: target, _payment_method: 'invoice' });
    const error = await expectDbError(() =>
      anon().rpc('book_cart', { _lines: [sessionLine(session, 8)], _customer: target, _payment_method: 'invoice' }),
    );
    expect(error).toMatchObject({ message: 'GUEST_HOLD_LIMIT', detail: { limit: 10 } });
    expect(error.detail).not.toHaveProperty('held');
  });
});

describe('a stranger cannot learn whether an address is on a waiting list', () => {
  it('anon and another customer get the answer of a new entry; nothing is stored twice; the owner gets one mail', async () => {
    const session = await createSession({ capacity: 1, seatsBooked: 1 });
    const listed = `gelistet-${process.pid}-${Date.now()}@oracle.test`;
    const fresh = `neu-${process.pid}-${Date.now()}@oracle.test`;
    const join = (email: string, seats = 1) => ({
      _session_id: session,
      _webinar_id: null,
      _name: 'Neugierig',
      _email: email,
      _seats: seats,
    });
    await anon().rpc('join_waitlist', join(listed));
    const stranger = await createCustomer('neugierig');
    const answers = [
      await anon().rpc<Record<string, unknown>>('join_waitlist', join(listed, 2)),
      await as(stranger).rpc<Record<string, unknown>>('join_waitlist', join(listed, 2)),
      await anon().rpc<Record<string, unknown>>('join_waitlist', join(fresh, 2)),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        entry_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        session_id: session,
        webinar_id: null,
        seats: 2,
        status: 'pending_confirmation',
        position: null,
        offer_expires_at: null,
      });
    }
    const { rows: entries } = await asSuperuser().query(
      'select email from public.waitlist_entries where session_id = $1 order by email',
      [session],
    );
    expect(entries).toEqual([{ email: listed }, { email: fresh }]);
    const { rows: notices } = await asSuperuser().query(
      `select recipient, data from public.email_outbox where template = 'waitlist_already_joined' and recipient = $1`,
      [listed],
    );
    expect(notices).toHaveLength(1);
    expect(JSON.stringify((notices[0] as { data: unknown }).data)).not.toContain('Neugierig');
  });

  it('the signed-in owner of the address is still told WAITLIST_ALREADY_JOINED', async () => {
    const session = await createSession({ capacity: 1, seatsBooked: 1 });
    const owner = await createCustomer('besitzerin');
    const join = { _session_id: session, _webinar_id: null, _name: 'Besitzerin', _email: null, _seats: 1 };
    await as(owner).rpc('join_waitlist', join);
    const error = await expectDbError(() => as(owner).rpc('join_waitlist', join));
    expect(error).toMatchObject({ message: 'WAITLIST_ALREADY_JOINED', detail: { session_id: session } });
  });
});
