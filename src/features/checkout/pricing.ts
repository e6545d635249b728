import type { CartItem } from '@/features/cart';
import { todayInBerlin } from '@/lib/format';
import { estimateLine, vatOfCents, type LineEstimate } from '@/lib/pricing';

export interface Totals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface LineTotals extends Totals {
  id: string;
  /** The line's list price and its discounts (docs/pricing.md). */
  estimate: LineEstimate;
}

type PricedCartItem = Pick<CartItem, 'id' | 'priceNet' | 'vatRate' | 'quantity' | 'sessionDate' | 'discounts'>;

/** VAT of one line as `book_cart` computes it: `round(line_net × rate / 100)`, half-up to whole cents. */
export function lineVatCents(lineNetCents: number, vatRatePercent: number): number {
  return vatOfCents(lineNetCents, vatRatePercent);
}

/** One line as `book_cart` will price it today (Berlin date): list price minus early-bird and group discounts. */
export function lineTotals(item: PricedCartItem): LineTotals {
  const estimate = estimateLine(item, todayInBerlin());
  return {
    id: item.id,
    netCents: estimate.lineNetCents,
    vatCents: estimate.vatCents,
    grossCents: estimate.grossCents,
    estimate,
  };
}

/** The booking's totals like the server's: per line net after discounts, VAT per line, sums. */
export function cartTotals(items: ReadonlyArray<PricedCartItem>): Totals {
  return items.map(lineTotals).reduce(
    (sum, line) => ({
      netCents: sum.netCents + line.netCents,
      vatCents: sum.vatCents + line.vatCents,
      grossCents: sum.grossCents + line.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}

export interface PriceOverride {
  priceNet: number;
  vatRate: number;
}

/** The cart lines with the server's current prices where they differ from what was added to the cart. */
export function applyPriceOverrides<T extends CartItem>(
  items: readonly T[],
  overrides: Record<string, PriceOverride>,
): T[] {
  return items.map((item) => {
    const override = overrides[item.id];
    if (!override) return item;
    const price = Math.round((override.priceNet * (100 + override.vatRate)) / 100);
    return { ...item, priceNet: override.priceNet, vatRate: override.vatRate, price };
  });
}
