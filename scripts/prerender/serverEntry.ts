/**
 * The prerenderer's bundle (built by webpack for Node with `__PRERENDER__`): renders public routes of the app with
 * their data. In demo builds the data comes from the mock backend (msw/node, the same handlers as the browser's demo
 * and Jest, seeded for the build day); in live builds from the Supabase project named at build time.
 */
import { createAppStore } from '../../src/app/createAppStore';
import { HEAD_STYLE, headScript, renderRoute } from '../../src/app/prerender/renderRoute';
import { listPublicRoutes, NOT_FOUND_ROUTE } from '../../src/app/prerender/publicRoutes';
import { PRERENDERED_STATE_ID, scriptJson, serializeHandover } from '../../src/app/prerender/handover';
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
