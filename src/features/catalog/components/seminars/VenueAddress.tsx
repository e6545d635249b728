import { MapPin } from 'lucide-react';
import type { LocationRow } from '../../catalogTypes';
import styles from './VenueAddress.module.css';

/** The venue's facts about getting there and access, each a labelled line when the row has it. */
function venueFacts(venue: LocationRow): Array<[label: string, text: string]> {
  const facts: Array<[string, string | null]> = [
    ['Anfahrt', venue.directions],
    ['Öffentliche Verkehrsmittel', venue.public_transport],
    ['Parken', venue.parking],
    [
      'Barrierefreiheit',
      [venue.step_free_access ? 'Stufenlos erreichbar.' : 'Nicht stufenlos erreichbar.', venue.accessibility_notes]
        .filter(Boolean)
        .join(' '),
    ],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** The venue of a city with its postal address, how to get there, parking and step-free access. */
export function VenueAddress({ venue }: { venue: LocationRow }) {
  return (
    <div className={styles.venue}>
      <MapPin aria-hidden="true" size={24} className={styles.icon} />
      <div>
        <address className={styles.address}>
          <strong>{venue.venue_name}</strong>
          <br />
          {venue.street}
          <br />
          {venue.postal_code} {venue.city}
        </address>
        {venueFacts(venue).map(([label, text]) => (
          <p key={label} className={styles.directions}>
            <span className={styles.label}>{label}:</span> {text}
          </p>
        ))}
      </div>
    </div>
  );
}
