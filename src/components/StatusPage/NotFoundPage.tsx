import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../PageMeta';
import { paths } from '@/config/paths';
import styles from './StatusPage.module.css';

/** docs/product.md: any other path shows 'Oops! Page not found' and a link back home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="nicht-gefunden">
      <PageMeta title="Seite nicht gefunden" description="Diese Seite gibt es nicht (mehr)." path={pathname} noIndex />
      <p className={styles.hint}>Fehler 404</p>
      {/* The fixed English text, marked as English for screen readers (WCAG 3.1.2). */}
      <h1 id="nicht-gefunden" lang="en">
        Oops! Page not found
      </h1>
      <p>Die angeforderte Seite existiert nicht oder wurde verschoben.</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={paths.home}>
          Zur Startseite
        </Link>
      </div>
    </section>
  );
}
