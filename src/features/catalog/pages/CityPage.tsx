import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CITY_NAMES, cityPath, seminarInCityPath, type CitySlug } from '@/config/paths';
import { SelectField } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { formatMonthYear, todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useLocationsQuery, useSessionsQuery } from '../catalogApi';
import { CATEGORY_NAMES, isSeminarCategory, type SeminarCategory } from '../catalogTypes';
import { DataSection } from '../components/seminars/DataSection';
import { SessionList } from '../components/seminars/SessionList';
import { useDiscountTerms } from '../components/useDiscountTerms';
import { groupBySeminar } from '../components/seminars/sessionView';
import { VenueAddress } from '../components/seminars/VenueAddress';
import styles from './CityPage.module.css';

interface CityPageProps {
  city: CitySlug;
}

/** URL parameters of the filters (`?thema=seo&monat=2026-12`): a filtered list can be shared and survives a reload. */
const TOPIC_PARAM = 'thema';
const MONTH_PARAM = 'monat';

function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function CityPage({ city }: CityPageProps) {
  const name = CITY_NAMES[city];
  const [searchParams, setSearchParams] = useSearchParams();
  const topicParam = searchParams.get(TOPIC_PARAM) ?? undefined;
  const topic: SeminarCategory | undefined = isSeminarCategory(topicParam) ? topicParam : undefined;
  const monthParam = searchParams.get(MONTH_PARAM);
  const month = isMonth(monthParam) ? monthParam : undefined;

  const sessionsQuery = useSessionsQuery({ from: todayInBerlin(), city }, { selectFromResult: renderedQuery });
  const locationsQuery = useLocationsQuery(undefined, { selectFromResult: renderedQuery });
  const termsOf = useDiscountTerms();
  const sessions = useMemo(() => sessionsQuery.data ?? [], [sessionsQuery.data]);
  const venue = locationsQuery.data?.find((location) => location.city_slug === city);

  const ofTopic = useMemo(
    () => sessions.filter((session) => !topic || session.seminars.category === topic),
    [sessions, topic],
  );
  // The month choices are the months with dates of the chosen topic (plus a month from the URL, so the select shows
  // it): no choice leads to an empty list by itself.
  const months = useMemo(() => {
    const keys = new Set(ofTopic.map((session) => session.start_date.slice(0, 7)));
    if (month) keys.add(month);
    return [...keys].sort();
  }, [ofTopic, month]);

  const filtered = ofTopic.filter((session) => !month || session.start_date.startsWith(month));
  const groups = groupBySeminar(filtered);
  const filterActive = Boolean(topic || month);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    // Replace, not push: every change of a select would otherwise become a step of the back button.
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <PageMeta
        title={`Seminare in ${name}`}
        description={`Alle Seminartermine der Digitalakademie Deutschland in ${name}: SEO, Google Ads, Social Media, Content-Marketing, Webanalyse und KI.`}
        path={cityPath(city)}
      />
      <ScreenIntro
        eyebrow="Seminarort"
        heading={`Seminare in ${name}`}
        lead={`Praxisnahe Präsenzseminare in ${name} – in kleinen Gruppen, mit erfahrenen Trainerinnen und Trainern.`}
      />

      <section aria-labelledby="termine-titel" className={styles.section}>
        <h2 id="termine-titel">Termine in {name}</h2>
        <form className={styles.filters} aria-label="Termine filtern" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Thema"
            name={TOPIC_PARAM}
            value={topic ?? ''}
            onChange={(event) => setFilter(TOPIC_PARAM, event.target.value)}
            options={[
              { value: '', label: 'Alle Themen' },
              ...Object.entries(CATEGORY_NAMES).map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectField
            label="Monat"
            name={MONTH_PARAM}
            value={month ?? ''}
            onChange={(event) => setFilter(MONTH_PARAM, event.target.value)}
            options={[
              { value: '', label: 'Alle Monate' },
              ...months.map((key) => ({ value: key, label: formatMonthYear(`${key}-01`) })),
            ]}
          />
          {filterActive ? (
            <Link className={styles.reset} to={cityPath(city)} replace>
              Filter zurücksetzen
            </Link>
          ) : null}
        </form>

        <DataSection
          isLoading={sessionsQuery.isLoading}
          isError={sessionsQuery.isError}
          onRetry={() => void sessionsQuery.refetch()}
          loadingLabel="Termine werden geladen …"
          errorMessage={`Die Termine in ${name} konnten nicht geladen werden.`}
          isEmpty={filtered.length === 0}
          emptyTitle={filterActive ? 'Für diese Auswahl gibt es keine Termine.' : `Derzeit keine Termine in ${name}.`}
          emptyContent={
            filterActive ? (
              <p>
                <Link to={cityPath(city)} replace>
                  Alle Termine in {name} anzeigen
                </Link>
              </p>
            ) : (
              <p>Schauen Sie in eine andere Stadt oder fragen Sie eine Inhouse-Schulung an.</p>
            )
          }
        >
          <p className={styles.count} role="status">
            {filtered.length === 1 ? '1 Termin' : `${filtered.length} Termine`} für{' '}
            {groups.length === 1 ? '1 Seminar' : `${groups.length} Seminare`}
          </p>
          <div className={styles.groups}>
            {groups.map(({ seminar, sessions: dates }) => (
              <article key={seminar.id} className={styles.group} aria-labelledby={`seminar-${seminar.id}`}>
                <h3 id={`seminar-${seminar.id}`} className={styles.groupTitle}>
                  <Link to={seminarInCityPath(city, seminar.slug)}>{seminar.title}</Link>
                </h3>
                <p className={styles.summary}>{seminar.summary}</p>
                <p className={styles.duration}>
                  {CATEGORY_NAMES[seminar.category]} · {seminar.duration_label}
                </p>
                <SessionList sessions={dates} label={`Termine: ${seminar.title} in ${name}`} termsOf={termsOf} />
              </article>
            ))}
          </div>
        </DataSection>
      </section>

      <section aria-labelledby="ort-titel" className={styles.section}>
        <h2 id="ort-titel">Veranstaltungsort in {name}</h2>
        <DataSection
          isLoading={locationsQuery.isLoading}
          isError={locationsQuery.isError}
          onRetry={() => void locationsQuery.refetch()}
          loadingLabel="Veranstaltungsort wird geladen …"
          errorMessage="Der Veranstaltungsort konnte nicht geladen werden."
          isEmpty={!venue}
          emptyTitle={`Der Veranstaltungsort in ${name} wird noch bekannt gegeben.`}
          rows={1}
        >
          {venue ? <VenueAddress venue={venue} /> : null}
        </DataSection>
      </section>
    </>
  );
}
