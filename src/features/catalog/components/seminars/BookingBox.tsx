import { useId, useState } from 'react';
import { SelectField } from '@/components/Form';
import { CITY_NAMES } from '@/config/paths';
import { todayInBerlin } from '@/lib/format';
import { linePrice } from '@/lib/pricing';
import type { SessionWithDetails } from '../../catalogTypes';
import { AddToCartButton } from '../AddToCartButton';
import { DiscountedPriceTag } from '../DiscountedPriceTag';
import { PriceTag } from '../PriceTag';
import { GuaranteedNote } from '../GuaranteedNote';
import { SeatsBadge } from '../SeatsBadge';
import type { DiscountTermsOf } from '../useDiscountTerms';
import { citySlugOf, dateRangeText, seatsLeft, timeRangeText, toCartItem } from './sessionView';
import styles from './BookingBox.module.css';

interface BookingBoxProps {
  /** The page's bookable dates (one seminar), sorted by date. */
  sessions: readonly SessionWithDetails[];
  /** Name each date's city (a page with dates in several cities). */
  showCity?: boolean;
  termsOf: DiscountTermsOf;
}

/** The participants a visitor can choose: the seats left (at least one, so the field never is empty). */
function participantOptions(seats: number) {
  return Array.from({ length: Math.max(1, seats) }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? '1 Person' : `${index + 1} Personen`,
  }));
}

/**
 * The seminar page's booking box (docs/product.md): a date, the number of participants, the price per person and the
 * total for them with the group discount, computed as `book_cart` does (src/lib/pricing.ts), gross with
 * "inkl. MwSt." and net, and `In den Warenkorb` for all of them at once. On a desktop it stays in view beside the page.
 */
export function BookingBox({ sessions, showCity, termsOf }: BookingBoxProps) {
  const headingId = useId();
  const firstBookable = sessions.find((session) => seatsLeft(session) > 0) ?? sessions[0];
  const [sessionId, setSessionId] = useState(firstBookable?.id ?? '');
  const [participants, setParticipants] = useState(1);
  const session = sessions.find((candidate) => candidate.id === sessionId) ?? firstBookable;
  if (!session) return null;

  const seminar = session.seminars;
  const terms = termsOf(seminar);
  const seats = seatsLeft(session);
  const count = Math.min(participants, Math.max(1, seats));
  const line = linePrice(seminar.price_net_cents, count, terms, session.start_date, todayInBerlin());
  const city = citySlugOf(session);
  const cityName = city ? CITY_NAMES[city] : session.locations.city_name;
  const dates = dateRangeText(session);
  const dateLabel = (candidate: SessionWithDetails) => {
    const candidateCity = citySlugOf(candidate);
    const where = showCity ? `, ${candidateCity ? CITY_NAMES[candidateCity] : candidate.locations.city_name}` : '';
    return `${dateRangeText(candidate)}${where}${seatsLeft(candidate) <= 0 ? ' (ausgebucht)' : ''}`;
  };

  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.heading}>
        Platz buchen
      </h2>
      <SelectField
        label="Termin"
        value={session.id}
        onChange={(event) => setSessionId(event.target.value)}
        options={sessions.map((candidate) => ({ value: candidate.id, label: dateLabel(candidate) }))}
      />
      <p className={styles.meta}>
        {timeRangeText(session)} · {cityName}, {session.locations.venue_name}
      </p>
      <div>
        <SeatsBadge seatsLeft={seats} />
      </div>
      <GuaranteedNote guaranteed={session.guaranteed} />
      {seats > 0 ? (
        <>
          <SelectField
            label="Teilnehmende"
            value={String(count)}
            onChange={(event) => setParticipants(Number(event.target.value))}
            options={participantOptions(seats)}
          />
          <div className={styles.total} aria-live="polite">
            <p className={styles.totalLabel}>{count === 1 ? 'Gesamt' : `Gesamt für ${count} Personen`}</p>
            <PriceTag netCents={line.lineNetCents} vatRate={seminar.vat_rate} unit="" />
            {line.groupDiscountPercent > 0 ? (
              <p className={styles.discount}>inklusive {line.groupDiscountPercent} % Gruppenrabatt</p>
            ) : null}
          </div>
        </>
      ) : null}
      <AddToCartButton
        item={toCartItem(session, terms)}
        quantity={count}
        description={`${count === 1 ? '1 Platz' : `${count} Plätze`}, ${seminar.title}, ${cityName}, ${dates}`}
      />
      {seats > 0 ? (
        // The price per person with its discounts, as on the date rows.
        <div className={styles.perPerson}>
          <p className={styles.perPersonLabel}>Preis pro Person</p>
          <DiscountedPriceTag
            netCents={seminar.price_net_cents}
            vatRate={seminar.vat_rate}
            terms={terms}
            startDate={session.start_date}
          />
        </div>
      ) : null}
    </section>
  );
}
