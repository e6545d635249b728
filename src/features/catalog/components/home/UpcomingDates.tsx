import type { SessionWithDetails } from '../../catalogTypes';
import { DataSection } from '../seminars/DataSection';
import { SessionList } from '../seminars/SessionList';
import { useDiscountTerms } from '../useDiscountTerms';
import styles from './HomeSections.module.css';

/** How many of the next dates across all cities the home page shows. */
export const UPCOMING_DATES = 6;

interface UpcomingDatesProps {
  sessions: readonly SessionWithDetails[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The next dates across the cities, bookable right here. */
export function UpcomingDates({ sessions, isLoading, isError, onRetry }: UpcomingDatesProps) {
  const next = sessions?.slice(0, UPCOMING_DATES) ?? [];
  const termsOf = useDiscountTerms();
  return (
    <section aria-labelledby="naechste-titel" className={styles.section}>
      <h2 id="naechste-titel">Die nächsten Termine</h2>
      <DataSection
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
        loadingLabel="Termine werden geladen …"
        errorMessage="Die nächsten Termine konnten nicht geladen werden."
        isEmpty={next.length === 0}
        emptyTitle="Derzeit sind keine Termine geplant."
      >
        <SessionList sessions={next} label="Die nächsten Termine" showSeminar showCity termsOf={termsOf} />
      </DataSection>
    </section>
  );
}
