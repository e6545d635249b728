/**
 * The mock's purge (mocks/app/retention.ts) where the contract suite cannot look: on the seed's year of history it
 * works in batches of at most the limit, oldest first, and never touches a booking that has an invoice, whatever its
 * status. The rules both backends share are in tests/contract/retentionScenarios.ts.
 */
import { getMockDb } from '../../../mocks';
import type { Row } from '../../../mocks/db/schema';
import { purgeExpiredPersonalData } from '../../../mocks/app/retention';

const DAY_MS = 86_400_000;

const lapsedGuestHolds = (rows: Row[]) =>
  rows.filter(
    (b) => b.status === 'expired' && b.user_id === null && Date.parse(String(b.expired_at)) < Date.now() - 30 * DAY_MS,
  );

describe('mock purge_expired_personal_data on the seed', () => {
  it('anonymises lapsed guest holds in batches, oldest first, and leaves every invoiced booking as it was', () => {
    const db = getMockDb();
    const due = lapsedGuestHolds(db.rows('bookings')).sort(
      (a, b) => Date.parse(String(a.expired_at)) - Date.parse(String(b.expired_at)),
    );
    expect(due.length).toBeGreaterThan(3);
    // One due hold is given an invoice (as if it had been invoiced before it lapsed): it must stay intact.
    const invoicedHold = due[0]!;
    const anyInvoice = db.rows('invoices')[0]!;
    db.setRows('invoices', [
      ...db.rows('invoices'),
      { ...anyInvoice, id: 'c0000000-0000-4000-8000-000000000799', booking_id: invoicedHold.id },
    ]);
    const invoiced = new Set(db.rows('invoices').map((i) => i.booking_id));
    const before = new Map(
      db
        .rows('bookings')
        .filter((b) => invoiced.has(b.id))
        .map((b) => [b.id, { ...b }]),
    );

    // A batch of 2 takes at most 2 rows of each kind: of the bookings, the two oldest due holds after the invoiced one.
    const purged = purgeExpiredPersonalData(db, 2);
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(purged).toBeLessThanOrEqual(6);
    const anonymised = db.rows('bookings').filter((b) => b.customer_email === 'entfernt@anonym.invalid');
    expect(anonymised.map((b) => b.id).sort()).toEqual([due[1]!.id, due[2]!.id].sort());

    while (purgeExpiredPersonalData(db) > 0);
    const after = db.rows('bookings');
    expect(after.filter((b) => b.customer_email === 'entfernt@anonym.invalid')).toHaveLength(due.length - 1);
    for (const [id, booking] of before) expect(after.find((b) => b.id === id)).toEqual(booking);
    for (const booking of lapsedGuestHolds(after).filter((b) => !invoiced.has(b.id))) {
      expect(booking).toMatchObject({ customer_first_name: '', customer_last_name: '', customer_phone: null });
      const items = db.rows('booking_items').filter((i) => i.booking_id === booking.id);
      for (const item of items) {
        expect(item.participants).toEqual(
          Array.from({ length: Number(item.quantity) }, () => ({ first_name: '', last_name: '', email: '' })),
        );
      }
    }
  });
});
