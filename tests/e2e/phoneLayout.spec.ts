/**
 * The phone layout (mobile first): at 360 and 390 px every public page and the checkout fit the width, every control
 * is a 44 px tap target, and the header shows logo, `Warenkorb` with its count and `Menü` on one row.
 */
import { expect, test } from './support/fixtures';
import { expectNoHorizontalOverflow, headerRows, smallTapTargets } from './support/layout';

const PUBLIC_PAGES = [
  '/',
  '/berlin',
  '/koeln',
  '/berlin/seo-grundlagen',
  '/seminars/seo-grundlagen',
  '/themen/seo',
  '/webinars',
  '/webinar/seo-update-google',
  '/trainers/julia-wagner',
  '/inhouse-schulungen',
  '/about',
  '/coming-soon',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/widerruf',
  '/login',
  '/register/email',
  '/chat-assistent',
  '/gibt-es-nicht',
];

for (const width of [360, 390]) {
  test.describe(`phone, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
    test.setTimeout(120_000);

    test('every public page: no sideways scrolling, every control at least 44 px', async ({ page, gotoApp }) => {
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await gotoApp(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[role="status"][aria-live="polite"]:has(> span.visually-hidden)')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
        if (scrollWidth > width) problems.push(`${path}: ${scrollWidth} px wide`);
        for (const small of await smallTapTargets(page)) problems.push(`${path}: ${small}`);
      }
      expect(problems).toEqual([]);
    });

    test('header on one row; `In den Warenkorb` changes the visible count; the checkout fits too', async ({
      page,
      gotoApp,
    }) => {
      await gotoApp('/berlin/seo-grundlagen');
      const header = page.getByRole('banner');
      const cart = header.getByRole('button', { name: 'Warenkorb (0 Plätze)' });
      await expect(header.getByRole('link', { name: 'Digitalakademie Deutschland' })).toBeVisible();
      await expect(cart).toBeVisible();
      await expect(header.getByRole('button', { name: 'Menü' })).toBeVisible();
      const layout = await headerRows(page);
      expect(layout.rows, `header items: ${layout.items.join(', ')}`).toBe(1);
      expect(layout.height).toBeLessThanOrEqual(72);

      await page
        .getByRole('button', { name: /^In den Warenkorb/ })
        .and(page.locator(':enabled'))
        .first()
        .click();
      // The count is on screen without opening `Menü`.
      await expect(header.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toContainText('1');
      await expect(header.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
      await expectNoHorizontalOverflow(page);

      await header.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
      await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Warenkorb' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      expect(await smallTapTargets(page)).toEqual([]);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Teilnehmer' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      expect(await smallTapTargets(page)).toEqual([]);
    });
  });
}
