/**
 * The layout check (issue 29): every public route the build prerenders (plus the client-only public pages), every
 * checkout step, the customer's dashboard (and its rebooking dialog, at 390 and 1366 px) and the admin pages, at
 * 360–1920 px. One page load per page, then a resize per width; a failure lists every problem of the page at once
 * (tests/e2e/support/layout.ts says what counts).
 * Viewport screenshots at 390 and 1366 px go to test-results/screenshots/ as CI artefacts (not compared).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  addSeminarToCart,
  expectDataLoaded,
  openCheckout,
  signInAsAdmin,
  signInAsCustomer,
  step,
} from './support/flows';
import { LAYOUT_WIDTHS, layoutProblems, type LayoutOptions } from './support/layout';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SCREENSHOT_WIDTHS = new Set([390, 1366]);
const HEIGHTS: Record<number, number> = { 360: 780, 390: 844, 768: 1024, 1280: 800, 1366: 900, 1920: 1080 };

/** The routes the build prerendered (dist/<route>/index.html), so new cities, seminars and trainers are covered. */
function prerenderedRoutes(dir = DIST, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const route = `${prefix}/${entry.name}`;
    const children = readdirSync(path.join(dir, entry.name));
    if (children.includes('index.html')) routes.push(route);
    routes.push(...prerenderedRoutes(path.join(dir, entry.name), route));
  }
  return routes;
}

/** Public pages rendered in the browser only (forms, the chat page, the 404 page). */
const CLIENT_ONLY_ROUTES = [
  '/login',
  '/register/email',
  '/passwort-vergessen',
  '/vertrag-widerrufen',
  '/chat-assistent',
  '/demo/postfach',
  '/gibt-es-nicht',
];
const PUBLIC_ROUTES = ['/', ...prerenderedRoutes().sort(), ...CLIENT_ONLY_ROUTES];
const ROUTES_PER_TEST = 10;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const CONSENT_BANNER = '[aria-labelledby="einwilligung-titel"]';

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/bookings',
  '/admin/invoices',
  '/admin/seminars',
  '/admin/users',
  '/admin/locations',
  '/admin/trainers',
  '/admin/settings',
  '/admin/e-mails',
];

function screenshotName(route: string): string {
  const name = route.replace(/^\//, '').replace(/[/?=&]+/g, '_');
  return name || 'home';
}

async function pageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-live="polite"]:has(> span.visually-hidden)')).toHaveCount(0);
  await expectDataLoaded(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Every width (or those given), one page load: the problems found, each prefixed with the page and width. */
async function checkAllWidths(
  page: Page,
  name: string,
  options: LayoutOptions = {},
  widths: readonly number[] = LAYOUT_WIDTHS,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    for (const problem of await layoutProblems(page, options)) problems.push(`${name} at ${width} px: ${problem}`);
    if (SCREENSHOT_WIDTHS.has(width)) {
      await page.screenshot({
        path: `test-results/screenshots/${screenshotName(name)}-${width}.png`,
        animations: 'disabled',
        timeout: 20_000,
      });
    }
  }
  return problems;
}

