import { berlinDateTime, courseJsonLd, seatsLeft } from '@/features/catalog/structuredData/course';
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

describe('Course JSON-LD', () => {
  it('writes Berlin wall-clock times with the winter and summer offsets', () => {
    expect(berlinDateTime('2026-07-10', '09:00')).toBe('2026-07-10T09:00:00+02:00');
    expect(berlinDateTime('2026-12-10', '09:00:00')).toBe('2026-12-10T09:00:00+01:00');
    // The day after the switch to summer time (29 March 2026).
    expect(berlinDateTime('2026-03-30', '17:00:00')).toBe('2026-03-30T17:00:00+02:00');
  });

  it('describes the seminar with one on-site CourseInstance per date: place, times, gross offer, availability', () => {
    const soldOut = session({ id: 'ses-2', start_date: '2027-06-01', end_date: '2027-06-02', seats_booked: 12 });
    const json = courseJsonLd(seminar, [session(), soldOut], {
      path: '/berlin/seo-grundlagen',
    });
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'SEO-Grundlagen',
      description: 'Besser gefunden werden.',
      url: 'https://www.digitalakademie.test/berlin/seo-grundlagen',
      provider: { '@type': 'Organization', name: 'Digitalakademie Deutschland' },
    });
    expect(json.hasCourseInstance).toHaveLength(2);
    expect(json.hasCourseInstance[0]).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      startDate: '2026-12-10T09:00:00+01:00',
      endDate: '2026-12-11T17:00:00+01:00',
      location: {
        '@type': 'Place',
        name: 'Spreeforum Tagungszentrum',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Friedrichstraße 112',
          postalCode: '10117',
          addressLocality: 'Berlin',
          addressCountry: 'DE',
        },
      },
      instructor: { '@type': 'Person', name: 'Julia Wagner' },
      offers: {
        '@type': 'Offer',
        price: '1535.10',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.digitalakademie.test/berlin/seo-grundlagen',
      },
    });
    expect(json.hasCourseInstance[1]).toMatchObject({
      startDate: '2027-06-01T09:00:00+02:00',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  it('links each date to its booking page, defaults to the all-locations page and survives JSON', () => {
    const json = courseJsonLd(seminar, [session()], { bookingPath: () => '/berlin/seo-grundlagen' });
    expect(json.url).toBe('https://www.digitalakademie.test/seminars/seo-grundlagen');
    expect(json.hasCourseInstance[0]?.offers.url).toBe('https://www.digitalakademie.test/berlin/seo-grundlagen');
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect(courseJsonLd(seminar, []).hasCourseInstance).toEqual([]);
  });

  it('counts seats left and never below zero', () => {
    expect(seatsLeft({ capacity: 12, seats_booked: 10 })).toBe(2);
    expect(seatsLeft({ capacity: 12, seats_booked: 14 })).toBe(0);
  });
});
