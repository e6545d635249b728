import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { createAppStore, type AppStore } from './app/createAppStore';
import { preloadedStateFrom, readHandover } from './app/prerender/handover';
import { preloadRoute } from './app/prerender/preloadRoute';
import { consentRestored } from './features/consent';
import { pinClock } from './lib/clock';
import { holdRequestsUntil } from './lib/supabase';
import { preloadTooltip } from './components/Tooltip';
import { preloadHeaderMenu } from './app/layouts/headerMenu';
import { startCart } from './app/startCart';
import { yieldToMain } from './lib/yieldToMain';

declare const __DEMO_MODE__: boolean;

// Demo mode: requests wait for the mock backend, which starts only after the first paint (docs/quality.md): its code and
// its seed are no work the first paint needs. In live builds this branch and the mock chunk are removed entirely.
let startDemoBackend: () => void = () => undefined;
if (__DEMO_MODE__) {
  const firstPaint = new Promise<void>((resolve) => {
    startDemoBackend = resolve;
  });
  holdRequestsUntil(
    firstPaint
      .then(() => import(/* webpackChunkName: "demo-mock" */ '../mocks/browser'))
      .then((mock) => mock.startDemoBackend()),
  );
}

/**
 * Everything the first paint does not need: the mock, redux-saga and the sagas (through them the cart's IndexedDB),
 * the menus' code. Each step is a task of its own, after the paint: one task for all of it blocked a phone's main thread
 * for a third of a second.
 */
async function startAfterFirstPaint(store: AppStore, hydrated: boolean) {
  if (hydrated) store.dispatch(consentRestored());
  startCart(store.dispatch, openedWithSearch);
  document.documentElement.removeAttribute('data-consent-decided');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await yieldToMain();
  startDemoBackend();
  const { createSagaRuntime } = await import(/* webpackChunkName: "sagas" */ './app/sagaRuntime');
  await yieldToMain();
  store.startSagas(createSagaRuntime());
  await yieldToMain();
  await preloadHeaderMenu();
  await yieldToMain();
  await preloadTooltip();
}

function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

// A prerendered page is hydrated from the data it was rendered with; any other page (a private route served the
// prerendered home page as the static host's fallback, or the plain shell) is rendered from scratch.
const handover = readHandover(document, location.pathname, location.search);
// The cart starts from the URL the page was opened with, whatever a route redirects to meanwhile.
const openedWithSearch = location.search;
const store = createAppStore(handover ? preloadedStateFrom(handover) : undefined);
const app = (hydrated: boolean) => (
  <StrictMode>
    <App store={store} />
    <AfterFirstCommit run={once(() => void startAfterFirstPaint(store, hydrated))} />
  </StrictMode>
);

if (handover && container.firstElementChild) {
  pinClock(handover.renderedAt);
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (a default-priority hydration runs as one long task).
  void preloadRoute(location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app(true));
    }),
  );
} else {
  container.replaceChildren();
  document.documentElement.removeAttribute('data-other-route');
  createRoot(container).render(app(false));
}
