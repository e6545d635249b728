/**
 * Facts the copy states about the academy, taken from the data so no two pages can disagree (issue 29): the largest
 * group of any upcoming date (its capacity) and the cities (the city pages, which the locations table's check
 * constraint mirrors).
 */
import { CITY_NAMES, CITY_SLUGS } from '@/config/paths';

const NUMBER_WORDS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];

/** `6` → `sechs` (numbers up to twelve are written out in running text), else digits. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `in sechs Städten` / `in einer Stadt`. */
export function inCitiesText(count: number = CITY_SLUGS.length): string {
  return count === 1 ? 'in einer Stadt' : `in ${numberWord(count)} Städten`;
}

/** `Sechs Städte` / `Eine Stadt`, as a heading. */
export function citiesHeading(count: number = CITY_SLUGS.length): string {
  return count === 1 ? 'Eine Stadt' : `${capitalised(numberWord(count))} Städte`;
}

/** `Sechs Seminarorte` / `Ein Seminarort`, as a heading. */
export function venuesHeading(count: number = CITY_SLUGS.length): string {
  return count === 1 ? 'Ein Seminarort' : `${capitalised(numberWord(count))} Seminarorte`;
}

/** `Berlin, München, … und Köln`. */
export function cityListText(names: readonly string[] = CITY_SLUGS.map((slug) => CITY_NAMES[slug])): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}

/** The most seats any of these dates offers (its capacity), or null without dates. */
export function largestGroup(sessions: ReadonlyArray<{ capacity: number }> | undefined): number | null {
  if (!sessions || sessions.length === 0) return null;
  return Math.max(...sessions.map((session) => session.capacity));
}

/** The "small groups" sentence: with the number once the dates are there, without one before. */
export function smallGroupsText(largest: number | null, reason: string): string {
  return largest === null
    ? `Bewusst kleine Gruppen – ${reason}`
    : `Höchstens ${largest} Teilnehmende pro Termin – ${reason}`;
}
