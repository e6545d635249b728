import { Building2, Laptop, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { seminarTypePath } from '@/config/paths';
import { CATEGORY_NAMES, type SeminarCategory } from '../../catalogTypes';
import styles from './InhouseOffer.module.css';

/** The indicative day rate; the offer names the exact price for the agreed programme. */
export const INHOUSE_PRICE_TEXT = 'ab 2.490 € netto pro Schulungstag';

const BENEFITS = [
  {
    title: 'Auf Ihr Team zugeschnitten',
    text: 'Inhalte, Beispiele und Übungen aus Ihrer Branche und mit Ihren Daten.',
  },
  { title: 'Alle auf demselben Stand', text: 'Das ganze Team lernt gemeinsam – und setzt danach gemeinsam um.' },
  {
    title: 'Planbar und wirtschaftlich',
    text: 'Ein fester Tagessatz statt vieler Einzeltickets, ohne Reisekosten fürs Team.',
  },
  {
    title: 'Erfahrene Praktiker',
    text: 'Unsere Trainerinnen und Trainer arbeiten selbst täglich im digitalen Marketing.',
  },
];

const STEPS = [
  { title: 'Anfrage senden', text: 'Sie nennen Thema, Teamgröße und Wunschzeitraum – unverbindlich.' },
  { title: 'Vorgespräch', text: 'Wir klären Ziele und Vorkenntnisse in einem kostenlosen Gespräch (30 Minuten).' },
  { title: 'Angebot und Konzept', text: 'Sie erhalten ein Programm mit Festpreis und Terminvorschlägen.' },
  {
    title: 'Schulung und Nachbereitung',
    text: 'Nach der Schulung: Unterlagen, Teilnahmebescheinigungen und Fragen-Sprechstunde.',
  },
];

const FORMATS = [
  {
    icon: Building2,
    title: 'Bei Ihnen vor Ort',
    text: 'Wir kommen mit Technik und Unterlagen in Ihr Unternehmen – deutschlandweit.',
  },
  {
    icon: MapPin,
    title: 'In unseren Räumen',
    text: 'In Berlin, München, Hamburg, Frankfurt, Stuttgart oder Köln, inklusive Verpflegung.',
  },
  {
    icon: Laptop,
    title: 'Online',
    text: 'Live im virtuellen Klassenraum – ideal für verteilte Teams, auch in Halbtagesmodulen.',
  },
];

interface InhouseOfferProps {
  /** The academy's VAT rate in percent (`settings.vat_rate`). */
  vatRate: number;
  /** `settings.inhouse_max_participants` (the chat assistant says the same); null until the settings arrive. */
  maxParticipants: number | null;
}

/** What an in-house training is, how it runs, what it covers, where it happens and what it costs. */
export function InhouseOffer({ vatRate, maxParticipants }: InhouseOfferProps) {
  return (
    <>
      <section aria-labelledby="inhouse-vorteile" className={styles.section}>
        <h2 id="inhouse-vorteile">Ihre Vorteile</h2>
        <ul className={styles.cards}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="inhouse-ablauf" className={styles.section}>
        <h2 id="inhouse-ablauf">So läuft es ab</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="inhouse-themen" className={styles.section}>
        <h2 id="inhouse-themen">Themen</h2>
        <p>Jedes Thema unserer offenen Seminare gibt es auch als Inhouse-Schulung – gern kombiniert:</p>
        <ul className={styles.topics}>
          {(Object.keys(CATEGORY_NAMES) as SeminarCategory[]).map((category) => (
            <li key={category}>
              <Link to={seminarTypePath(category)}>{CATEGORY_NAMES[category]}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="inhouse-formate" className={styles.section}>
        <h2 id="inhouse-formate">Formate</h2>
        <ul className={styles.cards}>
          {FORMATS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon aria-hidden="true" size={28} className={styles.icon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="inhouse-preis" className={styles.section}>
        <h2 id="inhouse-preis">Preis</h2>
        <p className={styles.price}>{INHOUSE_PRICE_TEXT}</p>
        <p>
          {maxParticipants ? `Für bis zu ${maxParticipants} Teilnehmende, inklusive` : 'Inklusive'} Vorgespräch,
          Unterlagen und Teilnahmebescheinigungen, zuzüglich {vatRate} % MwSt. Den genauen Preis nennt Ihr persönliches
          Angebot.
        </p>
      </section>
    </>
  );
}
