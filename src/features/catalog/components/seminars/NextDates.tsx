import { Link } from 'react-router-dom';
import { CITY_NAMES, seminarInCityPath } from '@/config/paths';
import type { SessionWithDetails } from '../../catalogTypes';
import { GuaranteedNote } from '../GuaranteedNote';
import { SeatsBadge } from '../SeatsBadge';
import { citySlugOf, dateRangeText, seatsLeft } from './sessionView';
import styles from './NextDates.module.css';

/** A compact list of dates across cities: date and city (the link to book it there) and seats left. */
export function NextDates({ sessions, label }: { sessions: readonly SessionWithDetails[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {sessions.map((session) => {
        const city = citySlugOf(session);
        const text = `${city ? CITY_NAMES[city] : session.locations.city_name}: ${dateRangeText(session)}`;
        return (
          <li key={session.id} className={styles.item}>
            <div className={styles.when}>
              {city ? <Link to={seminarInCityPath(city, session.seminars.slug)}>{text}</Link> : text}
              <GuaranteedNote guaranteed={session.guaranteed} />
            </div>
            <SeatsBadge seatsLeft={seatsLeft(session)} />
          </li>
        );
      })}
    </ul>
  );
}
