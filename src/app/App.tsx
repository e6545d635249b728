import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { ReleasePinnedClock } from './ReleasePinnedClock';
import { AppRoutes } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
}

/** The app in the browser: providers, the browser's history and the route table. */
export function App({ store }: AppProps) {
  return (
    <AppProviders store={store}>
      {/* Navigation as an urgent update, in order with store updates: a transition would let a sign-out render
          on the page being left (whose guard then redirects) before the navigation away. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
        <ReleasePinnedClock />
      </BrowserRouter>
    </AppProviders>
  );
}
