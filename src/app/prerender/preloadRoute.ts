import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../router';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

/**
 * Loads the chunks of the pages a URL renders (see `lazyPage`), so the first render of a prerendered page renders
 * them at once instead of suspending.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      if (!isValidElement(element) || typeof element.type === 'string') return undefined;
      return (element.type as Preloadable).preload?.();
    }),
  );
}

/** Whether a URL ends on the catch-all route (the 404 page). */
export function isNotFoundRoute(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path === '*';
}
