import { expect, test } from './support/fixtures';

test.describe('a page chunk that fails to load (e.g. replaced by a deploy)', () => {
  // The refused chunk is the point of the test: the browser and webpack report it.
  test.use({ consoleErrorAllowlist: [/Failed to load resource|Loading chunk|ChunkLoadError/] });

  test('shows the error page with a reload, never a white screen; the reload brings the page', async ({
    page,
    context,
    gotoApp,
  }) => {
    // context.route also sees what the demo's service worker fetches on the page's behalf.
    await context.route(/\/js\/page-about\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await gotoApp('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeVisible();
    await expect(page.getByText(/lädt die Seite neu/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await context.unrouteAll();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  });
});
