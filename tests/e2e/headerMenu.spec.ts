/**
 * The header's menu is prerendered as a plain disclosure; its Radix code loads after the first paint and is swapped in
 * when the user first turns to the menu with the mouse or the keyboard. The click or key that follows finds the Radix
 * menu in place, and the focus stays where it is.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForMockWorker } from './support/fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const radixMarked = (page: Page) => page.locator('#hauptnavigation[data-orientation]');

async function gotoWithMenuCode(page: Page, gotoApp: (path: string) => Promise<unknown>) {
  const menuCode = page.waitForResponse(/\/js\/header-menu\.[^/]+\.js$/);
  await gotoApp('/');
  await menuCode;
  // Loaded, and still the plain menu: nothing has turned to it.
  await page.waitForTimeout(300);
  await expect(radixMarked(page)).toHaveCount(0);
}

test.describe('header menu', () => {
  test('a click on `Seminare` right after the pointer arrives opens the list in the Radix menu', async ({
    page,
    gotoApp,
  }) => {
    await gotoWithMenuCode(page, gotoApp);
    const seminare = menu(page).getByRole('button', { name: 'Seminare' });
    // One move onto the button and the click at once: the swap happens between the two.
    await seminare.click();
    await expect(radixMarked(page)).toHaveCount(1);
    await expect(seminare).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'Seminare in Berlin' })).toBeVisible();
  });

  test('tabbing into the menu swaps it and keeps the focus on the entry', async ({ page, gotoApp }) => {
    await gotoWithMenuCode(page, gotoApp);
    await menu(page).getByRole('link', { name: 'Webinare' }).focus();
    await expect(radixMarked(page)).toHaveCount(1);
    await expect(menu(page).getByRole('link', { name: 'Webinare' })).toBeFocused();
  });

  test('Tab to `Seminare` and Enter before the app has started: the list opens once it runs', async ({ page }) => {
    // The app's code is held back: the prerendered header shows its plain menu, without handlers.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/js\/main\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const seminare = menu(page).getByRole('button', { name: 'Seminare' });
    await expect(seminare).toBeVisible();
    // By keyboard, as a keyboard user would: Tab until `Seminare` has the focus, then Enter.
    for (let presses = 0; presses < 15 && !(await seminare.evaluate((el) => el === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(seminare).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(seminare).toHaveAttribute('aria-expanded', 'false');

    release();
    await waitForMockWorker(page);
    // The Radix menu is swapped in (the focus is on the menu), open, the focus still on `Seminare`.
    await expect(radixMarked(page)).toHaveCount(1);
    await expect(seminare).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'Seminare in Berlin' })).toBeVisible();
    await expect(seminare).toBeFocused();
  });
});
