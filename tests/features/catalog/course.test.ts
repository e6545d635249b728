import { berlinDateTime, seatsLeft } from '@/features/catalog/structuredData/course';
import { availabilityOf, seminarDatesJsonLd } from '@/features/catalog/structuredData/event';
import type { SeminarSummary, SessionWithDetails } from '@/features/catalog/catalogTypes';

const seminar: SeminarSummary = {
  id: 'sem-1',
  slug: 'seo-grundlagen',
  title: 'SEO-Grundlagen',
  category: 'seo',
  summary: 'Besser gefunden werden.',
  duration_days: 2,
  duration_label: '2 Tage',
  price_net_cents: 129000,
  vat_rate: 19,
  is_featured: true,
  is_special: false,
  image_url: '/images/seminars/seo-grundlagen.webp',
  early_bird_percent: null,
  early_bird_days: null,
  group_discount_percent: null,
  group_min_participants: null,
};

function session(overrides: Partial<SessionWithDetails> = {}): SessionWithDetails {
  return {
    id: 'ses-1',
    seminar_id: seminar.id,
    location_id: 'loc-1',
    trainer_id: 'tr-1',
    start_date: '2026-12-10',
    end_date: '2026-12-11',
    start_time: '09:00:00',
    end_time: '17:00:00',
    capacity: 12,
    seats_booked: 4,
    status: 'scheduled',
    min_participants: null,
    guaranteed: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    seminars: seminar,
    locations: {
      id: 'loc-1',
      city_slug: 'berlin',
      city_name: 'Berlin',
      venue_name: 'Spreeforum Tagungszentrum',
      street: 'Friedrichstraße 112',
      postal_code: '10117',
      city: 'Berlin',
    },
    trainers: { id: 'tr-1', slug: 'julia-wagner', name: 'Julia Wagner', title: 'SEO-Beraterin', photo_url: null },
    ...overrides,
  };
}

// Seminar dates are schema.org EducationEvents (Google shows Course rich results in English only, docs/quality.md).
describe('seminar dates as EducationEvent JSON-LD', () => {
  it('writes Berlin wall-clock times with the winter and summer offsets', () => {
    expect(berlinDateTime('2026-07-10', '09:00')).toBe('2026-07-10T09:00:00+02:00');
    expect(berlinDateTime('2026-12-10', '09:00:00')).toBe('2026-12-10T09:00:00+01:00');
    // The day after the switch to summer time (29 March 2026).
    expect(berlinDateTime('2026-03-30', '17:00:00')).toBe('2026-03-30T17:00:00+02:00');
  });

  it('describes each date as an on-site EducationEvent: place with full address, times, organiser, trainer, offer', () => {
    const soldOut = session({ id: 'ses-2', start_date: '2027-06-01', end_date: '2027-06-02', seats_booked: 12 });
    const events = seminarDatesJsonLd(seminar, [session(), soldOut], () => '/berlin/seo-grundlagen');
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      '@id': 'https://www.digitalakademie.test/berlin/seo-grundlagen#termin-ses-1',
      name: 'SEO-Grundlagen',
      description: 'Besser gefunden werden.',
      url: 'https://www.digitalakademie.test/berlin/seo-grundlagen',
      image: 'https://www.digitalakademie.test/images/seminars/seo-grundlagen.webp',
      startDate: '2026-12-10T09:00:00+01:00',
      endDate: '2026-12-11T17:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Spreeforum Tagungszentrum',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Friedrichstraße 112',
          postalCode: '10117',
          addressLocality: 'Berlin',
          addressRegion: 'Berlin',
          addressCountry: 'DE',
        },
      },
      organizer: {
        '@type': 'Organization',
        '@id': 'https://www.digitalakademie.test/#organisation',
        name: 'Digitalakademie Deutschland GmbH',
        url: 'https://www.digitalakademie.test/',
      },
      performer: {
        '@type': 'Person',
        name: 'Julia Wagner',
        url: 'https://www.digitalakademie.test/trainers/julia-wagner',
      },
      inLanguage: 'de-DE',
      offers: {
        '@type': 'Offer',
        url: 'https://www.digitalakademie.test/berlin/seo-grundlagen',
        price: '1535.10',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-01-01T01:00:00+01:00',
      },
    });
    expect(events[1]).toMatchObject({
      startDate: '2027-06-01T09:00:00+02:00',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });

  it('marks a cancelled date, falls back to the default image and names the region of each city', () => {
    const cancelled = session({
      status: 'cancelled',
      seminars: { ...seminar, image_url: null },
      locations: {
        ...session().locations,
        city_slug: 'koeln',
        city: 'Köln',
        postal_code: '50667',
        street: 'Domstraße 1',
      },
    });
    const [event] = seminarDatesJsonLd({ ...seminar, image_url: null }, [cancelled], () => '/koeln/seo-grundlagen');
    expect(event?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(event?.image).toBe('https://www.digitalakademie.test/icons/og-default.png');
    expect(event?.location.address.addressRegion).toBe('Nordrhein-Westfalen');
  });

  it('offers availability from the free seats, with the thresholds of the seats badge', () => {
    expect(availabilityOf(0)).toBe('https://schema.org/SoldOut');
    expect(availabilityOf(1)).toBe('https://schema.org/LimitedAvailability');
    expect(availabilityOf(3)).toBe('https://schema.org/LimitedAvailability');
    expect(availabilityOf(4)).toBe('https://schema.org/InStock');
  });

  it('counts seats left and never below zero', () => {
    expect(seatsLeft({ capacity: 12, seats_booked: 10 })).toBe(2);
    expect(seatsLeft({ capacity: 12, seats_booked: 14 })).toBe(0);
  });
});
