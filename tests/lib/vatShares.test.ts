/** VAT per rate on the net sum (docs/pricing.md) in the shared TypeScript form the mock and the cart compute with. */
import { estimateCart, vatByRate, vatOfCents, vatShares } from '@/lib/pricing';

describe('vatShares', () => {
  it('rounds the VAT of each rate on the net sum, not per line', () => {
    // 10,40 € net at 19 % = 1,976 € VAT: per line 3 × 1,98 € = 5,94 €; on the sum 31,20 € × 19 % = 5,928 € → 5,93 €.
    const lines = [1_040, 1_040, 1_040].map((netCents) => ({ netCents, vatRate: 19 }));
    expect(lines.map((line) => vatOfCents(line.netCents, line.vatRate))).toEqual([198, 198, 198]);
    expect(vatShares(lines)).toEqual([198, 198, 197]);
  });

  it('rounds half up on the sum: two lines of 1,995 € VAT make 3,99 €', () => {
    expect(vatShares([1_050, 1_050].map((netCents) => ({ netCents, vatRate: 19 })))).toEqual([200, 199]);
    expect(vatShares([{ netCents: 1_050, vatRate: 19 }])).toEqual([200]);
  });

  it('gives the extra cents to the largest remainders, ties to the earlier line', () => {
    // 19 % of 1,01 € = 0,1919; of 1,03 € = 0,1957; of 1,02 € = 0,1938: sum 0,5814 → 0,58 € = 3 × 0,19 € + 1 cent.
    const lines = [101, 103, 102].map((netCents) => ({ netCents, vatRate: 19 }));
    expect(vatShares(lines)).toEqual([19, 20, 19]);
  });

  it('rounds each rate on its own and keeps every line of a rate to that rate', () => {
    const lines = [
      { netCents: 1_050, vatRate: 19 },
      { netCents: 1_050, vatRate: 7 },
      { netCents: 1_050, vatRate: 19 },
      { netCents: 1_050, vatRate: 7 },
    ];
    // 19 %: 21,00 € × 19 % = 3,99 €; 7 %: 21,00 € × 7 % = 1,47 € (each line 0,735 €).
    expect(vatShares(lines)).toEqual([200, 74, 199, 73]);
    expect(vatByRate(lines)).toEqual([
      { vatRate: 7, netCents: 2_100, vatCents: 147 },
      { vatRate: 19, netCents: 2_100, vatCents: 399 },
    ]);
  });

  it('gives a line without net no VAT and an empty booking none', () => {
    expect(vatShares([{ netCents: 0, vatRate: 19 }, { netCents: 1_040, vatRate: 19 }])).toEqual([0, 198]);
    expect(vatShares([])).toEqual([]);
  });

  it('always sums the shares of a rate to round_half_up(net sum × rate / 100)', () => {
    const nets = [1, 5, 99, 101, 1_040, 1_050, 12_345, 99_999];
    for (const a of nets) {
      for (const b of nets) {
        for (const c of nets) {
          const shares = vatShares([a, b, c].map((netCents) => ({ netCents, vatRate: 19 })));
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(vatOfCents(a + b + c, 19));
          shares.forEach((share, i) => expect(Math.abs(share - ([a, b, c][i]! * 19) / 100)).toBeLessThan(1));
        }
      }
    }
  });
});

describe('estimateCart', () => {
  it('gives each cart line its share of the booking VAT, so the lines add up to the server total', () => {
    const item = { priceNet: 1_040, vatRate: 19, quantity: 1, sessionDate: '2027-02-14' };
    const lines = estimateCart([item, item, item], '2027-01-01');
    expect(lines.map((line) => line.vatCents)).toEqual([198, 198, 197]);
    expect(lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(3_120 + 593);
  });
});
