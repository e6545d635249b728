import { validateJsonLd, type Json } from './richResultRules';

const ORIGIN = 'https://www.digitalakademie.test';

/** The markup the seminar and webinar pages carried before (issue 31): the rules table must report what it lacked. */
const courseOfBefore: Json = {
  '@context': 'https://schema.org',
  '@type': 'Course',
  name: 'SEO-Grundlagen',
  description: 'In zwei kompakten Tagen …',
  provider: { '@type': 'Organization', name: 'Digitalakademie Deutschland', url: ORIGIN },
  offers: { '@type': 'Offer', category: 'Paid', price: '1490.00', priceCurrency: 'EUR' },
  hasCourseInstance: [
    {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      startDate: '2026-12-16T09:00:00+01:00',
      endDate: '2026-12-17T17:00:00+01:00',
    },
  ],
};

const webinarOfBefore: Json = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'SEO-Update',
  description: 'Core Updates …',
  startDate: '2026-12-07T10:00:00+01:00',
  endDate: '2026-12-07T11:30:00+01:00',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  location: { '@type': 'VirtualLocation', url: `${ORIGIN}/webinar/seo-update-google` },
  organizer: { '@type': 'Organization', name: 'Digitalakademie Deutschland', url: ORIGIN },
  offers: {
    '@type': 'Offer',
    price: '119.00',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: ORIGIN,
  },
};

const paths = (items: Json[], level: 'error' | 'warning') =>
  validateJsonLd(items)
    .filter((finding) => finding.level === level)
    .map((finding) => finding.path);

describe("the rules table of Google's rich results", () => {
  it('reports the Course of before: its dates have no schedule or workload (Course info)', () => {
    expect(paths([courseOfBefore], 'error')).toContain('Course.hasCourseInstance.courseSchedule');
  });

  it('warns of a webinar Event without image, performer and offers.validFrom', () => {
    expect(paths([webinarOfBefore], 'warning').sort()).toEqual([
      'Event.image',
      'Event.offers.validFrom',
      'Event.performer',
    ]);
    expect(paths([webinarOfBefore], 'error')).toEqual([]);
  });

  it('requires name, startDate and a location with an address; a date without offset is an error', () => {
    const event: Json = {
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      startDate: '2026-12-16T09:00:00',
      location: { '@type': 'Place', name: 'Isarwerk' },
    };
    expect(paths([event], 'error').sort()).toEqual([
      'EducationEvent.location.address',
      'EducationEvent.name',
      'EducationEvent.startDate',
    ]);
  });

  it('rejects a relative image, an unknown status and an online event at a Place', () => {
    const event: Json = {
      ...webinarOfBefore,
      image: '/images/x.webp',
      eventStatus: 'Scheduled',
      location: { '@type': 'Place', name: 'Online', address: { '@type': 'PostalAddress', addressCountry: 'DE' } },
    };
    expect(paths([event], 'error')).toEqual(
      expect.arrayContaining(['Event.image', 'Event.eventStatus', 'Event.location']),
    );
  });

  it('needs two or more breadcrumb items, numbered from 1 in order, each linked but the last', () => {
    const oneCrumb: Json = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Alle Webinare', item: '/webinars' }],
    };
    expect(paths([oneCrumb], 'error')).toEqual([
      'BreadcrumbList.itemListElement',
      'BreadcrumbList.itemListElement[0].position',
      'BreadcrumbList.itemListElement[0].item',
    ]);
  });

  it('recommends the Organization details Google lists (legal name, logo, address, contact)', () => {
    const bare: Json = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Digitalakademie',
      url: ORIGIN,
    };
    expect(paths([bare], 'warning')).toEqual(
      expect.arrayContaining([
        'Organization.legalName',
        'Organization.logo',
        'Organization.address',
        'Organization.contactPoint',
      ]),
    );
  });
});
