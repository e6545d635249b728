import { seminarAllLocationsPath } from '@/config/paths';
import { renderedQuery } from '@/lib/api';
import { useSeminarsQuery } from '../../catalogApi';
import { DataSection } from '../seminars/DataSection';
import { SeminarCard } from '../seminars/SeminarCard';
import { useDiscountTerms } from '../useDiscountTerms';
import styles from './HomeSections.module.css';

/** The seminars the academy recommends (`is_featured`). */
export function FeaturedSeminars() {
  const seminarsQuery = useSeminarsQuery(undefined, { selectFromResult: renderedQuery });
  const featured = seminarsQuery.data?.filter((seminar) => seminar.is_featured) ?? [];
  const termsOf = useDiscountTerms();
  return (
    <section aria-labelledby="empfohlen-titel" className={styles.section}>
      <h2 id="empfohlen-titel">Empfohlene Seminare</h2>
      <DataSection
        isLoading={seminarsQuery.isLoading}
        isError={seminarsQuery.isError}
        onRetry={() => void seminarsQuery.refetch()}
        loadingLabel="Empfohlene Seminare werden geladen …"
        errorMessage="Die empfohlenen Seminare konnten nicht geladen werden."
        isEmpty={featured.length === 0}
        emptyTitle="Derzeit keine Empfehlungen – alle Seminare finden Sie auf den Städteseiten."
      >
        <ul className={styles.cards}>
          {featured.map((seminar) => (
            <li key={seminar.id}>
              <SeminarCard seminar={seminar} to={seminarAllLocationsPath(seminar.slug)} terms={termsOf(seminar)} />
            </li>
          ))}
        </ul>
      </DataSection>
    </section>
  );
}
