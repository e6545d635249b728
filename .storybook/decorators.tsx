/**
 * Project-wide decorators shared by Storybook (preview.tsx) and the Jest run of every story (tests/stories).
 *
 * Story parameters they read:
 * - `parameters.store`: `{ preloadedState?, actions? }` — a fresh store per story (never a shared singleton), built from
 *   `preloadedState`, then `actions` dispatched in order. The play function reaches the store as `context.loaded.store`.
 * - `parameters.route`: `{ path?, pattern?, app? }` — the story renders in a memory router at `path` (default `/`),
 *   mounted at the route `pattern` (default `*`) so `useParams` works; `app: true` renders the app's real route table
 *   at `path` instead of the story's own element (whole-screen stories); `routes` renders a route table of its own.
 * - `parameters.msw.handlers`: a named object of MSW handler groups (see preview.tsx and tests/stories).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator, Loader, StoryContext } from '@storybook/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { resetSupabaseClientForTests } from '../src/lib/supabase';
import { resetMockDb } from '../mocks/backend';

export interface StoreParameter {
  preloadedState?: Partial<RootState>;
  /** Dispatched in order right after the store is made, e.g. `[toastShown({ title: 'Gespeichert' })]`. */
  actions?: readonly UnknownAction[];
}

export interface RouteParameter {
  /** The URL the story is rendered at. Default `/`. */
  path?: string;
  /** The route pattern the story's element is mounted at, e.g. `/:city`. Default `*`. */
  pattern?: string;
  /** Render the real route table (`src/app/router.tsx`) at `path`; the story's own element is not rendered. */
  app?: boolean;
  /** Render this route table at `path` instead of the story's element (e.g. a layout around a page that fails). */
  routes?: RouteObject[];
}

/** What the loaders put into `context.loaded`. */
export interface StoryLoaded {
  store: AppStore;
}

function storeParameter(context: StoryContext): StoreParameter {
  return (context.parameters.store as StoreParameter | undefined) ?? {};
}

/**
 * Every story starts from the same place: the mock database back at its seed, no Supabase session (neither in the
 * client nor in localStorage), and a fresh store with its sagas, which the play function finds in
 * `context.loaded.store`.
 */
export const storeLoader: Loader = async (context) => {
  resetMockDb();
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('sb-')) localStorage.removeItem(key);
  }
  resetSupabaseClientForTests();
  const { preloadedState, actions = [] } = storeParameter(context);
  const store = makeStore(preloadedState);
  for (const action of actions) store.dispatch(action);
  return { store } satisfies StoryLoaded;
};

/** Stops the story's sagas when the story is left (or the next story runs in Jest). */
export async function stopStoreSagas(context: StoryContext) {
  return () => {
    (context.loaded as Partial<StoryLoaded>).store?.stopSagas();
  };
}

/** Store and head management around the story (AppProviders: Redux Provider + HelmetProvider). */
export const withAppProviders: Decorator = (Story, context) => {
  const store = (context.loaded as Partial<StoryLoaded>).store;
  return (
    <ProvidersWithStore key={context.id} store={store} parameter={storeParameter(context)}>
      <Story />
    </ProvidersWithStore>
  );
};

function ProvidersWithStore({
  store,
  parameter,
  children,
}: {
  store: AppStore | undefined;
  parameter: StoreParameter;
  children: ReactNode;
}) {
  // Without the loaders (a composed story rendered as a plain component) the store is made here, once. No effect
  // stops its sagas: under StrictMode's simulated unmount that would stop them for good.
  const [ownStore] = useState<AppStore | null>(() => (store ? null : makeStore(parameter.preloadedState)));
  const activeStore = store ?? ownStore;
  return activeStore ? <AppProviders store={activeStore}>{children}</AppProviders> : null;
}

/** The story's current element, handed to the route element through context so arg changes reach it. */
const StoryElement = createContext<ReactNode>(null);

function StoryOutlet() {
  return <>{useContext(StoryElement)}</>;
}

/** A story's own route table, rendered like the app renders its table. */
function StoryRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/** The same kind of router as the app (declarative, navigation as an urgent update), in memory. */
function StoryRouter({ route, children }: { route: RouteParameter; children: ReactNode }) {
  const table = route.routes ?? [{ path: route.pattern ?? '*', element: <StoryOutlet /> }];
  return (
    <StoryElement.Provider value={children}>
      <MemoryRouter initialEntries={[route.path ?? '/']} useTransitions={false}>
        {route.app ? <AppRoutes /> : <StoryRoutes table={table} />}
      </MemoryRouter>
    </StoryElement.Provider>
  );
}

/** A memory router at `parameters.route.path` (see above). */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as RouteParameter | undefined) ?? {};
  return (
    <StoryRouter key={context.id} route={route}>
      {route.app || route.routes ? null : <Story />}
    </StoryRouter>
  );
};
