/**
 * Admin tables (issue 29): a dense table from a tablet's width on, the phone-card layout only on a phone. On a laptop
 * the bookings table fits its container; on a tablet it may scroll inside its own frame, never the page.
 */
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/flows';

for (const viewport of [
  { width: 1280, height: 800, layout: 'table', fits: true },
  { width: 768, height: 1024, layout: 'table', fits: false },
  { width: 390, height: 800, layout: 'cards', fits: true },
] as const) {
  test(`bookings at ${viewport.width} px: ${viewport.layout}, the page never wider than the screen, status visible`, async ({
    page,
    gotoApp,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await gotoApp('/');
    await signInAsAdmin(page);
    await page.goto('/admin/bookings');
    const table = page.getByRole('table', { name: 'Buchungen' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The column headers are visible in the table layout, visually hidden (for screen readers) on the cards.
    // (A hidden header row is clipped to 1 px; its cells keep their own boxes, so the row is what is measured.)
    const headerBox = await table
      .locator(viewport.layout === 'table' ? 'thead th' : 'thead')
      .first()
      .boundingBox();
    if (viewport.layout === 'table') expect(headerBox!.height, 'column headers shown').toBeGreaterThan(10);
    else expect(headerBox?.height ?? 0, 'cards: headers hidden').toBeLessThanOrEqual(1);

    const pageWidth = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(pageWidth.scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(pageWidth.clientWidth);
    if (viewport.fits) {
      const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
        scrollWidth: element.parentElement!.scrollWidth,
        clientWidth: element.parentElement!.clientWidth,
      }));
      expect(scrollWidth, 'the table is wider than its container').toBeLessThanOrEqual(clientWidth);
      const status = table.locator('td[data-label="Status"]').first();
      await expect(status).toBeVisible();
      const box = await status.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
  });
}
