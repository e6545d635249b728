import type { ReactNode } from 'react';
import { Button } from '../Button';
import styles from './States.module.css';

/** Placeholder rows while data loads: the list's shape, so nothing jumps when it arrives. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: what happened, in German, and a way to try again. Never a spinner that stays. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  );
}

/** Nothing to show: say so, and offer a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
