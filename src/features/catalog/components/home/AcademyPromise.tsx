import { Link } from 'react-router-dom';
import { Award, Building2, MapPinned, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { citiesHeading, cityListText, largestGroup, smallGroupsText } from '../../academyFacts';
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

/**
 * "Warum die Digitalakademie": three short reasons. The group size and the cities come from the data
 * (academyFacts.ts), as on the about page, so the two pages cannot disagree.
 */
export function WhyUs({ sessions }: { sessions?: ReadonlyArray<{ capacity: number }> }) {
  const reasons = [
    {
      icon: Users,
      title: 'Kleine Gruppen',
      text: smallGroupsText(largestGroup(sessions), 'damit jede Frage Platz hat.'),
    },
    {
      icon: Award,
      title: 'Praxis statt Folien',
      text: 'Trainerinnen und Trainer aus der Praxis, Übungen an Ihren Projekten.',
    },
    { icon: MapPinned, title: citiesHeading(), text: `${cityListText()}.` },
  ];
  return (
    <section aria-labelledby="warum-titel" className={styles.section}>
      <h2 id="warum-titel">Warum die Digitalakademie</h2>
      <ul className={styles.reasons}>
        {reasons.map(({ icon: Icon, title, text }) => (
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
