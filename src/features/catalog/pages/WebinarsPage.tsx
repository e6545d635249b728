import { useState } from 'react';
import { pageNow } from '@/lib/clock';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { renderedQuery } from '@/lib/api';
import { useWebinarsQuery } from '../catalogApi';
import { isSeminarCategory, type SeminarCategory } from '../catalogTypes';
import { brandByValue } from '../components/webinars/brands';
import { WebinarCard } from '../components/webinars/WebinarCard';
import { WebinarFilters } from '../components/webinars/WebinarFilters';
import styles from './WebinarsPage.module.css';

const DESCRIPTION = 'Live-Webinare zu digitalem Marketing und KI – kompakt, interaktiv und von überall.';
const LOAD_ERROR = 'Die Webinare konnten nicht geladen werden. Bitte versuchen Sie es erneut.';

/** `/webinars`: the upcoming webinars of both brands, filtered by topic and brand through the URL. */
export function WebinarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // One instant per visit: a new `from` on every render would be a new query each time.
  const [from] = useState(() => new Date(pageNow()).toISOString());
  const webinars = useWebinarsQuery({ from }, { selectFromResult: renderedQuery });

  // Unknown values in a shared or old link are ignored rather than showing an empty list.
  const thema = searchParams.get('thema') ?? '';
  const category: SeminarCategory | undefined = isSeminarCategory(thema) ? thema : undefined;
  const brand = brandByValue(searchParams.get('marke'));

  const all = webinars.data ?? [];
  const shown = all.filter(
    (webinar) => (!category || webinar.category === category) && (!brand || webinar.brand === brand.name),
  );
  const categories = [...new Set([...all.map((webinar) => webinar.category), ...(category ? [category] : [])])];
  const filtered = Boolean(category || brand);

  const changeFilters = (change: { category?: string; brand?: string }) => {
    const next = new URLSearchParams(searchParams);
    const set = (key: string, value: string | undefined) => {
      if (value === undefined) return;
      if (value) next.set(key, value);
      else next.delete(key);
    };
    set('thema', change.category);
    set('marke', change.brand);
    // Replace, not push: the back button leaves the list instead of stepping through every filter change.
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <PageMeta title="Webinare" description={DESCRIPTION} path={paths.webinars} />
      <ScreenIntro heading="Webinare" lead={DESCRIPTION} />
      <WebinarFilters
        categories={categories}
        category={category ?? ''}
        brand={brand?.value ?? ''}
        onChange={changeFilters}
      />
      {webinars.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void webinars.refetch()} />
      ) : !webinars.data ? (
        <LoadingState label="Webinare werden geladen …" />
      ) : (
        <>
          <p className={styles.count} role="status">
            {shown.length === 1 ? '1 Webinar' : `${shown.length} Webinare`}
          </p>
          {shown.length === 0 ? (
            filtered ? (
              <EmptyState title="Zu dieser Auswahl gibt es gerade keine Webinare.">
                <Button variant="secondary" onClick={() => setSearchParams({}, { replace: true })}>
                  Filter zurücksetzen
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title="Zurzeit sind keine Webinare geplant.">
                <p>
                  Neue Termine folgen bald. Bis dahin: unsere <Link to={paths.home}>Seminare vor Ort</Link> oder eine{' '}
                  <Link to={paths.inhouse}>Inhouse-Schulung</Link> für Ihr Team.
                </p>
              </EmptyState>
            )
          ) : (
            <ul className={styles.list}>
              {shown.map((webinar, index) => (
                <li key={webinar.id}>
                  <WebinarCard webinar={webinar} eager={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
