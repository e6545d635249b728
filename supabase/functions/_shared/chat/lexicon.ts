/**
 * The German vocabulary of the chat assistant: cities, topics, months, seminar nicknames and intent keywords.
 * City and topic names are copies of the app's (src/config/paths.ts CITY_NAMES, src/features/catalog/catalogTypes.ts
 * CATEGORY_NAMES): this module must not import src/ (it also runs in the Deno edge function).
 */
import { phrase, sortPhrases, type Phrase } from './match';
import type { CategorySlug, ChatIntent, CitySlug } from './types';

export const CITY_NAMES: Readonly<Record<CitySlug, string>> = {
  berlin: 'Berlin',
  muenchen: 'München',
  hamburg: 'Hamburg',
  frankfurt: 'Frankfurt',
  stuttgart: 'Stuttgart',
  koeln: 'Köln',
};

export const CATEGORY_NAMES: Readonly<Record<CategorySlug, string>> = {
  seo: 'SEO',
  'google-ads': 'Google Ads',
  'social-media': 'Social Media',
  'content-marketing': 'Content-Marketing',
  'email-marketing': 'E-Mail-Marketing',
  webanalyse: 'Webanalyse & GA4',
  'ki-marketing': 'KI im Marketing',
  'ki-coding': 'KI-Coding',
};

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export function isCitySlug(value: string): value is CitySlug {
  return value in CITY_NAMES;
}

export function isCategorySlug(value: string): value is CategorySlug {
  return value in CATEGORY_NAMES;
}

/** What a spotted phrase stands for. */
export type EntityTag =
  | { kind: 'city'; city: CitySlug }
  | { kind: 'category'; category: CategorySlug }
  | { kind: 'month'; month: number }
  | { kind: 'relativeMonth'; offset: number }
  | { kind: 'seminar'; slug: string; category: CategorySlug | null };

const CITY_WORDS: Record<CitySlug, string[]> = {
  berlin: ['berlin'],
  muenchen: ['münchen', 'munich'],
  hamburg: ['hamburg'],
  frankfurt: ['frankfurt', 'frankfurt am main', 'frankfurt/main', 'ffm'],
  stuttgart: ['stuttgart'],
  koeln: ['köln', 'cologne'],
};

const CATEGORY_WORDS: Record<CategorySlug, string[]> = {
  seo: ['seo', 'suchmaschinenoptimierung', 'suchmaschinen optimierung', 'local seo', 'google ranking', 'ranking*'],
  'google-ads': [
    'google ads',
    'googleads',
    'adwords',
    'google adwords',
    'sea',
    'suchmaschinenwerbung',
    'suchmaschinenmarketing',
    'performance max',
    'pmax',
    'ppc',
  ],
  'social-media': [
    'social media',
    'socialmedia',
    'social media marketing',
    'soziale medien',
    'soziale netzwerke',
    'instagram',
    'tiktok',
    'tik tok',
    'linkedin',
    'facebook',
    'kurzvideo*',
    'reels',
  ],
  'content-marketing': [
    'content marketing',
    'contentmarketing',
    'content strategie',
    'content',
    'texten',
    'texte schreiben',
    'copywriting',
    'storytelling',
    'redaktionsplan*',
  ],
  'email-marketing': [
    'e mail marketing',
    'email marketing',
    'e mailmarketing',
    'emailmarketing',
    'newsletter*',
    'marketing automation',
    'automation',
    'mailing*',
  ],
  webanalyse: [
    'webanalyse',
    'web analyse',
    'web analytics',
    'analytics',
    'google analytics',
    'google analytics 4',
    'ga4',
    'ga 4',
    'looker',
    'looker studio',
    'data studio',
    'tracking',
    'reporting',
    'matomo',
  ],
  'ki-marketing': [
    'ki',
    'ki marketing',
    'ki im marketing',
    'künstliche intelligenz',
    'ai',
    'chatgpt',
    'chat gpt',
    'gpt',
    'prompt*',
    'ki agent*',
    'ki content*',
    'generative ki',
  ],
  'ki-coding': ['ki coding', 'coding', 'vibe coding', 'lovable', 'programmier*', 'no code', 'low code'],
};

/** Nicknames of the seed's seminars; they only count when the seminar is in the catalogue. */
export const SEMINAR_NICKNAMES: Readonly<Record<string, string[]>> = {
  'seo-grundlagen': ['seo grundlagen', 'seo basics'],
  'technisches-seo': ['technisches seo', 'technical seo', 'tech seo'],
  'google-ads-grundlagen': ['google ads grundlagen', 'google ads basics'],
  'google-ads-performance-max': ['performance max', 'pmax'],
  'linkedin-marketing-b2b': ['linkedin', 'linkedin marketing', 'b2b marketing'],
  'instagram-tiktok-kurzvideos': ['instagram', 'tiktok', 'tik tok', 'kurzvideo*', 'reels'],
  'texten-fuers-web': ['texten', 'texte schreiben', 'copywriting', 'texten fürs web', 'texten für das web'],
  'e-mail-marketing': ['newsletter*'],
  'marketing-automation': ['marketing automation', 'automation'],
  'google-analytics-4': ['google analytics', 'google analytics 4', 'ga4', 'ga 4'],
  'looker-studio-reporting': ['looker', 'looker studio', 'data studio'],
  'ki-content-produktion': ['ki content*', 'content produktion'],
  'ki-agenten-marketing': ['ki agent*', 'agenten'],
  'ki-coding-lovable': ['lovable', 'ki coding', 'vibe coding'],
};

