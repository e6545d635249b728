import { formatCents } from '@/lib/format';
import type { RebookingQuote, RebookingTerms } from '../rebookingApi';
import { balanceText, dateText, feeText, rebookingTermsText, signedCents } from '../rebookingRules';
import styles from './Rebooking.module.css';

interface QuoteSummaryProps {
  quote: RebookingQuote;
  /** The admin ticked `Ohne Umbuchungsgebühr` (the quote itself is always priced with the fee). */
  waived: boolean;
  /**
   * The academy's rebooking terms (settings): undefined while they load, null when they could not be read (the terms
   * line then says what the quote itself tells).
   */
  terms: RebookingTerms | null | undefined;
}

/** What the rebooking would do, shown before it is confirmed: the new date, the fee, the new total, what to pay. */
export function QuoteSummary({ quote, waived, terms }: QuoteSummaryProps) {
  const waivesFee = waived && quote.fee_gross_cents > 0;
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
      <p className={styles.strong}>{feeText(quote, waivesFee)}</p>
      {waivesFee ? (
        <p className={styles.note}>
          Die Beträge oben enthalten die Gebühr; ohne sie sinkt der neue Gesamtbetrag um{' '}
          {formatCents(quote.fee_gross_cents)}. Die genauen Beträge nennt die Bestätigung.
        </p>
      ) : null}
      <p className={styles.strong}>{balanceText(quote)}</p>
      {terms === undefined ? null : <p className={styles.terms}>{rebookingTermsText(quote, terms)}</p>}
    </>
  );
}
