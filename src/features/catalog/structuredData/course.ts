import { seminarAllLocationsPath } from '@/config/paths';
import { berlinWallTime } from '@/lib/calendar';
import { berlinIsoDateTime, grossFromNetCents, handedOverOr } from '@/lib/format';
import { site } from '@/config/site';
import { absoluteUrl, euroAmount, organizerJsonLd } from './common';
import type { SeminarRow, SeminarSummary, SessionWithDetails } from '../catalogTypes';

/** A Berlin calendar day and wall-clock time as an ISO 8601 date-time with its offset: `2026-12-10T09:00:00+01:00`. */
export function berlinDateTime(isoDate: string, time: string): string {
  return handedOverOr('berlinDateTime', `${isoDate}T${time}`, () => berlinIsoDateTime(berlinWallTime(isoDate, time)));
}

export function seatsLeft(session: Pick<SessionWithDetails, 'capacity' | 'seats_booked'>): number {
  return Math.max(0, session.capacity - session.seats_booked);
}

/** One date of a seminar as a schema.org `CourseInstance` (on site, at the venue, with its offer). */
export function courseInstanceJsonLd(session: SessionWithDetails, bookingPath: string) {
  const { seminars: seminar, locations: venue } = session;
  return {
    '@type': 'CourseInstance',
    courseMode: 'onsite',
    startDate: berlinDateTime(session.start_date, session.start_time),
    endDate: berlinDateTime(session.end_date, session.end_time),
    location: {
      '@type': 'Place',
      name: venue.venue_name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: venue.street,
        postalCode: venue.postal_code,
        addressLocality: venue.city,
        addressCountry: 'DE',
      },
    },
    ...(session.trainers ? { instructor: { '@type': 'Person', name: session.trainers.name } } : {}),
    offers: {
      '@type': 'Offer',
      price: euroAmount(grossFromNetCents(seminar.price_net_cents, seminar.vat_rate)),
      priceCurrency: 'EUR',
      availability: seatsLeft(session) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: absoluteUrl(bookingPath),
    },
  };
}

/**
 * A seminar as a schema.org `Course` with one `CourseInstance` per bookable date, so search engines can show the
 * dates and prices. `bookingPath` names the page a date is booked on (the city page of the seminar, or this page).
 */
export function courseJsonLd(
  seminar: SeminarSummary | SeminarRow,
  sessions: readonly SessionWithDetails[],
  options: { path?: string; bookingPath?: (session: SessionWithDetails) => string } = {},
) {
  const path = options.path ?? seminarAllLocationsPath(seminar.slug);
  const description = 'description' in seminar && seminar.description ? seminar.description : seminar.summary;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: seminar.title,
    description,
    url: absoluteUrl(path),
    ...(seminar.image_url ? { image: absoluteUrl(seminar.image_url) } : {}),
    inLanguage: 'de',
    timeRequired: `P${seminar.duration_days}D`,
    provider: organizerJsonLd(site.name),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: euroAmount(grossFromNetCents(seminar.price_net_cents, seminar.vat_rate)),
      priceCurrency: 'EUR',
    },
    hasCourseInstance: sessions.map((session) =>
      courseInstanceJsonLd(session, options.bookingPath ? options.bookingPath(session) : path),
    ),
  };
}
