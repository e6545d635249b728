import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Whether the page scrolls sideways (it must not, down to 360 px). */
async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe('seminar catalogue', () => {
  test('home → Berlin → a seminar → a date with price and seats; axe on every step', async ({ page, gotoApp }) => {
    await gotoApp('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seminare und Schulungen für digitales Marketing' }),
    ).toBeVisible();
    const cities = region(page, 'Seminare in Ihrer Stadt');
    await expect(cities.getByRole('link', { name: /Berlin,\s*\d+\sTermine/ })).toBeVisible();
    await expect(region(page, 'Die nächsten Termine').getByRole('listitem')).toHaveCount(6);
    await expect(region(page, 'Unsere Trainerinnen und Trainer').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await cities.getByRole('link', { name: /Berlin/ }).click();
    await expect(page).toHaveURL('/berlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeVisible();
    const dates = region(page, 'Termine in Berlin');
    await expect(dates.getByRole('article').first()).toBeVisible();
    await expect(region(page, 'Veranstaltungsort in Berlin').locator('address')).toContainText('Friedrichstraße 112');
    await expectNoAxeViolations(page);

    await dates.getByRole('link', { name: SEO_TITLE }).click();
    await expect(page).toHaveURL('/berlin/seo-grundlagen');
    await expect(page.getByRole('heading', { level: 1, name: SEO_TITLE })).toBeVisible();
    const row = page.getByRole('list', { name: 'Termine in Berlin' }).getByRole('listitem').first();
    await expect(row).toContainText('1.490,00 €');
    await expect(row).toContainText('inkl. 19 % MwSt.');
    await expect(row).toContainText('Plätze frei');
    await expect(row.getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    await expect(page).toHaveTitle(`${SEO_TITLE} in Berlin | Digitalakademie Deutschland`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'EducationEvent', name: SEO_TITLE });
    await expectNoAxeViolations(page);
  });

  test('the city filters narrow the list, live in the URL and survive a reload', async ({ page, gotoApp }) => {
    await gotoApp('/berlin');
    const dates = region(page, 'Termine in Berlin');
    await expect(dates.getByRole('article').nth(5)).toBeVisible();
    await dates.getByLabel('Thema').selectOption({ label: 'SEO' });
    await expect(page).toHaveURL('/berlin?thema=seo');
    await expect(dates.getByRole('article')).toHaveCount(2);

    await page.reload();
    await expect(dates.getByLabel('Thema')).toHaveValue('seo');
    await expect(dates.getByRole('article')).toHaveCount(2);

    const months = dates.getByLabel('Monat').locator('option');
    const firstMonth = await months.nth(1).getAttribute('value');
    await dates.getByLabel('Monat').selectOption(firstMonth ?? '');
    await expect(page).toHaveURL(`/berlin?thema=seo&monat=${firstMonth}`);
    await expect(dates.getByRole('status')).toContainText(/^[12] Termine? für/);

    await dates.getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL('/berlin');
    await expect(dates.getByRole('article').nth(5)).toBeVisible();
  });

  test('the special seminar has its own landing page and stays bookable', async ({ page, gotoApp }) => {
    await gotoApp('/seminars/ki-coding-lovable');
    await expect(page.getByRole('heading', { level: 1, name: 'KI-Coding mit Lovable' })).toBeVisible();
    await expect(page).toHaveTitle('KI-Coding mit Lovable | Digitalakademie Deutschland');
    const rows = page.getByRole('list', { name: 'Termine: KI-Coding mit Lovable' }).getByRole('listitem');
    await expect(rows.first()).toContainText('Ausgebucht');
    await expect(rows.first().getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
    await expect(rows.nth(1).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    await page.getByText('Brauche ich Programmierkenntnisse?').click();
    await expect(page.getByText(/Grundlegende Computerkenntnisse genügen/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('all locations of a seminar and a topic page pass axe', async ({ page, gotoApp }) => {
    await gotoApp('/seminars/seo-grundlagen');
    await expect(page.getByRole('heading', { level: 1, name: SEO_TITLE })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Termine in München' })).toContainText('Nur noch 2 Plätze');
    await expectNoAxeViolations(page);

    await gotoApp('/themen/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare zum Thema SEO' })).toBeVisible();
    await expect(page.getByRole('list', { name: `Nächste Termine: ${SEO_TITLE}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home search leads a topic to its page', async ({ page, gotoApp }) => {
    await gotoApp('/');
    const search = page.getByRole('search', { name: 'Seminarsuche' });
    await search.getByLabel('Seminar suchen').fill('Webanalyse & GA4');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL('/themen/webanalyse');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare zum Thema Webanalyse & GA4' })).toBeVisible();
  });

  test('works 360 px wide without sideways scrolling', async ({ page, gotoApp }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/berlin', '/muenchen/seo-grundlagen', '/seminars/ki-coding-lovable']) {
      await gotoApp(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /In den Warenkorb/ }).first()).toBeVisible();
      expect(await overflowsHorizontally(page), `${path} scrolls sideways at 360 px`).toBe(false);
    }
  });
});
