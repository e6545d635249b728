/**
 * Understanding a message as a set of needs: entities first (city, topic, months, a named seminar, fuzzy; longest
 * phrase wins and is consumed), then dates, group size, budget and format, then every intent the remaining words
 * carry, scored by meaning (a specific word like "Rabatt" outweighs "Preis") and ordered by score, not by position.
 * Needs another need already answers are dropped (a webinar cancellation is a cancellation, not a webinar list).
 * "Einen anderen Termin" is a rebooking only when the visitor speaks of a booking of theirs, else a search for dates.
 */
import {
  basicEntityPhrases,
  IN_PERSON_WORDS,
  INJECTION_PHRASES,
  INTENT_PHRASES,
  INTENT_PRIORITY,
  OWN_BOOKING_WORDS,
  SEMINAR_NICKNAMES,
  VENUE_ASPECT_WORDS,
  type EntityTag,
} from './lexicon';
import { phrase, sortPhrases, spot, type Phrase } from './match';
import { fold, tokenize } from './normalize';
import { budgetCents, groupSize } from './quantities';
import type { ChatEntities, ChatFormat, ChatIntent, Knowledge, VenueAspect } from './types';
import { exactDate, monthsRange, relativeWeeks, type DayRange } from './when';

export interface Understanding {
  /** Strongest first; never empty. */
  intents: ChatIntent[];
  entities: ChatEntities;
  /** Set when the visitor named one exact day. */
  exactDay: string | null;
  /** The venue facts asked for (empty: all of them). */
  venueAspects: VenueAspect[];
  /** A trainer the message names (slug). */
  trainer: string | null;
  /** The message tried to give the assistant instructions (they are not followed). */
  injection: boolean;
}

/** A trainer named by surname (or full name) in the folded tokens. */
function namedTrainer(tokens: readonly string[], knowledge: Knowledge): string | null {
  for (const trainer of knowledge.trainers) {
    const surname = fold(trainer.name).split(' ').at(-1) ?? '';
    if (surname.length >= 4 && tokens.includes(surname)) return trainer.slug;
  }
  return null;
}

const BASIC_PHRASES = basicEntityPhrases();
const phraseCache = new WeakMap<Knowledge, Phrase<EntityTag>[]>();

/** Entity phrases for this knowledge: the fixed ones plus each listed seminar's slug, title and nicknames (fuzzy). */
function entityPhrases(knowledge: Knowledge): Phrase<EntityTag>[] {
  const cached = phraseCache.get(knowledge);
  if (cached) return cached;
  // Seminar names first: at an equal span ("ga4") the seminar wins over the topic (the sort is stable).
  const phrases: Phrase<EntityTag>[] = [];
  for (const seminar of knowledge.seminars) {
    const tag: EntityTag = { kind: 'seminar', slug: seminar.slug, category: seminar.category };
    const names = new Set([seminar.slug.replace(/-/g, ' '), ...(SEMINAR_NICKNAMES[seminar.slug] ?? [])]);
    // The title before a colon ("SEO-Grundlagen: Besser gefunden …" → "SEO-Grundlagen") when it is distinctive.
    const shortTitle = fold(seminar.title.split(':')[0] ?? '');
    if (shortTitle.includes(' ') || shortTitle.length >= 9) names.add(shortTitle);
    // Exact names first (a seminar beats its topic at an equal span), then the same names forgiving typos.
    for (const name of names)
      if (fold(name) !== '') phrases.push(phrase(name, tag), phrase(name, tag, { fuzzy: true }));
  }
  const sorted = sortPhrases([...phrases, ...BASIC_PHRASES]);
  phraseCache.set(knowledge, sorted);
  return sorted;
}

function relativeMonth(today: string, offset: number): number {
  const month = Number(today.slice(5, 7));
  return ((month - 1 + offset) % 12) + 1;
}

function venueAspects(tokens: readonly string[]): VenueAspect[] {
  const folded = tokens.join(' ');
  return VENUE_ASPECT_WORDS.filter(([, words]) =>
    words.some((word) => (word.includes(' ') ? folded.includes(word) : tokens.some((t) => t.startsWith(word)))),
  ).map(([aspect]) => aspect);
}

type Scores = Map<ChatIntent, number>;

/** An intent scores its strongest keyword; each further keyword adds a little (a specific word beats repetition). */
function add(scores: Scores, intent: ChatIntent, weight: number) {
  const current = scores.get(intent);
  scores.set(intent, current === undefined ? weight : Math.max(current, weight) + 0.1);
}

const DATE_FAMILY: readonly ChatIntent[] = ['seats', 'next_dates', 'seminar_search'];