const MONTH_WORDS: string[][] = [
  ['januar', 'jan'],
  ['februar', 'feb'],
  ['märz', 'maerz'],
  ['april', 'apr'],
  ['mai'],
  ['juni', 'jun'],
  ['juli', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['oktober', 'okt'],
  ['november', 'nov'],
  ['dezember', 'dez'],
];

const RELATIVE_MONTHS: Array<[string, number]> = [
  ['diesen monat', 0],
  ['diesem monat', 0],
  ['dieser monat', 0],
  ['nächsten monat', 1],
  ['nächster monat', 1],
  ['nächstem monat', 1],
  ['kommenden monat', 1],
  ['übernächsten monat', 2],
];

/** The fixed entity phrases (cities, topics, months); seminar nicknames are added per catalogue. */
export function basicEntityPhrases(): Phrase<EntityTag>[] {
  const phrases: Phrase<EntityTag>[] = [];
  for (const [city, words] of Object.entries(CITY_WORDS) as Array<[CitySlug, string[]]>) {
    for (const word of words) phrases.push(phrase(word, { kind: 'city', city }, { fuzzy: true }));
  }
  for (const [category, words] of Object.entries(CATEGORY_WORDS) as Array<[CategorySlug, string[]]>) {
    for (const word of words) phrases.push(phrase(word, { kind: 'category', category }, { fuzzy: word.length >= 9 }));
  }
  MONTH_WORDS.forEach((words, index) => {
    for (const word of words)
      phrases.push(phrase(word, { kind: 'month', month: index + 1 }, { fuzzy: word.length >= 7 }));
  });
  for (const [words, offset] of RELATIVE_MONTHS) phrases.push(phrase(words, { kind: 'relativeMonth', offset }));
  return phrases;
}

/** Intent keywords, strongest intent first (the first intent with a keyword wins). */
const INTENT_WORDS: Array<[ChatIntent, string[]]> = [
  [
    'cancellation',
    [
      'storn*',
      'absag*',
      'abmeld*',
      'kündig*',
      'rücktritt',
      'zurücktreten',
      'umbuch*',
      'ersatzperson',
      'ersatzteilnehm*',
      'verschieb*',
      'widerruf*',
      'erstattung',
      'geld zurück',
      'nicht teilnehmen',
      'verhindert',
      'krank',
    ],
  ],
  [
    'inhouse',
    [
      'inhouse*',
      'in house',
      'firmenschulung*',
      'firmenseminar*',
      'firmenintern*',
      'firmenkund*',
      'unternehmensintern*',
      'für unser team',
      'für mein team',
      'unser team',
      'unsere mitarbeiter*',
      'meine mitarbeiter*',
      'mitarbeiterschulung*',
      'vor ort bei uns',
      'bei uns vor ort',
      'bei uns im haus',
      'maßgeschneidert*',
      'individuell*',
      'exklusiv*',
      'geschlossene gruppe',
    ],
  ],
  [
    'contact',
    [
      'kontakt*',
      'telefon*',
      'anruf*',
      'rufnummer',
      'hotline',
      'email',
      'e mail',
      'mail',
      'adresse',
      'anschrift',
      'erreich*',
      'ansprechpartner*',
      'ansprechperson',
      'persönlich sprechen',
      'mit einem menschen',
      'support',
      'beratung',
      'impressum',
    ],
  ],
  [
    'booking',
    [
      'buch*',
      'anmeld*',
      'melde',
      'melden',
      'warenkorb',
      'bestell*',
      'kasse',
      'rechnung',
      'bezahl*',
      'zahlung*',
      'zahlen',
      'überweisung',
      'kreditkarte',
      'paypal',
      'teilnahme',
      'teilnehmen',
      'reservier*',
      'registrier*',
    ],
  ],
  ['webinar', ['webinar*', 'online*', 'live', 'virtuell*', 'remote', 'von zu hause', 'von zuhause', 'werkstatt']],
  [
    'price',
    [
      'preis*',
      'kost*',
      'teuer*',
      'günstig*',
      'gebühr*',
      'mwst',
      'mehrwertsteuer',
      'umsatzsteuer',
      'netto',
      'brutto',
      'euro',
      'rabatt*',
      'budget',
    ],
  ],
  [
    'seats',
    [
      'frei',
      'freie',
      'freien',
      'platz*',
      'plätze*',
      'verfügbar*',
      'ausgebucht',
      'voll',
      'restplätze',
      'kapazität*',
      'teilnehmerzahl',
    ],
  ],
  [
    'next_dates',
    ['termin*', 'wann', 'datum', 'daten', 'nächste*', 'demnächst', 'bald', 'zeitraum', 'kalender', 'findet statt'],
  ],
  [
    'topics',
    [
      'themen',
      'thema',
      'welche seminare',
      'was für seminare',
      'angebot*',
      'übersicht',
      'kategorie*',
      'programm',
      'was bieten sie',
    ],
  ],
  ['seminar_search', ['seminar*', 'schulung*', 'kurs*', 'workshop*', 'weiterbildung*', 'fortbildung*', 'training*']],
  [
    'greeting',
    ['hallo', 'hi', 'hey', 'guten tag', 'guten morgen', 'guten abend', 'moin', 'servus', 'grüß gott', 'grüezi'],
  ],
  ['thanks', ['danke*', 'vielen dank', 'merci', 'tschüss', 'auf wiedersehen', 'bye', 'ciao']],
];

export const INTENT_PRIORITY: readonly ChatIntent[] = INTENT_WORDS.map(([intent]) => intent);

export const INTENT_PHRASES: ReadonlyArray<Phrase<ChatIntent>> = sortPhrases(
  INTENT_WORDS.flatMap(([intent, words]) => words.map((word) => phrase(word, intent))),
);
