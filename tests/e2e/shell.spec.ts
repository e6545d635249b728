import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, MOCK_WORKER_PATH, test, waitForMockWorker } from './support/fixtures';

const HOME_HEADING = 'Seminare und Schulungen für digitales Marketing';
const HOME_TITLE = 'Digitalakademie Deutschland – Seminare und Schulungen für digitales Marketing';

function homeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: HOME_HEADING });
}

test.describe('app shell', () => {
  test('home page: heading, title, language, no axe violations', async ({ page, gotoApp }) => {
    await gotoApp('/');
    await expect(homeHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoAxeViolations(page);
  });

  test('unknown path: 404 page, no axe violations, link back home', async ({ page, gotoApp }) => {
    await gotoApp('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(homeHeading(page)).toBeVisible();
  });

  test('home page loads no admin, checkout or chat chunk', async ({ page, context, gotoApp }) => {
    const scripts: string[] = [];
    // Attached before the first navigation. Requests of a worker-controlled page are still reported here (checked).
    context.on('request', (request: Request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/js/')) {
        scripts.push(new URL(request.url()).pathname);
      }
    });

    await gotoApp('/');
    await expect(homeHeading(page)).toBeVisible();
    // Late loaders (webpack prefetch links, idle-time imports) would show up after the heading: wait until the
    // network has been quiet, then judge.
    await page.waitForLoadState('networkidle');

    // The listener really saw chunk requests: the home page's own chunk and the demo backend.
    expect(
      scripts.some((path) => /^\/js\/page-home\./.test(path)),
      `scripts seen: ${scripts.join(', ')}`,
    ).toBe(true);
    expect(
      scripts.some((path) => /^\/js\/demo-mock\./.test(path)),
      `scripts seen: ${scripts.join(', ')}`,
    ).toBe(true);
    const forbidden = scripts.filter((path) => /^\/js\/(admin|checkout|chat)\./.test(path));
    expect(forbidden, 'the home page must not load these chunks').toEqual([]);
  });

  test('demo mock worker is served, controls the page, and survives a reload', async ({ page, gotoApp }) => {
    const workerScript = await page.request.get(MOCK_WORKER_PATH);
    expect(workerScript.status()).toBe(200);
    expect(workerScript.headers()['content-type']).toMatch(/javascript/);
    // A protocol message name, not a variable name: it survives the build's minification of the worker.
    expect(await workerScript.text()).toContain('MOCKING_ENABLED');

    // First visit: no reload needed (the worker claims the page on activation); gotoApp waits for exactly that.
    await gotoApp('/');
    const registration = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration?.scope, active: registration?.active?.scriptURL };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(new URL(registration.active ?? 'about:blank').pathname).toBe(MOCK_WORKER_PATH);

    // A normal reload keeps the page controlled and MSW repeats its handshake.
    await page.reload();
    await waitForMockWorker(page);
    await expect(homeHeading(page)).toBeVisible();
  });
});

test.describe('narrow viewport', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home page has no horizontal scroll at 360 px', async ({ page, gotoApp }) => {
    await gotoApp('/');
    await expect(homeHeading(page)).toBeVisible();
    // Web fonts change text widths; measure with the final fonts and after content from the mock has arrived.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(innerWidth, 'the viewport override did not apply').toBe(360);
    expect(scrollWidth, 'the page is wider than the 360 px viewport').toBeLessThanOrEqual(360);
  });
});
