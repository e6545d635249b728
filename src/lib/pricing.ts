/**
 * The one TypeScript form of `private.line_price` and `private.line_vat_shares` (supabase/migrations/…_functions_pricing.sql):
 * the mock's `book_cart`, the seed, the catalogue's early-bird price and the cart's estimate all compute with it; the contract tests prove it gives
 * PostgreSQL's answer. Rules in docs/pricing.md.
 */

/** The discounts in force for a seminar (its own columns, else the settings' defaults); 0 percent = off. */
export interface PriceTerms {
  earlyBirdPercent: number;
  earlyBirdDays: number;
  groupDiscountPercent: number;
  groupMinParticipants: number;
}

export interface LinePrice {
  unitNetCents: number;
  earlyBirdPercent: number;
  earlyBirdCents: number;
  groupDiscountPercent: number;
  groupDiscountCents: number;
  lineNetCents: number;
}

export const NO_DISCOUNTS: PriceTerms = {
  earlyBirdPercent: 0,
  earlyBirdDays: 1,
  groupDiscountPercent: 0,
  groupMinParticipants: 2,
};

const DAY_MS = 86_400_000;

/** `date - days` on ISO calendar dates (`yyyy-MM-dd`), as PostgreSQL's `date - integer`. */
export function minusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The last Berlin calendar date on which a booking still gets the early-bird discount of a date. */
export function earlyBirdLastDay(startDate: string, terms: PriceTerms): string {
  return minusDays(startDate, terms.earlyBirdDays);
}

/** Whether a booking made on `bookedOn` (Berlin date) gets the early-bird discount: on or before the last day. */
export function earlyBirdApplies(startDate: string, bookedOn: string, terms: PriceTerms): boolean {
  return terms.earlyBirdPercent > 0 && bookedOn <= earlyBirdLastDay(startDate, terms);
}

/** `round(cents × percent / 100.0)` for non-negative integers: half-up, in integers (no float drift). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * The net price per seat for a round gross price as the academy sets it (docs/pricing.md): the net whose VAT, rounded
 * half-up as the database rounds it, gives back exactly `grossCents` for one seat. Not every gross has one (at 19 %
 * e.g. 490 €, 790 €, 1.590 €), so this throws instead of silently shifting the price a customer reads.
 */
export function netCentsForGross(grossCents: number, vatRatePercent: number): number {
  const estimate = Math.floor((grossCents * 100) / (100 + vatRatePercent));
  for (const net of [estimate, estimate + 1, estimate - 1]) {
    if (net >= 0 && net + percentOfCents(net, vatRatePercent) === grossCents) return net;
  }
  throw new Error(`No net price gives ${grossCents} cents gross at ${vatRatePercent} % VAT; choose another price.`);
}

/** One booking line: each discount a percentage of the line's list net, rounded per line; net = list − discounts. */
export function linePrice(
  unitNetCents: number,
  quantity: number,
  terms: PriceTerms,
  startDate: string,
  bookedOn: string,
): LinePrice {
  const list = unitNetCents * quantity;
  const earlyBirdPercent = earlyBirdApplies(startDate, bookedOn, terms) ? terms.earlyBirdPercent : 0;
  const groupDiscountPercent = quantity >= terms.groupMinParticipants ? terms.groupDiscountPercent : 0;
  const earlyBirdCents = percentOfCents(list, earlyBirdPercent);
  const groupDiscountCents = percentOfCents(list, groupDiscountPercent);
  return {
    unitNetCents,
    earlyBirdPercent,
    earlyBirdCents,
    groupDiscountPercent,
    groupDiscountCents,
    lineNetCents: list - earlyBirdCents - groupDiscountCents,
  };
}

/** The discount columns of `settings` (defaults) and of a seminar (own values, `null` = the default). */
export interface DiscountColumns {
  early_bird_percent: number | null;
  early_bird_days: number | null;
  group_discount_percent: number | null;
  group_min_participants: number | null;
}

/**
 * `private.price_terms`: a seminar's own value where set, else the academy's default. Without the defaults (not
 * loaded) only the seminar's own discounts count.
 */
