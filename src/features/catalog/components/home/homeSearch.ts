import { CITY_NAMES, CITY_SLUGS, cityPath, seminarTypePath, type CitySlug } from '@/config/paths';
import { CATEGORY_NAMES, type SeminarCategory, type SeminarSummary } from '../../catalogTypes';

/** Where a search from the home page's hero leads. */
export type SearchTarget =
  { kind: 'navigate'; to: string } | { kind: 'results'; query: string; city?: CitySlug } | { kind: 'missing' };

/** `E-Mail-Marketing`, `email marketing` and `E-Mail Marketing` all become `emailmarketing`. */
function normalize(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

function categoryNamed(text: string): SeminarCategory | undefined {
  const wanted = normalize(text);
  return (Object.keys(CATEGORY_NAMES) as SeminarCategory[]).find(
    (category) => normalize(category) === wanted || normalize(CATEGORY_NAMES[category]) === wanted,
  );
}

function cityNamed(text: string): CitySlug | undefined {
  const wanted = normalize(text);
  return CITY_SLUGS.find((city) => normalize(city) === wanted || normalize(CITY_NAMES[city]) === wanted);
}

/**
 * A topic's name goes to its topic page (in the chosen city: the city page filtered by it), a city's name or a city
 * alone to the city page; any other text lists the matching seminars on the home page itself.
 */
export function resolveSearch(text: string, city: CitySlug | undefined): SearchTarget {
  const query = text.trim();
  if (!query) return city ? { kind: 'navigate', to: cityPath(city) } : { kind: 'missing' };
  const category = categoryNamed(query);
  if (category) {
    return { kind: 'navigate', to: city ? `${cityPath(city)}?thema=${category}` : seminarTypePath(category) };
  }
  const namedCity = cityNamed(query);
  if (namedCity) return { kind: 'navigate', to: cityPath(namedCity) };
  return { kind: 'results', query, city };
}

/** Seminars whose title, summary or topic contain every word of the query (umlauts and case do not matter). */
export function matchSeminars(seminars: readonly SeminarSummary[], query: string): SeminarSummary[] {
  const words = query.split(/\s+/).map(normalize).filter(Boolean);
  return seminars.filter((seminar) => {
    const haystack = normalize(`${seminar.title} ${seminar.summary} ${CATEGORY_NAMES[seminar.category]}`);
    return words.every((word) => haystack.includes(word));
  });
}