/** Drops needs that another need of the same message already answers. */
function prune(scores: Scores, entities: ChatEntities) {
  const has = (intent: ChatIntent) => scores.has(intent);
  const hasTopic = entities.seminar !== null || entities.category !== null;
  const hasEntity = hasTopic || entities.city !== null || entities.from != null;
  // Webinars (and the webinar brand) list their own dates and prices.
  if (has('webinar') || has('brand')) {
    if (!entities.seminar) scores.delete('price');
    for (const i of DATE_FAMILY) scores.delete(i);
  }
  if (has('cancellation')) for (const i of ['booking', 'webinar', 'payment'] as const) scores.delete(i);
  // "Was kostet eine Umbuchung?" asks for the fee; "mein Seminar umbuchen" names what is rebooked, not a search.
  if (has('rebooking'))
    for (const i of ['booking', 'webinar', 'price', 'topics', 'seminar_search'] as const) scores.delete(i);
  if (has('discount')) scores.delete('price');
  if (has('payment')) scores.delete('booking');
  if (has('brand')) scores.delete('webinar');
  if (has('inhouse') && !hasTopic) scores.delete('price');
  // One list of dates: the most specific of seats, dates and search.
  const dates = DATE_FAMILY.filter(has);
  for (const i of dates.slice(1)) scores.delete(i);
  const others = [...scores.keys()].filter((i) => !DATE_FAMILY.includes(i) && i !== 'greeting' && i !== 'thanks');
  if (dates[0] && !hasEntity && others.length > 0) scores.delete(dates[0]);
  // "Wer leitet das SEO-Seminar?": the word "Seminar" names the subject, it does not ask for a list of dates.
  if (has('trainer') || has('venue') || has('inhouse')) {
    scores.delete('topics');
    scores.delete('seminar_search');
  }
  if (hasEntity && has('topics')) {
    scores.delete('topics');
    if (!DATE_FAMILY.some(has)) add(scores, 'seminar_search', 1);
  }
  if (scores.size > 1) {
    scores.delete('greeting');
    scores.delete('thanks');
  }
}

export function understand(message: string, knowledge: Knowledge): Understanding {
  const tokens = tokenize(message);
  const entities: ChatEntities = {
    city: null,
    category: null,
    month: null,
    seminar: null,
    from: null,
    to: null,
    groupSize: null,
    budgetCents: null,
    format: null,
  };
  const base = { exactDay: null, venueAspects: [], trainer: null, injection: false };
  // Nothing readable: an empty message asks for a question, emoji or punctuation alone are not understood.
  if (tokens.length === 0) return { intents: [message.trim() === '' ? 'empty' : 'fallback'], entities, ...base };

  // Instructions to the assistant are spotted first and their words removed ("System prompt" is no KI topic).
  const instructions = spot(tokens, INJECTION_PHRASES);
  const injection = instructions.matches.length > 0;
  const months: number[] = [];
  const { matches, rest } = spot(instructions.rest, entityPhrases(knowledge));
  for (const { value } of matches) {
    if (value.kind === 'city') entities.city ??= value.city;
    else if (value.kind === 'category') entities.category ??= value.category;
    else if (value.kind === 'month') months.push(value.month);
    else if (value.kind === 'relativeMonth') months.push(relativeMonth(knowledge.today, value.offset));
    else if (value.kind === 'relativeWeek') continue;
    else {
      entities.seminar ??= value.slug;
      if (value.category) entities.category ??= value.category;
    }
  }
  const day = exactDate(message, knowledge.today);
  const range: DayRange | null = day
    ? { from: day, to: day, exactDay: true }
    : (relativeWeeks(message, knowledge.today) ?? monthsRange(months, knowledge.today));
  if (range) {
    entities.from = range.from;
    entities.to = range.to;
    entities.month = Number(range.from.slice(5, 7));
  }
  entities.groupSize = groupSize(message);
  entities.budgetCents = budgetCents(message);

  const scores: Scores = new Map();
  for (const { value } of spot(rest, INTENT_PHRASES).matches) {
    if (value.intent !== 'noise') add(scores, value.intent, value.weight);
  }
  // "Adresse": of the venue when a city or seminar is named, else of the academy.
  if (tokens.some((t) => t.startsWith('adress'))) {
    add(scores, entities.city || entities.seminar ? 'venue' : 'contact', 3);
  }
  // A group and a topic: whether there is room for all of them (weaker than an explicit price or seat question).
  if (entities.groupSize !== null && (entities.seminar || entities.category || scores.has('seats'))) {
    add(scores, 'seats', 1);
  }
  // From a group size on, the in-house offer is suggested too (after the answer to what was asked).
  if (entities.groupSize !== null && entities.groupSize >= knowledge.inhouse.suggestFrom && !scores.has('webinar')) {
    add(scores, 'inhouse', 0.5);
  }
  if (entities.budgetCents !== null) add(scores, 'price', 2);
  const trainer = namedTrainer(tokens, knowledge);
  if (trainer) add(scores, 'trainer', 3);
  // Only "einen anderen Termin" (no rebooking verb): the visitor's own booking makes it a rebooking, else dates.
  const rebooking = scores.get('rebooking');
  if (rebooking !== undefined && rebooking < 3) {
    scores.delete('rebooking');
    if (scores.has('booking') || spot(tokens, OWN_BOOKING_WORDS).matches.length > 0) add(scores, 'rebooking', 4);
    else add(scores, 'next_dates', 1);
  }
  const format: ChatFormat | null = scores.has('inhouse')
    ? 'inhouse'
    : scores.has('webinar')
      ? 'webinar'
      : spot(tokens, IN_PERSON_WORDS).matches.length > 0
        ? 'praesenz'
        : null;
  entities.format = format;
  prune(scores, entities);

  const hasEntity = [entities.city, entities.category, entities.seminar, entities.from].some((v) => v != null);
  // "Hallo, gibt es SEO in Köln?": a greeting that names a topic, city or month is a search.
  if (hasEntity && [...scores.keys()].every((i) => i === 'greeting' || i === 'thanks' || i === 'topics')) {
    scores.clear();
    add(scores, 'seminar_search', 1);
  }
  const intents = [...scores.entries()]
    .sort(([a, x], [b, y]) => y - x || INTENT_PRIORITY.indexOf(a) - INTENT_PRIORITY.indexOf(b))
    .map(([intent]) => intent);
  if (intents.length === 0) intents.push('fallback');
  return {
    intents,
    entities,
    exactDay: day,
    venueAspects: scores.has('venue') ? venueAspects(tokens) : [],
    trainer,
    injection,
  };
}
