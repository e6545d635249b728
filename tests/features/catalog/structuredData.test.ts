import { site } from '@/config/site';
import type { TrainerRow, WebinarWithTrainer } from '@/features/catalog/catalogTypes';
import {
  berlinDateOf,
  berlinTimeOf,
  formatDuration,
  webinarCartItem,
  webinarPageTitle,
} from '@/features/catalog/components/webinars/webinarView';
import { webinarEventJsonLd } from '@/features/catalog/structuredData/event';
import { berlinIsoDateTime } from '@/lib/format';
import { trainerPersonJsonLd } from '@/features/catalog/structuredData/person';

const webinar: WebinarWithTrainer = {
  id: '00000000-0000-4000-8000-000000000201',
  slug: 'ki-werkstatt-live-agenten',
  title: 'KI-Werkstatt Live: Workflows automatisieren mit KI-Agenten',
  brand: 'KI-Werkstatt Live',
  category: 'ki-marketing',
  summary: 'Agenten, die recherchieren.',
  description: 'Lang.',
  // 23:30 UTC on 31 Dec is 00:30 on 1 Jan in Berlin (winter time, +01:00).
  starts_at: '2026-12-31T23:30:00.000Z',
  duration_minutes: 120,
  price_net_cents: 17900,
  vat_rate: 19,
  capacity: 60,
  seats_booked: 60,
  trainer_id: 't1',
  published: true,
  status: 'scheduled',
  image_url: '/images/webinars/ki-werkstatt-live-agenten.webp',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  trainers: { id: 't1', slug: 'david-richter', name: 'David Richter', title: 'KI-Berater', photo_url: null },
};

describe('webinar view helpers', () => {
  it('reads date and time on the Berlin clock, across a year boundary and in summer time', () => {
    expect(berlinDateOf(webinar.starts_at)).toBe('2027-01-01');
    expect(berlinTimeOf(webinar.starts_at)).toBe('00:30');
    expect(berlinTimeOf('2026-07-01T08:00:00Z')).toBe('10:00');
    expect(berlinIsoDateTime('2026-07-01T08:00:00Z')).toBe('2026-07-01T10:00:00+02:00');
    expect(berlinIsoDateTime(webinar.starts_at)).toBe('2027-01-01T00:30:00+01:00');
  });

  it('formats durations', () => {
    expect(formatDuration(60)).toBe('1 Stunde');
    expect(formatDuration(90)).toBe('90 Minuten');
    expect(formatDuration(120)).toBe('2 Stunden');
  });

  it('builds the cart line of a webinar: online, gross price, seats left', () => {
    expect(webinarCartItem(webinar)).toEqual({
      seminarId: webinar.id,
      webinarId: webinar.id,
      sessionDate: '2027-01-01',
      startTime: '00:30',
      locationName: 'Online',
      price: 21301,
      priceNet: 17900,
      vatRate: 19,
      title: webinar.title,
      seatsLeft: 0,
    });
  });

  it('puts the second brand into a page title that lacks it', () => {
    expect(webinarPageTitle(webinar)).toBe(webinar.title);
    expect(webinarPageTitle({ title: 'Prompting', brand: site.secondBrand })).toBe(`${site.secondBrand}: Prompting`);
    expect(webinarPageTitle({ title: 'SEO-Update', brand: site.name })).toBe('SEO-Update');
  });
});

describe('schema.org builders', () => {
  it('describes a webinar as an online EducationEvent organised by the academy under its brand', () => {
    const url = `${site.origin}/webinar/ki-werkstatt-live-agenten`;
    expect(webinarEventJsonLd(webinar)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      '@id': `${url}#webinar`,
      name: webinar.title,
      description: webinar.summary,
      url,
      image: `${site.origin}/images/webinars/ki-werkstatt-live-agenten.webp`,
      startDate: '2027-01-01T00:30:00+01:00',
      endDate: '2027-01-01T02:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      organizer: {
        '@type': 'Organization',
        '@id': `${site.origin}/#organisation`,
        name: `${site.name} GmbH`,
        url: `${site.origin}/`,
        brand: { '@type': 'Brand', name: 'KI-Werkstatt Live' },
      },
      performer: { '@type': 'Person', name: 'David Richter', url: `${site.origin}/trainers/david-richter` },
      inLanguage: 'de-DE',
      offers: {
        '@type': 'Offer',
        url,
        price: '213.01',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/SoldOut',
        validFrom: '2026-01-01T01:00:00+01:00',
      },
    });
  });

  it('marks a cancelled webinar, leaves out a missing trainer and shows the default image', () => {
    const data = webinarEventJsonLd({ ...webinar, status: 'cancelled', trainers: null, image_url: null });
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data).not.toHaveProperty('performer');
    // Google recommends an image on every event: the default picture stands in.
    expect(data.image).toBe(`${site.origin}/icons/og-default.png`);
  });

  it('describes a trainer as a Person working for the academy', () => {
    const trainer: TrainerRow = {
      id: 't1',
      slug: 'david-richter',
      name: 'David Richter',
      title: 'KI-Berater und Software-Entwickler',
      bio: 'Bio.',
      topics: ['Prompting', 'Lovable'],
      photo_url: '/images/trainers/david-richter.webp',
      linkedin_url: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    expect(trainerPersonJsonLd(trainer)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'David Richter',
      jobTitle: 'KI-Berater und Software-Entwickler',
      description: 'Bio.',
      url: `${site.origin}/trainers/david-richter`,
      image: `${site.origin}/images/trainers/david-richter.webp`,
      knowsAbout: ['Prompting', 'Lovable'],
      worksFor: {
        '@type': 'Organization',
        '@id': `${site.origin}/#organisation`,
        name: `${site.name} GmbH`,
        url: `${site.origin}/`,
      },
    });
  });
});