test.describe('layout at 360–1920 px', () => {
  test.describe.configure({ mode: 'parallel' });

  // Several routes per test: the page (and its demo mock worker) is set up once, each route is one navigation.
  for (const [index, routes] of chunks(PUBLIC_ROUTES, ROUTES_PER_TEST).entries()) {
    test(`public routes ${index + 1}: fit, no overlaps, nothing floating over a control, no clipped text (${routes[0]} …)`, async ({
      page,
      gotoApp,
    }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const route of routes) {
        await page.setViewportSize({ width: 390, height: HEIGHTS[390]! });
        await gotoApp(route);
        await pageReady(page);
        problems.push(...(await checkAllWidths(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }

  test('a city tile reads as one phrase, "Berlin, 11 Termine", at a phone’s and a desktop’s width', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/');
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: HEIGHTS[width] ?? 800 });
      await expect(page.getByRole('link', { name: /^Berlin, \d+ Termine?$/ })).toBeVisible();
    }
  });

  test.describe('with the consent banner shown', () => {
    test.use({ consent: 'undecided' });
    for (const route of ['/', '/berlin/seo-grundlagen']) {
      test(`${route}: nothing covers the banner, and nothing else floats over a control`, async ({ page, gotoApp }) => {
        await gotoApp(route);
        await pageReady(page);
        await expect(page.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeVisible();
        // The banner waits for a decision over the page's foot; nothing may cover the banner itself.
        expect(
          await checkAllWidths(page, `${route}?consent=undecided`, { promptAwaitingDecision: CONSENT_BANNER }),
        ).toEqual([]);
      });
    }
  });

  for (const payment of ['Rechnung', 'Online bezahlen'] as const) {
    test(`checkout as a company, ${payment}: every step and the success page`, async ({ page, gotoApp }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      const slug = payment === 'Rechnung' ? 'invoice' : 'online';
      await addSeminarToCart(page, gotoApp);
      await openCheckout(page);
      await page.setViewportSize({ width: 1366, height: HEIGHTS[1366]! });

      await step(page, 'Warenkorb');
      problems.push(...(await checkAllWidths(page, `/checkout-1-${slug}`)));
      await page.getByRole('button', { name: 'Weiter' }).click();

      await step(page, 'Teilnehmer');
      await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
      await page.getByRole('textbox', { name: 'Nachname' }).fill('Musterfrau');
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(`layout-${slug}-${Date.now()}@beispiel.test`);
      problems.push(...(await checkAllWidths(page, `/checkout-2-${slug}`)));
      await page.getByRole('button', { name: 'Weiter' }).click();

      await step(page, 'Rechnungsdaten');
      await page.getByRole('radio', { name: 'Firma' }).check();
      await page.getByRole('textbox', { name: 'Firmenname' }).fill('Beispiel Marketing GmbH');
      await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
      await page.getByRole('textbox', { name: 'Nachname' }).fill('Musterfrau');
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(`layout-${slug}-${Date.now()}@beispiel.test`);
      await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Musterweg 1');
      await page.getByRole('textbox', { name: 'PLZ' }).fill('10115');
      await page.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
      problems.push(...(await checkAllWidths(page, `/checkout-3-${slug}`)));
      await page.getByRole('button', { name: 'Weiter' }).click();

      await step(page, 'Zahlungsart');
      await page.getByRole('radio', { name: new RegExp(payment) }).check();
      problems.push(...(await checkAllWidths(page, `/checkout-4-${slug}`)));
      await page.getByRole('button', { name: 'Weiter' }).click();

      await step(page, 'Prüfen und bestellen');
      await page.getByRole('checkbox', { name: /AGB/ }).check();
      problems.push(...(await checkAllWidths(page, `/checkout-5-${slug}`)));
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

      if (payment === 'Online bezahlen') {
        await expect(page).toHaveURL(/\/demo\/zahlung/);
        await expect(page.getByRole('button', { name: 'Zahlung bestätigen' })).toBeVisible();
        problems.push(...(await checkAllWidths(page, `/demo-zahlung`)));
        await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
      }
      await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
      await expect(page.getByRole('heading', { name: /^Buchungsnummer / })).toBeVisible();
      await expectDataLoaded(page);
      problems.push(...(await checkAllWidths(page, `/checkout-success-${slug}`)));
      expect(problems).toEqual([]);
    });
  }

  test('the demo customer’s dashboard and settings', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Anmeldung' });
    await form.getByLabel('E-Mail').fill('kunde@akademie.test');
    await form.getByLabel('Passwort').fill('kunde123');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const problems: string[] = [];
    for (const route of ['/dashboard', '/settings']) {
      await page.setViewportSize({ width: 390, height: HEIGHTS[390]! });
      await page.goto(route);
      await pageReady(page);
      problems.push(...(await checkAllWidths(page, route)));
    }
    expect(problems).toEqual([]);
  });

  test('the rebooking dialog over the dashboard, with a quote, at a phone’s and a desktop’s width', async ({
    page,
  }) => {
    await signInAsCustomer(page);
    await page.setViewportSize({ width: 390, height: HEIGHTS[390]! });
    await page.goto('/dashboard');
    await pageReady(page);
    const upcoming = page.getByRole('region', { name: 'Bevorstehende Buchungen' });
    await upcoming.getByRole('button', { name: /^Umbuchen – Google Analytics 4/ }).click();
    // The page behind the open dialog is hidden (aria-hidden): only the dialog's controls are checked.
    const dialog = page.getByRole('dialog', { name: 'Termin umbuchen' });
    await dialog.getByRole('radio', { name: /Berlin/ }).check();
    await expect(dialog.getByRole('button', { name: 'Jetzt umbuchen' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Ihre Umbuchung' })).toContainText('Kostenfrei umbuchen bis');
    await page.evaluate(() => document.fonts.ready);
    expect(await checkAllWidths(page, '/dashboard-umbuchen', {}, [390, 1366])).toEqual([]);
  });

  test('the admin pages', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: HEIGHTS[1366]! });
    await signInAsAdmin(page);
    const problems: string[] = [];
    for (const route of ADMIN_ROUTES) {
      await page.setViewportSize({ width: 1366, height: HEIGHTS[1366]! });
      await page.goto(route);
      await pageReady(page);
      problems.push(...(await checkAllWidths(page, route)));
    }
    expect(problems).toEqual([]);
  });
});
