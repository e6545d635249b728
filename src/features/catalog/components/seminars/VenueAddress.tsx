import { MapPin } from 'lucide-react';
import type { LocationRow } from '../../catalogTypes';
import styles from './VenueAddress.module.css';

/** The venue of a city with its postal address and how to get there. */
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
        {venue.directions ? (
          <p className={styles.directions}>
            <span className={styles.label}>Anfahrt:</span> {venue.directions}
          </p>
        ) : null}
      </div>
    </div>
  );
}
