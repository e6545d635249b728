import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { checkoutAsGuest } from './support/flows';

/** Seed session 40: KI im Marketing in Frankfurt, 21 days ahead, 1 of 16 seats left. */
const DATE_PAGE = '/frankfurt/ki-im-marketing';

async function signInAsCustomer(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill('kunde@akademie.test');
  await form.getByLabel('Passwort').fill('kunde123');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: /Anmelden/ }).first()).toBeVisible();
}

/** Opens the newest mail to `to` with `subject` in the Demo-Postfach and follows its link `label`. */
async function followMailLink(page: Page, to: string, subject: RegExp, label: string) {
  await page.goto('/demo/postfach');
  const mail = page.getByRole('article').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('button', { name: label }).click();
}

test.describe('waiting list', () => {
  test.setTimeout(180_000);

  test('sold-out date → waiting list → a customer cancels → the first waiting person gets the mail → books the held seat', async ({
    page,
    gotoApp,
  }) => {
    const guest = `warteliste-${Date.now()}@beispiel.test`;

    // The demo customer books the last seat: the date is sold out.
    await gotoApp('/login');
    await signInAsCustomer(page);
    // The page is prerendered: its buttons are there before the app runs (a click then acts only once it runs).
    await gotoApp(DATE_PAGE);
    const dates = page.getByRole('list', { name: /^Termine/ }).first();
    await dates
      .getByRole('button', { name: /^In den Warenkorb/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
    await checkoutAsGuest(page, 'kunde@akademie.test', 'Rechnung');
    await expect(page.getByRole('heading', { name: /^Buchungsnummer DA-/ })).toBeVisible();
    await signOut(page);

    // A guest finds it sold out and joins the waiting list; the address is confirmed by the e-mail link.
    await gotoApp(DATE_PAGE);
    await expect(dates.getByText('Ausgebucht').first()).toBeVisible();
    await dates
      .getByRole('button', { name: /^Auf die Warteliste/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Auf die Warteliste' });
    await dialog.getByLabel(/Name/).fill('Wanda Warteliste');
    await dialog.getByLabel(/E-Mail/).fill(guest);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Auf die Warteliste' }).click();
    await expect(dialog.getByText(/Fast geschafft/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await followMailLink(page, guest, /Bitte bestätigen Sie/, 'Eintrag bestätigen');
    await expect(
      page.getByText('Ihre E-Mail-Adresse ist bestätigt. Sie stehen auf der Warteliste: Platz 1.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The customer cancels on the dashboard: the seat is offered to the first waiting person at once.
    await signInAsCustomer(page);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Bevorstehende Buchungen' });
    const card = upcoming.getByRole('article').filter({ hasText: 'KI im Marketing' });
    await card.getByRole('button', { name: /Stornieren/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(page.getByText('Buchung storniert')).toBeVisible();
    await signOut(page);

    // The mail with `Platz jetzt buchen` is in the Demo-Postfach; the guest books the held seat.
    await followMailLink(page, guest, /Ihr Platz ist frei/, 'Platz jetzt buchen');
    await expect(page.getByText(/1 Platz ist für Sie reserviert bis/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Weiter zur Buchung' }).click();
    await expect(page).toHaveURL(/\/checkout\?cartId=cart_/);
    await checkoutAsGuest(page, guest, 'Rechnung');
    await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
    await expect(page.getByRole('heading', { name: /^Buchungsnummer DA-/ })).toBeVisible();
  });
});
