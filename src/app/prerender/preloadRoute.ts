import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../router';
import { yieldToMain } from '@/lib/yieldToMain';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

/** Loads a lazy component's chunk, then the lazy parts it names with a `preload` of its own (HomePage's sections). */
async function preloadWithParts(component: Preloadable): Promise<void> {
  const loaded = await component.preload?.();
  if (loaded && loaded !== component) await preloadWithParts(loaded as Preloadable);
}

/**
 * Loads the chunks of the pages a URL renders (see `lazyPage`), and the lazy parts those pages name, so the first
 * render of a prerendered page renders them at once instead of suspending: a part left to suspend would hydrate later
 * on its own, as one long task. (A page rendered after a navigation shows before its parts have loaded.)
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The first match of the table is slow (about 20 ms here, before the code is optimised): starting the chunks' loads
  // (script and style tags, about 10 ms) in the same task made one long task of both.
  await yieldToMain();
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      if (!isValidElement(element) || typeof element.type === 'string') return undefined;
      return preloadWithParts(element.type as Preloadable);
    }),
  );
}

/** Whether a URL ends on the catch-all route (the 404 page). */
export function isNotFoundRoute(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path === '*';
}
