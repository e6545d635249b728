import { effectiveTerms, type DiscountColumns, type PriceTerms } from '@/lib/pricing';
import { usePublicSettingsQuery } from '../catalogApi';

/** A seminar's discounts as `book_cart` applies them: its own values, else the academy's defaults (docs/pricing.md). */
export function useDiscountTerms(seminar: DiscountColumns): PriceTerms {
  const defaults = usePublicSettingsQuery().data;
  return effectiveTerms(seminar, defaults);
}
