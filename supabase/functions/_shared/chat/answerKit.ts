/** What every answer part shares: the app's paths, titles, money texts and link lists. */
import { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
import { formatEuro, grossCents } from './format';
import type { CatalogueSeminar, ChatAnswer, ChatEntities, ChatLink, Knowledge } from './types';

export type Composed = Pick<ChatAnswer, 'text' | 'links' | 'quickReplies'>;

export const MAX_LINES = 6;
export const MAX_LINKS = 4;

/** The app's paths (copies of src/config/paths.ts; this module must not import src/). */
export const chatPaths = {
  home: '/',
  seminarInCity: (city: string, slug: string) => `/${city}/${slug}`,
  seminarAllLocations: (slug: string) => `/seminars/${slug}`,
  seminarType: (category: string) => `/themen/${category}`,
  city: (city: string) => `/${city}`,
  webinar: (slug: string) => `/webinar/${slug}`,
  webinars: '/webinars',
  trainer: (slug: string) => `/trainers/${slug}`,
  inhouse: '/inhouse-schulungen',
  /** The request form, its message field filled with the visitor's question. */
  inhouseRequest: (question: string) =>
    `/inhouse-schulungen?anfrage=${encodeURIComponent(Array.from(question.trim()).slice(0, 1500).join(''))}#inhouse-anfrage`,
  cancellationTerms: '/agb#stornobedingungen',
  paymentTerms: '/agb#preise-und-zahlung',
  dashboard: '/dashboard',
} as const;

/** Follow-up questions offered when nothing more specific fits (each one is understood by the engine). */
export const STARTER_QUESTIONS = [
  'SEO-Seminare in München',
  'Nächste Webinare',
  'Was kostet ein Seminar?',
  'Inhouse-Schulung anfragen',
  'Wie kann ich stornieren?',
  'Kontakt',
] as const;

/** `SEO-Grundlagen: Besser gefunden …` → `SEO-Grundlagen`. */
export function shortTitle(seminar: CatalogueSeminar): string {
  return seminar.title.split(':')[0]?.trim() || seminar.title;
}

export function grossText(netCents: number, vatRate: number): string {
  return `${formatEuro(grossCents(netCents, vatRate))} inkl. ${vatRate} % MwSt.`;
}

/** `4 × 1.535,10 € = 6.140,40 € inkl. 19 % MwSt.` */
export function groupPriceText(people: number, netCents: number, vatRate: number): string {
  const each = grossCents(netCents, vatRate);
  return `${people} × ${formatEuro(each)} = ${formatEuro(each * people)} inkl. ${vatRate} % MwSt.`;
}

export function uniqueLinks(links: ChatLink[]): ChatLink[] {
  const seen = new Set<string>();
  return links.filter((link) => (seen.has(link.href) ? false : (seen.add(link.href), true)));
}

export function findSeminar(knowledge: Knowledge, slug: string | null): CatalogueSeminar | undefined {
  return slug ? knowledge.seminars.find((s) => s.slug === slug) : undefined;
}

export function seminarsFor(entities: ChatEntities, knowledge: Knowledge): CatalogueSeminar[] {
  if (entities.seminar) return knowledge.seminars.filter((s) => s.slug === entities.seminar);
  if (entities.category) return knowledge.seminars.filter((s) => s.category === entities.category);
  return knowledge.seminars;
}

/** What the visitor asked about, in words: "„SEO-Grundlagen“", "Seminare zu SEO", "Seminare". */
export function topicLabel(entities: ChatEntities, knowledge: Knowledge): string {
  const seminar = findSeminar(knowledge, entities.seminar);
  if (seminar) return `„${shortTitle(seminar)}“`;
  if (entities.category) return `Seminare zu ${CATEGORY_NAMES[entities.category]}`;
  return 'Seminare';
}

export function overviewLinks(entities: ChatEntities, seminars: CatalogueSeminar[]): ChatLink[] {
  const links: ChatLink[] = [];
  const [only] = seminars;
  if (entities.seminar && only) {
    links.push({ label: `Alle Termine: ${shortTitle(only)}`, href: chatPaths.seminarAllLocations(only.slug) });
  }
  if (entities.category) {
    links.push({
      label: `Alle Seminare zu ${CATEGORY_NAMES[entities.category]}`,
      href: chatPaths.seminarType(entities.category),
    });
  }
  if (entities.city) {
    links.push({ label: `Alle Seminare in ${CITY_NAMES[entities.city]}`, href: chatPaths.city(entities.city) });
  }
  return links;
}

export function followUps(entities: ChatEntities, knowledge: Knowledge, exclude: string): string[] {
  const seminar = findSeminar(knowledge, entities.seminar);
  const topic = seminar ? shortTitle(seminar) : entities.category ? CATEGORY_NAMES[entities.category] : null;
  const replies: Array<[string, string]> = [
    ['price', topic ? `Was kostet ${topic}?` : 'Was kostet ein Seminar?'],
    ['seats', topic ? `Freie Plätze ${topic}` : 'Wo sind noch Plätze frei?'],
    ['trainer', topic ? `Wer leitet ${topic}?` : 'Wer sind die Trainer?'],
    ['webinar', entities.category ? `Webinare zu ${CATEGORY_NAMES[entities.category]}` : 'Nächste Webinare'],
    ['inhouse', 'Inhouse-Schulung anfragen'],
    ['cancellation', 'Wie kann ich stornieren?'],
  ];
  return replies
    .filter(([intent]) => intent !== exclude)
    .map(([, text]) => text)
    .slice(0, 4);
}
