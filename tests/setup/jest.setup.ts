import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import failOnConsole from 'jest-fail-on-console';
import { resetMockDb } from '../../mocks';
import { server } from '../../mocks/node';
import { settleConsoleExpectations } from '../utils/console';
import { stopRenderedStores } from '../utils/renderApp';
import { resetSupabaseClientForTests } from '@/lib/supabase';
import { closeCartDatabase, resetCartStorageForTests } from '@/lib/storage';
import { preloadTooltip } from '@/components/Tooltip';
import { preloadHeaderMenu } from '@/app/layouts/headerMenu';

// findBy/waitFor give a busy 2-core CI machine time; what they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// Hooks of one level run in the order they are declared: the stores stop before the console guard looks.
afterEach(() => {
  // Sagas of a finished test must not write into the next one (a cart save landing after the next test's wipe).
  stopRenderedStores();
  server.resetHandlers();
  server.events.removeAllListeners();
});
// A test that logs an error or a warning it did not declare fails (act() warnings, jsdom's "Not implemented", React
// errors…). A test declares what it expects with expectConsoleError/expectConsoleWarn (tests/utils/console.ts);
// settling them runs before the guard's own hook.
afterEach(settleConsoleExpectations);
failOnConsole({
  shouldFailOnError: true,
  shouldFailOnWarn: true,
  errorMessage: (method, bold) =>
    `Expected test not to call ${bold(`console.${method}()`)}. Fix the cause; if the message is intended, declare ` +
    `it in the test with ${bold(method === 'warn' ? 'expectConsoleWarn' : 'expectConsoleError')}(/pattern/) ` +
    `from tests/utils/console.ts.`,
  // Each test starts with a fresh Supabase client (no session carried over), which auth-js reports as a warning.
  silenceMessage: (message, method) =>
    method === 'warn' && message.includes('Multiple GoTrueClient instances detected'),
});

// Unhandled requests fail the test: nothing may escape the mock backend.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Tooltips render with their Radix code from the first render on, as in the app after its first paint.
beforeAll(() => Promise.all([preloadTooltip(), preloadHeaderMenu()]));
// Every test starts from the seed, signed out, with a fresh client and empty browser storage.
beforeEach(async () => {
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  resetSupabaseClientForTests();
  await resetCartStorageForTests();
  await closeCartDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('SeminarCartDB');
    // Not on `blocked`: the deletion finishes once the last connection has closed, and only then is the slate clean.
    request.onsuccess = request.onerror = () => resolve();
  });
});
afterAll(() => server.close());
