/**
 * Umbuchen (issue 34; docs/booking-rules.md "Rebooking") in the production build: the demo customer moves the GA4
 * seminar line (seed: Hamburg, 30 days ahead, two seats) to the seminar's Berlin date from „Mein Konto“, sees the quote
 * before confirming and the booking card with the new date afterwards; axe in the open dialog; on a phone every part
 * of the dialog is in reach.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectDataLoaded, signInAsCustomer } from './support/flows';

const GA4 = 'Google Analytics 4 (GA4) in der Praxis';
/** axe checks the open dialog only: the page behind it is hidden from assistive technology while it is open. */
const DIALOG = '[role="dialog"]';

/** Money as the page shows it: Intl puts a no-break space before the €. */
const EURO = String.raw`[\d.]+,\d{2}\s€`;

/** `2027-02-15` → `15. Februar 2027`, as the booking card and the `Umbuchen` button name a date (src/lib/format.ts). */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** „Mein Konto“ in the header: in its row on a wide window, behind `Menü` when the row has no room for it. */
async function openMyAccount(page: Page) {
  const header = page.getByRole('banner');
  const myAccount = header.getByRole('link', { name: 'Mein Konto' });
  const menu = header.getByRole('button', { name: 'Menü' });
  await expect(myAccount.or(menu).first()).toBeVisible();
  if (!(await myAccount.isVisible())) await menu.click();
  await myAccount.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
}

/** The GA4 line of the demo customer's upcoming booking, with its `Umbuchen` button. */
function ga4Line(page: Page) {
  const upcoming = page.getByRole('region', { name: 'Bevorstehende Buchungen' });
  const line = upcoming.getByRole('article').getByRole('listitem').filter({ hasText: GA4 });
  const rebook = line.getByRole('button', { name: new RegExp(`^Umbuchen – ${escapeRegExp(GA4)}, `) });
  return { line, rebook };
}

