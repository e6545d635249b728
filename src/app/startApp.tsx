import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { AppStore } from './createAppStore';
import { preloadedStateFrom, readHandover, type PrerenderedState } from './prerender/handover';
import { preloadRoute } from './prerender/preloadRoute';
import { replayClicks, replaySwappedClicks, takeEarlyClicks } from './prerender/earlyClicks';
import { consentRestored } from '@/features/consent';
import { pinClock } from '@/lib/clock';
import { preloadTooltip } from '@/components/Tooltip';
import { preloadHeaderMenu } from './layouts/headerMenu';
import { startCart } from './startCart';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * The store (the app's slices, RTK Query and the API, redux-saga and the app's sagas) is not in the entry: the first
 * paint needs none of it. It is loaded before the page renders, RTK Query and the API evaluated in a task before the
 * rest: evaluated together they made one long task on a phone.
 */
async function loadStoreModule() {
  await import('@/lib/api/api');
  await yieldToMain();
  return import(/* webpackChunkName: "store" */ './createAppStore');
}

export interface StartOptions {
  /** Called once the first commit is on screen (demo mode: the mock backend starts then). */
  afterFirstPaint: () => void;
}

interface StartState {
  hydrated: boolean;
  openedWithSearch: string;
  /** Buttons of the prerendered page tapped before hydration; clicked again once the sagas run. */
  earlyClicks: HTMLButtonElement[];
  /** What the page was prerendered with, brought up to date once the sagas run. */
  handedOver: PrerenderedState | null;
}

/**
 * Everything the first paint does not need: the mock, the sagas (through them the cart's IndexedDB),
 * the revalidation of the prerendered page's data, the menus' code. Each step is a task of its own, after the paint:
 * one task for all of it blocked a phone's main thread for a third of a second.
 */
async function startAfterFirstPaint(
  store: AppStore,
  { hydrated, openedWithSearch, earlyClicks, handedOver }: StartState,
  options: StartOptions,
) {
  // Taps in the header menu act now: the first intent may swap its markup before the sagas run (earlyClicks.ts).
  const waitingForSagas = replaySwappedClicks(earlyClicks);
  if (hydrated) store.dispatch(consentRestored());
  document.documentElement.removeAttribute('data-consent-decided');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await yieldToMain();
  options.afterFirstPaint();
  store.startSagas();
  startCart(store.dispatch, openedWithSearch);
  await yieldToMain();
  // Now, with the sagas running, a replayed tap takes the path a tap on the running app takes.
  replayClicks(waitingForSagas);
  if (handedOver) {
    const { refreshHandedOver } = await import('./prerender/refreshHandedOver');
    await refreshHandedOver(store.dispatch, handedOver);
  }
  // Radix enhances the header menu and the tooltips for a mouse and for the keyboard, swapped in on the first intent
  // (`onFirstIntent`); a touch screen keeps the plain markup. A device with a pointer that can hover loads the code now,
  // any other loads it on the keyboard's first focus: on a phone it was two long tasks for code it never uses.
  if (!matchMedia(HOVER_CAPABLE).matches) return;
  await yieldToMain();
  await preloadHeaderMenu();
  await yieldToMain();
  await preloadTooltip();
}

/** Some input device of this one can hover (a mouse, a trackpad): not a phone or a tablet used by touch alone. */
const HOVER_CAPABLE = '(any-hover: hover)';

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/**
 * Renders the app into `#root`. A prerendered page is hydrated from the data it was rendered with; any other page (a
 * private route served the prerendered home page as the static host's fallback, or the plain shell) is rendered from
 * scratch.
 */
export function startApp(options: StartOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Root element #root is missing from index.html');
  const handover = readHandover(document, location.pathname, location.search);
  // The cart starts from the URL the page was opened with, whatever a route redirects to meanwhile.
  const openedWithSearch = location.search;
  const app = (store: AppStore, state: StartState) => (
    <StrictMode>
      <App store={store} afterFirstCommit={once(() => void startAfterFirstPaint(store, state, options))} />
    </StrictMode>
  );

  if (handover && container.firstElementChild) {
    pinClock(handover.renderedAt);
    void loadStoreModule().then(async ({ createAppStore }) => {
      await preloadRoute(location.pathname);
      const store = createAppStore(preloadedStateFrom(handover));
      // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
      // blocking the main thread for the whole page (a default-priority hydration runs as one long task).
      startTransition(() => {
        hydrateRoot(
          container,
          app(store, {
            hydrated: true,
            openedWithSearch,
            earlyClicks: takeEarlyClicks(),
            handedOver: handover,
          }),
        );
      });
    });
  } else {
    void loadStoreModule().then(({ createAppStore }) => {
      // The prerendered markup is replaced, and with it the buttons tapped early: they are not replayed.
      takeEarlyClicks();
      container.replaceChildren();
      document.documentElement.removeAttribute('data-other-route');
      createRoot(container).render(
        app(createAppStore(), { hydrated: false, openedWithSearch, earlyClicks: [], handedOver: null }),
      );
    });
  }
}
