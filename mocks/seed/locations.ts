import type { SeedDates } from './dates';
import type { HolidayRegion } from './holidays';
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
    public_transport:
      'U6 Oranienburger Tor (3 Minuten), S-Bahn Friedrichstraße (8 Minuten), Tram M1/M5 Oranienburger Tor.',
    parking: 'Parkhaus Albrechtstraße 11, rund 5 Minuten zu Fuß.',
    step_free_access: true,
    accessibility_notes:
      'Stufenloser Eingang über die Rampe im Innenhof, Aufzug in alle Etagen, barrierefreies WC im 2. OG.',
  },
  {
    city_slug: 'muenchen',
    city_name: 'München',
    venue_name: 'Isarwerk Seminarhaus',
    street: 'Leopoldstraße 48',
    postal_code: '80802',
    city: 'München',
    directions: 'U3/U6 Giselastraße, 2 Minuten zu Fuß. Öffentliche Tiefgarage gegenüber.',
    public_transport: 'U3/U6 Giselastraße (2 Minuten), Bus 54 und 154 Giselastraße.',
    parking: 'Öffentliche Tiefgarage Leopoldstraße gegenüber.',
    step_free_access: true,
    accessibility_notes: 'Stufenloser Zugang, Aufzug zu den Seminarräumen im 1. OG, barrierefreies WC.',
  },
  {
    city_slug: 'hamburg',
    city_name: 'Hamburg',
    venue_name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 21',
    postal_code: '20457',
    city: 'Hamburg',
    directions: 'U4 Überseequartier, 6 Minuten zu Fuß. Anreise mit dem Auto nicht empfohlen.',
    public_transport: 'U4 Überseequartier (6 Minuten), Bus 111 Am Sandtorkai (2 Minuten).',
    parking: 'Keine eigenen Parkplätze; die Anreise mit dem Auto empfehlen wir nicht.',
    step_free_access: false,
    accessibility_notes:
      'Der historische Speicher hat am Eingang drei Stufen ohne Rampe; die Workshop-Etage erreichen Sie per Aufzug.',
  },
  {
    city_slug: 'frankfurt',
    city_name: 'Frankfurt',
    venue_name: 'Mainblick Business Center',
    street: 'Mainzer Landstraße 50',
    postal_code: '60325',
    city: 'Frankfurt am Main',
    directions: 'S-Bahn Taunusanlage, 5 Minuten zu Fuß; vom Hauptbahnhof 10 Minuten zu Fuß.',
    public_transport: 'S-Bahn Taunusanlage (5 Minuten), Hauptbahnhof (10 Minuten zu Fuß), Tram 11 Platz der Republik.',
    parking: 'Tiefgarage im Haus, Einfahrt Mainzer Landstraße.',
    step_free_access: true,
    accessibility_notes: 'Stufenloser Eingang, Aufzug, barrierefreies WC auf der Seminaretage.',
  },
  {
    city_slug: 'stuttgart',
    city_name: 'Stuttgart',
    venue_name: 'Königsbau Forum',
    street: 'Königstraße 28',
    postal_code: '70173',
    city: 'Stuttgart',
    directions: 'U-Bahn und S-Bahn Schlossplatz / Hauptbahnhof, jeweils 4 Minuten zu Fuß.',
    public_transport: 'U-Bahn und S-Bahn Schlossplatz / Hauptbahnhof, jeweils 4 Minuten zu Fuß.',
    parking: 'Parkhaus Königsbau-Passagen, Zufahrt über die Bolzstraße.',
    step_free_access: true,
    accessibility_notes: 'Stufenloser Zugang über die Königsbau-Passagen, Aufzug ins 3. OG.',
  },
  {
    city_slug: 'koeln',
    city_name: 'Köln',
    venue_name: 'Rheinauhafen Lofts',
    street: 'Agrippinawerft 14',
    postal_code: '50678',
    city: 'Köln',
    directions: 'Stadtbahn 15/16 Ubierring, 8 Minuten zu Fuß. Tiefgarage Rheinauhafen.',
    public_transport: 'Stadtbahn 15/16 Ubierring (8 Minuten), Bus 106 Rheinauhafen (3 Minuten).',
    parking: 'Tiefgarage Rheinauhafen, Einfahrt an der Agrippinawerft.',
    step_free_access: true,
    accessibility_notes: 'Stufenloser Eingang, Aufzug, barrierefreies WC im Erdgeschoss.',
  },
];

export type CitySlug = 'berlin' | 'muenchen' | 'hamburg' | 'frankfurt' | 'stuttgart' | 'koeln';

/** The state of each venue: its public holidays keep seminars off those days (holidays.ts). */
export const CITY_REGION: Record<CitySlug, HolidayRegion> = {
  berlin: 'BE',
  muenchen: 'BY',
  hamburg: 'HH',
  frankfurt: 'HE',
  stuttgart: 'BW',
  koeln: 'NW',
};

/** Webinars keep off the nationwide holidays and Berlin's, where the academy sits. */
export const WEBINAR_REGION: HolidayRegion = 'BE';

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
