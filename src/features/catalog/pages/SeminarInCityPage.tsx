import { Link, useParams } from 'react-router-dom';
import { CITY_NAMES, seminarAllLocationsPath, seminarInCityPath, type CitySlug } from '@/config/paths';
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
import { groupByCity } from '../components/seminars/sessionView';
import { seminarDatesJsonLd } from '../structuredData/event';
import styles from './SeminarPages.module.css';

interface SeminarInCityPageProps {
  /** The route passes its city (one route per city, so an unknown city never gets here: it is the 404 page). */
  city: CitySlug;
}

/** `/{city}/{seminarSlug}`: one seminar with its dates in one city, bookable, and where else it runs. */
export function SeminarInCityPage({ city }: SeminarInCityPageProps) {
  const { seminarSlug = '' } = useParams();
  const cityName = CITY_NAMES[city];
  const path = seminarInCityPath(city, seminarSlug);
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
        <PageMeta title="Seminar" description="Inhalte, Termine und Preise dieses Seminars." path={path} />
        <ScreenIntro heading="Seminar" />
        <ErrorState message="Das Seminar konnte nicht geladen werden." onRetry={() => void seminarQuery.refetch()} />
      </>
    );
  }
  if (seminar === null) return <NotFoundPage />;
  if (!seminar) {
    return (
      <>
        <PageMeta title="Seminar" description="Inhalte, Termine und Preise dieses Seminars." path={path} />
        <LoadingState label="Seminar wird geladen …" rows={4} />
      </>
    );
  }

  const sessions = sessionsQuery.data ?? [];
  const here = sessions.filter((session) => session.locations.city_slug === city);
  const elsewhere = groupByCity(sessions.filter((session) => session.locations.city_slug !== city));
  const title = `${seminar.title} in ${cityName}`;

  return (
    <>
      <PageMeta
        title={title}
        description={`${seminar.summary} Termine, Preise und Inhalte des Seminars in ${cityName}.`}
        path={path}
        image={seminar.image_url ?? undefined}
        type="product"
        jsonLd={seminarDatesJsonLd(seminar, here, () => path)}
      />
      <ScreenIntro
        eyebrow={`${CATEGORY_NAMES[seminar.category]} · Seminar in ${cityName}`}
        heading={seminar.title}
        lead={seminar.summary}
      />
      <div className={here.length > 0 ? styles.layout : undefined}>
        <div className={styles.top}>
          <SeminarImage src={seminar.image_url} alt={`Symbolbild zum Seminar „${seminar.title}“`} eager />
        </div>
        {here.length > 0 ? (
          // Beside the page on a desktop (in view while the visitor reads on); on a phone in the flow, after the image.
          <aside className={styles.aside} aria-label="Buchung">
            <BookingBox key={city} sessions={here} termsOf={termsOf} />
          </aside>
        ) : null}

        <section aria-labelledby="termine-titel" className={styles.section}>
          <h2 id="termine-titel">Termine in {cityName}</h2>
          <DataSection
            isLoading={sessionsQuery.isLoading || sessionsQuery.isUninitialized}
            isError={sessionsQuery.isError}
            onRetry={() => void sessionsQuery.refetch()}
            loadingLabel="Termine werden geladen …"
            errorMessage="Die Termine konnten nicht geladen werden."
            isEmpty={here.length === 0}
            emptyTitle={`Derzeit keine Termine in ${cityName}`}
            emptyContent={
              <p>
                {elsewhere.length > 0
                  ? 'Dieses Seminar findet in anderen Städten statt – siehe unten.'
                  : 'Neue Termine sind in Planung. Fragen Sie gern eine Inhouse-Schulung an.'}
              </p>
            }
          >
            <SessionList sessions={here} label={`Termine in ${cityName}`} showTrainer termsOf={termsOf} />
          </DataSection>
        </section>

        <div className={styles.section}>
          <SeminarDetails seminar={seminar} trainers={trainersOf(here.length > 0 ? here : sessions)} />
        </div>

        {elsewhere.length > 0 ? (
          <section aria-labelledby="andere-staedte-titel" className={styles.section}>
            <h2 id="andere-staedte-titel">Dieses Seminar in anderen Städten</h2>
            <ul className={styles.cityLinks}>
              {elsewhere.map((group) => (
                <li key={group.city}>
                  <Link to={seminarInCityPath(group.city, seminar.slug)}>
                    {CITY_NAMES[group.city]}
                    <span className={styles.muted}>
                      {' '}
                      ({group.sessions.length === 1 ? '1 Termin' : `${group.sessions.length} Termine`})
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              <Link to={seminarAllLocationsPath(seminar.slug)}>Alle Orte und Termine dieses Seminars</Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
