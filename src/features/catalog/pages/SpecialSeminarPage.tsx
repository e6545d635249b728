import { Link } from 'react-router-dom';
import { Bot, Calculator, CheckCircle2, LayoutTemplate, Rocket } from 'lucide-react';
import { paths, SPECIAL_SEMINAR_SLUG, seminarAllLocationsPath, seminarInCityPath } from '@/config/paths';
import { PageMeta } from '@/components/PageMeta';
import { formatCents, grossFromNetCents, todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSeminarBySlugQuery, useSessionsQuery } from '../catalogApi';
import { DataSection } from '../components/seminars/DataSection';
import { SessionList } from '../components/seminars/SessionList';
import { useDiscountTerms } from '../components/useDiscountTerms';
import { agendaBlocks, citySlugOf } from '../components/seminars/sessionView';
import { seminarDatesJsonLd } from '../structuredData/event';
import styles from './SpecialSeminarPage.module.css';

const TITLE = 'KI-Coding mit Lovable';
const DESCRIPTION = 'Das Spezialseminar: eigene Web-Apps mit KI bauen – ohne Vorkenntnisse im Programmieren.';

/** What participants build in the two days (the landing page's promise; the agenda below comes from the database). */
const BUILDS = [
  {
    icon: LayoutTemplate,
    title: 'Eine Landingpage mit Formular',
    text: 'Per Chat entworfen, mit Ihren Texten und Farben, Anfragen landen in der eigenen Datenbank.',
  },
  {
    icon: Calculator,
    title: 'Einen Rechner oder Konfigurator',
    text: 'Preisrechner, Angebotskonfigurator oder Quiz – interaktiv, mobil nutzbar, sofort teilbar.',
  },
  {
    icon: Bot,
    title: 'Eine kleine Web-App mit Login',
    text: 'Mit Benutzerkonten, Rechten und Daten – und dem Wissen, wo KI-Coding an Grenzen stößt.',
  },
] as const;

const FAQ = [
  {
    question: 'Brauche ich Programmierkenntnisse?',
    answer:
      'Nein. Sie beschreiben, was Sie bauen möchten, und lernen, die Ergebnisse der KI zu prüfen und zu verbessern. Grundlegende Computerkenntnisse genügen.',
  },
  {
    question: 'Was muss ich mitbringen?',
    answer:
      'Einen eigenen Laptop mit aktuellem Browser. Ein kostenloses Lovable-Konto richten wir zu Beginn gemeinsam ein; die Seminarunterlagen erhalten Sie digital.',
  },
  {
    question: 'Gehört mir, was ich baue?',
    answer:
      'Ja. Ihr Projekt liegt in Ihrem Konto, Sie können den Code exportieren und nach dem Seminar weiterentwickeln oder veröffentlichen.',
  },
  {
    question: 'Kann ich kostenfrei stornieren?',
    answer:
      'Bis 14 Tage vor dem ersten Seminartag ist die Stornierung kostenfrei; eine Ersatzperson können Sie bis zum Beginn kostenfrei benennen.',
  },
] as const;

