import styles from './SeatsBadge.module.css';

/** Below this many seats left the badge warns. */
export const FEW_SEATS = 3;

export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Ausgebucht';
  if (seatsLeft === 1) return 'Nur noch 1 Platz';
  if (seatsLeft <= FEW_SEATS) return `Nur noch ${seatsLeft} Plätze`;
  return `${seatsLeft} Plätze frei`;
}

export function SeatsBadge({ seatsLeft }: { seatsLeft: number }) {
  const tone = seatsLeft <= 0 ? styles.soldOut : seatsLeft <= FEW_SEATS ? styles.few : styles.plenty;
  return <span className={`${styles.badge} ${tone}`}>{seatsLeftText(seatsLeft)}</span>;
}
