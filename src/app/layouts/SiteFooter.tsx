import { lazy, Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { pageNow } from '@/lib/clock';
import { Link } from 'react-router-dom';
import { consentSettingsOpened } from '@/features/consent';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths } from '@/config/paths';
import { isDemoMode } from '@/config/env';
import { site } from '@/config/site';
import styles from './SiteFooter.module.css';

// webpack's DefinePlugin sets it; Jest and Storybook have no build flag and run the demo.
declare const __DEMO_MODE__: boolean | undefined;

// Tested here, beside the import, so that webpack leaves the demo tools out of a live build altogether.
const DemoControls =
  typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__
    ? lazy(async () => ({
        default: (await import(/* webpackChunkName: "demo-controls" */ './DemoControls')).DemoControls,
      }))
    : null;

/** Footer: contact, cities, the legal pages every German shop must link, and in demo mode the demo tools. */
export function SiteFooter() {
  const dispatch = useDispatch();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-kontakt">
          <h2 id="footer-kontakt" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.text}>
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
          </p>
          <p className={styles.text}>
            <a href={site.phoneHref}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-staedte">
          <h2 id="footer-staedte" className={styles.heading}>
            Seminarorte
          </h2>
          <ul className={styles.list}>
            {CITY_SLUGS.map((city) => (
              <li key={city}>
                <Link to={cityPath(city)}>Seminare in {CITY_NAMES[city]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-angebot">
          <h2 id="footer-angebot" className={styles.heading}>
            Angebot
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.webinars}>Webinare</Link>
            </li>
            <li>
              <Link to={paths.inhouse}>Inhouse-Schulungen</Link>
            </li>
            <li>
              <Link to={paths.chat}>Chat-Assistent</Link>
            </li>
            <li>
              <Link to={paths.about}>Über uns</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-rechtliches">
          <h2 id="footer-rechtliches" className={styles.heading}>
            Rechtliches
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.impressum}>Impressum</Link>
            </li>
            <li>
              <Link to={paths.datenschutz}>Datenschutz</Link>
            </li>
            <li>
              <Link to={paths.barrierefreiheit}>Barrierefreiheit</Link>
            </li>
            <li>
              <Link to={paths.agb}>AGB</Link>
            </li>
            <li>
              <Link to={paths.widerruf}>Widerrufsbelehrung</Link>
            </li>
            <li>
              <Link to={paths.withdrawal}>Vertrag widerrufen</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => dispatch(consentSettingsOpened())}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
      </div>
      {isDemoMode && DemoControls ? (
        <Suspense fallback={null}>
          <DemoControls />
        </Suspense>
      ) : null}
      <p className={styles.copyright}>
        © {new Date(pageNow()).getFullYear()} {site.name}
      </p>
    </footer>
  );
}
