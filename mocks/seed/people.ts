/**
 * The people of the demo's history: German names, companies and addresses that look real but are made up, with
 * e-mail addresses under example.com and .test (reserved domains, no real mailbox). Drawn by a seeded PRNG, so every
 * build gives the same people: no Math.random.
 */
import type { CitySlug } from './locations';

/** mulberry32: a small, fast PRNG; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

/** `private.new_booking_number()`'s alphabet: no 0/O/1/I/L. */
const BOOKING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The 8 random characters of a seed booking number, stable per booking (seeded by its number). */
export function bookingCode(n: number): string {
  const random = seededRandom(0x5eed0000 + n * 7919);
  return Array.from({ length: 8 }, () => pick(random, BOOKING_ALPHABET.split(''))).join('');
}

export const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jan',
  'Karin',
  'Lukas',
  'Mara',
  'Niklas',
  'Olga',
  'Paul',
  'Rieke',
  'Simon',
  'Tanja',
  'Uwe',
  'Vanessa',
  'Wolfgang',
  'Yasemin',
  'Zoe',
  'Andreas',
  'Birgit',
  'Christian',
  'Dana',
  'Emre',
  'Franziska',
  'Georg',
  'Heike',
  'Ingo',
  'Julia',
  'Kai',
  'Lea',
  'Matthias',
  'Nadine',
  'Oliver',
  'Pia',
  'Ralf',
  'Sandra',
  'Timo',
  'Ute',
  'Vincent',
  'Wiebke',
  'Luca',
  'Mia',
  'Leonie',
] as const;

/** No name of a named seed person (bookings 1–7, trainers, waiting list), so searching for one finds only them. */
export const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Fischer',
  'Weber',
  'Meyer',
  'Koch',
  'Bauer',
  'Klein',
  'Schröder',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hofmann',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Kowalski',
  'Nguyen',
] as const;

/** Street names per city (house numbers are drawn). */
const STREETS: Record<CitySlug, { streets: readonly string[]; postalCodes: readonly string[]; city: string }> = {
  berlin: {
    streets: ['Kastanienallee', 'Wrangelstraße', 'Schönhauser Allee', 'Oranienstraße', 'Boxhagener Straße'],
    postalCodes: ['10435', '10997', '10437', '10999', '10245'],
    city: 'Berlin',
  },
  muenchen: {
    streets: ['Schellingstraße', 'Pariser Straße', 'Kapuzinerstraße', 'Nymphenburger Straße', 'Belgradstraße'],
    postalCodes: ['80799', '81667', '80337', '80335', '80796'],
    city: 'München',
  },
  hamburg: {
    streets: ['Eppendorfer Weg', 'Bahrenfelder Straße', 'Wandsbeker Chaussee', 'Osterstraße', 'Lange Reihe'],
    postalCodes: ['20259', '22765', '22089', '20259', '20099'],
    city: 'Hamburg',
  },
  frankfurt: {
    streets: ['Berger Straße', 'Leipziger Straße', 'Schweizer Straße', 'Oeder Weg', 'Koblenzer Straße'],
    postalCodes: ['60316', '60487', '60594', '60318', '60327'],
    city: 'Frankfurt am Main',
  },
  stuttgart: {
    streets: ['Hauptstätter Straße', 'Schwabstraße', 'Olgastraße', 'Rotebühlstraße', 'Silberburgstraße'],
    postalCodes: ['70178', '70197', '70182', '70176', '70176'],
    city: 'Stuttgart',
  },
  koeln: {
    streets: ['Aachener Straße', 'Zülpicher Straße', 'Severinstraße', 'Subbelrather Straße', 'Deutzer Freiheit'],
    postalCodes: ['50674', '50937', '50678', '50823', '50679'],
    city: 'Köln',
  },
};

export interface Address {
  billing_street: string;
  billing_postal_code: string;
  billing_city: string;
}

export function addressIn(random: Random, city: CitySlug): Address {
  const place = STREETS[city];
  const index = between(random, 0, place.streets.length - 1);
  return {
    billing_street: `${place.streets[index]} ${between(random, 1, 180)}`,
    billing_postal_code: place.postalCodes[index]!,
    billing_city: place.city,
  };
}

/** Made-up companies of the demo (their domains end in .test). */
export const COMPANIES: ReadonlyArray<{ name: string; domain: string; city: CitySlug; vatId: string | null }> = [
  { name: 'Spreewerk Medien GmbH', domain: 'spreewerk-medien.test', city: 'berlin', vatId: 'DE300000101' },
  { name: 'Kiezküche Catering GmbH', domain: 'kiezkueche.test', city: 'berlin', vatId: null },
  { name: 'Isartal Immobilien AG', domain: 'isartal-immobilien.test', city: 'muenchen', vatId: 'DE300000102' },
  { name: 'Alpenblick Reisen GmbH', domain: 'alpenblick-reisen.test', city: 'muenchen', vatId: 'DE300000103' },
  { name: 'Elbkontor Handelsgesellschaft mbH', domain: 'elbkontor.test', city: 'hamburg', vatId: 'DE300000104' },
  { name: 'Nordlicht Versand GmbH & Co. KG', domain: 'nordlicht-versand.test', city: 'hamburg', vatId: null },
  { name: 'Mainufer Finanzberatung GmbH', domain: 'mainufer-finanz.test', city: 'frankfurt', vatId: 'DE300000105' },
  { name: 'Römerberg Software GmbH', domain: 'roemerberg-software.test', city: 'frankfurt', vatId: 'DE300000106' },
  { name: 'Neckartal Maschinenbau GmbH', domain: 'neckartal-maschinenbau.test', city: 'stuttgart', vatId: null },
  { name: 'Schwabenland Autohaus GmbH', domain: 'schwabenland-autohaus.test', city: 'stuttgart', vatId: 'DE300000107' },
  { name: 'Domblick Agentur für Kommunikation', domain: 'domblick-agentur.test', city: 'koeln', vatId: 'DE300000108' },
  { name: 'Rheinland Sanitär Weber KG', domain: 'rheinland-sanitaer.test', city: 'koeln', vatId: null },
  { name: 'Hansebräu Brauerei GmbH', domain: 'hansebraeu.test', city: 'hamburg', vatId: 'DE300000109' },
  { name: 'Pfalzgrün Gartenbau e. K.', domain: 'pfalzgruen.test', city: 'frankfurt', vatId: null },
  { name: 'Bodensee Textil GmbH', domain: 'bodensee-textil.test', city: 'stuttgart', vatId: 'DE300000110' },
];

/** ASCII local part for an e-mail address ("Jürgen Weiß" → "juergen.weiss"). */
export function mailName(first: string, last: string): string {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  return `${plain(first)}.${plain(last)}`;
}
