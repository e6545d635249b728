import type { SetupWorker } from 'msw/browser';
import { yieldToMain } from '../src/lib/yieldToMain';
import { DEMO_DB_STORAGE_KEY, localStoragePersistence } from './db/persistence';

/**
 * MSW checks an already registered worker for updates with a floating `registration.update()` (msw 2.15,
 * get-worker-instance.ts). When the page navigates while that check runs, the browser rejects it ("Failed to update a
 * ServiceWorker … Not found") as an unhandled rejection, though the active worker keeps serving. That one rejection
 * is expected and is handled here; every other rejection still surfaces.
 */
function ignoreInterruptedWorkerUpdates(): void {
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown } | undefined;
    const message = typeof reason?.message === 'string' ? reason.message : String(reason);
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes('mockServiceWorker.js')) {
      event.preventDefault();
    }
  });
}

/** The mock backend in the browser: the same handlers as Jest and Storybook, behind a service worker. */
export let worker: SetupWorker | undefined;

/**
 * Modules of the mock evaluated one step per task, in dependency order, before the modules that import them: the
 * backend's module graph evaluated at once was a 60 ms task, MSW's another 30 ms. Each step here evaluates a part
 * (a module already evaluated costs nothing the next time it is imported). Each step names one export it uses
 * (`webpackExports`), so that webpack still drops the exports nothing uses.
 */
const EVALUATION_STEPS: Array<() => Promise<unknown>> = [
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["http"] */ 'msw/core/http'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["HttpResponse"] */ 'msw'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["setupWorker"] */ 'msw/browser'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["createMockDb"] */ './db/mockDb'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["executeLevel"] */ './postgrest/executor'),
  () =>
    import(
      /* webpackChunkName: "demo-mock", webpackExports: ["renderMail"] */ '../supabase/functions/_shared/mail/registry'
    ),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["productSchema"] */ './app/schema'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["PRODUCT_RPC"] */ './app/functions'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["PRODUCT_EDGE_FUNCTIONS"] */ './app/edgeFunctions'),
  () => import(/* webpackChunkName: "demo-mock", webpackExports: ["createAppBackend"] */ './appBackend'),
];

/**
 * Starts the worker; main.tsx holds the app's Supabase requests until this resolves (demo mode only). The mock is one
 * chunk, but its parts are evaluated step by step, each in a task of its own (EVALUATION_STEPS).
 */
export async function startDemoBackend(): Promise<void> {
  ignoreInterruptedWorkerUpdates();
  // Each step begins a task: this module's chunk was just evaluated, so the first step would otherwise join that task.
  for (const evaluate of EVALUATION_STEPS) {
    await yieldToMain();
    await evaluate();
  }
  await yieldToMain();
  const { setupWorker } = await import(/* webpackChunkName: "demo-mock" */ 'msw/browser');
  const { createAppBackend } = await import(/* webpackChunkName: "demo-mock" */ './appBackend');
  const { configureMockBackend, getMockBackend } = await import(/* webpackChunkName: "demo-mock" */ './backend');
  // The demo keeps its data across reloads (docs/architecture.md); "Demo-Daten zurücksetzen" calls POST /demo/reset.
  configureMockBackend(() => createAppBackend({ persistence: localStoragePersistence() }));
  await yieldToMain();
  // A first visit builds the database from the seed: the seed is built in a task of its own, then the database.
  if (localStorage.getItem(DEMO_DB_STORAGE_KEY) === null) {
    const { prepareProductSeed } = await import(/* webpackChunkName: "demo-mock" */ './app/seed');
    prepareProductSeed();
    await yieldToMain();
  }
  getMockBackend();
  await yieldToMain();
  const { handlers } = await import(/* webpackChunkName: "demo-mock" */ './handlers');
  await yieldToMain();
  worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
