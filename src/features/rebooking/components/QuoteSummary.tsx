import { formatCents } from '@/lib/format';
import type { RebookingQuote, RebookingTerms } from '../rebookingApi';
import {
  balanceText,
  CANCELLED_DATE_FEE_TEXT,
  dateText,
  feeText,
  rebookingTermsText,
  signedCents,
} from '../rebookingRules';
import styles from './Rebooking.module.css';

interface QuoteSummaryProps {
  /** As the server priced it: with `Ohne Umbuchungsgebühr` ticked, the admin's quote without the fee. */
  quote: RebookingQuote;
  /** The fee the admin waived (gross), from the quote with the fee; null when nothing is waived. */
  waivedFeeCents: number | null;
  /** The booked date was cancelled by the academy: leaving it is free, whatever the terms say. */
  fromCancelled: boolean;
  /**
   * The academy's rebooking terms (settings): undefined while they load, null when they could not be read (the terms
   * line then says what the quote itself tells).
   */
  terms: RebookingTerms | null | undefined;
}

/** What the rebooking would do, shown before it is confirmed: the new date, the fee, the new total, what to pay. */
export function QuoteSummary({ quote, waivedFeeCents, fromCancelled, terms }: QuoteSummaryProps) {
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Neuer Termin</dt>
          <dd>
            {quote.to.title}, {dateText(quote.to)}, {quote.to.location_name}
          </dd>
        </div>
        <div>
          <dt>Bisheriger Gesamtbetrag</dt>
          <dd>{formatCents(quote.gross_cents_before)}</dd>
        </div>
        <div>
          <dt>Neuer Gesamtbetrag (inkl. MwSt.)</dt>
          <dd>{formatCents(quote.gross_cents)}</dd>
        </div>
        <div>
          <dt>Differenz</dt>
          <dd>{signedCents(quote.difference_cents)}</dd>
        </div>
      </dl>
      <p className={styles.strong}>
        {fromCancelled && quote.fee_gross_cents === 0 && !quote.fee_waived
          ? CANCELLED_DATE_FEE_TEXT
          : feeText(quote, waivedFeeCents)}
      </p>
      <p className={styles.strong}>{balanceText(quote)}</p>
      {/* The terms do not apply to leaving a cancelled date: it is free whenever it is done. */}
      {terms === undefined || fromCancelled ? null : <p className={styles.terms}>{rebookingTermsText(quote, terms)}</p>}
    </>
  );
}
