/**
 * Text folding for German questions: case, umlauts and their spellings (ä, ae, a), ß, accents, punctuation, emoji
 * and markup all fold away, so "München", "Muenchen" and "munchen" become the same token.
 */

/** The most the engine reads of one message (longer ones are cut, with a notice). */
export const MAX_MESSAGE_LENGTH = 4000;

/** Compatibility forms unified, lower case, ß → ss, umlauts and accents stripped, ae/oe/ue → a/o/u, only letters and digits left. */
export function fold(text: string): string {
  return text
    .normalize('NFKC') // full-width and other compatibility forms (ＳＥＯ, ﬁ) read as the plain letters
    .toLowerCase()
    .replace(/€/g, ' euro ')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words of a text. */
export function tokenize(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Cuts a message to what the engine reads, without splitting a surrogate pair (emoji). */
export function cutMessage(text: string, max: number = MAX_MESSAGE_LENGTH): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  return { text: chars.slice(0, max).join(''), cut: true };
}

/**
 * Edit distance with swaps of neighbouring letters as one edit ("Lovabel" → "Lovable"), giving up (returning
 * limit + 1) as soon as it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
