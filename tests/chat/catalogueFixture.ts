/** The engine's inputs as the demo has them: the seed's rows on a fixed day, and the app's contact data. */
import { chatContact, catalogueRows } from '../../mocks/app/chatFunction';
import { buildCatalogue, type Catalogue, type CatalogueRows } from '../../supabase/functions/_shared/chat';
import { buildSeed } from '../../mocks/seed';

/** A Sunday in November 2026, 11:00 in Berlin. */
export const FIXED_NOW = new Date('2026-11-22T10:00:00Z');

export function seedRows(now: Date = FIXED_NOW): CatalogueRows {
  const seed = buildSeed(now);
  return {
    seminars: seed.seminars,
    sessions: seed.seminar_sessions,
    locations: seed.locations,
    webinars: seed.webinars,
    settings: seed.settings[0] ?? null,
  };
}

export function seedCatalogue(now: Date = FIXED_NOW): Catalogue {
  return buildCatalogue(seedRows(now), now);
}

export { chatContact, catalogueRows };