/** `/seminars/ki-coding-lovable`: the special seminar's own landing page, still bookable date by date. */
export function SpecialSeminarPage() {
  const path = seminarAllLocationsPath(SPECIAL_SEMINAR_SLUG);
  const seminarQuery = useSeminarBySlugQuery(SPECIAL_SEMINAR_SLUG, { selectFromResult: renderedQuery });
  const termsOf = useDiscountTerms();
  const seminar = seminarQuery.data;
  const sessionsQuery = useSessionsQuery(
    { from: todayInBerlin(), seminarId: seminar?.id },
    { skip: !seminar, selectFromResult: renderedQuery },
  );
  const sessions = sessionsQuery.data ?? [];
  const agenda = seminar ? agendaBlocks(seminar.agenda) : [];
  const datesLoading = seminarQuery.isLoading || (Boolean(seminar) && sessionsQuery.isLoading);
  const datesError = seminarQuery.isError || sessionsQuery.isError;

  return (
    <div className={styles.page}>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={path}
        image={seminar?.image_url ?? undefined}
        type="product"
        jsonLd={
          seminar
            ? seminarDatesJsonLd(seminar, sessions, (session) => {
                const city = citySlugOf(session);
                return city ? seminarInCityPath(city, SPECIAL_SEMINAR_SLUG) : path;
              })
            : undefined
        }
      />
      {/* The hero is static text: it paints at once, without waiting for the seminar's data. */}
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Sonderseminar · 2 Tage · Präsenz</p>
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>
          Eigene Web-Apps mit KI bauen – ohne Vorkenntnisse im Programmieren. Sie gehen mit einer veröffentlichten
          Anwendung nach Hause.
        </p>
        <div className={styles.heroActions}>
          <a className={styles.cta} href="#termine">
            <Rocket aria-hidden="true" size={20} />
            Termine und Preise
          </a>
          {seminar ? (
            <p className={styles.heroPrice}>
              {formatCents(grossFromNetCents(seminar.price_net_cents, seminar.vat_rate))}{' '}
              <span>inkl. {seminar.vat_rate} % MwSt.</span>
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="bauen-titel" className={styles.section}>
        <h2 id="bauen-titel">Das bauen Sie in zwei Tagen</h2>
        <ul className={styles.builds}>
          {BUILDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.build}>
              <Icon aria-hidden="true" size={28} className={styles.buildIcon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="fuer-wen-titel" className={styles.section}>
          <h2 id="fuer-wen-titel">Für wen</h2>
          <DataSection
            isLoading={seminarQuery.isLoading}
            isError={seminarQuery.isError}
            onRetry={() => void seminarQuery.refetch()}
            loadingLabel="Zielgruppe wird geladen …"
            errorMessage="Die Seminarinhalte konnten nicht geladen werden."
            isEmpty={!seminar || seminar.audience.length === 0}
            emptyTitle="Für alle, die eigene Web-Apps bauen möchten."
            rows={2}
          >
            <ul className={styles.checks}>
              {seminar?.audience.map((who) => (
                <li key={who}>
                  <CheckCircle2 aria-hidden="true" size={20} />
                  {who}
                </li>
              ))}
            </ul>
          </DataSection>
        </section>
        <section aria-labelledby="ablauf-titel" className={styles.section}>
          <h2 id="ablauf-titel">Ablauf</h2>
          <DataSection
            isLoading={seminarQuery.isLoading}
            isError={seminarQuery.isError}
            onRetry={() => void seminarQuery.refetch()}
            loadingLabel="Ablauf wird geladen …"
            errorMessage="Der Ablauf konnte nicht geladen werden."
            isEmpty={agenda.length === 0}
            emptyTitle="Der Ablauf wird gerade überarbeitet."
            rows={2}
          >
            <ol className={styles.agenda}>
              {agenda.map((block) => (
                <li key={block.title}>
                  <h3>{block.title}</h3>
                  <ul>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </DataSection>
        </section>
      </div>

      <section id="termine" aria-labelledby="termine-titel" className={styles.section}>
        <h2 id="termine-titel">Termine und Preise</h2>
        <DataSection
          isLoading={datesLoading}
          isError={datesError}
          onRetry={() => void (seminarQuery.isError ? seminarQuery.refetch() : sessionsQuery.refetch())}
          loadingLabel="Termine werden geladen …"
          errorMessage="Die Termine konnten nicht geladen werden."
          isEmpty={sessions.length === 0}
          emptyTitle="Derzeit keine Termine"
          emptyContent={
            <p>
              Neue Termine sind in Planung. Für Ihr Team bieten wir das Seminar auch als{' '}
              <Link to={paths.inhouse}>Inhouse-Schulung</Link> an.
            </p>
          }
        >
          <SessionList
            sessions={sessions}
            label="Termine: KI-Coding mit Lovable"
            showCity
            showTrainer
            termsOf={termsOf}
          />
        </DataSection>
      </section>

      <section aria-labelledby="faq-titel" className={styles.section}>
        <h2 id="faq-titel">Häufige Fragen</h2>
        <div className={styles.faq}>
          {FAQ.map(({ question, answer }) => (
            <details key={question}>
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
