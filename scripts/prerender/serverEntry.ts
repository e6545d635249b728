/**
 * The prerenderer's bundle (built by webpack for Node with `__PRERENDER__`): renders public routes of the app with
 * their data. In demo builds the data comes from the mock backend (msw/node, the same handlers as the browser's demo
 * and Jest, seeded for the build day); in live builds from the Supabase project named at build time.
 */
import { createAppStore } from '../../src/app/createAppStore';
import { HEAD_STYLE, headScript, renderRoute } from '../../src/app/prerender/renderRoute';
import { listPublicRoutes, NOT_FOUND_ROUTE } from '../../src/app/prerender/publicRoutes';
import { normalizeRoute, PRERENDERED_STATE_ID, scriptJson, serializeHandover } from '../../src/app/prerender/handover';
import { PRERENDERED_FORMATS_ID } from '../../src/lib/format';
import { api } from '../../src/lib/api';
import { resetSupabaseClientForTests } from '../../src/lib/supabase';

export {
  HEAD_STYLE,
  headScript,
  NOT_FOUND_ROUTE,
  PRERENDERED_FORMATS_ID,
  PRERENDERED_STATE_ID,
  renderRoute,
  scriptJson,
  serializeHandover,
};

/** The attribute of the head script's element that names the route its page was rendered for. */
export const HEAD_SCRIPT_ROUTE_ATTRIBUTE = 'data-route';

const ROUTE_PROBE = '/__prerendered-route__';

/**
 * The head script (`headScript`) with the page's route read from its element's `data-route` attribute rather than
 * written into it: the same text on every page, so the Content-Security-Policy lists one hash for it instead of one
 * per page (docs/operations.md#security-headers). Throws at build time if the script stops naming the route as one
 * string literal.
 */
export function sharedHeadScript(): string {
  const script = headScript(ROUTE_PROBE);
  const literal = JSON.stringify(normalizeRoute(ROUTE_PROBE));
  if (script.split(literal).length !== 2) {
    throw new Error('prerender: headScript no longer names its route as one string literal (see sharedHeadScript)');
  }
  return script.replace(literal, `document.currentScript.getAttribute(${JSON.stringify(HEAD_SCRIPT_ROUTE_ATTRIBUTE)})`);
}

export async function listRoutes(at: number): Promise<string[]> {
  const store = createAppStore();
  try {
    return await listPublicRoutes(store, at);
  } finally {
    // Its reads end unsubscribed, and RTK Query drops such an entry 5 minutes later: clearing the cache clears those
    // timers, which otherwise kept every demo build's process alive for 5 minutes after its last page.
    store.dispatch(api.util.resetApiState());
  }
}

/** Starts the demo's mock backend in this process (demo builds); returns its stop function. */
export async function startMockBackend(): Promise<() => void> {
  const { server } = await import('../../mocks/node');
  server.listen({ onUnhandledRequest: 'bypass' });
  return () => server.close();
}

/** Stops the Supabase client's timers so the build process can exit. */
export function finish(): void {
  resetSupabaseClientForTests();
}
