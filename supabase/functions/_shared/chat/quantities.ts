/**
 * Numbers a visitor gives about themselves: how many people would come ("wir sind 4 Kollegen", "zu dritt",
 * "Team von 8", "for 5 people") and a budget ("Budget 2.000 €", "maximal 1500 Euro").
 */
import { fold } from './normalize';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  funfzehn: 15,
  zwanzig: 20,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
};

const TOGETHER: Readonly<Record<string, number>> = {
  zweit: 2,
  dritt: 3,
  viert: 4,
  funft: 5,
  sechst: 6,
  siebt: 7,
  acht: 8,
  neunt: 9,
  zehnt: 10,
};

const PEOPLE =
  /^(personen|person|leute|leuten|kollegen|kolleginnen|kollegin|teilnehmer\w*|teilnehmende\w*|mitarbeiter\w*|mitarbeitende\w*|platze|platzen|platz|tickets|karten|azubis|leuten|people|persons|participants|colleagues|pax|kopfe)$/;

function numberOf(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token] ?? null;
}

/** The group size a message names (1–500), or null. */
export function groupSize(message: string): number | null {
  const tokens = fold(message).split(' ');
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const n = numberOf(token);
    if (n !== null && n > 0 && n <= 500) {
      // "4 Kollegen", "4 neue Kollegen", "wir sind 4"
      if (PEOPLE.test(tokens[i + 1] ?? '') || PEOPLE.test(tokens[i + 2] ?? '')) return n;
      if (tokens[i - 1] === 'sind' && tokens[i - 2] === 'wir') return n;
      if (/^(team|gruppe|group|team of)$/.test(tokens[i - 2] ?? '') && /^(von|mit|aus|of)$/.test(tokens[i - 1] ?? '')) {
        return n;
      }
      if (tokens[i - 1] === 'fur' && /^(uns|personen)$/.test(tokens[i + 1] ?? '')) return n;
    }
    if (token === 'zu' && TOGETHER[tokens[i + 1] ?? ''] !== undefined) return TOGETHER[tokens[i + 1] ?? ''] ?? null;
  }
  return null;
}

/** A budget in whole cents, or null: a euro amount after "Budget", "maximal", "höchstens", "bis zu", "unter" … */
export function budgetCents(message: string): number | null {
  const text = message.toLowerCase();
  const match =
    /(budget|max\.?|maximal|höchstens|hoechstens|bis zu|bis|unter|weniger als|nicht mehr als|under|up to)\D{0,20}?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{2}))?\s*(€|euro|eur)/.exec(
      text,
    ) ?? /(budget)\D{0,20}?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{2}))?/.exec(text);
  if (!match) return null;
  const euros = Number((match[2] ?? '').replace(/[.\s]/g, ''));
  if (!Number.isFinite(euros) || euros <= 0) return null;
  return euros * 100 + Number(match[3] ?? 0);
}
