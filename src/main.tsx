import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { holdRequestsUntil } from './lib/supabase';

declare const __DEMO_MODE__: boolean;

// Demo mode: the mock backend starts in parallel with the first render, never before it (DESIGN.md §6). Requests
// wait for it through the client's fetch. In live builds this branch and the mock chunk are removed entirely.
if (__DEMO_MODE__) {
  holdRequestsUntil(
    import(/* webpackChunkName: "demo-mock" */ '../mocks/browser').then(({ startDemoBackend }) => startDemoBackend()),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
