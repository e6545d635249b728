import { setupWorker } from 'msw/browser';
import { createAppBackend } from './appBackend';
import { configureMockBackend } from './backend';
import { localStoragePersistence } from './db/persistence';
import { handlers } from './handlers';

// The demo keeps its data across reloads (docs/architecture.md); "Demo-Daten zurücksetzen" calls POST /demo/reset.
configureMockBackend(() => createAppBackend({ persistence: localStoragePersistence() }));

/** The mock backend in the browser: the same handlers as Jest and Storybook, behind a service worker. */
export const worker = setupWorker(...handlers);

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

/** Starts the worker; main.tsx holds the app's Supabase requests until this resolves (demo mode only). */
export async function startDemoBackend(): Promise<void> {
  ignoreInterruptedWorkerUpdates();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
