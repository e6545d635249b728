/** Brand and contact data (docs/quality.md). Plausible but fictional. */
export const site = {
  name: 'Digitalakademie Deutschland',
  tagline: 'Seminare und Schulungen für digitales Marketing',
  secondBrand: 'KI-Werkstatt Live',
  /** Canonical origin for canonical links, Open Graph and the sitemap. */
  origin: 'https://www.digitalakademie.test',
  email: 'info@akademie.test',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  address: {
    street: 'Friedrichstraße 120',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
  },
  locale: 'de_DE',
} as const;

export const fallbackTitle = `${site.name} – ${site.tagline}`;
export const fallbackDescription =
  'Praxisnahe Seminare, Inhouse-Schulungen und Webinare zu SEO, Google Ads, Social Media, Content-Marketing, Webanalyse und KI – in Berlin, München, Hamburg, Frankfurt, Stuttgart und Köln.';
