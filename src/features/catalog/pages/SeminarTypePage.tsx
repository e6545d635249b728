import { Link, useParams } from 'react-router-dom';
import { seminarAllLocationsPath, seminarTypePath } from '@/config/paths';
import { NotFoundPage } from '@/components/StatusPage';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSeminarsQuery, useSessionsQuery } from '../catalogApi';
import { inCitiesText } from '../academyFacts';
import { CATEGORY_NAMES, isSeminarCategory, type SeminarCategory } from '../catalogTypes';
import { DataSection } from '../components/seminars/DataSection';
import { NextDates } from '../components/seminars/NextDates';
import { SeminarCard } from '../components/seminars/SeminarCard';
import { useDiscountTerms } from '../components/useDiscountTerms';
import styles from './SeminarPages.module.css';

/** How many next dates each seminar card lists (the seminar's page has all of them). */
const DATES_PER_SEMINAR = 3;

/** `/themen/{category}`: every seminar of one topic with its next dates across the cities. */
export function SeminarTypePage() {
  const { category } = useParams();
  if (!isSeminarCategory(category)) return <NotFoundPage />;
  return <Topic category={category} />;
}

function Topic({ category }: { category: SeminarCategory }) {
  const name = CATEGORY_NAMES[category];
  const seminarsQuery = useSeminarsQuery({ category }, { selectFromResult: renderedQuery });
  const sessionsQuery = useSessionsQuery({ from: todayInBerlin(), category }, { selectFromResult: renderedQuery });
  const termsOf = useDiscountTerms();
  const seminars = seminarsQuery.data ?? [];
  const sessions = sessionsQuery.data ?? [];
  const title = `Seminare zum Thema ${name}`;

  return (
    <>
      <PageMeta
        title={title}
        description={`Alle Seminare der Digitalakademie Deutschland zum Thema ${name} – mit den nächsten Terminen in Berlin, München, Hamburg, Frankfurt, Stuttgart und Köln.`}
        path={seminarTypePath(category)}
      />
      <ScreenIntro
        eyebrow="Seminarthema"
        heading={title}
        lead={`Praxisseminare zum Thema ${name} ${inCitiesText()} – wählen Sie Ihr Seminar und den passenden Termin.`}
      />
      <section aria-labelledby="seminare-titel" className={styles.section}>
        <h2 id="seminare-titel">Seminare und nächste Termine</h2>
        <DataSection
          isLoading={seminarsQuery.isLoading}
          isError={seminarsQuery.isError}
          onRetry={() => void seminarsQuery.refetch()}
          loadingLabel="Seminare werden geladen …"
          errorMessage="Die Seminare zu diesem Thema konnten nicht geladen werden."
          isEmpty={seminars.length === 0}
          emptyTitle={`Derzeit keine Seminare zum Thema ${name}.`}
          emptyContent={<p>Schauen Sie bei den anderen Themen vorbei oder fragen Sie eine Inhouse-Schulung an.</p>}
        >
          <ul className={styles.cards}>
            {seminars.map((seminar) => {
              const dates = sessions.filter((session) => session.seminar_id === seminar.id).slice(0, DATES_PER_SEMINAR);
              return (
                <li key={seminar.id}>
                  <SeminarCard seminar={seminar} to={seminarAllLocationsPath(seminar.slug)} terms={termsOf(seminar)}>
                    <h4 className={styles.datesTitle}>Nächste Termine</h4>
                    <DataSection
                      isLoading={sessionsQuery.isLoading}
                      isError={sessionsQuery.isError}
                      onRetry={() => void sessionsQuery.refetch()}
                      loadingLabel="Termine werden geladen …"
                      errorMessage="Die Termine konnten nicht geladen werden."
                      isEmpty={dates.length === 0}
                      emptyTitle="Derzeit keine Termine"
                      rows={2}
                    >
                      <NextDates sessions={dates} label={`Nächste Termine: ${seminar.title}`} />
                    </DataSection>
                    <p>
                      <Link to={seminarAllLocationsPath(seminar.slug)}>
                        Alle Orte und Termine<span className="visually-hidden">: {seminar.title}</span>
                      </Link>
                    </p>
                  </SeminarCard>
                </li>
              );
            })}
          </ul>
        </DataSection>
      </section>
      <nav aria-labelledby="themen-titel" className={styles.section}>
        <h2 id="themen-titel">Weitere Themen</h2>
        <ul className={styles.cityLinks}>
          {Object.entries(CATEGORY_NAMES)
            .filter(([key]) => key !== category)
            .map(([key, label]) => (
              <li key={key}>
                <Link to={seminarTypePath(key)}>{label}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
