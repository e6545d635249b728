/**
 * A guest booking with the keyboard alone (WCAG 2.2 AA): consent → `Seminare` menu → city → seminar → cart →
 * checkout → success. After every step the test asserts where the focus is and that nothing covers it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectFocusUncovered, routeAnnouncement, tabTo } from './support/keyboard';

const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';

async function typeInto(page: Page, name: string, text: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function pressWeiter(page: Page, nextStep: string) {
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: nextStep })).toBeFocused();
  await expectFocusUncovered(page);
}

test.describe('keyboard only', () => {
  test.use({ consent: 'undecided' });
  test.setTimeout(180_000);

  test('a guest books from the home page to the success page; the focus is placed and never covered', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Consent: the banner is the first thing the keyboard reaches.
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await expectFocusUncovered(page);
    await tabTo(page, banner.getByRole('button', { name: 'Ablehnen' }), { limit: 3 });
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();

    // The `Seminare` menu: Enter opens, arrows move, Escape closes and returns the focus, leaving closes.
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: 'Seminare' });
    await tabTo(page, trigger, { limit: 6 });
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Seminare in Berlin' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Seminare in München' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: 'Seminare in Berlin' })).toBeFocused();
    await expectFocusUncovered(page);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Seminare in Berlin' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Seminare in Berlin' })).toBeFocused();
    await page.keyboard.press('Enter');

    // City page: the focus is on its heading, its title is announced.
    await expect(page).toHaveURL('/berlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeFocused();
    await expectFocusUncovered(page);
    await expect(routeAnnouncement(page)).toHaveText(/Berlin/);

    const seminarLink = page.getByRole('region', { name: 'Termine in Berlin' }).getByRole('link', { name: SEO_TITLE });
    await tabTo(page, seminarLink.first());
    await page.keyboard.press('Enter');

    // Seminar page: heading focused; `In den Warenkorb` stays focused and uncovered while its toast shows.
    await expect(page).toHaveURL('/berlin/seo-grundlagen');
    await expect(page.getByRole('heading', { level: 1, name: SEO_TITLE })).toBeFocused();
    await expect(routeAnnouncement(page)).toHaveText(new RegExp(SEO_TITLE.slice(0, 14)));
    const add = page
      .getByRole('button', { name: /^In den Warenkorb/ })
      .and(page.locator(':enabled'))
      .first();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Meldungen' }).getByRole('listitem')).toHaveCount(1);
    await expect(add).toBeFocused();
    await expectFocusUncovered(page);

    // Cart: back to the header's `Warenkorb`, open the panel, on to `Zur Kasse`.
    const cartButton = page.getByRole('button', { name: 'Warenkorb (1 Platz)' });
    await tabTo(page, cartButton, { back: true });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', { name: 'Zur Kasse' }), { limit: 20 });
    await page.keyboard.press('Enter');

    // Checkout: heading focused, each step by keyboard.
    await expect(page).toHaveURL(/\/checkout\?cartId=cart_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeFocused();
    await expect(routeAnnouncement(page)).toHaveText(/Kasse/);
    await pressWeiter(page, 'Teilnehmer');

    const email = `tastatur-${Date.now()}@beispiel.test`;
    await typeInto(page, 'Vorname', 'Erika');
    await typeInto(page, 'Nachname', 'Musterfrau');
    await typeInto(page, 'E-Mail', email);
    await pressWeiter(page, 'Rechnungsdaten');

    for (const [name, text] of [
      ['Vorname', 'Erika'],
      ['Nachname', 'Musterfrau'],
      ['E-Mail', email],
      ['Straße und Hausnummer', 'Musterweg 1'],
      ['PLZ', '10115'],
      ['Ort', 'Berlin'],
    ] as const) {
      const field = page.getByRole('textbox', { name, exact: true });
      // The step may carry values over from the participant: replace them.
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    }
    await pressWeiter(page, 'Zahlungsart');

    const invoice = page.getByRole('radio', { name: /Rechnung/ });
    await tabTo(page, page.getByRole('radio').first());
    if (!(await invoice.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await expect(invoice).toBeChecked();
    await pressWeiter(page, 'Prüfen und bestellen');

    const terms = page.getByRole('checkbox', { name: /AGB/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await page.keyboard.press('Enter');

    // Success page: heading focused, title announced.
    await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeFocused();
    await expectFocusUncovered(page);
    await expect(routeAnnouncement(page)).not.toHaveText('');
  });
});

test.describe('keyboard only, with the consent banner open', () => {
  test.use({ consent: 'undecided' });

  test('tabbing through the home page never lands under the banner or the chat button', async ({ page, gotoApp }) => {
    await gotoApp('/');
    await expect(page.getByRole('region', { name: 'Seminare in Ihrer Stadt' }).getByRole('link').first()).toBeVisible();
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      await expectFocusUncovered(page);
    }
    await expect(page.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeVisible();
  });
});

test.describe('keyboard only, overlays', () => {
  test('a toast shown while the cart panel is open is inside it, its close button reachable', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/berlin/seo-grundlagen');
    const add = page
      .getByRole('button', { name: /^In den Warenkorb/ })
      .and(page.locator(':enabled'))
      .first();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toBeVisible();
    await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(panel.getByRole('region', { name: 'Meldungen' }).getByRole('listitem')).toHaveCount(1);
    await tabTo(page, panel.getByRole('button', { name: 'Benachrichtigung schließen' }), { limit: 10 });
    // Focused, the toast waits; Enter closes it and the focus stays in the panel.
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('region', { name: 'Meldungen' }).getByRole('listitem')).toHaveCount(0);
    await tabTo(page, panel.getByRole('link', { name: 'Zur Kasse' }), { limit: 15 });
    await tabTo(page, panel.getByRole('button', { name: 'Warenkorb leeren' }), { limit: 15, back: true });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

    test('`Menü` closes on Escape (focus back on it) and when the focus leaves it', async ({ page, gotoApp }) => {
      await gotoApp('/');
      const menu = page.getByRole('button', { name: 'Menü' });
      await tabTo(page, menu, { limit: 6 });
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Seminare' }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test('the chat button never covers the checkout’s `Weiter`', async ({ page, gotoApp }) => {
      await gotoApp('/berlin/seo-grundlagen');
      await page
        .getByRole('button', { name: /^In den Warenkorb/ })
        .and(page.locator(':enabled'))
        .first()
        .click();
      await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
      await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
      await expectFocusUncovered(page);
    });
  });
});
