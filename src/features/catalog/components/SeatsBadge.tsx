import styles from './SeatsBadge.module.css';
import { Tooltip } from '@/components/Tooltip';

/** Below this many seats left the badge warns. */
export const FEW_SEATS = 3;

export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Ausgebucht';
  if (seatsLeft === 1) return 'Nur noch 1 Platz';
  if (seatsLeft <= FEW_SEATS) return `Nur noch ${seatsLeft} Plätze`;
  return `${seatsLeft} Plätze frei`;
}

/** What the badge's number means, for the tooltip. */
export function seatsLeftExplanation(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Dieser Termin ist ausgebucht. Bitte wählen Sie einen anderen Termin.';
  return 'Freie Plätze beim Laden der Seite. Verbindlich reserviert wird ein Platz erst mit der Buchung.';
}

export function SeatsBadge({ seatsLeft }: { seatsLeft: number }) {
  const tone = seatsLeft <= 0 ? styles.soldOut : seatsLeft <= FEW_SEATS ? styles.few : styles.plenty;
  return (
    <Tooltip content={seatsLeftExplanation(seatsLeft)}>
      {/* Focusable, so keyboard users reach the explanation too. The focusable box is the 44 px tap target on a
          phone; the pill inside keeps its own size, centred in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip's trigger must take focus (WCAG 1.4.13) */}
      <span className={styles.badge} tabIndex={0}>
        <span className={`${styles.pill} ${tone}`}>{seatsLeftText(seatsLeft)}</span>
      </span>
    </Tooltip>
  );
}
