/**
 * The security headers of `dist/_headers` (scripts/webpack/securityHeaders.ts, docs/operations.md#security-headers)
 * are sent, and the pages obey their Content-Security-Policy: the build is served with exactly that file's headers
 * (./support/headersServer.ts), every `securitypolicyviolation` of every document is recorded, and a journey through
 * the public pages, the chat, a checkout and the admin dashboard ends with none.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { addSeminarToCart, expectDataLoaded, openCheckout, signInAsAdmin, step } from './support/flows';
import { startHeadersServer, type HeadersServer } from './support/headersServer';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Window property the init script records a document's violations in. */
const RECORD = '__cspViolations';
/** The binding that hands each violation to the test at once (a record in `window` is gone after a navigation). */
const REPORT = '__reportCspViolation';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Runs first in every document: records each violation in `window` and reports it to the test. */
function recordViolations([record, report]: readonly [string, string]): void {
  const list: unknown[] = [];
  Reflect.set(window, record, list);
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const violation = {
        page: location.pathname + location.search,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      };
      list.push(violation);
      const send: unknown = Reflect.get(window, report);
      if (typeof send === 'function') void (send as (value: unknown) => Promise<void>)(violation);
    },
    true,
  );
}

const test = base.extend<{ cspViolations: Violation[] }, { headersServer: HeadersServer }>({
  headersServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startHeadersServer(path.resolve(DIST));
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ headersServer }, use) => {
    await use(headersServer.url);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: Violation[] = [];
      await context.exposeBinding(REPORT, (_source, violation: Violation) => {
        violations.push(violation);
      });
      await context.addInitScript(recordViolations, [RECORD, REPORT] as const);
      // Chromium also logs each refusal; a warning as well as an error (report-only) counts here.
      const onConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push({
            page: message.location().url,
            directive: 'console',
            blocked: '',
            source: '',
            sample: message.text(),
          });
        }
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, `Content-Security-Policy violations:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** The violations recorded in the current document (besides those reported to the test as they happened). */
async function documentViolations(page: Page): Promise<unknown[]> {
  return page.evaluate((record) => (Reflect.get(window, record) as unknown[] | undefined) ?? [], RECORD);
}

test.describe('security headers', () => {
  test('every page and file is sent the headers of dist/_headers', async ({ request }) => {
    const page = await request.get('/berlin');
    expect(page.ok()).toBe(true);
    const headers = page.headers();
    const policy = headers['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')?.[0]).toBe("'self'");
    expect(
      directives
        .get('script-src')
        ?.slice(1)
        .every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toBe(true);
    expect(directives.get('style-src')?.[0]).toBe("'self'");
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'x-frame-options': 'DENY',
    });
    expect(headers['cache-control']).toBeUndefined();

    // The content-hashed files are cached for a year.
    const manifest = (await (await request.get('/asset-manifest.json')).json()) as {
      chunkGroups: Record<string, string[]>;
    };
    const script = manifest.chunkGroups.main!.find((file) => file.startsWith('js/main.'))!;
    const file = await request.get(`/${script}`);
    expect(file.ok()).toBe(true);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('Content-Security-Policy: no violation', () => {
  // A journey over several pages, its chunks loading on 2 shared cores.
  test.setTimeout(120_000);

  test('home, city and seminar pages; the chat assistant answers a question', async ({ page, gotoApp }) => {
    await gotoApp('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chat-Assistent öffnen' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Chat-Assistent' });
    // The dialog's scroll lock is a style added at run time (scripts/webpack/styleSingleton.ts): applied, not blocked.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const input = dialog.getByRole('textbox', { name: 'Ihre Frage' });
    await input.fill('SEO Seminar in München');
    await input.press('Enter');
    await expect(dialog.getByRole('log').getByRole('link', { name: 'SEO-Grundlagen in München' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    expect(await documentViolations(page)).toEqual([]);

    await gotoApp('/berlin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await documentViolations(page)).toEqual([]);

    await page
      .getByRole('main')
      .getByRole('link', { name: /^SEO-Grundlagen/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/berlin\/seo-grundlagen/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // And the same page as its own document (prerendered markup, hydrated).
    await gotoApp('/berlin/seo-grundlagen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await documentViolations(page)).toEqual([]);
  });

  test('checkout with a cart, as a guest, to the order confirmation', async ({ page, gotoApp }) => {
    await addSeminarToCart(page, gotoApp);
    await openCheckout(page);
    await step(page, 'Warenkorb');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await step(page, 'Teilnehmer');
    // An empty form first: the checkout's schema reports the missing fields.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte geben Sie den Vornamen ein.').first()).toBeVisible();
    const email = `csp-${Date.now()}@beispiel.test`;
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Musterfrau');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await step(page, 'Rechnungsdaten');
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Musterfrau');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Musterweg 1');
    await page.getByRole('textbox', { name: 'PLZ' }).fill('10115');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await step(page, 'Zahlungsart');
    await page.getByRole('radio', { name: /Rechnung/ }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await step(page, 'Prüfen und bestellen');
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeVisible();
    expect(await documentViolations(page)).toEqual([]);
  });

  test('the admin dashboard, signed in as the demo admin', async ({ page }) => {
    await signInAsAdmin(page);
    await expectDataLoaded(page);
    expect(await documentViolations(page)).toEqual([]);
  });

  // The sign-in form's schema (zod, jitless) and the e-invoice library (its eval-compiled schema check left out:
  // supabase/functions/_shared/invoice/xml.ts) both run under the policy.
  test('the demo customer signs in and downloads an XRechnung', async ({ page, gotoApp }) => {
    await gotoApp('/login');
    const form = page.getByRole('form', { name: 'Anmeldung' });
    await form.getByLabel('E-Mail').fill('kunde@akademie.test');
    await form.getByLabel('Passwort').fill('kunde123');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await gotoApp('/dashboard');
    const xmlButton = page.getByRole('button', { name: /^XRechnung \(XML\) – Rechnung RE-/ }).first();
    const number = /RE-\d{4}-\d+/.exec((await xmlButton.textContent()) ?? '')![0];
    const xml = page.waitForEvent('download', { timeout: 20_000 });
    await xmlButton.click();
    expect((await xml).suggestedFilename()).toBe(`XRechnung-${number}.xml`);
    // The same business invoice as PDF: the Factur-X hybrid, with the EN 16931 XML built the same way inside.
    const pdf = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: `PDF herunterladen – Rechnung ${number}` }).click();
    expect((await pdf).suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
  });
});
