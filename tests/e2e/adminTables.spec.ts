/** Admin tables fit their container: the bookings table shows its status column without a scrollbar. */
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/flows';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 800 },
]) {
  test(`bookings table at ${viewport.width} px: no sideways scrolling, status visible`, async ({ page, gotoApp }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await gotoApp('/');
    await signInAsAdmin(page);
    await page.goto('/admin/bookings');
    const table = page.getByRole('table', { name: 'Buchungen' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
      scrollWidth: element.parentElement!.scrollWidth,
      clientWidth: element.parentElement!.clientWidth,
    }));
    expect(scrollWidth, 'the table is wider than its container').toBeLessThanOrEqual(clientWidth);
    const status = table.locator('td[data-label="Status"]').first();
    await expect(status).toBeVisible();
    const box = await status.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  });
}
