/**
 * Prices on the real PostgreSQL (docs/pricing.md), where the contract format cannot go: the early bird's end at
 * midnight Berlin time (winter and summer), and `private.line_price` against the one TypeScript `linePrice` of
 * src/lib/pricing.ts (used by the mock, the catalogue and the cart) over a grid of prices, seats and percents that
 * includes half cents; `private.line_vat_shares` (VAT per rate on the net sum) against the shared `vatShares`.
 */
import type { PoolClient } from 'pg';
import { linePrice, vatShares, type PriceTerms } from '../../src/lib/pricing';
import { closePool, transaction } from './client';

afterAll(closePool);

const SEMINAR = 'seo-grundlagen';

interface SqlLinePrice {
  unit_net_cents: number;
  early_bird_percent: number;
  early_bird_cents: number;
  group_discount_percent: number;
  group_discount_cents: number;
  line_net_cents: number;
}

async function setTerms(client: PoolClient, terms: PriceTerms): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `update public.seminars
     set early_bird_percent = $2, early_bird_days = $3, group_discount_percent = $4, group_min_participants = $5
     where slug = $1 returning id`,
    [SEMINAR, terms.earlyBirdPercent, terms.earlyBirdDays, terms.groupDiscountPercent, terms.groupMinParticipants],
  );
  return rows[0]!.id;
}

async function sqlLinePrice(
  client: PoolClient,
  args: { unit: number; quantity: number; seminarId: string | null; startDate: string; bookedAt: string },
): Promise<SqlLinePrice> {
  const { rows } = await client.query<{ price: SqlLinePrice }>(
    'select private.line_price($1, $2, $3, $4::date, $5::timestamptz) as price',
    [args.unit, args.quantity, args.seminarId, args.startDate, args.bookedAt],
  );
  return rows[0]!.price;
}

const EARLY_BIRD: PriceTerms = {
  earlyBirdPercent: 10,
  earlyBirdDays: 30,
  groupDiscountPercent: 0,
  groupMinParticipants: 3,
};

describe('private.line_price', () => {
  it.each([
    // Winter (CET, UTC+1): 15.01.2027 is the last day for a start on 14.02.2027.
    ['23:59:59 on the last day (winter)', '2027-02-14', '2027-01-15T22:59:59Z', 10],
    ['00:00 the day after (winter)', '2027-02-14', '2027-01-15T23:00:00Z', 0],
    // Summer (CEST, UTC+2): 15.06.2027 is the last day for a start on 15.07.2027.
    ['23:59:59 on the last day (summer)', '2027-07-15', '2027-06-15T21:59:59Z', 10],
    ['00:00 the day after (summer)', '2027-07-15', '2027-06-15T22:00:00Z', 0],
  ])('early bird at %s, Berlin time', async (_label, startDate, bookedAt, percent) => {
    await transaction(
      async (client) => {
        const seminarId = await setTerms(client, EARLY_BIRD);
        const price = await sqlLinePrice(client, { unit: 129_000, quantity: 1, seminarId, startDate, bookedAt });
        expect(price.early_bird_percent).toBe(percent);
        expect(price.early_bird_cents).toBe(percent === 0 ? 0 : 12_900);
        expect(price.line_net_cents).toBe(129_000 - price.early_bird_cents);
      },
      { rollback: true },
    );
  });

  it('a webinar line (no seminar) has no discount, whatever the settings say', async () => {
    await transaction(
      async (client) => {
        await client.query(
          'update public.settings set early_bird_percent = 20, group_discount_percent = 20, group_min_participants = 2',
        );
        const price = await sqlLinePrice(client, {
          unit: 9_900,
          quantity: 5,
          seminarId: null,
          startDate: '2027-12-01',
          bookedAt: '2027-01-01T12:00:00Z',
        });
        expect(price).toEqual({
          unit_net_cents: 9_900,
          early_bird_percent: 0,
          early_bird_cents: 0,
          group_discount_percent: 0,
          group_discount_cents: 0,
          line_net_cents: 49_500,
        });
      },
      { rollback: true },
    );
  });

  it('gives the same answer as the shared linePrice for every price, seat count and percent of the grid', async () => {
    const units = [1, 5, 99, 1_050, 12_345, 129_000, 99_999];
    const quantities = [1, 2, 3, 7, 10];
    const percents = [0, 1, 7, 10, 15, 33, 50];
    const bookedOn = ['2027-01-14', '2027-01-15', '2027-01-16']; // start 14.02.2027, 30 days: last day 15.01.
    await transaction(
      async (client) => {
        let compared = 0;
        for (const percent of percents) {
          const terms: PriceTerms = {
            earlyBirdPercent: percent,
            earlyBirdDays: 30,
            groupDiscountPercent: 50 - percent,
            groupMinParticipants: 3,
          };
          const seminarId = await setTerms(client, terms);
          for (const unit of units) {
            for (const quantity of quantities) {
              for (const day of bookedOn) {
                const sql = await sqlLinePrice(client, {
                  unit,
                  quantity,
                  seminarId,
                  startDate: '2027-02-14',
                  bookedAt: `${day}T12:00:00+01:00`,
                });
                const ts = linePrice(unit, quantity, terms, '2027-02-14', day);
                expect({ unit, quantity, percent, day, ...sql }).toEqual({
                  unit,
                  quantity,
                  percent,
                  day,
                  unit_net_cents: ts.unitNetCents,
                  early_bird_percent: ts.earlyBirdPercent,
                  early_bird_cents: ts.earlyBirdCents,
                  group_discount_percent: ts.groupDiscountPercent,
                  group_discount_cents: ts.groupDiscountCents,
                  line_net_cents: ts.lineNetCents,
                });
                compared += 1;
              }
            }
          }
        }
        expect(compared).toBe(percents.length * units.length * quantities.length * bookedOn.length);
      },
      { rollback: true },
    );
  });
});

describe('private.line_vat_shares', () => {
  it('gives the same shares as the shared vatShares for every cart of the grid, mixed rates included', async () => {
    const nets = [0, 1, 99, 101, 1_040, 1_050, 12_345, 99_999];
    const rates = [19, 7, 16.5];
    const carts: Array<Array<{ netCents: number; vatRate: number }>> = [];
    for (const a of nets) {
      for (const b of nets) {
        for (const rate of rates) {
          carts.push([
            { netCents: a, vatRate: 19 },
            { netCents: b, vatRate: rate },
            { netCents: a + b, vatRate: 19 },
          ]);
        }
      }
    }
    await transaction(
      async (client) => {
        for (const cart of carts) {
          const { rows } = await client.query<{ shares: number[] }>(
            'select private.line_vat_shares($1::integer[], $2::numeric[]) as shares',
            [cart.map((l) => l.netCents), cart.map((l) => l.vatRate)],
          );
          expect({ cart, shares: rows[0]!.shares }).toEqual({ cart, shares: vatShares(cart) });
        }
        expect(carts).toHaveLength(nets.length * nets.length * rates.length);
      },
      { rollback: true },
    );
  });
});
