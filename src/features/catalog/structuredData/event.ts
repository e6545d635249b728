import { trainerPath, webinarPath } from '@/config/paths';
import { berlinIsoDateTime, grossFromNetCents } from '@/lib/format';
import { absoluteUrl, DEFAULT_IMAGE_PATH, euroAmount, organizerJsonLd, venueAddress } from './common';
import { berlinDateTime, seatsLeft } from './course';
import type {
  SeminarRow,
  SeminarSummary,
  SessionWithDetails,
  TrainerSummary,
  WebinarWithTrainer,
} from '../catalogTypes';
import { webinarEndsAt, webinarSeatsLeft } from '../components/webinars/webinarView';
import { FEW_SEATS } from '../components/SeatsBadge';

const SCHEMA = 'https://schema.org/';

/** Free seats as schema.org availability: the same thresholds as the seats badge the page shows. */
export function availabilityOf(seats: number): string {
  if (seats <= 0) return `${SCHEMA}SoldOut`;
  return seats <= FEW_SEATS ? `${SCHEMA}LimitedAvailability` : `${SCHEMA}InStock`;
}

function eventStatusOf(status: string): string {
  return status === 'cancelled' ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`;
}

function performerOf(trainer: TrainerSummary | null) {
  return trainer
    ? { performer: { '@type': 'Person', name: trainer.name, url: absoluteUrl(trainerPath(trainer.slug)) } }
    : {};
}

function imageOf(path: string | null) {
  return absoluteUrl(path ?? DEFAULT_IMAGE_PATH);
}

/**
 * One date of a seminar as a schema.org `EducationEvent` with everything Google's Event rich result requires and
 * recommends (docs/product.md, "Page metadata"): on site at the venue's full address, Berlin times with their offset, the trainer as
 * performer, the gross price with availability from the free seats, on sale since the date was published. `url` is
 * the page the date is booked on (the seminar's city page).
 */
export function seminarDateEventJsonLd(seminar: SeminarSummary | SeminarRow, session: SessionWithDetails, url: string) {
  const venue = session.locations;
  const description = 'description' in seminar && seminar.description ? seminar.description : seminar.summary;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    '@id': `${url}#termin-${session.id}`,
    name: seminar.title,
    description,
    url,
    image: imageOf(seminar.image_url),
    startDate: berlinDateTime(session.start_date, session.start_time),
    endDate: berlinDateTime(session.end_date, session.end_time),
    eventStatus: eventStatusOf(session.status),
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: { '@type': 'Place', name: venue.venue_name, address: venueAddress(venue) },
    organizer: organizerJsonLd(),
    ...performerOf(session.trainers),
    inLanguage: 'de-DE',
    offers: {
      '@type': 'Offer',
      url,
      price: euroAmount(grossFromNetCents(seminar.price_net_cents, seminar.vat_rate)),
      priceCurrency: 'EUR',
      availability: availabilityOf(seatsLeft(session)),
      validFrom: berlinIsoDateTime(session.created_at),
    },
  };
}

/** Every date a seminar page shows, each an `EducationEvent`; `bookingPath` names the page a date is booked on. */
export function seminarDatesJsonLd(
  seminar: SeminarSummary | SeminarRow,
  sessions: readonly SessionWithDetails[],
  bookingPath: (session: SessionWithDetails) => string,
) {
  return sessions.map((session) => seminarDateEventJsonLd(seminar, session, absoluteUrl(bookingPath(session))));
}

/**
 * A webinar as a schema.org `EducationEvent` held online (`OnlineEventAttendanceMode`, `VirtualLocation` = its page),
 * organised by the academy (naming the brand), with the trainer as performer and the gross price as offer. The join
 * link is never in it: only bookers get it.
 */
export function webinarEventJsonLd(webinar: WebinarWithTrainer) {
  const url = absoluteUrl(webinarPath(webinar.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    '@id': `${url}#webinar`,
    name: webinar.title,
    description: webinar.summary,
    url,
    image: imageOf(webinar.image_url),
    startDate: berlinIsoDateTime(webinar.starts_at),
    endDate: berlinIsoDateTime(webinarEndsAt(webinar)),
    eventStatus: eventStatusOf(webinar.status),
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url },
    organizer: organizerJsonLd(webinar.brand),
    ...performerOf(webinar.trainers),
    inLanguage: 'de-DE',
    offers: {
      '@type': 'Offer',
      url,
      price: euroAmount(grossFromNetCents(webinar.price_net_cents, webinar.vat_rate)),
      priceCurrency: 'EUR',
      availability: availabilityOf(webinarSeatsLeft(webinar)),
      validFrom: berlinIsoDateTime(webinar.created_at),
    },
  };
}
