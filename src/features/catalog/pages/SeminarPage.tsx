import { Link, useParams } from 'react-router-dom';
import { CITY_NAMES, seminarAllLocationsPath, seminarInCityPath } from '@/config/paths';
import { NotFoundPage } from '@/components/StatusPage';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { ErrorState, LoadingState } from '@/components/States';
import { todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSeminarBySlugQuery, useSessionsQuery } from '../catalogApi';
import { CATEGORY_NAMES } from '../catalogTypes';
import { DataSection } from '../components/seminars/DataSection';
import { SeminarDetails, trainersOf } from '../components/seminars/SeminarDetails';
import { SeminarImage } from '../components/seminars/SeminarImage';
import { BookingBox } from '../components/seminars/BookingBox';
import { SessionList } from '../components/seminars/SessionList';
import { useDiscountTerms } from '../components/useDiscountTerms';
import { citySlugOf, groupByCity } from '../components/seminars/sessionView';
import { seminarDatesJsonLd } from '../structuredData/event';
import styles from './SeminarPages.module.css';

const FALLBACK_TITLE = 'Seminar – alle Orte und Termine';
const FALLBACK_DESCRIPTION = 'Alle Orte und Termine dieses Seminars.';

/** `/seminars/{seminarSlug}`: one seminar with all its dates, grouped by city. */
export function SeminarPage() {
  const { seminarSlug = '' } = useParams();
  const path = seminarAllLocationsPath(seminarSlug);
  const seminarQuery = useSeminarBySlugQuery(seminarSlug, { selectFromResult: renderedQuery });
  const termsOf = useDiscountTerms();
  const seminar = seminarQuery.data;
  const sessionsQuery = useSessionsQuery(
    { from: todayInBerlin(), seminarId: seminar?.id },
    { skip: !seminar, selectFromResult: renderedQuery },
  );

  if (seminarQuery.isError) {
    return (
      <>
        <PageMeta title={FALLBACK_TITLE} description={FALLBACK_DESCRIPTION} path={path} />
        <ScreenIntro heading={FALLBACK_TITLE} />
        <ErrorState message="Das Seminar konnte nicht geladen werden." onRetry={() => void seminarQuery.refetch()} />
      </>
    );
  }
  if (seminar === null) return <NotFoundPage />;
  if (!seminar) {
    return (
      <>
        <PageMeta title={FALLBACK_TITLE} description={FALLBACK_DESCRIPTION} path={path} />
        <LoadingState label="Seminar wird geladen …" rows={4} />
      </>
    );
  }

  const sessions = sessionsQuery.data ?? [];
  const cities = groupByCity(sessions);

  return (
    <>
      <PageMeta
        title={`${seminar.title} – alle Orte und Termine`}
        description={`${seminar.summary} Alle Termine in ${cities.length > 0 ? cities.map((group) => CITY_NAMES[group.city]).join(', ') : 'Planung'}.`}
        path={path}
        image={seminar.image_url ?? undefined}
        type="product"
        jsonLd={seminarDatesJsonLd(seminar, sessions, (session) => {
          const city = citySlugOf(session);
          return city ? seminarInCityPath(city, seminar.slug) : path;
        })}
      />
      <ScreenIntro
        eyebrow={`${CATEGORY_NAMES[seminar.category]} · Alle Orte und Termine`}
        heading={seminar.title}
        lead={seminar.summary}
      />
      <div className={sessions.length > 0 ? styles.layout : undefined}>
        <div className={styles.top}>
          <SeminarImage src={seminar.image_url} alt={`Symbolbild zum Seminar „${seminar.title}“`} eager />
        </div>
        {sessions.length > 0 ? (
          // Beside the page on a desktop (in view while the visitor reads on); on a phone in the flow, after the image.
          <aside className={styles.aside} aria-label="Buchung">
            <BookingBox sessions={sessions} showCity termsOf={termsOf} />
          </aside>
        ) : null}

        <section aria-labelledby="termine-titel" className={styles.section}>
          <h2 id="termine-titel">Orte und Termine</h2>
          <DataSection
            isLoading={sessionsQuery.isLoading || sessionsQuery.isUninitialized}
            isError={sessionsQuery.isError}
            onRetry={() => void sessionsQuery.refetch()}
            loadingLabel="Termine werden geladen …"
            errorMessage="Die Termine konnten nicht geladen werden."
            isEmpty={sessions.length === 0}
            emptyTitle="Derzeit keine Termine"
            emptyContent={<p>Neue Termine sind in Planung. Fragen Sie gern eine Inhouse-Schulung an.</p>}
          >
            {cities.map((group) => (
              <section key={group.city} className={styles.cityGroup} aria-labelledby={`stadt-${group.city}`}>
                <h3 id={`stadt-${group.city}`}>{CITY_NAMES[group.city]}</h3>
                <p>
                  {group.sessions[0]?.locations.venue_name} ·{' '}
                  <Link to={seminarInCityPath(group.city, seminar.slug)}>
                    Seminar in {CITY_NAMES[group.city]} ansehen
                  </Link>
                </p>
                <SessionList
                  sessions={group.sessions}
                  label={`Termine in ${CITY_NAMES[group.city]}`}
                  showTrainer
                  termsOf={termsOf}
                />
              </section>
            ))}
          </DataSection>
        </section>

        <div className={styles.section}>
          <SeminarDetails seminar={seminar} trainers={trainersOf(sessions)} />
        </div>
      </div>
    </>
  );
}
