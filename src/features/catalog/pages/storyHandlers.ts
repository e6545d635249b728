import { delay, http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';

/**
 * MSW overrides the seminar screens' stories share: a table that never answers (loading), answers empty, or fails.
 * The failure is a 400 with a PostgREST error body: a 500 would show the same error state, but only after the query
 * policy's three retries with 1 + 2 + 4 s of back-off (docs/constants.md).
 */
type Table = 'seminar_sessions' | 'seminars' | 'locations' | 'trainers' | 'webinars';

const tableUrl = (table: Table) => `${DEMO_SUPABASE_URL}/rest/v1/${table}`;

export function neverAnswers(table: Table) {
  return http.get(tableUrl(table), async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });
}

export function answersEmpty(table: Table) {
  return http.get(tableUrl(table), () => HttpResponse.json([]));
}

export function fails(table: Table) {
  return http.get(tableUrl(table), () =>
    HttpResponse.json({ code: 'PGRST000', message: 'Die Datenbank antwortet nicht.' }, { status: 400 }),
  );
}
