import type { CartItem } from '@/features/cart';

export interface Totals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface LineTotals extends Totals {
  id: string;
}

/** VAT of one line as `book_cart` computes it: `round(line_net × rate / 100)`, half-up to whole cents. */
export function lineVatCents(lineNetCents: number, vatRatePercent: number): number {
  return Math.round((lineNetCents * Math.round(vatRatePercent * 100)) / 10000);
}

export function lineTotals(item: Pick<CartItem, 'id' | 'priceNet' | 'vatRate' | 'quantity'>): LineTotals {
  const netCents = item.priceNet * item.quantity;
  const vatCents = lineVatCents(netCents, item.vatRate);
  return { id: item.id, netCents, vatCents, grossCents: netCents + vatCents };
}

/** The booking's totals like the server's: per line net × quantity, VAT per line, sums. */
export function cartTotals(items: ReadonlyArray<Pick<CartItem, 'id' | 'priceNet' | 'vatRate' | 'quantity'>>): Totals {
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
