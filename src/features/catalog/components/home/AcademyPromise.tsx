import { Link } from 'react-router-dom';
import { Award, Building2, MapPinned, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import styles from './HomeSections.module.css';

/** The in-house offer: static, so it needs no data. */
export function InhouseTeaser() {
  return (
    <section aria-labelledby="inhouse-titel" className={`${styles.section} ${styles.inhouse}`}>
      <Building2 aria-hidden="true" size={32} />
      <div>
        <h2 id="inhouse-titel">Inhouse-Schulungen für Ihr Team</h2>
        <p>
          Jedes Seminar gibt es auch exklusiv für Ihr Unternehmen – bei Ihnen vor Ort oder online, mit Ihren Beispielen
          und Ihrem Zeitplan.
        </p>
        <Link className={styles.more} to={paths.inhouse}>
          Inhouse-Schulung anfragen
        </Link>
      </div>
    </section>
  );
}

const REASONS = [
  // No number in copy: each date's capacity is in the data (the about page says the same without one).
  { icon: Users, title: 'Kleine Gruppen', text: 'Bewusst kleine Gruppen, damit jede Frage Platz hat.' },
  {
    icon: Award,
    title: 'Praxis statt Folien',
    text: 'Trainerinnen und Trainer aus der Praxis, Übungen an Ihren Projekten.',
  },
  { icon: MapPinned, title: 'Sechs Städte', text: 'Berlin, München, Hamburg, Frankfurt, Stuttgart und Köln.' },
] as const;

/** "Warum die Digitalakademie": three short reasons. */
export function WhyUs() {
  return (
    <section aria-labelledby="warum-titel" className={styles.section}>
      <h2 id="warum-titel">Warum die Digitalakademie</h2>
      <ul className={styles.reasons}>
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.reason}>
            <Icon aria-hidden="true" size={28} className={styles.cityIcon} />
            <h3 className={styles.itemTitle}>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
