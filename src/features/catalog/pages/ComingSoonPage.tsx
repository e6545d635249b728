import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import styles from './ComingSoonPage.module.css';

export function ComingSoonPage() {
  return (
    <>
      {/* A placeholder has nothing worth indexing; it stays out of search results until the offer is live. */}
      <PageMeta
        title="Demnächst verfügbar"
        description="Dieses Angebot ist in Vorbereitung. Bis dahin finden Sie unsere Seminare und Webinare im Katalog."
        path={paths.comingSoon}
        noIndex
      />
      <ScreenIntro
        heading="Demnächst verfügbar"
        lead="Dieses Angebot ist in Vorbereitung. Schauen Sie bald wieder vorbei."
      />
      <div className={styles.body}>
        <p>
          Wir arbeiten gerade daran und schalten es frei, sobald alles rund läuft. Bis dahin lohnt sich ein Blick in
          unser bestehendes Programm:
        </p>
        <ul className={styles.actions}>
          <li>
            <Link className={styles.primary} to={paths.home}>
              Zu den Seminaren
            </Link>
          </li>
          <li>
            <Link className={styles.secondary} to={paths.webinars}>
              Zu den Webinaren
            </Link>
          </li>
        </ul>
        <p>
          Sie möchten informiert werden, sobald es losgeht, oder haben eine Frage? Schreiben Sie uns an{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </>
  );
}
