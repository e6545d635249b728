import styles from './WebinarCard.module.css';

/** The brand a webinar runs under, shown as a small label (only for brands other than the academy itself). */
export function BrandBadge({ brand }: { brand: string }) {
  return (
    <p className={styles.brand}>
      <span className="visually-hidden">Marke: </span>
      {brand}
    </p>
  );
}
