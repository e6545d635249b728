import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderedQuery } from '@/lib/api';
import { todayInBerlin } from '@/lib/format';
import { inCitiesText, largestGroup, smallGroupsText, venuesHeading } from '../academyFacts';
import { useSessionsQuery } from '../catalogApi';
import styles from './AboutPage.module.css';

const FOUNDED = 2012;

/** The strengths; the group size comes from the upcoming dates (academyFacts.ts), as on the home page. */
const strengthsFor = (largest: number | null): ReadonlyArray<{ title: string; text: string }> => [
  {
    title: 'Kleine Gruppen',
    text: smallGroupsText(largest, 'so bleibt Zeit für Ihre Fragen und Ihre eigenen Beispiele.'),
  },
  {
    title: 'Praxis statt Folienschlacht',
    text: 'Sie arbeiten an echten Aufgaben – gern an Ihrer eigenen Website, Ihrem Werbekonto oder Ihrem Redaktionsplan – und gehen mit Ergebnissen nach Hause.',
  },
  {
    title: 'Erfahrene Trainerinnen und Trainer',
    text: 'Alle unterrichten, was sie selbst täglich tun: in Agenturen, Unternehmen und als Beraterinnen und Berater. Herstellerunabhängig und ohne Verkaufsabsicht.',
  },
  {
    title: 'Zertifikat',
    text: 'Nach jedem Seminar erhalten Sie ein Teilnahmezertifikat mit den behandelten Inhalten – für Ihre Weiterbildungsnachweise und Ihr Profil.',
  },
];

const values: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Ehrlich', text: 'Wir empfehlen das Seminar, das zu Ihnen passt – auch wenn es das kürzere ist.' },
  { title: 'Aktuell', text: 'Unsere Inhalte überarbeiten wir laufend, spätestens aber zu jedem Quartal.' },
  {
    title: 'Zugänglich',
    text: 'Barrierearme Seminarräume, gut lesbare Unterlagen und eine Website, die auch mit Tastatur und Screenreader funktioniert.',
  },
  {
    title: 'Sorgsam mit Daten',
    text: 'Schriften vom eigenen Server, Webanalyse nur mit Einwilligung, unsere Datenbank in einem Rechenzentrum in der EU.',
  },
];

export function AboutPage() {
  // The same request as the home page's (cached): the group size is a fact of the dates, not of this copy.
  const sessions = useSessionsQuery({ from: todayInBerlin() }, { selectFromResult: renderedQuery }).data;
  const strengths = strengthsFor(largestGroup(sessions));
  return (
    <>
      <PageMeta
        title="Über uns"
        description={`Wer wir sind: die ${site.name} – seit ${FOUNDED} Praxisseminare für digitales Marketing ${inCitiesText()}, als Inhouse-Schulung und live online.`}
        path={paths.about}
      />
      <ScreenIntro
        heading="Über uns"
        lead="Seit über zehn Jahren bringen wir Marketing-Teams das digitale Handwerk bei – praxisnah und herstellerunabhängig."
      />

      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="about-wer">
          <h2 id="about-wer">Wer wir sind</h2>
          <p>
            Die {site.name} wurde {FOUNDED} in Berlin von drei Marketing-Praktikern gegründet, die selbst vergeblich
            nach Weiterbildungen gesucht hatten, die mehr als Theorie bieten. Heute arbeiten bei uns rund 30 Menschen in
            Organisation, Didaktik und Kundenbetreuung, dazu über 40 freiberufliche Trainerinnen und Trainer.
          </p>
          <p>
            Unsere Themen: Suchmaschinenoptimierung, Google Ads, Social Media, Content-Marketing, Webanalyse und
            künstliche Intelligenz im Marketing – vom Einstieg bis zur Vertiefung für Profis.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="about-orte">
          <h2 id="about-orte">{venuesHeading()} in Deutschland</h2>
          <p>
            Unsere Präsenzseminare finden in gut erreichbaren Seminarräumen {inCitiesText()} statt, jeweils nah am
            Hauptbahnhof oder an der Innenstadt.
          </p>
          <ul className={styles.cities}>
            {CITY_SLUGS.map((city) => (
              <li key={city}>
                <Link to={cityPath(city)}>Seminare in {CITY_NAMES[city]}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="about-qualitaet">
          <h2 id="about-qualitaet">Was unsere Seminare auszeichnet</h2>
          <ul className={styles.cards}>
            {strengths.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="about-formate">
          <h2 id="about-formate">Inhouse-Schulungen und Webinare</h2>
          <p>
            Sie möchten Ihr ganzes Team schulen? Wir kommen zu Ihnen oder schulen Sie online – mit Inhalten, die wir auf
            Ihre Branche, Ihre Werkzeuge und Ihren Wissensstand zuschneiden.{' '}
            <Link to={paths.inhouse}>Mehr über Inhouse-Schulungen</Link>
          </p>
          <p>
            Wenig Zeit zum Reisen? In unseren Live-Webinaren lernen Sie kompakt in ein bis drei Stunden, mit Fragerunde
            und Unterlagen zum Nachlesen. <Link to={paths.webinars}>Alle Webinar-Termine ansehen</Link>
          </p>
        </section>

        <section className={styles.section} aria-labelledby="about-ki">
          <h2 id="about-ki">{site.secondBrand}</h2>
          <p>
            Unter der Marke {site.secondBrand} bündeln wir unsere Webinare rund um künstliche Intelligenz: Wie Sie mit
            Sprachmodellen Texte und Kampagnen vorbereiten, Routinearbeit automatisieren und mit KI-Werkzeugen eigene
            Anwendungen bauen – live vorgeführt, zum Mitmachen und mit einem nüchternen Blick auf Datenschutz und
            Urheberrecht. Die Webinare von {site.secondBrand} buchen Sie wie alle anderen über{' '}
            <Link to={paths.webinars}>unsere Webinar-Übersicht</Link>.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="about-werte">
          <h2 id="about-werte">Wofür wir stehen</h2>
          <ul className={styles.cards}>
            {values.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="about-kontakt">
          <h2 id="about-kontakt">Kontakt</h2>
          <p>
            Sie haben Fragen zu einem Seminar oder möchten ein Angebot? Wir sind werktags von 9 bis 17 Uhr für Sie da.
          </p>
          <address className={styles.address}>
            {site.name}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            Telefon: <a href={site.phoneHref}>{site.phone}</a>
            <br />
            E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
      </div>
    </>
  );
}
