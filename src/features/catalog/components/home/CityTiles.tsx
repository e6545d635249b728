import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import { CITY_NAMES, CITY_SLUGS, cityPath } from '@/config/paths';
import { ErrorState } from '@/components/States';
import type { SessionWithDetails } from '../../catalogTypes';
import styles from './HomeSections.module.css';

interface CityTilesProps {
  /** All upcoming dates (undefined while loading): each tile counts its city's. */
  sessions: readonly SessionWithDetails[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

function countText(count: number): string {
  if (count === 0) return 'Termine in Planung';
  return count === 1 ? '1 Termin' : `${count} Termine`;
}

/** The six cities as tiles. The tiles are links that work at once; the counts join them when the dates arrive. */
export function CityTiles({ sessions, isError, onRetry }: CityTilesProps) {
  return (
    <section aria-labelledby="staedte-titel" className={styles.section}>
      <h2 id="staedte-titel">Seminare in Ihrer Stadt</h2>
      <ul className={styles.cities}>
        {CITY_SLUGS.map((city) => {
          const count = sessions?.filter((session) => session.locations.city_slug === city).length;
          const counted =
            count === undefined ? (isError ? 'Termine ansehen' : 'Termine werden gezählt …') : countText(count);
          return (
            <li key={city}>
              <Link className={styles.city} to={cityPath(city)}>
                <MapPin aria-hidden="true" size={20} className={styles.cityIcon} />
                {/* Two lines on screen, read as one phrase: "Berlin, 11 Termine" (the comma is the CSS's). */}
                <span className={styles.cityName}>{CITY_NAMES[city]}</span>
                <span className={styles.cityCount}>{counted.replace(/^(\d+) /, '$1\u00a0')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {isError ? <ErrorState message="Die Zahl der Termine konnte nicht geladen werden." onRetry={onRetry} /> : null}
    </section>
  );
}
