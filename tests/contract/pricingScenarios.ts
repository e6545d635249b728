/**
 * Prices (docs/pricing.md): the early-bird discount on the last Berlin day it applies and the first day it does not,
 * the group discount at the minimum and one below, both together, the settings' defaults and a seminar's override,
 * client-sent prices ignored, and each discount rounded half-up per line. Seminar: seo-grundlagen, its price pinned
 * to 1.290,00 € net here (UNIT) so the worked figures stay readable, whatever the demo seed charges.
 */
import { bookCart, line, S, SEED } from './fixtures';
import { bookedTotals } from './bookedOutcome';
import type { DiscountTerms, Outcome, Scenario, Setup } from './model';

const session = (id: string, dayOffset: number): Setup => ({
  session: { id, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset, capacity: 20 },
});
const terms = (values: DiscountTerms): Setup => ({ seminarDiscounts: { id: SEED.seminar, ...values } });
const EARLY_BIRD_10_30_DAYS = terms({ early_bird_percent: 10, early_bird_days: 30 });
const GROUP_10_FROM_3 = terms({ group_discount_percent: 10, group_min_participants: 3 });
const UNIT = 129_000;
const PRICE: Setup = { seminarPrice: { id: SEED.seminar, cents: UNIT } };

const ITEM_COLUMNS = [
  'quantity',
  'unit_net_cents',
  'early_bird_percent',
  'early_bird_cents',
  'group_discount_percent',
  'group_discount_cents',
  'line_net_cents',
  'line_vat_cents',
] as const;
const itemOf = { select: 'booking_items', match: { booking_id: '$booking' }, columns: ITEM_COLUMNS } as const;
const item = (values: Record<(typeof ITEM_COLUMNS)[number], number>): Outcome => ({
  outcome: 'allowed',
  rows: 1,
  data: [values],
});
const listPrice = (quantity: number, unit: number = UNIT) => ({
  quantity,
  unit_net_cents: unit,
  early_bird_percent: 0,
  early_bird_cents: 0,
  group_discount_percent: 0,
  group_discount_cents: 0,
});

export const PRICING_SCENARIOS: Scenario[] = [
  {
    // Start in 30 days, 30 days' early bird: today is the last day (start − 30); start in 29 days: it is over.
    name: 'prices: the early bird applies on its last day (start − N Berlin days) and not the day after',
    setup: [session(S.open, 30), session(S.soon, 29), EARLY_BIRD_10_30_DAYS, PRICE],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'service', do: itemOf },
      { as: 'customer', do: bookCart([line(S.soon)]) },
      { as: 'service', do: itemOf },
    ],
    expect: [
      bookedTotals(116_100, 22_059), // 1.290,00 € − 129,00 € = 1.161,00 €; 19 % = 220,59 €
      item({
        ...listPrice(1),
        early_bird_percent: 10,
        early_bird_cents: 12_900,
        line_net_cents: 116_100,
        line_vat_cents: 22_059,
      }),
      bookedTotals(129_000, 24_510),
      item({ ...listPrice(1), line_net_cents: 129_000, line_vat_cents: 24_510 }),
    ],
  },
  {
    name: 'prices: the group discount starts at the minimum number of participants on one line',
    setup: [session(S.open, 60), GROUP_10_FROM_3, PRICE],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 2)]) },
      { as: 'service', do: itemOf },
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'service', do: itemOf },
    ],
    expect: [
      bookedTotals(258_000, 49_020),
      item({ ...listPrice(2), line_net_cents: 258_000, line_vat_cents: 49_020 }),
      bookedTotals(348_300, 66_177), // 3 × 1.290,00 € = 3.870,00 € − 387,00 €
      item({
        ...listPrice(3),
        group_discount_percent: 10,
        group_discount_cents: 38_700,
        line_net_cents: 348_300,
        line_vat_cents: 66_177,
      }),
    ],
  },
  {
    // Both are percentages of the line's list net, added (not compounded).
    name: 'prices: early bird and group discount together, each on its own line of the booking item',
    setup: [session(S.open, 60), EARLY_BIRD_10_30_DAYS, GROUP_10_FROM_3, PRICE],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 3)]) },
      { as: 'service', do: itemOf },
    ],
    expect: [
      bookedTotals(309_600, 58_824),
      item({
        ...listPrice(3),
        early_bird_percent: 10,
        early_bird_cents: 38_700,
        group_discount_percent: 10,
        group_discount_cents: 38_700,
        line_net_cents: 309_600,
        line_vat_cents: 58_824,
      }),
    ],
  },
  {
    // The academy's default applies to a seminar without its own value; a seminar's 0 % switches it off.
    name: "prices: the settings' default discount applies unless the seminar overrides it",
    setup: [session(S.open, 60), { settings: { early_bird_percent: 5, early_bird_days: 30 } }, PRICE],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)]) },
      { as: 'admin', do: { update: 'seminars', match: { id: SEED.seminar }, values: { early_bird_percent: 0 } } },
      { as: 'customer', do: bookCart([line(S.open)]) },
    ],
    expect: [bookedTotals(122_550, 23_285), { outcome: 'allowed', rows: 1 }, bookedTotals(129_000, 24_510)],
  },
  {
    name: 'prices: a price or discount the client sends is ignored',
    setup: [session(S.open, 60), GROUP_10_FROM_3, PRICE],
    steps: [
      {
        as: 'customer',
        do: bookCart([
          {
            ...line(S.open, 1),
            unit_net_cents: 1,
            price_net_cents: 1,
            line_net_cents: 1,
            early_bird_percent: 50,
            early_bird_cents: 128_999,
            group_discount_percent: 50,
            group_discount_cents: 64_500,
            discounts: [{ kind: 'group', percent: 50 }],
          },
        ]),
      },
      { as: 'service', do: itemOf },
    ],
    expect: [bookedTotals(129_000, 24_510), item({ ...listPrice(1), line_net_cents: 129_000, line_vat_cents: 24_510 })],
  },
  {
    // 10 % of 123,45 € = 12,345 € → 12,35 € (half-up per line); 3 seats: 10 % of 370,35 € = 37,035 € → 37,04 €.
    name: 'prices: each discount is rounded half-up to whole cents per line',
    setup: [
      session(S.open, 60),
      session(S.soon, 61),
      { seminarPrice: { id: SEED.seminar, cents: 12_345 } },
      EARLY_BIRD_10_30_DAYS,
      GROUP_10_FROM_3,
    ],
    steps: [
      { as: 'customer', do: bookCart([line(S.open, 1)]) },
      { as: 'service', do: itemOf },
      { as: 'customer', do: bookCart([line(S.soon, 3)]) },
    ],
    expect: [
      bookedTotals(11_110, 2_111),
      item({
        ...listPrice(1, 12_345),
        early_bird_percent: 10,
        early_bird_cents: 1_235,
        line_net_cents: 11_110,
        line_vat_cents: 2_111,
      }),
      bookedTotals(29_627, 5_629), // 37.035 − 3.704 − 3.704; 19 % of 296,27 € = 56,2913 €
    ],
  },
];
