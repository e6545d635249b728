import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: the store. The router comes from outside; the head needs no provider, since
 * React 19 hoists each page's `<title>` and `<meta>` tags itself (components/PageMeta).
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return <Provider store={store}>{children}</Provider>;
}
