import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { ReleasePinnedClock } from './ReleasePinnedClock';
import { AppRoutes } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  /** The router around the routes: the browser's history by default, a static location in the prerenderer. */
  router?: ComponentType<{ children: ReactNode }>;
  /** Called after the first commit (the browser's start-up continues then); nothing in the prerenderer. */
  afterFirstCommit?: () => void;
}

/**
 * Navigation as an urgent update, in order with store updates: a transition would let a sign-out render on the page
 * being left (whose guard then redirects) before the navigation away.
 */
function UrgentBrowserRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

function AfterFirstCommit({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

/**
 * The app: providers, the router and the route table. The browser and the prerenderer render this same tree:
 * `useId` derives its ids from the tree's shape, and a shape of its own in either would hydrate every id differently
 * from the prerendered markup.
 */
export function App({ store, router: Router = UrgentBrowserRouter, afterFirstCommit }: AppProps) {
  return (
    <>
      <AppProviders store={store}>
        <Router>
          <AppRoutes />
          <ReleasePinnedClock />
        </Router>
      </AppProviders>
      <AfterFirstCommit run={afterFirstCommit} />
    </>
  );
}
