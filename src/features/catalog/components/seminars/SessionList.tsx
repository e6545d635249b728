import { Link } from 'react-router-dom';
import { CalendarDays, Clock, MapPin, User } from 'lucide-react';
import { CITY_NAMES, seminarInCityPath, trainerPath } from '@/config/paths';
import type { SessionWithDetails } from '../../catalogTypes';
import { AddToCartButton } from '../AddToCartButton';
import { DiscountedPriceTag } from '../DiscountedPriceTag';
import type { DiscountTermsOf } from '../useDiscountTerms';
import { GuaranteedNote } from '../GuaranteedNote';
import { SeatsBadge } from '../SeatsBadge';
import { citySlugOf, dateRangeText, seatsLeft, timeRangeText, toCartItem } from './sessionView';
import styles from './SessionList.module.css';

interface SessionListProps {
  sessions: readonly SessionWithDetails[];
  /** Names the list for screen readers, e.g. `Termine von SEO-Grundlagen in Berlin`. */
  label: string;
  /** Show the city and venue on each row (lists across cities). */
  showCity?: boolean;
  /** Show the seminar title on each row, linked to its city page (lists across seminars). */
  showSeminar?: boolean;
  showTrainer?: boolean;
  /** The seminars' discount terms, read once by the page (`useDiscountTerms`). */
  termsOf: DiscountTermsOf;
}

/** Dates of seminars, each with its time, seats left, price and `In den Warenkorb` (docs/product.md). */
export function SessionList({ sessions, label, showCity, showSeminar, showTrainer, termsOf }: SessionListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {sessions.map((session) => {
        const city = citySlugOf(session);
        const cityName = city ? CITY_NAMES[city] : session.locations.city_name;
        const dates = dateRangeText(session);
        const seminar = session.seminars;
        const terms = termsOf(seminar);
        return (
          <li key={session.id} className={styles.row}>
            <div className={styles.when}>
              {showSeminar ? (
                <p className={styles.seminar}>
                  {city ? <Link to={seminarInCityPath(city, seminar.slug)}>{seminar.title}</Link> : seminar.title}
                </p>
              ) : null}
              <p className={styles.date}>
                <CalendarDays aria-hidden="true" size={18} />
                <time dateTime={session.start_date}>{dates}</time>
              </p>
              <p className={styles.meta}>
                <Clock aria-hidden="true" size={16} />
                {timeRangeText(session)}
              </p>
              {showCity ? (
                <p className={styles.meta}>
                  <MapPin aria-hidden="true" size={16} />
                  {cityName}, {session.locations.venue_name}
                </p>
              ) : null}
              {showTrainer && session.trainers ? (
                <p className={styles.meta}>
                  <User aria-hidden="true" size={16} />
                  <span>
                    Trainer/in: <Link to={trainerPath(session.trainers.slug)}>{session.trainers.name}</Link>
                  </span>
                </p>
              ) : null}
              <GuaranteedNote guaranteed={session.guaranteed} />
            </div>
            <div className={styles.offer}>
              <SeatsBadge seatsLeft={seatsLeft(session)} />
              <DiscountedPriceTag
                netCents={seminar.price_net_cents}
                vatRate={seminar.vat_rate}
                terms={terms}
                startDate={session.start_date}
              />
              <AddToCartButton
                item={toCartItem(session, terms)}
                description={`${seminar.title}, ${cityName}, ${dates}`}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
