import { formatCents, grossFromNetCents } from '@/lib/format';
import styles from './PriceTag.module.css';

interface PriceTagProps {
  netCents: number;
  vatRate: number;
  /** "pro Person" under a per-seat price. */
  unit?: string;
}

/** Consumers see the gross price "inkl. {rate} % MwSt." (PAngV); companies the net price beside it (DESIGN.md §4). */
export function PriceTag({ netCents, vatRate, unit = 'pro Person' }: PriceTagProps) {
  return (
    <p className={styles.price}>
      <span className={styles.gross}>{formatCents(grossFromNetCents(netCents, vatRate))}</span>{' '}
      <span className={styles.note}>
        inkl. {vatRate} % MwSt. · {formatCents(netCents)} netto{unit ? ` · ${unit}` : ''}
      </span>
    </p>
  );
}
