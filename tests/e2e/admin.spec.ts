import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForMockWorker } from './support/fixtures';
import { bookingInAdminList, checkoutAsGuest, signInAsAdmin } from './support/flows';

/** `YYYY-MM-DD`, `days` from today in Berlin. */
function dayFromToday(days: number): string {
  const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${berlinToday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function adminSection(page: Page, name: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin-Bereich' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('admin area', () => {
  // A whole journey through admin, public site and checkout on 2 shared cores.
  test.setTimeout(180_000);

  test('admin creates a seminar with a Berlin date; it is public; a customer books it; the admin marks it paid', async ({
    page,
    gotoApp,
  }) => {
    const title = `Reichweite mit Reels ${Date.now()}`;
    await gotoApp('/admin/login');
    await signInAsAdmin(page);
    await expectNoAxeViolations(page);

    // The seminar, published.
    await adminSection(page, 'Seminare', 'Seminare');
    await page.getByRole('button', { name: 'Neues Seminar' }).click();
    const form = page.getByRole('form', { name: 'Neues Seminar' });
    await form.getByRole('textbox', { name: /^Titel/ }).fill(title);
    await form.getByRole('combobox', { name: /Kategorie/ }).selectOption('social-media');
    await form.getByRole('textbox', { name: /Kurzbeschreibung/ }).fill('Kurzvideos, die gesehen werden.');
    await form.getByRole('textbox', { name: /^Beschreibung/ }).fill('Ein Praxistag zu Reels und Shorts.');
    await form.getByRole('textbox', { name: /Ablauf/ }).fill('Vormittag\nFormate\n\nNachmittag\nProduktion');
    await form.getByRole('textbox', { name: /Lernziele/ }).fill('Reels planen\nReels schneiden');
    await form.getByRole('textbox', { name: /Zielgruppe/ }).fill('Social-Media-Teams');
    await form.getByRole('textbox', { name: /Dauer \(Anzeige\)/ }).fill('1 Tag');
    await form.getByRole('textbox', { name: /Nettopreis/ }).fill('990,00');
    await form.getByRole('checkbox', { name: /Veröffentlicht/ }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Seminar anlegen' }).click();
    await expect(page.getByText('Seminar angelegt.')).toBeVisible();

    // Its date in Berlin.
    const panel = page.getByRole('region', { name: `Termine: ${title}` });
    await panel.getByRole('button', { name: 'Termin hinzufügen' }).click();
    const sessionForm = panel.getByRole('form', { name: 'Neuer Termin' });
    const day = dayFromToday(40);
    await sessionForm.getByLabel(/Startdatum/).fill(day);
    await sessionForm.getByLabel(/Enddatum/).fill(day);
    await sessionForm.getByLabel(/Beginn/).fill('09:00');
    await sessionForm.getByLabel(/^Ende/).fill('17:00');
    const berlin = sessionForm.getByRole('combobox', { name: /Standort/ });
    await berlin.selectOption({ label: (await berlin.locator('option', { hasText: /^Berlin – / }).textContent())! });
    await sessionForm.getByRole('combobox', { name: /Trainer/ }).selectOption({ label: 'Julia Wagner' });
    await sessionForm.getByRole('textbox', { name: /Kapazität/ }).fill('12');
    await sessionForm.getByRole('button', { name: 'Termin anlegen' }).click();
    await expect(page.getByText('Termin angelegt.')).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();

    // On the public Berlin page, bookable; a customer books it as a guest with invoice.
    await page.goto('/berlin');
    await page.getByRole('main').getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A prerendered page shows its buttons before the app runs (a click then acts only once it runs).
    await waitForMockWorker(page);
    await page
      .getByRole('button', { name: /^In den Warenkorb/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
    const email = `reels-${Date.now()}@beispiel.test`;
    await checkoutAsGuest(page, email, 'Rechnung');
    const heading = page.getByRole('heading', { name: /^Buchungsnummer DA-/ });
    await expect(heading).toBeVisible();
    const bookingNumber = (await heading.textContent())!.replace('Buchungsnummer ', '');

    // The admin finds the booking and marks it paid.
    await signInAsAdmin(page);
    const row = await bookingInAdminList(page, bookingNumber);
    await expect(row).toContainText('Ausstehend');
    await row.getByRole('button', { name: `Buchung ${bookingNumber} anzeigen` }).click();
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText(title);
    await expect(detail).toContainText(email);
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(detail).toContainText('Bezahlt');
    await page.keyboard.press('Escape');
    await expect(row).toContainText('Bezahlt');
  });

  test('every admin screen passes axe', async ({ page, gotoApp }) => {
    await gotoApp('/admin/login');
    await signInAsAdmin(page);
    for (const [name, heading] of [
      ['Übersicht', 'Übersicht'],
      ['Seminare', 'Seminare'],
      ['Buchungen', 'Buchungen'],
      ['Standorte', 'Standorte'],
      ['Trainer', 'Trainerinnen und Trainer'],
      ['Benutzer', 'Benutzer'],
      ['Einstellungen', 'Einstellungen'],
    ] as const) {
      await adminSection(page, name, heading);
      await expect(page.getByRole('status').filter({ hasText: /wird geladen|werden geladen/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
});
