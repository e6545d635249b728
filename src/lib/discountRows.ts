import { vatOfCents, type LineEstimate } from './pricing';

export interface DiscountRow {
  label: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface LineBreakdown {
  /** The line at list price; its VAT is what remains after the discounts' VAT, so the column adds up to the line's. */
  list: { netCents: number; vatCents: number; grossCents: number };
  /** Each discount as a negative amount: `Frühbucherrabatt 10 %`, `Gruppenrabatt 10 %` (docs/pricing.md). */
  discounts: DiscountRow[];
}

/** A booking line as the summary and the invoice show it: list price, then each discount with net, VAT and gross. */
export function lineBreakdown(estimate: LineEstimate, vatRate: number): LineBreakdown {
  const discounts: DiscountRow[] = [
    { label: `Frühbucherrabatt ${estimate.earlyBirdPercent} %`, cents: estimate.earlyBirdCents },
    { label: `Gruppenrabatt ${estimate.groupDiscountPercent} %`, cents: estimate.groupDiscountCents },
  ]
    .filter((discount) => discount.cents > 0)
    .map(({ label, cents }) => {
      const vatCents = vatOfCents(cents, vatRate);
      return { label, netCents: -cents, vatCents: -vatCents, grossCents: -(cents + vatCents) };
    });
  const listVat = estimate.vatCents - discounts.reduce((sum, d) => sum + d.vatCents, 0);
  return {
    list: { netCents: estimate.listNetCents, vatCents: listVat, grossCents: estimate.listNetCents + listVat },
    discounts,
  };
}
