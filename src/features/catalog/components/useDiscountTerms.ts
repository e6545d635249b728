import { effectiveTerms, type DiscountColumns, type PriceTerms } from '@/lib/pricing';
import { renderedQuery } from '@/lib/api';
import { usePublicSettingsQuery } from '../catalogApi';

/**
 * Seminars' discounts as `book_cart` applies them: their own values, else the academy's defaults
 * (docs/pricing.md). Returns the function, so a list reads the defaults once.
 */
export function useDiscountTerms(): (seminar: DiscountColumns) => PriceTerms {
  const defaults = usePublicSettingsQuery(undefined, { selectFromResult: renderedQuery }).data;
  return (seminar) => effectiveTerms(seminar, defaults);
}
