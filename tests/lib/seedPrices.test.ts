/**
 * Prices read as an academy sets them (docs/pricing.md, issue 29): every seed price is a round gross figure per seat,
 * the database stores the net derived from it, and the gross worked out from that net (VAT half-up, as the database
 * and the price tags compute it) gives back exactly the round figure. tests/db/seedPrices.test.ts proves the same on
 * PostgreSQL with book_cart's own VAT function.
 */
import { grossFromNetCents } from '@/lib/format';
import { netCentsForGross, percentOfCents } from '@/lib/pricing';
import { buildSeed } from '../../mocks/seed';

const seed = buildSeed(new Date());
const priced = [
  ...seed.seminars.map((s) => ({ kind: 'seminar', slug: s.slug, net: s.price_net_cents, rate: Number(s.vat_rate) })),
  ...seed.webinars.map((w) => ({ kind: 'webinar', slug: w.slug, net: w.price_net_cents, rate: Number(w.vat_rate) })),
];

describe('seed prices', () => {
  it('covers every seminar and webinar of the seed', () => {
    expect(priced.length).toBe(seed.seminars.length + seed.webinars.length);
    expect(priced.length).toBeGreaterThan(20);
  });

  it.each(priced)(
    '$kind $slug: one seat costs a whole euro amount, the same in the price tag and in book_cart',
    (p) => {
      const gross = grossFromNetCents(p.net, p.rate);
      expect(gross % 100).toBe(0);
      // book_cart: net + VAT on the net, half-up.
      expect(p.net + percentOfCents(p.net, p.rate)).toBe(gross);
      expect(netCentsForGross(gross, p.rate)).toBe(p.net);
    },
  );

  it('the gross figures look set, not computed (…0, …5 or …9 euros)', () => {
    for (const p of priced) expect(String(grossFromNetCents(p.net, p.rate) / 100)).toMatch(/[059]$/);
  });
});

describe('netCentsForGross', () => {
  it('finds the net of a round gross price', () => {
    expect(netCentsForGross(149_000, 19)).toBe(125_210);
    expect(netCentsForGross(8_900, 19)).toBe(7_479);
    expect(netCentsForGross(119_000, 19)).toBe(100_000);
    expect(netCentsForGross(10_700, 7)).toBe(10_000);
  });

  it('refuses a gross that no net gives back (490 € at 19 %), so a price never shifts silently', () => {
    expect(() => netCentsForGross(49_000, 19)).toThrow(/No net price gives 49000 cents/);
    expect(() => netCentsForGross(79_000, 19)).toThrow();
  });
});
