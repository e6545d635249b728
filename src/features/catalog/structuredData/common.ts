import type { CitySlug } from '@/config/paths';
import { site } from '@/config/site';
import { company } from '@/features/legal';

/** schema.org wants absolute URLs on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Euro with a dot and two decimals, as schema.org offers expect (`1535.10`). */
export function euroAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The one node id of the academy: every organiser points at the Organization of the home page. */
export const ORGANIZATION_ID = `${absoluteUrl('/')}#organisation`;

/** The academy's logo: square, vector, crawlable (Google's Organization logo guidelines). */
export const LOGO_PATH = '/icons/favicon.svg';

/** Pages without an image of their own show the Open Graph default. */
export const DEFAULT_IMAGE_PATH = '/icons/og-default.png';

/** The Bundesland of each city, for `addressRegion` (recommended in Google's Event address). */
export const CITY_REGIONS: Readonly<Record<CitySlug, string>> = {
  berlin: 'Berlin',
  muenchen: 'Bayern',
  hamburg: 'Hamburg',
  frankfurt: 'Hessen',
  stuttgart: 'Baden-Württemberg',
  koeln: 'Nordrhein-Westfalen',
};

function postalAddress(address: { street: string; postalCode: string; city: string }, region?: string) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'DE',
  };
}

/** A venue's address as schema.org `PostalAddress`. */
export function venueAddress(venue: { street: string; postal_code: string; city: string; city_slug: string }) {
  const region = (CITY_REGIONS as Readonly<Record<string, string>>)[venue.city_slug];
  return postalAddress({ street: venue.street, postalCode: venue.postal_code, city: venue.city }, region);
}

/**
 * The academy as schema.org `Organization`, with the legal name of the imprint (features/legal/company.ts), address,
 * logo and contact: on the home page; everywhere else organiser and employer point at it by `@id`.
 */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(DEFAULT_IMAGE_PATH),
    description: `${site.tagline}: Seminare, Inhouse-Schulungen und Webinare.`,
    email: site.email,
    telephone: site.phone,
    vatID: company.vatId,
    foundingDate: String(company.founded),
    address: postalAddress(site.address, 'Berlin'),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      availableLanguage: ['de'],
    },
  };
}

/**
 * The organiser of a seminar date or webinar: the academy under its legal name, by `@id` and with name and url so a
 * reader of this page alone has what Google asks of an organiser. A webinar of the second brand names that brand.
 */
export function organizerJsonLd(brand: string = site.name) {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: company.legalName,
    url: absoluteUrl('/'),
    ...(brand !== site.name ? { brand: { '@type': 'Brand', name: brand } } : {}),
  };
}
