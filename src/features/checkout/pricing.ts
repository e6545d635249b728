import type { CartItem } from '@/features/cart';
import { todayInBerlin } from '@/lib/format';
import { estimateCart, type LineEstimate } from '@/lib/pricing';

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

/**
 * The cart's lines as `book_cart` will price them today (Berlin date): list price minus early-bird and group
 * discounts, and each line's share of its rate's VAT, rounded on the rate's net sum (docs/pricing.md).
 */
export function cartLineTotals(items: ReadonlyArray<PricedCartItem>): LineTotals[] {
  return estimateCart(items, todayInBerlin()).map((estimate, i) => ({
    id: items[i]!.id,
    netCents: estimate.lineNetCents,
    vatCents: estimate.vatCents,
    grossCents: estimate.grossCents,
    estimate,
  }));
}

/** The booking's totals like the server's: the lines' nets, VAT per rate on the net sum, gross = net + VAT. */
export function cartTotals(items: ReadonlyArray<PricedCartItem>): Totals {
  return cartLineTotals(items).reduce(
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
