import { Link, useSearchParams } from 'react-router-dom';
import {
  CITY_NAMES,
  isCitySlug,
  paths,
  seminarAllLocationsPath,
  seminarInCityPath,
  seminarTypePath,
} from '@/config/paths';
import { todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSeminarsQuery, useSessionsQuery } from '../../catalogApi';
import { CATEGORY_NAMES } from '../../catalogTypes';
import { DataSection } from '../seminars/DataSection';
import { SeminarCard } from '../seminars/SeminarCard';
import { useDiscountTerms } from '../useDiscountTerms';
import { CITY_PARAM, QUERY_PARAM } from './HomeSearch';
import { matchSeminars } from './homeSearch';
import styles from './HomeSections.module.css';

/** The seminars matching the hero's search (`?suche=…&stadt=…`); in a city only those with dates there. */
export function SearchResults() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get(QUERY_PARAM)?.trim() ?? '';
  const cityParam = searchParams.get(CITY_PARAM) ?? undefined;
  const city = isCitySlug(cityParam) ? cityParam : undefined;
  const seminarsQuery = useSeminarsQuery(undefined, { skip: !query, selectFromResult: renderedQuery });
  const sessionsQuery = useSessionsQuery(
    { from: todayInBerlin(), city },
    { skip: !query || !city, selectFromResult: renderedQuery },
  );
  const termsOf = useDiscountTerms();
  if (!query) return null;

  const seminarIdsInCity = new Set(sessionsQuery.data?.map((session) => session.seminar_id));
  const found = matchSeminars(seminarsQuery.data ?? [], query).filter(
    (seminar) => !city || seminarIdsInCity.has(seminar.id),
  );
  const where = city ? ` in ${CITY_NAMES[city]}` : '';

  return (
    <section aria-labelledby="ergebnisse-titel" className={styles.section}>
      <h2 id="ergebnisse-titel">
        Suchergebnisse für „{query}“{where}
      </h2>
      <DataSection
        isLoading={seminarsQuery.isLoading || (Boolean(city) && sessionsQuery.isLoading)}
        isError={seminarsQuery.isError || sessionsQuery.isError}
        onRetry={() => {
          void seminarsQuery.refetch();
          if (city) void sessionsQuery.refetch();
        }}
        loadingLabel="Seminare werden gesucht …"
        errorMessage="Die Suche konnte nicht ausgeführt werden."
        isEmpty={found.length === 0}
        emptyTitle={`Kein Seminar passt zu „${query}“${where}.`}
        emptyContent={
          <p>
            Versuchen Sie ein anderes Stichwort oder ein Thema:{' '}
            {Object.entries(CATEGORY_NAMES).map(([key, name], index) => (
              <span key={key}>
                {index > 0 ? ', ' : ''}
                <Link to={seminarTypePath(key)}>{name}</Link>
              </span>
            ))}
            . Oder <Link to={paths.inhouse}>fragen Sie eine Inhouse-Schulung an</Link>.
          </p>
        }
      >
        <p role="status" className={styles.muted}>
          {found.length === 1 ? '1 Seminar gefunden' : `${found.length} Seminare gefunden`}
        </p>
        <ul className={styles.cards}>
          {found.map((seminar) => (
            <li key={seminar.id}>
              <SeminarCard
                seminar={seminar}
                to={city ? seminarInCityPath(city, seminar.slug) : seminarAllLocationsPath(seminar.slug)}
                terms={termsOf(seminar)}
              />
            </li>
          ))}
        </ul>
      </DataSection>
    </section>
  );
}
