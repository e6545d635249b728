import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** Tests and stories pass their own context to read the tags a page set. */
  helmetContext?: object;
}

/** Everything a screen needs around it: store and head management. The router comes from outside. */
export function AppProviders({ store, children, helmetContext }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <HelmetProvider context={helmetContext}>{children}</HelmetProvider>
    </Provider>
  );
}
