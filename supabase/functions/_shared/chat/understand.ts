/**
 * Understanding a question: entities first (city, topic, month, a named seminar; longest phrase wins and is
 * consumed), then the intent from the keywords left over, by priority. No keyword but an entity means a seminar
 * search ("SEO in Köln"); a greeting or thanks that also names a topic is a search too.
 */
import { basicEntityPhrases, INTENT_PHRASES, INTENT_PRIORITY, SEMINAR_NICKNAMES, type EntityTag } from './lexicon';
import { phrase, sortPhrases, spot, type Phrase } from './match';
import { fold, tokenize } from './normalize';
import type { Catalogue, ChatEntities, ChatIntent } from './types';

export interface Understanding {
  intent: ChatIntent;
  entities: ChatEntities;
}

const BASIC_PHRASES = basicEntityPhrases();
const phraseCache = new WeakMap<Catalogue, Phrase<EntityTag>[]>();

/** Entity phrases for this catalogue: the fixed ones plus each listed seminar's slug, title and nicknames. */
function entityPhrases(catalogue: Catalogue): Phrase<EntityTag>[] {
  const cached = phraseCache.get(catalogue);
  if (cached) return cached;
  // Seminar names first: at an equal span ("ga4") the seminar wins over the topic (the sort is stable).
  const phrases: Phrase<EntityTag>[] = [];
  for (const seminar of catalogue.seminars) {
    const tag: EntityTag = { kind: 'seminar', slug: seminar.slug, category: seminar.category };
    const names = new Set([seminar.slug.replace(/-/g, ' '), ...(SEMINAR_NICKNAMES[seminar.slug] ?? [])]);
    // The title before a colon ("SEO-Grundlagen: Besser gefunden …" → "SEO-Grundlagen") when it is distinctive.
    const shortTitle = fold(seminar.title.split(':')[0] ?? '');
    if (shortTitle.includes(' ') || shortTitle.length >= 9) names.add(shortTitle);
    for (const name of names) if (fold(name) !== '') phrases.push(phrase(name, tag));
  }
  const sorted = sortPhrases([...phrases, ...BASIC_PHRASES]);
  phraseCache.set(catalogue, sorted);
  return sorted;
}

/** The month `offset` months after today's month. */
function relativeMonth(today: string, offset: number): number {
  const month = Number(today.slice(5, 7));
  return ((month - 1 + offset) % 12) + 1;
}

export function understand(message: string, catalogue: Catalogue): Understanding {
  const tokens = tokenize(message);
  const entities: ChatEntities = { city: null, category: null, month: null, seminar: null };
  // Nothing readable: an empty message asks for a question, emoji or punctuation alone are not understood.
  if (tokens.length === 0) return { intent: message.trim() === '' ? 'empty' : 'fallback', entities };

  const { matches, rest } = spot(tokens, entityPhrases(catalogue));
  for (const { value } of matches) {
    if (value.kind === 'city') entities.city ??= value.city;
    else if (value.kind === 'category') entities.category ??= value.category;
    else if (value.kind === 'month') entities.month ??= value.month;
    else if (value.kind === 'relativeMonth') entities.month ??= relativeMonth(catalogue.today, value.offset);
    else {
      entities.seminar ??= value.slug;
      if (value.category) entities.category ??= value.category;
    }
  }

  const found = new Set(spot(rest, INTENT_PHRASES).matches.map((m) => m.value));
  let intent: ChatIntent = INTENT_PRIORITY.find((candidate) => found.has(candidate)) ?? 'fallback';
  const hasEntity = Object.values(entities).some((value) => value !== null);
  if (hasEntity && (intent === 'fallback' || intent === 'greeting' || intent === 'thanks' || intent === 'topics')) {
    intent = 'seminar_search';
  }
  if (intent === 'seminar_search' && !hasEntity) intent = 'topics';
  return { intent, entities };
}
