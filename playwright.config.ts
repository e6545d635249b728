import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the EXISTING production build in dist/ (demo mode, MSW worker as the backend).
 * Run `npm run build` first; this config never builds, so what is tested is exactly what ships.
 */

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const distIndex = fileURLToPath(new URL('./dist/index.html', import.meta.url));

// Fail at config load with a clear message instead of a webServer timeout or a wall of 404s.
if (!existsSync(distIndex)) {
  throw new Error(
    `E2E: ${distIndex} is missing — run \`npm run build\` first (the e2e tests serve the production build).`,
  );
}

// Not 8080 (`npm run serve`) nor a dev-server port, so a running preview never gets mistaken for the test server.
const port = Number(process.env.E2E_PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`E2E: E2E_PORT must be a TCP port number, got "${process.env.E2E_PORT}"`);
}
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // A flaky test gets fixed, not retried.
  retries: 0,
  // CI and the developer machines have 2 cores.
  workers: 2,
  // The orchestrator reads stats.expected/unexpected/flaky/skipped from the JSON report.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Lazy chunks, the worker start and axe share 2 busy cores: 5 s is tight for a web-first assertion.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The demo backend IS a service worker; 'block' would leave every backend request hanging.
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: Playwright's own browser download is impossible here.
        launchOptions: {
          executablePath: '/usr/lib/chromium/chromium',
          // Root without a sandbox, no GPU, small /dev/shm, and no calls home (the network is closed; without these
          // flags Chromium keeps trying Google hosts and logs refused connections).
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
        headless: true,
      },
    },
  ],
  webServer: {
    // Same server as `npm run serve` (SPA fallback via --single), on the test port and loopback only. The local bin
    // directly rather than npx: no npm start-up cost, no npm config warnings in the output.
    command: `node_modules/.bin/sirv dist --single --host 127.0.0.1 --port ${port} --quiet`,
    cwd: rootDir,
    // sirv-cli lets $PORT/$HOST override the flags; pin both so an inherited PORT cannot move the server.
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${baseURL}/index.html`,
    reuseExistingServer: !isCI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
