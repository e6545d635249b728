import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
} from '@playwright/test';

/**
 * Shared e2e fixtures. Import `test` and `expect` from here instead of '@playwright/test':
 *
 *   import { expect, test } from './support/fixtures';
 *   test('…', async ({ page, gotoApp }) => { await gotoApp('/'); … });
 *
 * - Every test fails on a `console.error` or an uncaught page error in any page of its context, unless the text
 *   matches `consoleErrorAllowlist` (`test.use({ consoleErrorAllowlist: [/expected 401/] })`, say why).
 * - `gotoApp(path)` navigates and waits until the demo backend (the MSW service worker) serves this page.
 */

export type ConsoleErrorAllowlist = ReadonlyArray<string | RegExp>;

export interface GotoAppOptions {
  /** Wait for the demo mock worker (default true). Set false for a live build, which has no worker. */
  mockWorker?: boolean;
}

interface E2EOptions {
  /** Console/page errors that are expected in a test: substring or RegExp on the message text. */
  consoleErrorAllowlist: ConsoleErrorAllowlist;
  /** The analytics consent the visitor already gave; 'undecided' shows the banner (default: 'rejected'). */
  consent: 'accepted' | 'rejected' | 'undecided';
}

interface E2EFixtures {
  /** Unexpected console/page errors collected so far (the test fails with them at its end). */
  consoleErrors: string[];
  /** Navigate within the app (path relative to baseURL) and wait until the demo backend is ready. */
  gotoApp: (path: string, options?: GotoAppOptions) => Promise<void>;
  /** Installs the page-side probe that `waitForMockWorker` reads; automatic. */
  mockWorkerProbe: void;
  /** Stores the `consent` option before any page script runs; automatic. */
  consentChoice: void;
}

/** Window property set by the init script once MSW confirmed mocking for this document. */
const MOCKING_ENABLED_FLAG = '__e2eMockingEnabled';
/** The worker script that `npx msw init` puts in public/ and the build copies to dist/. */
export const MOCK_WORKER_PATH = '/mockServiceWorker.js';

/**
 * Runs at the start of every document, before the app's scripts. MSW's `worker.start()` posts MOCK_ACTIVATE to the
 * worker and resolves when the worker answers MOCKING_ENABLED to this very client; listening for that answer is the
 * exact moment the app's own request gate opens. (Messages queue until the page's message queue is enabled, which
 * MSW's own listener and DOMContentLoaded both do, so the answer cannot be missed.)
 */
function installMockWorkerProbe(flag: string): void {
  Reflect.set(window, flag, false);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && Reflect.get(data, 'type') === 'MOCKING_ENABLED') {
      Reflect.set(window, flag, true);
    }
  });
}

/**
 * Waits until (1) the mock worker CONTROLS this page — so the browser routes its fetches through it — and (2) MSW
 * finished its handshake with this page. MSW 2's worker calls skipWaiting() on install and clients.claim() on
 * activate, so a first visit becomes controlled without a reload; after a normal reload the page is controlled from
 * the start and MSW repeats the handshake. (On a hard reload, which bypasses the worker, MSW reloads the page itself.)
 * Call it again after `page.reload()`.
 */
export async function waitForMockWorker(page: Page, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      ({ flag, workerPath }) =>
        new URL(navigator.serviceWorker?.controller?.scriptURL ?? 'about:blank').pathname === workerPath &&
        Reflect.get(window, flag) === true,
      { flag: MOCKING_ENABLED_FLAG, workerPath: MOCK_WORKER_PATH },
      { timeout },
    );
  } catch (error) {
    // Say which half is missing: no registration at all, a registration that never took control, or no handshake.
    const state = await page
      .evaluate(async (flag) => {
        const registration = await navigator.serviceWorker?.getRegistration();
        return {
          url: location.href,
          controller: navigator.serviceWorker?.controller?.scriptURL ?? null,
          active: registration?.active?.state ?? null,
          installing: registration?.installing?.state ?? null,
          mockingEnabled: Reflect.get(window, flag) ?? null,
        };
      }, MOCKING_ENABLED_FLAG)
      .catch((stateError: unknown) => String(stateError));
    throw new Error(`The demo mock worker did not take over the page within ${timeout} ms: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

function matchesAllowlist(text: string, allowlist: ConsoleErrorAllowlist): boolean {
  // A copy without g/y: a sticky or global RegExp keeps lastIndex between calls and would match only every other time.
  return allowlist.some((pattern) =>
    typeof pattern === 'string'
      ? text.includes(pattern)
      : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text),
  );
}

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

function collectErrors(context: BrowserContext, allowlist: ConsoleErrorAllowlist, into: string[]): () => void {
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() !== 'error') return;
    const text = describeConsoleMessage(message);
    if (!matchesAllowlist(text, allowlist)) into.push(text);
  };
  const onWebError = (webError: WebError): void => {
    const error = webError.error();
    // `||`, not `??`: some browser errors carry an empty stack and the message is all there is.
    const text = `page error: ${error.stack || error.message}`;
    if (!matchesAllowlist(text, allowlist)) into.push(text);
  };
  // On the context, not the page: popups and pages opened by the test are covered too.
  context.on('console', onConsole);
  context.on('weberror', onWebError);
  return () => {
    context.off('console', onConsole);
    context.off('weberror', onWebError);
  };
}

/** Must match src/features/consent/consentStorage.ts (e2e tests do not import app code). */
const CONSENT_STORAGE_KEY = 'digitalakademie-consent-v1';

export const test = base.extend<E2EOptions & E2EFixtures>({
  consoleErrorAllowlist: [[], { option: true }],
  consent: ['rejected', { option: true }],

  consentChoice: [
    async ({ context, consent }, use) => {
      // A returning visitor who has already chosen: the banner stays out of the way of the flow under test.
      if (consent !== 'undecided') {
        await context.addInitScript(
          ([key, choice]) => {
            // Init scripts also run in about:blank and other opaque origins, which have no localStorage.
            if (!location.protocol.startsWith('http')) return;
            if (!localStorage.getItem(key)) {
              localStorage.setItem(key, JSON.stringify({ analytics: choice, decidedAt: '2026-11-01T10:00:00.000Z' }));
            }
          },
          [CONSENT_STORAGE_KEY, consent] as const,
        );
      }
      await use();
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ context, consoleErrorAllowlist }, use) => {
      const errors: string[] = [];
      const stop = collectErrors(context, consoleErrorAllowlist, errors);
      await use(errors);
      stop();
      expect(errors, `Unexpected console/page errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  mockWorkerProbe: [
    async ({ context }, use) => {
      await context.addInitScript(installMockWorkerProbe, MOCKING_ENABLED_FLAG);
      await use();
    },
    { auto: true },
  ],

  gotoApp: async ({ page }, use) => {
    await use(async (path, { mockWorker = true } = {}) => {
      const response = await page.goto(path);
      // The server falls back to index.html for every path, so anything but 2xx means the server is wrong.
      expect(response?.ok(), `GET ${path} answered ${response?.status()}`).toBe(true);
      if (mockWorker) await waitForMockWorker(page);
    });
  },
});

export { expect };
