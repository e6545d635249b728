import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { LocationRow } from './types';

/** One venue per city; addresses are plausible but fictional, postal codes match the district. */
const VENUES: Array<Omit<LocationRow, 'id' | 'created_at' | 'updated_at'>> = [
  {
    city_slug: 'berlin',
    city_name: 'Berlin',
    venue_name: 'Spreeforum Tagungszentrum',
    street: 'Friedrichstraße 112',
    postal_code: '10117',
    city: 'Berlin',
    directions: 'U6 Oranienburger Tor, 3 Minuten zu Fuß. Parkhaus in der Albrechtstraße.',
  },
  {
    city_slug: 'muenchen',
    city_name: 'München',
    venue_name: 'Isarwerk Seminarhaus',
    street: 'Leopoldstraße 48',
    postal_code: '80802',
    city: 'München',
    directions: 'U3/U6 Giselastraße, 2 Minuten zu Fuß. Öffentliche Tiefgarage gegenüber.',
  },
  {
    city_slug: 'hamburg',
    city_name: 'Hamburg',
    venue_name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 21',
    postal_code: '20457',
    city: 'Hamburg',
    directions: 'U4 Überseequartier, 6 Minuten zu Fuß. Anreise mit dem Auto nicht empfohlen.',
  },
  {
    city_slug: 'frankfurt',
    city_name: 'Frankfurt',
    venue_name: 'Mainblick Business Center',
    street: 'Mainzer Landstraße 50',
    postal_code: '60325',
    city: 'Frankfurt am Main',
    directions: 'S-Bahn Taunusanlage, 5 Minuten zu Fuß; vom Hauptbahnhof 10 Minuten zu Fuß.',
  },
  {
    city_slug: 'stuttgart',
    city_name: 'Stuttgart',
    venue_name: 'Königsbau Forum',
    street: 'Königstraße 28',
    postal_code: '70173',
    city: 'Stuttgart',
    directions: 'U-Bahn und S-Bahn Schlossplatz / Hauptbahnhof, jeweils 4 Minuten zu Fuß.',
  },
  {
    city_slug: 'koeln',
    city_name: 'Köln',
    venue_name: 'Rheinauhafen Lofts',
    street: 'Agrippinawerft 14',
    postal_code: '50678',
    city: 'Köln',
    directions: 'Stadtbahn 15/16 Ubierring, 8 Minuten zu Fuß. Tiefgarage Rheinauhafen.',
  },
];

export type CitySlug = 'berlin' | 'muenchen' | 'hamburg' | 'frankfurt' | 'stuttgart' | 'koeln';

export function locationId(city: CitySlug): string {
  const index = VENUES.findIndex((v) => v.city_slug === city);
  return seedId('location', index + 1);
}

export function buildLocations(dates: SeedDates): LocationRow[] {
  return VENUES.map((venue, i) => ({
    id: seedId('location', i + 1),
    ...venue,
    created_at: dates.instant(-400, '09:00'),
    updated_at: dates.instant(-400, '09:00'),
  }));
}
