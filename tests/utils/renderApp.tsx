import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type InitialEntry, type Location } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { startCart } from '@/app/startCart';
import { makeStore, type RootState } from '@/app/store';
import { selectAuthStatus } from '@/features/auth';
import { selectCartLoading } from '@/features/cart';

interface RenderAppOptions {
  preloadedState?: Partial<RootState>;
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Stores of the running test; their sagas are stopped when the test ends (tests/setup/jest.setup.ts). */
const liveStores = new Set<ReturnType<typeof makeStore>>();

export function stopRenderedStores(): void {
  for (const store of liveStores) store.stopSagas();
  liveStores.clear();
}

/** Records where the router is, so tests can assert redirects and navigation. */
function LocationRecorder({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders the real app at a URL: the real store with its sagas, the real route table in a memory router, and the
 * MSW handlers of the mock backend answering every request (tests/setup/jest.setup.ts).
 */
export function renderApp(url: InitialEntry = '/', { preloadedState, userEventOptions }: RenderAppOptions = {}) {
  const store = makeStore(preloadedState);
  // As the app's start-up does: the cart starts from the URL the app is opened at.
  startCart(store.dispatch, typeof url === 'string' ? new URL(url, 'http://localhost').search : (url.search ?? ''));
  liveStores.add(store);
  const user = userEvent.setup(userEventOptions);
  let current: Location | undefined;
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes />
        <LocationRecorder onChange={(location) => (current = location)} />
      </MemoryRouter>
    </AppProviders>,
  );
  /** The router's current location (pathname, search, hash). */
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  /**
   * Waits until the start-up sagas are done: the session is known and the stored cart is loaded. A test that ends
   * before the app has finished starting awaits this, so those updates land while it waits, not after it.
   */
  const started = () =>
    waitFor(() => {
      expect(selectAuthStatus(store.getState())).not.toBe('loading');
      expect(selectCartLoading(store.getState())).toBe(false);
    });
  /**
   * Waits until the app has started and the page shows its data: its heading is there and no loading placeholder
   * ("… wird geladen …") is left. A test that ends on a page still loading awaits this, so the data lands meanwhile.
   */
  const settled = async () => {
    await started();
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
      expect(screen.queryAllByText(/ (wird|werden) (geladen|gesucht) …$/)).toEqual([]);
    });
  };
  return { ...view, store, user, location, started, settled };
}

/** The content of a `<meta>` tag by name or property, as the page set it. */
export function metaContent(key: string): string | null {
  const tag = document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return tag?.getAttribute('content') ?? null;
}

export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}