/** `Umbuchen` → the dialog with the seminar's other dates, the Berlin date chosen, its quote shown. */
async function openDialogAndChooseBerlin(page: Page, rebook: Locator) {
  await rebook.click();
  const dialog = page.getByRole('dialog', { name: 'Termin umbuchen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Bisher: ${GA4}`);
  const dates = dialog.getByRole('group', { name: `Weitere Termine: ${GA4}` });
  const berlinRadio = page.getByRole('radio', { name: /Berlin/ });
  const berlin = dates.locator(berlinRadio);
  await expect(berlin).toBeEnabled();
  // The date as the catalogue has it (`<time datetime>` in the choice's label; `has` is relative to the label).
  const isoDate = await dates.locator('label').filter({ has: berlinRadio }).locator('time').getAttribute('datetime');
  expect(isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await berlin.check();
  const quote = dialog.getByRole('region', { name: 'Ihre Umbuchung' });
  await expect(dialog.getByRole('button', { name: 'Jetzt umbuchen' })).toBeVisible();
  return { dialog, quote, newDate: longDate(isoDate!) };
}

// A whole journey with axe checks on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('Umbuchen', () => {
  test('the customer moves a seminar line to another date from „Mein Konto“; the card shows the new date', async ({
    page,
  }) => {
    await signInAsCustomer(page);
    await openMyAccount(page);
    await expectDataLoaded(page);
    const { line, rebook } = ga4Line(page);
    await expect(rebook).toBeVisible();
    // The button names the line's date as the card does.
    const oldDate = /, (\d{2}\. \S+ \d{4})$/.exec(((await rebook.textContent()) ?? '').trim())?.[1];
    expect(oldDate, 'the booked date in the name of `Umbuchen`').toBeTruthy();
    await expect(line).toContainText(`${oldDate!},`);

    const { dialog, quote, newDate } = await openDialogAndChooseBerlin(page, rebook);
    expect(newDate).not.toBe(oldDate);

    // The quote before anything changes: free of charge (30 days ahead, free until 14 days before), the totals, what
    // it means for the open invoice, and the academy's terms with the fee that would follow (seed: 50 € net, 19 %).
    await expect(quote).toContainText(/Umbuchung kostenfrei bis \d{2}\. \S+ \d{4}, \d{2}:\d{2} Uhr/);
    await expect(quote).toContainText(new RegExp(`Neuer Termin\\s*${escapeRegExp(GA4)}, .*Berlin`));
    await expect(quote).toContainText(new RegExp(`Bisheriger Gesamtbetrag\\s*${EURO}`));
    await expect(quote).toContainText(new RegExp(`Neuer Gesamtbetrag \\(inkl\\. MwSt\\.\\)\\s*${EURO}`));
    await expect(quote).toContainText(new RegExp(`Differenz\\s*[+−]?${EURO}`));
    await expect(quote).toContainText(new RegExp(`Zu zahlen: ${EURO} laut der neuen Rechnung`));
    await expect(quote).toContainText(
      /Kostenfrei umbuchen bis 14 Tage vor Beginn, danach 59,50\s€ inkl\. MwSt\. \(50,00\s€ zzgl\. MwSt\.\)\./,
    );
    await expectNoAxeViolations(page, { include: [DIALOG] });

    await dialog.getByRole('button', { name: 'Jetzt umbuchen' }).click();
    const done = dialog.getByRole('heading', { name: 'Umbuchung bestätigt' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(dialog).toContainText(`Neuer Termin: ${GA4} am`);
    await expect(dialog).toContainText(
      'Die Bestätigung mit der neuen Rechnung und der Kalenderdatei erhalten Sie per E-Mail.',
    );
    await expectNoAxeViolations(page, { include: [DIALOG] });

    // The dialog's own `Schließen` (the ✕ in its corner has the same name, but no text).
    await dialog.getByRole('button', { name: 'Schließen' }).filter({ hasText: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    // The bookings are read again: the card names the new date and place, and no longer the old date.
    await expect(line).toContainText(`${newDate},`);
    await expect(line).toContainText(/, Berlin · \d+ Plätze?/);
    await expect(line).not.toContainText(`${oldDate!},`);
    await expect(rebook).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(newDate)}$`));
  });

  test.describe('on a phone, 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('no part of the dialog is cut off: every button can be scrolled into the window and used', async ({
      page,
    }) => {
      await signInAsCustomer(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
      await expectDataLoaded(page);
      const { rebook } = ga4Line(page);
      const { dialog, quote } = await openDialogAndChooseBerlin(page, rebook);
      await expect(quote).toContainText(/Kostenfrei umbuchen bis 14 Tage vor Beginn/);

      const viewport = page.viewportSize()!;
      const panel = (await dialog.boundingBox())!;
      expect(panel.x, 'the dialog’s left edge').toBeGreaterThanOrEqual(0);
      expect(panel.y, 'the dialog’s top edge').toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width, 'the dialog’s right edge').toBeLessThanOrEqual(viewport.width);
      expect(panel.y + panel.height, 'the dialog’s bottom edge').toBeLessThanOrEqual(viewport.height);
      // Nothing in it runs out sideways (it scrolls up and down only).
      const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(sideways, 'the dialog scrolls sideways by').toBeLessThanOrEqual(0);

      // Every button of the dialog: ✕, `Anderes Seminar`, `Abbrechen`, `Jetzt umbuchen`.
      await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
      const buttons = await dialog.getByRole('button').all();
      expect(buttons.length).toBeGreaterThanOrEqual(4);
      for (const button of buttons) {
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
        await button.scrollIntoViewIfNeeded();
        await expect(button, `${name}: in the window`).toBeInViewport({ ratio: 0.99 });
        const box = (await button.boundingBox())!;
        // Within the dialog's panel, not only the window.
        expect(box.x, `${name}: left`).toBeGreaterThanOrEqual(panel.x);
        expect(box.x + box.width, `${name}: right`).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
        expect(box.y, `${name}: top`).toBeGreaterThanOrEqual(panel.y);
        expect(box.y + box.height, `${name}: bottom`).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
        expect(box.height, `${name}: a 44 px target`).toBeGreaterThanOrEqual(43.5);
        // Nothing lies over it there (the chat button, a toast): a click would reach it.
        await button.click({ trial: true });
      }
      await expectNoAxeViolations(page, { include: [DIALOG] });
    });
  });
});
