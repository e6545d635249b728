import styles from './PageSkeleton.module.css';

/** Shown while a page's chunk loads: the page's rough shape, so nothing jumps when it arrives. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">Seite wird geladen …</span>
      <div className={styles.heading} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.lineShort} />
    </div>
  );
}
