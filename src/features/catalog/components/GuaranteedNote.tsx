import { ShieldCheck } from 'lucide-react';
import styles from './GuaranteedNote.module.css';

/** What the note says; the chat and the structured data's readers use the same words. */
export const GUARANTEED_TEXT = 'Durchführung garantiert';

/**
 * „Durchführung garantiert“ on a date whose binding seats have reached its minimum (docs/booking-rules.md, "Minimum
 * participants"). Below the minimum nothing is shown: nothing is promised.
 */
export function GuaranteedNote({ guaranteed }: { guaranteed: boolean }) {
  if (!guaranteed) return null;
  return (
    <p className={styles.note}>
      <ShieldCheck aria-hidden="true" size={16} />
      {GUARANTEED_TEXT}
    </p>
  );
}
