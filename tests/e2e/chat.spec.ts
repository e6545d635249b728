import type { Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const HOME_HEADING = 'Seminare und Schulungen für digitales Marketing';

test.describe('chat assistant', () => {
  test('loads only on the button, answers SEO in München with a link to the seminar page', async ({
    page,
    context,
    gotoApp,
  }) => {
    const chunks: string[] = [];
    context.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/js/') || pathname.startsWith('/css/')) chunks.push(pathname);
    });

    await gotoApp('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks.some((path) => path.startsWith('/js/main.'))).toBe(true);
    expect(chunks.filter((path) => /^\/(js|css)\/chat\./.test(path))).toEqual([]);

    const launcher = page.getByRole('button', { name: 'Chat-Assistent öffnen' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Chat-Assistent' });
    await expect(dialog).toBeVisible();
    expect(chunks.some((path) => path.startsWith('/js/chat.'))).toBe(true);
    const input = dialog.getByRole('textbox', { name: 'Ihre Frage' });
    await expect(input).toBeFocused();

    await input.fill('SEO Seminar in München');
    await input.press('Enter');
    const link = dialog.getByRole('log').getByRole('link', { name: 'SEO-Grundlagen in München' });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page).toHaveURL('/muenchen/seo-grundlagen');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keyboard: reached by Tab, Escape closes and focus returns; the conversation stays', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/webinars');
    const launcher = page.getByRole('button', { name: 'Chat-Assistent öffnen' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat-Assistent' });
    await expect(dialog.getByRole('textbox', { name: 'Ihre Frage' })).toBeFocused();
    await page.keyboard.type('Kontakt');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link', { name: 'E-Mail an info@akademie.test' })).toBeVisible();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    await page.reload();
    await page.getByRole('button', { name: 'Chat-Assistent öffnen' }).click();
    await expect(page.getByRole('dialog').getByText(/So erreichen Sie die Digitalakademie/)).toBeVisible();
  });
});

test.describe('chat assistant with the consent banner open', () => {
  test.use({ consent: 'undecided' });

  test('the button sits above the banner and moves down once the banner is gone', async ({ page, gotoApp }) => {
    // It floats beside the page's column where a window has room for it (issue 29); a phone holds it in the header.
    await page.setViewportSize({ width: 1366, height: 740 });
    await gotoApp('/');
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    const launcher = page.getByRole('button', { name: 'Chat-Assistent öffnen' });
    await expect(banner).toBeVisible();
    await expect
      .poll(async () => {
        const [b, l] = await Promise.all([banner.boundingBox(), launcher.boundingBox()]);
        return b && l ? l.y + l.height <= b.y : false;
      })
      .toBe(true);
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    const viewport = page.viewportSize();
    await expect
      .poll(async () => ((await launcher.boundingBox())?.y ?? 0) + ((await launcher.boundingBox())?.height ?? 0))
      .toBeGreaterThan((viewport?.height ?? 740) - 40);
  });
});
