import type { SetupWorker } from 'msw/browser';
import { yieldToMain } from '../src/lib/yieldToMain';
import { localStoragePersistence } from './db/persistence';

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
 * Starts the worker; main.tsx holds the app's Supabase requests until this resolves (demo mode only). The mock is one
 * chunk, but its parts are evaluated step by step, each in a task of its own: evaluated at once, MSW, the backend with
 * its seed and the handlers blocked a phone's main thread for a quarter of a second.
 */
export async function startDemoBackend(): Promise<void> {
  ignoreInterruptedWorkerUpdates();
  const { setupWorker } = await import(/* webpackChunkName: "demo-mock" */ 'msw/browser');
  await yieldToMain();
  const { createAppBackend } = await import(/* webpackChunkName: "demo-mock" */ './appBackend');
  await yieldToMain();
  const { configureMockBackend, getMockBackend } = await import(/* webpackChunkName: "demo-mock" */ './backend');
  // The demo keeps its data across reloads (docs/architecture.md); "Demo-Daten zurücksetzen" calls POST /demo/reset.
  configureMockBackend(() => createAppBackend({ persistence: localStoragePersistence() }));
  await yieldToMain();
  getMockBackend();
  await yieldToMain();
  const { handlers } = await import(/* webpackChunkName: "demo-mock" */ './handlers');
  await yieldToMain();
  worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
