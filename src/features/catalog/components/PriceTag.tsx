import { formatCents, grossFromNetCents } from '@/lib/format';
import { Tooltip } from '@/components/Tooltip';
import styles from './PriceTag.module.css';

interface PriceTagProps {
  netCents: number;
  vatRate: number;
  /** "pro Person" under a per-seat price. */
  unit?: string;
}

/** Consumers see the gross price "inkl. {rate} % MwSt." (PAngV); companies the net price beside it (docs/data-model.md). */
export function PriceTag({ netCents, vatRate, unit = 'pro Person' }: PriceTagProps) {
  const grossCents = grossFromNetCents(netCents, vatRate);
  return (
    <p className={styles.price}>
      <span className={styles.gross}>{formatCents(grossCents)}</span>{' '}
      <Tooltip
        content={`${formatCents(netCents)} netto + ${formatCents(grossCents - netCents)} MwSt. (${vatRate} %) = ${formatCents(grossCents)} brutto`}
      >
        {/* Focusable, so keyboard users reach the breakdown too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip's trigger must take focus (WCAG 1.4.13) */}
        <span className={styles.note} tabIndex={0}>
          inkl. {vatRate} % MwSt. · {formatCents(netCents)} netto{unit ? ` · ${unit}` : ''}
        </span>
      </Tooltip>
    </p>
  );
}
