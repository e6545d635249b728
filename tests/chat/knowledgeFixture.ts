/** The engine's inputs as the demo has them: the seed's rows on a fixed day. */
import { buildKnowledge, type Knowledge, type KnowledgeRows } from '../../supabase/functions/_shared/chat';
import { buildSeed } from '../../mocks/seed';

/** A Sunday in November 2026, 11:00 in Berlin. */
export const FIXED_NOW = new Date('2026-11-22T10:00:00Z');

export function seedRows(now: Date = FIXED_NOW): KnowledgeRows {
  const seed = buildSeed(now);
  const [settings] = seed.settings;
  if (!settings) throw new Error('The seed has no settings row');
  return {
    seminars: seed.seminars,
    sessions: seed.seminar_sessions,
    locations: seed.locations,
    trainers: seed.trainers,
    webinars: seed.webinars,
    settings,
  };
}

export function seedKnowledge(now: Date = FIXED_NOW): Knowledge {
  return buildKnowledge(seedRows(now), now);
}
