/**
 * Project-wide decorators shared by Storybook (preview.tsx) and the Jest run of every story (tests/stories).
 *
 * Story parameters they read:
 * - `parameters.store`: `{ preloadedState?, actions? }` — a fresh store per story (never a shared singleton), built from
 *   `preloadedState`, then `actions` dispatched in order. The play function reaches the store as `context.loaded.store`.
 * - `parameters.route`: `{ path?, pattern?, app? }` — the story renders in a memory router at `path` (default `/`),
 *   mounted at the route `pattern` (default `*`) so `useParams` works; `app: true` renders the app's real route table
 *   at `path` instead of the story's own element (whole-screen stories); `routes` renders a route table of its own.
 * - `parameters.session`: `'customer' | 'admin'` — that demo user is signed in through the real client before the store
 *   is made, so the app's auth saga finds the stored session like a returning visitor's. Without it: signed out.
 * - `parameters.msw.handlers`: a named object of MSW handler groups (see preview.tsx and tests/stories).
 * - `parameters.consentBanner`: `'hidden'` (the default, set in annotations.ts) starts the store with the analytics
 *   choice made, so the banner covers no page story; `'shown'` leaves the visitor undecided.
 *
 * Every story starts from clean browser storage: the app's sessionStorage (checkout drafts, stored bookings, chat),
 * localStorage (consent, session) and the cart database are emptied before the store is made.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator, Loader, StoryContext } from '@storybook/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { startCart } from '../src/app/startCart';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { getSupabase, resetSupabaseClientForTests, type AppSupabaseClient } from '../src/lib/supabase';
import { closeCartDatabase, resetCartStorageForTests } from '../src/lib/storage';
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

/** The demo accounts of the mock backend's seed (shown on the login pages in demo mode). */
export const STORY_SESSIONS = {
  customer: { email: 'kunde@akademie.test', password: 'kunde123' },
  admin: { email: 'admin@akademie.test', password: 'admin123' },
} as const;

/** Who is signed in when the story starts. */
export type SessionParameter = keyof typeof STORY_SESSIONS;

/** What the loaders put into `context.loaded`. */
export interface StoryLoaded {
  store: AppStore;
}

function storeParameter(context: StoryContext): StoreParameter {
  const parameter = (context.parameters.store as StoreParameter | undefined) ?? {};
  if (context.parameters.consentBanner === 'shown') return parameter;
  const consent: RootState['consent'] = { analytics: 'rejected', bannerOpen: false };
  return { ...parameter, preloadedState: { consent, ...parameter.preloadedState } };
}

/** Storybook's own keys (its manager shares the origin) survive; everything the app wrote goes. */
function clearAppKeys(storage: Storage) {
  for (const key of Object.keys(storage)) {
    if (!/^@?storybook/i.test(key)) storage.removeItem(key);
  }
}

/** The cart database the app keeps in IndexedDB (SeminarCartDB), deleted once its connection is closed. */
async function deleteCartDatabase(): Promise<void> {
  await resetCartStorageForTests();
  await closeCartDatabase();
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('SeminarCartDB');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Empties the browser storage the app uses, so no story sees what the one before wrote (drafts, bookings, carts). */
export async function clearAppStorage(): Promise<void> {
  clearAppKeys(sessionStorage);
  clearAppKeys(localStorage);
  await deleteCartDatabase();
}

let previousClient: AppSupabaseClient | undefined;

function sessionParameter(context: StoryContext): SessionParameter | undefined {
  const session = context.parameters.session as unknown;
  if (session === undefined) return undefined;
  if (session === 'customer' || session === 'admin') return session;
  throw new Error(`parameters.session must be 'customer' or 'admin', not ${JSON.stringify(session)}`);
}

/** Signs a demo user in through the real client and the mock's auth server; the client stores the session. */
async function signIn(client: AppSupabaseClient, who: SessionParameter): Promise<void> {
  const { error } = await client.auth.signInWithPassword(STORY_SESSIONS[who]);
  if (error) throw new Error(`Story sign-in as ${who} failed: ${error.message}`);
}

/**
 * Every story starts from the same place: the mock database back at its seed, a fresh Supabase client, no session
 * unless `parameters.session` asks for one (signed in before the store exists, so the auth saga restores it), and a
 * fresh store with its sagas, which the play function finds in `context.loaded.store`.
 */
export const storeLoader: Loader = async (context) => {
  // The story before's client stays alive (its store is only stopped); its refresh timer must not refresh a session
  // the reset mock no longer knows, or the failed refresh would remove this story's stored session.
  await previousClient?.auth.stopAutoRefresh();
  await clearAppStorage();
  resetMockDb();
  resetSupabaseClientForTests();
  // The client the app will use too (getSupabase() hands every caller the same one until the next reset).
  const client = await getSupabase();
  previousClient = client;
  const session = sessionParameter(context);
  if (session) await signIn(client, session);
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

/** The store around the story (AppProviders), as in App.tsx. */
export const withAppProviders: Decorator = (Story, context) => {
  const store = (context.loaded as Partial<StoryLoaded>).store;
  const route = (context.parameters.route as RouteParameter | undefined) ?? {};
  return (
    <ProvidersWithStore
      key={context.id}
      store={store}
      parameter={storeParameter(context)}
      cartUrl={route.app ? (route.path ?? '/') : null}
    >
      <Story />
    </ProvidersWithStore>
  );
};

function ProvidersWithStore({
  store,
  parameter,
  cartUrl,
  children,
}: {
  store: AppStore | undefined;
  parameter: StoreParameter;
  /** A whole-screen story's URL: its cart starts from it, as the app's start-up does. */
  cartUrl: string | null;
  children: ReactNode;
}) {
  // Without the loaders (a composed story rendered as a plain component) the store is made here, once. No effect
  // stops its sagas: under StrictMode's simulated unmount that would stop them for good.
  const [ownStore] = useState<AppStore | null>(() => (store ? null : makeStore(parameter.preloadedState)));
  const activeStore = store ?? ownStore;
  // Once per store, after every loader has run (a story's loader may store the cart the URL names first).
  useState(() => {
    if (activeStore && cartUrl !== null) startCart(activeStore.dispatch, new URL(cartUrl, 'http://localhost').search);
  });
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
