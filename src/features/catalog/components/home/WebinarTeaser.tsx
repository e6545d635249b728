import { useState } from 'react';
import { pageNow } from '@/lib/clock';
import { Link } from 'react-router-dom';
import { MonitorPlay } from 'lucide-react';
import { paths, webinarPath } from '@/config/paths';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useWebinarsQuery } from '../../catalogApi';
import { DataSection } from '../seminars/DataSection';
import styles from './HomeSections.module.css';

/** The next three live webinars and the way to all of them. */
export function WebinarTeaser() {
  // Fixed at mount: a new instant on every render would be a new query on every render.
  const [from] = useState(() => new Date(pageNow()).toISOString());
  const webinarsQuery = useWebinarsQuery({ from, limit: 3 }, { selectFromResult: renderedQuery });
  const webinars = webinarsQuery.data ?? [];
  return (
    <section aria-labelledby="webinare-titel" className={styles.section}>
      <h2 id="webinare-titel">Live-Webinare</h2>
      <p className={styles.intro}>Kompaktes Wissen in 60 bis 90 Minuten – live, online und mit Ihren Fragen.</p>
      <DataSection
        isLoading={webinarsQuery.isLoading}
        isError={webinarsQuery.isError}
        onRetry={() => void webinarsQuery.refetch()}
        loadingLabel="Webinare werden geladen …"
        errorMessage="Die Webinare konnten nicht geladen werden."
        isEmpty={webinars.length === 0}
        emptyTitle="Derzeit sind keine Webinare geplant."
      >
        <ul className={styles.webinars}>
          {webinars.map((webinar) => (
            <li key={webinar.id} className={styles.webinar}>
              <MonitorPlay aria-hidden="true" size={22} className={styles.cityIcon} />
              <div>
                <p className={styles.muted}>
                  <time dateTime={webinar.starts_at}>
                    {formatInstantDate(webinar.starts_at)}, {formatInstantTime(webinar.starts_at)}
                  </time>{' '}
                  · {webinar.brand}
                </p>
                <h3 className={styles.itemTitle}>
                  <Link to={webinarPath(webinar.slug)}>{webinar.title}</Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </DataSection>
      <p>
        <Link className={styles.more} to={paths.webinars}>
          Alle Webinare ansehen
        </Link>
      </p>
    </section>
  );
}
