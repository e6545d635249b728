import { createElement, lazy, type ComponentType, type ComponentProps } from 'react';

// React's own typing of "any component" (React.lazy is declared the same way).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  /** Loads the page's chunk; once it has arrived the page renders synchronously, without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A route-level code-split page: `lazyPage(() => import('./pages/HomePage'), 'HomePage')`. Pages keep named exports
 * (greppable, refactor-safe). Until its chunk is there the page suspends like React.lazy; after `preload()` (the
 * prerenderer and the hydration of a prerendered page call it) it renders at once, so the first client render
 * matches the prerendered HTML instead of suspending.
 */
export function lazyPage<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<Module[Name]> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    }));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page(props: ComponentProps<Module[Name]>) {
    return createElement(loaded ?? Suspending, props);
  }
  Page.displayName = name;
  return Object.assign(Page, { preload });
}
