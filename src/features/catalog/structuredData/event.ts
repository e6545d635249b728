import { trainerPath, webinarPath } from '@/config/paths';
import { berlinIsoDateTime, grossFromNetCents } from '@/lib/format';
import { absoluteUrl, euroAmount, organizerJsonLd } from './common';
import type { TrainerSummary, WebinarWithTrainer } from '../catalogTypes';
import { webinarEndsAt, webinarSeatsLeft } from '../components/webinars/webinarView';

/**
 * A webinar as a schema.org `Event` held online (`OnlineEventAttendanceMode`, `VirtualLocation`), organised by its
 * brand, with the trainer as performer and the gross price as offer. The join link is never in it: only bookers get it.
 */
export function webinarEventJsonLd(webinar: WebinarWithTrainer) {
  const url = absoluteUrl(webinarPath(webinar.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.summary,
    url,
    ...(webinar.image_url ? { image: absoluteUrl(webinar.image_url) } : {}),
    startDate: berlinIsoDateTime(webinar.starts_at),
    endDate: berlinIsoDateTime(webinarEndsAt(webinar)),
    eventStatus:
      webinar.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: organizerJsonLd(webinar.brand),
    ...(webinar.trainers ? { performer: personRef(webinar.trainers) } : {}),
    inLanguage: 'de-DE',
    offers: {
      '@type': 'Offer',
      price: euroAmount(grossFromNetCents(webinar.price_net_cents, webinar.vat_rate)),
      priceCurrency: 'EUR',
      availability: webinarSeatsLeft(webinar) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
  };
}

function personRef(trainer: TrainerSummary) {
  return { '@type': 'Person', name: trainer.name, url: absoluteUrl(trainerPath(trainer.slug)) };
}
