import './styles/global.css';
import { holdRequestsUntil } from './lib/supabase';
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
 * The entry's code is in the page's first scripts, but evaluating it all at once was one task of 40–60 ms, well over a
 * phone's 50 ms budget at 4× slower CPU. Eager imports (no extra request: the modules stay in the entry's scripts) are
 * evaluated when imported, so the libraries and then the app are evaluated one per task, with the browser free between.
 * Each names one export it uses (`webpackExports`): an import() of a whole namespace would keep every export of the
 * library in the bundle (React Router's data routers, all of Redux Toolkit).
 */
async function evaluateInSteps() {
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: ["createSlice"] */ '@reduxjs/toolkit');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: ["Provider"] */ 'react-redux');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: ["App"] */ './app/App');
  await yieldToMain();
  return import(/* webpackMode: "eager" */ './app/startApp');
}

void evaluateInSteps().then(({ startApp }) => startApp({ afterFirstPaint: startDemoBackend }));