export function effectiveTerms(own: DiscountColumns, defaults: DiscountColumns | undefined): PriceTerms {
  return {
    earlyBirdPercent: own.early_bird_percent ?? defaults?.early_bird_percent ?? 0,
    earlyBirdDays: own.early_bird_days ?? defaults?.early_bird_days ?? NO_DISCOUNTS.earlyBirdDays,
    groupDiscountPercent: own.group_discount_percent ?? defaults?.group_discount_percent ?? 0,
    groupMinParticipants:
      own.group_min_participants ?? defaults?.group_min_participants ?? NO_DISCOUNTS.groupMinParticipants,
  };
}

/** A VAT rate in hundredths of a percent (19 → 1900), so VAT is integer arithmetic: net × basis / 10 000. */
const rateBasis = (vatRatePercent: number): number => Math.round(vatRatePercent * 100);

/** `round(net × rate / 100)` on numeric, half-up, in integers: the VAT of one amount on its own (a discount's). */
export function vatOfCents(netCents: number, vatRatePercent: number): number {
  return Math.floor((netCents * rateBasis(vatRatePercent) + 5000) / 10000);
}

/** What the VAT rule needs of a booking line: its net in whole cents and its VAT rate in percent. */
export interface VatLine {
  netCents: number;
  vatRate: number;
}

/**
 * `private.line_vat_shares`: VAT per rate on the net sum, as a German invoice states it. For each rate,
 * VAT = round_half_up(sum of that rate's line nets × rate / 100); each line's share is its VAT rounded down, and the
 * cents that remain go one each to the lines with the largest remainders (ties: the earlier line), so the shares of a
 * rate add up exactly to that rate's VAT (docs/pricing.md). Returns one share per line, in the lines' order.
 */
export function vatShares(lines: readonly VatLine[]): number[] {
  const exact = lines.map((line) => line.netCents * rateBasis(line.vatRate)); // VAT × 10 000
  const shares = exact.map((value) => Math.floor(value / 10000));
  for (const basis of new Set(lines.map((line) => rateBasis(line.vatRate)))) {
    const members = lines.map((line, i) => i).filter((i) => rateBasis(lines[i]!.vatRate) === basis);
    const rateVat = Math.floor((members.reduce((sum, i) => sum + exact[i]!, 0) + 5000) / 10000);
    let left = rateVat - members.reduce((sum, i) => sum + shares[i]!, 0);
    const byRemainder = [...members].sort((a, b) => (exact[b]! % 10000) - (exact[a]! % 10000) || a - b);
    for (const i of byRemainder) {
      if (left <= 0) break;
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Net and VAT of each rate of a booking, rates ascending: the VAT rows of an invoice. */
export interface RateTotal {
  vatRate: number;
  netCents: number;
  vatCents: number;
}

export function vatByRate(lines: readonly VatLine[]): RateTotal[] {
  const shares = vatShares(lines);
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  return rates.map((vatRate) => {
    const members = lines.map((line, i) => i).filter((i) => lines[i]!.vatRate === vatRate);
    return {
      vatRate,
      netCents: members.reduce((sum, i) => sum + lines[i]!.netCents, 0),
      vatCents: members.reduce((sum, i) => sum + shares[i]!, 0),
    };
  });
}

/** A cart line as the estimate needs it; `discounts` are the seminar's terms when it was added (none: list price). */
export interface PricedItem {
  priceNet: number;
  vatRate: number;
  quantity: number;
  sessionDate: string;
  discounts?: PriceTerms;
}

export interface LineEstimate extends LinePrice {
  listNetCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * What `book_cart` will charge for each cart line booked on `bookedOn` (Berlin date): discounts, net, the line's
 * share of its rate's VAT (`vatShares`), gross. The lines' VAT adds up to the booking's.
 */
export function estimateCart(items: readonly PricedItem[], bookedOn: string): LineEstimate[] {
  const prices = items.map((item) =>
    linePrice(item.priceNet, item.quantity, item.discounts ?? NO_DISCOUNTS, item.sessionDate, bookedOn),
  );
  const shares = vatShares(prices.map((price, i) => ({ netCents: price.lineNetCents, vatRate: items[i]!.vatRate })));
  return prices.map((price, i) => ({
    ...price,
    listNetCents: items[i]!.priceNet * items[i]!.quantity,
    vatCents: shares[i]!,
    grossCents: price.lineNetCents + shares[i]!,
  }));
}
