import { effectiveTerms, type DiscountColumns, type PriceTerms } from '@/lib/pricing';
import { renderedQuery } from '@/lib/api';
import { usePublicSettingsQuery } from '../catalogApi';

/** A seminar's discount terms (see `useDiscountTerms`). */
export type DiscountTermsOf = (seminar: DiscountColumns) => PriceTerms;

/**
 * Seminars' discounts as `book_cart` applies them: their own values, else the academy's defaults
 * (docs/pricing.md). Returns the function, so a page reads the defaults once and hands it to its lists and cards: each
 * reader is a subscription of its own, whose start after hydration is a dispatch through RTK Query (on `/berlin`, one
 * per seminar's list made the hydration's effects a third longer).
 */
export function useDiscountTerms(): DiscountTermsOf {
  const defaults = usePublicSettingsQuery(undefined, { selectFromResult: renderedQuery }).data;
  return (seminar) => effectiveTerms(seminar, defaults);
}
