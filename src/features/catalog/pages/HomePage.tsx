import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths } from '@/config/paths';
import { fallbackDescription, site } from '@/config/site';
import styles from './HomePage.module.css';

export function HomePage() {
  return (
    <>
      <PageMeta description={fallbackDescription} path={paths.home} />
      <section className={styles.hero} aria-labelledby="start-titel">
        <p className={styles.eyebrow}>{site.name}</p>
        <h1 id="start-titel" className={styles.title}>
          {site.tagline}
        </h1>
        <p className={styles.lead}>
          Praxisseminare in sechs Städten, Inhouse-Schulungen für Ihr Team und Live-Webinare – von SEO bis KI im
          Marketing.
        </p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={paths.webinars}>
            Webinare entdecken
          </Link>
          <Link className={styles.secondary} to={paths.inhouse}>
            Inhouse-Schulung anfragen
          </Link>
        </div>
      </section>
      <section aria-labelledby="staedte-titel">
        <h2 id="staedte-titel">Seminare in Ihrer Stadt</h2>
        <ul className={styles.cities}>
          {CITY_SLUGS.map((city) => (
            <li key={city}>
              <Link className={styles.city} to={cityPath(city)}>
                {CITY_NAMES[city]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
