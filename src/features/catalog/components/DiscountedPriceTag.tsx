import { formatCents, formatShortDate, grossFromNetCents, todayInBerlin } from '@/lib/format';
import { earlyBirdApplies, earlyBirdLastDay, linePrice, type PriceTerms } from '@/lib/pricing';
import { PriceTag } from './PriceTag';
import styles from './DiscountedPriceTag.module.css';

interface DiscountedPriceTagProps {
  netCents: number;
  vatRate: number;
  terms: PriceTerms;
  /** The date's start (`yyyy-MM-dd`): with it the early-bird price of today is shown, without it the rule. */
  startDate?: string;
}

/**
 * A seat's price with the seminar's discounts, computed like `book_cart` (src/lib/pricing.ts): while the early bird
 * runs, the early-bird price with `Frühbucherpreis bis …` and the regular price struck through; the group discount
 * as its rule. Today is the page's Berlin date (pinned while a prerendered page hydrates).
 */
export function DiscountedPriceTag({ netCents, vatRate, terms, startDate }: DiscountedPriceTagProps) {
  const today = todayInBerlin();
  const early = startDate !== undefined && earlyBirdApplies(startDate, today, terms);
  const price = early ? linePrice(netCents, 1, terms, startDate, today).lineNetCents : netCents;
  return (
    <div className={styles.offer}>
      <PriceTag netCents={price} vatRate={vatRate} />
      {early ? (
        <p className={styles.earlyBird}>
          <span className={styles.label}>
            Frühbucherpreis bis {formatShortDate(earlyBirdLastDay(startDate, terms))}
          </span>{' '}
          <del className={styles.regular}>
            <span className="visually-hidden">statt </span>
            {formatCents(grossFromNetCents(netCents, vatRate))}
          </del>
        </p>
      ) : null}
      {startDate === undefined && terms.earlyBirdPercent > 0 ? (
        <p className={styles.rule}>
          Frühbucherrabatt {terms.earlyBirdPercent} % bis {terms.earlyBirdDays} Tage vor Beginn
        </p>
      ) : null}
      {terms.groupDiscountPercent > 0 ? (
        <p className={styles.rule}>
          Gruppenrabatt ab {terms.groupMinParticipants} Personen: {terms.groupDiscountPercent} %
        </p>
      ) : null}
    </div>
  );
}
