import { Link } from 'react-router-dom';
import { isCitySlug, seminarInCityPath, webinarPath } from '@/config/paths';
import { formatClockTime, formatInstantDate, formatInstantTime, formatWeekdayDate } from '@/lib/format';
import type { SessionWithDetails, WebinarWithTrainer } from '../../catalogTypes';
import { GuaranteedNote } from '../GuaranteedNote';
import { SeatsBadge } from '../SeatsBadge';
import { webinarSeatsLeft } from '../webinars/webinarView';
import styles from './TrainerSessions.module.css';

/** A trainer's next seminar dates; each links to the seminar in its city, where it is booked. */
export function TrainerSessionList({ sessions }: { sessions: readonly SessionWithDetails[] }) {
  return (
    <ul className={styles.list}>
      {sessions.map((session) => {
        const city = session.locations.city_slug;
        const title = session.seminars.title;
        const days =
          session.end_date !== session.start_date
            ? `${formatWeekdayDate(session.start_date)} – ${formatWeekdayDate(session.end_date)}`
            : formatWeekdayDate(session.start_date);
        return (
          <li key={session.id} className={styles.row}>
            <p className={styles.when}>
              {days}, {formatClockTime(session.start_time)}
            </p>
            <div>
              <p className={styles.what}>
                {isCitySlug(city) ? <Link to={seminarInCityPath(city, session.seminars.slug)}>{title}</Link> : title}
                <span className={styles.where}> · {session.locations.city_name}</span>
              </p>
              <GuaranteedNote guaranteed={session.guaranteed} />
            </div>
            <SeatsBadge seatsLeft={Math.max(0, session.capacity - session.seats_booked)} />
          </li>
        );
      })}
    </ul>
  );
}

/** A trainer's next webinars, each linking to its page. */
export function TrainerWebinarList({ webinars }: { webinars: readonly WebinarWithTrainer[] }) {
  return (
    <ul className={styles.list}>
      {webinars.map((webinar) => (
        <li key={webinar.id} className={styles.row}>
          <p className={styles.when}>
            {formatInstantDate(webinar.starts_at)}, {formatInstantTime(webinar.starts_at)}
          </p>
          <p className={styles.what}>
            <Link to={webinarPath(webinar.slug)}>{webinar.title}</Link>
            <span className={styles.where}> · Online</span>
          </p>
          <SeatsBadge seatsLeft={webinarSeatsLeft(webinar)} />
        </li>
      ))}
    </ul>
  );
}
