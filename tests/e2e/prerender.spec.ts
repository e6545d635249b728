import { DEMO_DB_STORAGE_KEY } from '../../mocks/db/persistence';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { expect, test, waitForMockWorker } from './support/fixtures';

/**
 * Public pages are prerendered at build time: a crawler or a link preview that runs no JavaScript gets the page's
 * content, title and Open Graph tags, and the browser hydrates that very markup instead of rendering it again.
 * (Every test fails on a console error or page error, which is how React reports a hydration mismatch.)
 */
test.describe('prerendered public pages', () => {
  test('the HTML of /berlin lists its seminars with dates and prices and carries its own title and og:title', async ({
    request,
  }) => {
    const response = await request.get('/berlin', { headers: { Accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain('<title>Seminare in Berlin | Digitalakademie Deutschland</title>');
    expect(html).toMatch(/<meta property="og:title" content="Seminare in Berlin \| Digitalakademie Deutschland"\/>/);
    // React separates adjacent text with empty comments; the text a crawler reads has none.
    const body = html.slice(html.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
    expect(body).toContain('Termine in Berlin');
    expect(body).toMatch(/\d{2}\.\d{2}\.\d{4}/); // a date
    expect(body).toMatch(/\d{1,3}(\.\d{3})*,\d{2}\s€/); // a price
    expect(body).toContain('Ihre Privatsphäre'); // the consent banner paints without JavaScript
    // Inter (font-display: optional) is fetched with the page, so that it is there for the first layout.
    expect(html).toMatch(
      /<link rel="preload" href="\/fonts\/inter-latin-wght-normal\.[0-9a-f]+\.woff2" as="font" type="font\/woff2" crossorigin>/,
    );
  });

  test("once it runs, a prerendered page shows what the visitor's demo data says, not what it was built with", async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/berlin');
    await expect(page.getByText('Spreeforum Tagungszentrum').first()).toBeVisible();
    // The demo's data lives in this browser: here, Berlin's venue has been renamed since the build. (Reset to its seed,
    // the demo database is written to storage, where the test renames the venue.)
    await page.evaluate((url) => fetch(`${url}/demo/reset`, { method: 'POST' }), DEMO_SUPABASE_URL);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, DEMO_DB_STORAGE_KEY)).toBe(true);
    await page.evaluate((key) => {
      const snapshot = JSON.parse(localStorage.getItem(key)!) as { tables: Record<string, Record<string, unknown>[]> };
      snapshot.tables.locations = snapshot.tables.locations!.map((row) =>
        row.city_slug === 'berlin' ? { ...row, venue_name: 'Neues Haus Berlin' } : row,
      );
      localStorage.setItem(key, JSON.stringify(snapshot));
    }, DEMO_DB_STORAGE_KEY);

    await gotoApp('/berlin');
    await expect(page.getByText('Neues Haus Berlin').first()).toBeVisible();
    await expect(page.getByText('Spreeforum Tagungszentrum')).toHaveCount(0);
  });

  test('a seminar page carries an EducationEvent per date, the home page the Organization, the 404 page its own file', async ({
    request,
  }) => {
    const seminar = await (await request.get('/seminars/seo-grundlagen', { headers: { Accept: 'text/html' } })).text();
    expect(seminar).toContain('<script type="application/ld+json">');
    expect(seminar).toMatch(/"@type":"EducationEvent"/);
    expect(seminar).not.toMatch(/"@type":"Course"/);
    const home = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(home).toMatch(/"@type":"Organization"/);
    const notFound = await request.get('/404.html');
    const notFoundHtml = await notFound.text();
    expect(notFoundHtml).toContain('Oops! Page not found');
    expect(notFoundHtml).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  });

  test('sitemap.xml lists the prerendered pages and not the chat page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.digitalakademie.test/seminars/seo-grundlagen</loc>');
    expect(sitemap).not.toContain('/chat-assistent</loc>');
    expect(sitemap).not.toContain('/coming-soon</loc>');
  });

  test('a page opened with a query string, or without a file of its own, ends with one title, description and canonical', async ({
    page,
    gotoApp,
  }) => {
    for (const [url, canonical] of [
      ['/berlin?thema=seo', 'https://www.digitalakademie.test/berlin'],
      ['/chat-assistent', 'https://www.digitalakademie.test/chat-assistent'],
    ] as const) {
      await gotoApp(url);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    }
  });

  test('without JavaScript, /berlin shows its seminars', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/berlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeVisible();
    await expect(page.getByText(/inkl\. 19 % MwSt\./).first()).toBeVisible();
    await expect(page).toHaveTitle('Seminare in Berlin | Digitalakademie Deutschland');
    await context.close();
  });

  // /hamburg/marketing-automation: the early-bird price of the page's pinned date (docs/pricing.md).
  for (const path of [
    '/',
    '/berlin',
    '/seminars/seo-grundlagen',
    '/webinars',
    '/trainers/julia-wagner',
    '/hamburg/marketing-automation',
  ]) {
    test(`${path} hydrates the prerendered markup without a mismatch`, async ({ page, gotoApp }) => {
      // Remember the prerendered page's first element before the app's script runs: hydration keeps it, a client
      // render (what React falls back to on a mismatch) replaces it.
      await page.addInitScript(() => {
        // 'interactive' comes before the deferred app script runs.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          Reflect.set(window, '__prerenderedFrame', document.getElementById('root')?.firstElementChild ?? null);
        });
      });
      await gotoApp(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const kept = await page.evaluate(
        () =>
          Reflect.get(window, '__prerenderedFrame') !== null &&
          Reflect.get(window, '__prerenderedFrame') === document.getElementById('root')?.firstElementChild,
      );
      expect(kept).toBe(true);
    });
  }

  test('a prerendered page carries its styles inline: it paints and hydrates without fetching a stylesheet', async ({
    page,
    gotoApp,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await gotoApp('/berlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Termine in Berlin' }).getByRole('article').first()).toBeVisible();
    // The entry's and the page's chunk stylesheets are inline, and the chunk loader finds them there: none of them is
    // fetched (what loads later, such as the tooltips' stylesheet, is no part of the first paint).
    const inline = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
    expect(inline.filter((href) => href.startsWith('/css/main.'))).toHaveLength(1);
    expect(inline.length).toBeGreaterThan(1);
    expect(stylesheets.filter((url) => inline.some((href) => url.endsWith(href)))).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.length)).toBe(stylesheets.length);
  });

  test("the app's code is fetched and run only after the page has painted", async ({ page, gotoApp, request }) => {
    // No script in the HTML itself: a loader adds the entry's scripts (React DOM, then the app) after the paint.
    const html = await (await request.get('/berlin', { headers: { Accept: 'text/html' } })).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    await gotoApp('/berlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeVisible();
    // (The chunks webpack loads later come and go as script elements too.)
    const added = await page
      .locator('script[src^="/js/react-dom."], script[src^="/js/main."]')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
    expect(added).toEqual([expect.stringMatching(/^\/js\/react-dom\./), expect.stringMatching(/^\/js\/main\./)]);
    const timing = await page.evaluate(() => ({
      // The loader starts the scripts after the browser's first paint entry (scripts/prerender/entryScripts.ts).
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
      entry: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/js\/(react-dom|main)\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.entry).toHaveLength(2);
    for (const start of timing.entry) expect(start).toBeGreaterThan(timing.firstPaint);
  });

  test('a private route served the prerendered home page as fallback renders itself, not the home page', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  test.describe('before the app has loaded', () => {
    test.use({ consent: 'undecided' });

    test('buttons tapped meanwhile act once it runs: one seat in the cart, the banner closed', async ({ page }) => {
      // The app's code is held back: the page shows its prerendered buttons, without handlers.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.context().route(/\/js\/main\.[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/berlin/seo-grundlagen', { waitUntil: 'domcontentloaded' });
      const addToCart = page.getByRole('button', { name: /^In den Warenkorb/ }).first();
      await expect(addToCart).toBeVisible();
      // Tapped twice because nothing seemed to happen: one seat.
      await addToCart.click();
      await addToCart.click();
      await page.getByRole('button', { name: 'Akzeptieren' }).click();
      await expect(page.getByRole('button', { name: /^Warenkorb \(/ })).toHaveAccessibleName('Warenkorb (0 Plätze)');

      release();
      await waitForMockWorker(page);
      await expect(page.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ihre Privatsphäre' })).toHaveCount(0);
    });
  });
});
