import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { fallbackDescription, site } from '@/config/site';
import { lazyPage } from '@/lib/lazyPage';
import { HomeSearch } from '../components/home/HomeSearch';
import { inCitiesText } from '../academyFacts';
import { organizationJsonLd } from '../structuredData/common';
import styles from './HomePage.module.css';

const HomeSections = lazyPage(
  () => import(/* webpackChunkName: "home-sections" */ '../components/home/HomeSections'),
  'HomeSections',
);

export function HomePage() {
  return (
    <>
      <PageMeta description={fallbackDescription} path={paths.home} jsonLd={organizationJsonLd()} />
      {/* The hero is text and a form: it paints at once, without waiting for any data or the sections' chunk. */}
      <section className={styles.hero} aria-labelledby="start-titel">
        <p className={styles.eyebrow}>{site.name}</p>
        <h1 id="start-titel" className={styles.title}>
          {site.tagline}
        </h1>
        <p className={styles.lead}>
          Praxisseminare {inCitiesText()}, Inhouse-Schulungen für Ihr Team und Live-Webinare – von SEO bis KI im
          Marketing.
        </p>
        <HomeSearch />
        <div className={styles.actions}>
          <Link className={styles.secondary} to={paths.webinars}>
            Webinare entdecken
          </Link>
          <Link className={styles.secondary} to={paths.inhouse}>
            Inhouse-Schulung anfragen
          </Link>
        </div>
      </section>
      <Suspense fallback={<LoadingState label="Seminare und Termine werden geladen …" rows={4} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}

/** The sections' chunk, loaded with the page's before a prerendered home page hydrates (see preloadRoute). */
HomePage.preload = HomeSections.preload;
