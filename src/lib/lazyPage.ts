import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own typing of "any component" (React.lazy is declared the same way).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A route-level code-split page: `lazyPage(() => import('./pages/HomePage'), 'HomePage')`. Pages keep named exports
 * (greppable, refactor-safe); React.lazy needs a default, so this adapts one to the other.
 */
export function lazyPage<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
