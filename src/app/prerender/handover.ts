import type { ApiState } from '@/lib/api';
import type { AppPreloadedState, RootState } from '../createAppStore';

/** The id of the `<script type="application/json">` a prerendered page carries its data in. */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/**
 * What a prerendered page hands to the browser: its route, when it was rendered, and RTK Query's state, which the
 * browser's store takes through the API's `extractRehydrationInfo` (`queriesHandedOver`).
 */
export interface PrerenderedState {
  route: string;
  /** Epoch ms; the clock is pinned to it while the page hydrates, so the first render asks for the same dates. */
  renderedAt: number;
  /**
   * The catalogue's version the page was rendered with (`catalog_seats`), or null when the backend did not answer it.
   * While it holds, the browser refreshes only the seats the page shows (`./refreshHandedOver`).
   */
  catalogVersion: number | null;
  api: ApiState;
}

/** `/berlin/` and `/berlin` are one route. */
export function normalizeRoute(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The answered queries of a prerender, without the prerender's timestamps (and without the version's own read). The
 * browser shows them at once and refreshes them once the page runs (`./refreshHandedOver`).
 */
export function handoverOf(
  state: RootState,
  route: string,
  renderedAt: number,
  catalogVersion: number | null,
): PrerenderedState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries)
      .filter(([, entry]) => entry?.status === 'fulfilled' && entry.endpointName !== 'catalogSeats')
      .map(([key, entry]) => [key, { ...entry, fulfilledTimeStamp: 0, startedTimeStamp: 0 }]),
  ) as ApiState['queries'];
  return { route: normalizeRoute(route), renderedAt, catalogVersion, api: { ...state.api, queries, mutations: {} } };
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function serializeHandover(handover: PrerenderedState): string {
  return scriptJson(handover);
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The handed-over state of this page, when the page was prerendered for the route the browser is on. A query string
 * (`/berlin?thema=seo`) filters what the page shows, which the prerendered markup cannot know: such a page is rendered
 * in the browser.
 */
export function readHandover(doc: Document, pathname: string, search = ''): PrerenderedState | null {
  const script = doc.getElementById(PRERENDERED_STATE_ID);
  if (!script?.textContent || search.length > 1) return null;
  try {
    const handover = JSON.parse(script.textContent) as PrerenderedState;
    return handover.route === normalizeRoute(pathname) ? handover : null;
  } catch {
    return null;
  }
}

/**
 * The handed-over queries as the store starts from them:
 * - answered now: mounting their components while the page hydrates sends no request (the hooks refetch what is older
 *   than `QUERY_FRESH_MS`). The start-up refreshes them once the page runs (`refreshHandedOver`), each request in a
 *   task of its own: started by the hooks, they made the hydration's effects one long task;
 * - their data frozen at the top. The store's reducers (immer) freeze what they store, walking into every object not
 *   yet frozen: the first update of the API's state walked the whole handed-over cache. Frozen at the top, it stops
 *   there; nothing changes a query's data in place.
 */
function startingQueries(queries: ApiState['queries'], now: number): ApiState['queries'] {
  const entries = Object.entries(queries).map(([key, entry]) => {
    if (entry?.data !== null && typeof entry?.data === 'object') Object.freeze(entry.data);
    return [key, entry && { ...entry, startedTimeStamp: now, fulfilledTimeStamp: now }];
  });
  return Object.fromEntries(entries) as ApiState['queries'];
}

/**
 * The store's starting state for hydration: the prerender's cache, and the consent banner open as it was rendered
 * (a visitor who already chose gets it closed right after hydration, and hidden by CSS until then).
 */
export function preloadedStateFrom(handover: PrerenderedState, now = Date.now()): AppPreloadedState {
  return {
    api: { ...handover.api, queries: startingQueries(handover.api.queries, now) },
    consent: { analytics: 'undecided', bannerOpen: true },
  };
}
