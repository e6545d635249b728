import { setupWorker } from 'msw/browser';
import { appSchema, appSeed } from './appBackend';
import { configureMockBackend } from './backend';
import { createMockDb } from './db/mockDb';
import { localStoragePersistence } from './db/persistence';
import { handlers } from './handlers';

// The demo keeps its data across reloads (DESIGN.md §1); "Demo-Daten zurücksetzen" calls POST /demo/reset.
configureMockBackend(() => createMockDb(appSchema, appSeed, { persistence: localStoragePersistence() }));

/** The mock backend in the browser: the same handlers as Jest and Storybook, behind a service worker. */
export const worker = setupWorker(...handlers);

/** Starts the worker; main.tsx holds the app's Supabase requests until this resolves (demo mode only). */
export async function startDemoBackend(): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
