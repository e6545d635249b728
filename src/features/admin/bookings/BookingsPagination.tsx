import { Button } from '@/components/Button';
import styles from './AdminBookings.module.css';

interface BookingsPaginationProps {
  /** The page the URL asks for; beyond the last page (fewer results since) it counts as the last. */
  page: number;
  pageCount: number;
  /** The page to go to; '' is the first (no page in the URL). */
  onPage: (page: string) => void;
}

/** `Zurück`, `Seite x von y`, `Weiter`; only when there is more than one page. */
export function BookingsPagination({ page, pageCount, onPage }: BookingsPaginationProps) {
  if (pageCount <= 1) return null;
  const shown = Math.min(page, pageCount);
  return (
    <nav aria-label="Seiten" className={styles.pagination}>
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(shown - 1 > 1 ? String(shown - 1) : '')}
      >
        Zurück
      </Button>
      <span aria-current="page">
        Seite {shown} von {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(String(page + 1))}>
        Weiter
      </Button>
    </nav>
  );
}
