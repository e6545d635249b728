/**
 * `private.price_terms` and `private.line_price`: a seminar's discount terms (its own columns, else the settings'
 * defaults; webinars have none) and one line's price by the booking's Berlin date, computed by the shared
 * `linePrice` of src/lib/pricing.ts (docs/pricing.md).
 */
import { linePrice, NO_DISCOUNTS, type LinePrice, type PriceTerms } from '../../../src/lib/pricing';
import type { MockDb } from '../../db/mockDb';
import { berlinDateTime } from '../sql';

const orDefault = (own: unknown, fallback: unknown): number => Number(own ?? fallback);

export function priceTerms(db: MockDb, seminarId: string | null): PriceTerms {
  const settings = db.rows('settings').find((s) => s.id === 1);
  const seminar = seminarId === null ? undefined : db.rows('seminars').find((s) => s.id === seminarId);
  if (!settings || !seminar) return NO_DISCOUNTS;
  return {
    earlyBirdPercent: orDefault(seminar.early_bird_percent, settings.early_bird_percent),
    earlyBirdDays: orDefault(seminar.early_bird_days, settings.early_bird_days),
    groupDiscountPercent: orDefault(seminar.group_discount_percent, settings.group_discount_percent),
    groupMinParticipants: orDefault(seminar.group_min_participants, settings.group_min_participants),
  };
}

/** `private.line_price(unit, quantity, seminar, start_date, now())`: the booking's Berlin date decides. */
export function priceLine(
  db: MockDb,
  unitNetCents: number,
  quantity: number,
  seminarId: string | null,
  startDate: string,
  at: number,
): LinePrice {
  return linePrice(unitNetCents, quantity, priceTerms(db, seminarId), startDate, berlinDateTime(at).date);
}
