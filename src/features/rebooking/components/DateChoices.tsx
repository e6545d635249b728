import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/States';
import { CITY_NAMES, isCitySlug, seminarInCityPath } from '@/config/paths';
import { dateRangeText, seatsLeft, seatsLeftText, timeRangeText, type SessionWithDetails } from '@/features/catalog';
import styles from './Rebooking.module.css';

interface DateChoicesProps {
  legend: string;
  /** The radios' shared name: one choice across both lists (this seminar's dates and another seminar's). */
  name: string;
  sessions: readonly SessionWithDetails[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  /** The seats the line holds: a date with fewer seats left cannot take it. */
  quantity: number;
  selectedId: string | null;
  onSelect: (session: SessionWithDetails) => void;
}

/** `Ausgebucht`, `Nur noch 1 Platz – zu wenige für 2 Plätze`, or the catalogue's seats text. */
export function seatsText(left: number, quantity: number): string {
  if (left > 0 && left < quantity) {
    return `Nur noch ${left} ${left === 1 ? 'Platz' : 'Plätze'} – zu wenige für ${quantity} Plätze`;
  }
  return seatsLeftText(left);
}

/** A date's city page, where a sold-out date offers `Auf die Warteliste`. */
export function waitlistPath(session: SessionWithDetails): string | null {
  const city = session.locations.city_slug;
  return isCitySlug(city) ? seminarInCityPath(city, session.seminars.slug) : null;
}

export function cityName(session: SessionWithDetails): string {
  const city = session.locations.city_slug;
  return isCitySlug(city) ? CITY_NAMES[city] : session.locations.city_name;
}

/**
 * The dates to choose from, as the catalogue lists them: when, where, seats left. A date without enough seats is
 * shown but cannot be chosen; a sold-out one links to its page, where its waiting list is.
 */
export function DateChoices({
  legend,
  name,
  sessions,
  loading,
  failed,
  onRetry,
  emptyText,
  quantity,
  selectedId,
  onSelect,
}: DateChoicesProps) {
  return (
    <fieldset className={styles.dates}>
      <legend>{legend}</legend>
      {failed ? (
        <ErrorState message="Die Termine konnten nicht geladen werden." onRetry={onRetry} />
      ) : loading || !sessions ? (
        <LoadingState label="Termine werden geladen …" rows={2} />
      ) : sessions.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {sessions.map((session) => {
            const left = seatsLeft(session);
            const fits = left >= quantity;
            const dates = dateRangeText(session);
            const place = `${cityName(session)}, ${session.locations.venue_name}`;
            const waitlist = left <= 0 ? waitlistPath(session) : null;
            return (
              <li key={session.id} className={styles.item}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={name}
                    value={session.id}
                    checked={selectedId === session.id}
                    disabled={!fits}
                    onChange={() => onSelect(session)}
                  />
                  <span className={styles.when}>
                    <time dateTime={session.start_date}>{dates}</time>, {timeRangeText(session)}
                  </span>
                  <span className={styles.meta}>{place}</span>
                  <span className={fits ? styles.seats : styles.soldOut}>{seatsText(left, quantity)}</span>
                </label>
                {waitlist ? (
                  <Link className={styles.link} to={waitlist}>
                    Zur Warteliste
                    <span className="visually-hidden">
                      {' '}
                      – {session.seminars.title}, {place}, {dates}
                    </span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
