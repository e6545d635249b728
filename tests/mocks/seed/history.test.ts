/** The demo seed's year of history, as the mock loads it: consistent seats, readable data, stable and fictitious. */
import { buildSeed, DEMO_CUSTOMER, SEED_WAITLIST_QUEUE } from '../../../mocks/seed';
import { sessionId } from '../../../mocks/seed/sessions';
import { buildSeedTemplate } from '../../../mocks/seed/template';

const seed = buildSeed(new Date('2026-11-27T10:00:00Z'));
const HOLDING = ['pending', 'confirmed', 'paid'];

describe('the demo seed history', () => {
  it("counts each date's seats_booked from the seats of its pending, confirmed and paid bookings, one participant each", () => {
    const status = new Map(seed.bookings.map((b) => [b.id, b.status]));
    const held = new Map<string, number>();
    for (const item of seed.booking_items) {
      expect(item.participants).toHaveLength(item.quantity);
      if (!HOLDING.includes(status.get(item.booking_id)!)) continue;
      const date = (item.session_id ?? item.webinar_id)!;
      held.set(date, (held.get(date) ?? 0) + (item.participants as unknown[]).length);
    }
    const off = [...seed.seminar_sessions, ...seed.webinars]
      .filter((date) => date.seats_booked !== (held.get(date.id) ?? 0) || date.seats_booked > date.capacity)
      .map(
        (date) => `${date.id}: ${date.seats_booked} booked, ${held.get(date.id) ?? 0} held, capacity ${date.capacity}`,
      );
    expect(off).toEqual([]);
  });

  it('holds a few hundred bookings over about a year, by guests, companies and customers with an account', () => {
    expect(seed.bookings.length).toBeGreaterThanOrEqual(250);
    expect(seed.bookings.length).toBeLessThanOrEqual(500);
    const created = seed.bookings.map((b) => b.created_at).sort();
    const spanDays = (Date.parse(created.at(-1)!) - Date.parse(created[0]!)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(330);
    expect(seed.bookings.filter((b) => b.customer_type === 'company').length).toBeGreaterThan(50);
    expect(seed.bookings.filter((b) => b.user_id === null && b.customer_type === 'private').length).toBeGreaterThan(50);
    const accounts = new Set(seed.bookings.map((b) => b.user_id).filter((id) => id && id !== DEMO_CUSTOMER.id));
    expect(accounts.size).toBeGreaterThanOrEqual(3);
    for (const status of ['pending', 'confirmed', 'paid', 'cancelled', 'expired'] as const) {
      expect(seed.bookings.some((b) => b.status === status)).toBe(true);
    }
    expect(seed.booking_withdrawals.length).toBeGreaterThan(0);
    expect(seed.participant_changes.length).toBeGreaterThan(0);
    expect(seed.attendances.filter((a) => a.present).length).toBeGreaterThan(150);
    expect(seed.attendances.some((a) => !a.present)).toBe(true);
  });

  it("keeps the demo customer's dashboard small: her three bookings only", () => {
    expect(seed.bookings.filter((b) => b.user_id === DEMO_CUSTOMER.id).map((b) => b.id.slice(-1))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('uses booking numbers of the random format, unique, and fictitious addresses only', () => {
    const numbers = seed.bookings.map((b) => b.booking_number);
    for (const number of numbers) expect(number).toMatch(/^DA-\d{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(numbers.map((n) => n.slice(8))).size).toBe(numbers.length);
    const addresses = [
      ...seed.bookings.map((b) => b.customer_email),
      ...seed.booking_items.flatMap((i) => (i.participants as Array<{ email: string }>).map((p) => p.email)),
      ...seed.waitlist_entries.map((e) => e.email),
      ...seed.inhouse_requests.map((r) => r.email),
      ...seed.users.map((u) => u.email),
    ];
    expect(addresses.filter((email) => !/@(example\.com|[a-z0-9.-]+\.test)$/.test(email))).toEqual([]);
  });

  it('leaves room on the sold-out date 47 for a guest to join the waiting list (fewer guest entries than the limit)', () => {
    const guests = seed.waitlist_entries.filter(
      (e) => e.session_id === sessionId(47) && e.user_id === null && e.status !== 'left' && e.status !== 'lapsed',
    );
    expect(guests.length).toBeLessThan(seed.settings[0]!.guest_waitlist_entries_per_date);
    expect(Math.max(...seed.waitlist_entries.map((e) => e.queue_number ?? 0))).toBe(SEED_WAITLIST_QUEUE);
  });

  it('is the same on every build (a seeded PRNG, no Math.random)', () => {
    const random = jest.spyOn(Math, 'random');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('../../../mocks/seed/template') as { buildSeedTemplate: () => string };
        expect(fresh.buildSeedTemplate()).toBe(buildSeedTemplate());
      });
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });
});
