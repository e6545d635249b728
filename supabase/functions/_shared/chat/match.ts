/**
 * Phrase spotting over folded tokens: the longest phrase wins, a matched span is consumed (so "e-mail-marketing"
 * is a topic and no longer a request for the e-mail address), `*` ends a prefix ("storn*" matches "stornieren"),
 * and phrases marked fuzzy forgive one typo (two in long words).
 */
import { editDistance, fold } from './normalize';

export interface Phrase<T> {
  tokens: string[];
  /** The last token is a prefix. */
  prefix: boolean;
  fuzzy: boolean;
  value: T;
}

export interface PhraseMatch<T> {
  value: T;
  start: number;
  end: number;
}

/** `"frankfurt am main"`, `"storn*"`; fold() is applied, so write keywords in plain German. */
export function phrase<T>(text: string, value: T, options: { fuzzy?: boolean } = {}): Phrase<T> {
  const prefix = text.endsWith('*');
  const tokens = fold(prefix ? text.slice(0, -1) : text).split(' ');
  return { tokens, prefix, fuzzy: options.fuzzy === true && !prefix, value };
}

function tokenMatches(token: string, expected: string, isLast: boolean, p: Phrase<unknown>): boolean {
  if (token === expected) return true;
  if (isLast && p.prefix) return token.startsWith(expected);
  if (p.fuzzy && expected.length >= 5 && token.length >= 4) {
    const limit = expected.length >= 9 ? 2 : 1;
    return editDistance(token, expected, limit) <= limit;
  }
  return false;
}

function matchesAt(tokens: ReadonlyArray<string | null>, at: number, p: Phrase<unknown>): boolean {
  return p.tokens.every((expected, j) => {
    const token = tokens[at + j];
    return token != null && tokenMatches(token, expected, j === p.tokens.length - 1, p);
  });
}

/** Longer phrases (in tokens, then characters) first; exact phrases before fuzzy ones of the same length. */
export function sortPhrases<T>(phrases: Phrase<T>[]): Phrase<T>[] {
  const weight = (p: Phrase<T>) => p.tokens.length * 1000 + p.tokens.join(' ').length * 2 + (p.fuzzy ? 0 : 1);
  return [...phrases].sort((a, b) => weight(b) - weight(a));
}

/**
 * Finds phrases left to right, each span consumed once. Returns the matches and the tokens with matched spans
 * blanked out (null), for the next pass.
 */
export function spot<T>(
  tokens: ReadonlyArray<string | null>,
  sortedPhrases: ReadonlyArray<Phrase<T>>,
): { matches: PhraseMatch<T>[]; rest: Array<string | null> } {
  const rest = [...tokens];
  const matches: PhraseMatch<T>[] = [];
  let at = 0;
  while (at < rest.length) {
    const hit = rest[at] == null ? undefined : sortedPhrases.find((p) => matchesAt(rest, at, p));
    if (!hit) {
      at += 1;
      continue;
    }
    const end = at + hit.tokens.length;
    matches.push({ value: hit.value, start: at, end });
    for (let i = at; i < end; i += 1) rest[i] = null;
    at = end;
  }
  return { matches, rest };
}
