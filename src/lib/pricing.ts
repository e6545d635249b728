/**
 * The one TypeScript form of `private.line_price` (supabase/migrations/…_functions.sql): the mock's `book_cart`,
 * the catalogue's early-bird price and the cart's estimate all compute with it; the contract tests prove it gives
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

/** `round(net × rate / 100)` on numeric, half-up, in integers: `book_cart`'s VAT of one line. */
export function vatOfCents(netCents: number, vatRatePercent: number): number {
  return Math.round((netCents * Math.round(vatRatePercent * 100)) / 10000);
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

/** What `book_cart` will charge for a cart line booked on `bookedOn` (Berlin date): discounts, net, VAT, gross. */
export function estimateLine(item: PricedItem, bookedOn: string): LineEstimate {
  const price = linePrice(item.priceNet, item.quantity, item.discounts ?? NO_DISCOUNTS, item.sessionDate, bookedOn);
  const vatCents = vatOfCents(price.lineNetCents, item.vatRate);
  return {
    ...price,
    listNetCents: item.priceNet * item.quantity,
    vatCents,
    grossCents: price.lineNetCents + vatCents,
  };
}
