import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectDataLoaded } from './support/flows';

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort').fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

test.describe('auth flows', () => {
  test('register → confirm through the Demo-Postfach → complete → dashboard', async ({ page, gotoApp }) => {
    // Four pages with an axe check each, and the demo's first write builds the seed's invoices (docs/demo-data.md):
    // about 30 s on a busy 2-core machine.
    test.slow();
    const email = `e2e-${Date.now()}@beispiel.test`;
    await gotoApp('/register/email');
    await expectNoAxeViolations(page);
    const form = page.getByRole('form', { name: 'Registrierung' });
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('Nachname').fill('Mustermann');
    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel('Passwort').fill('geheim123');
    await form.getByRole('button', { name: 'Registrieren' }).click();

    await expect(page).toHaveURL('/register/confirm');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Demo-Postfach' }).click();
    const mail = page.getByRole('article').filter({ hasText: email });
    await expect(mail).toBeVisible();
    await expectNoAxeViolations(page);
    await mail.getByRole('button').click();

    await expect(page).toHaveURL(/\/register\/complete/);
    await expect(page.getByText('Willkommen, Erika! Ihr Kundenkonto ist eingerichtet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zu Mein Konto' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Noch keine Buchungen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an admin signs in and lands on the admin dashboard', async ({ page, gotoApp }) => {
    await gotoApp('/admin/login');
    await expectNoAxeViolations(page);
    await signIn(page, 'admin@akademie.test', 'admin123');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  });

  test('a customer opening /admin/users is sent to the home page', async ({ page, gotoApp }) => {
    await gotoApp('/login');
    await signIn(page, 'kunde@akademie.test', 'kunde123');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDataLoaded(page);
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seminare und Schulungen für digitales Marketing' }),
    ).toBeVisible();
  });

  test.describe(() => {
    // The browser itself logs the refused request (400) as a console error; that refusal is what this test is about.
    test.use({ consoleErrorAllowlist: [/status of 400 .*\/auth\/v1\/token\?grant_type=password/] });

    test('a wrong password shows the §8 text and keeps the input', async ({ page, gotoApp }) => {
      await gotoApp('/login');
      await signIn(page, 'kunde@akademie.test', 'falsch123');
      await expect(page.getByRole('alert')).toHaveText(
        'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
      );
      await expect(page.getByLabel('E-Mail')).toHaveValue('kunde@akademie.test');
      await expectNoAxeViolations(page);
    });
  });

  test('the customer dashboard shows the bookings and passes axe', async ({ page, gotoApp }) => {
    await gotoApp('/dashboard');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'kunde@akademie.test', 'kunde123');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Bevorstehende Buchungen' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('settings: profile, notifications and account data pass axe, and a profile change is saved', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/settings');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'kunde@akademie.test', 'kunde123');
  await expect(page).toHaveURL('/settings');
  const profile = page.getByRole('form', { name: 'Profil' });
  await expect(profile.getByLabel('Vorname')).toHaveValue('Katharina');
  await expectNoAxeViolations(page);
  await profile.getByLabel('Telefon').fill('+49 221 1234567');
  await profile.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByText('Profil gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profil' }).getByLabel('Telefon')).toHaveValue('+49 221 1234567');
});

test.describe('consent banner', () => {
  test.use({ consent: 'undecided' });

  test('asks once; "Ablehnen" is remembered across a reload', async ({ page, gotoApp }) => {
    await gotoApp('/');
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeHidden();
  });
});
