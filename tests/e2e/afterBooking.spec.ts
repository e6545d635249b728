import type { Page } from '@playwright/test';
import { berlinDates } from '../../mocks/seed/dates';
import { bookingCode } from '../../mocks/seed/people';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/flows';

/** Lisa Hartmann's private guest booking, made 12 days ago (the seed's booking 5): still within 14 days. */
const GUEST_BOOKING_NUMBER = `DA-${berlinDates(new Date()).year(-12)}-${bookingCode(5)}`;

/** SEO-Grundlagen in Berlin, 45 days ago: the demo customer's attended seminar (seed session 1). */
const PAST_SESSION = 'a4000000-0000-4000-8000-000000000001';

async function signInAsCustomer(page: Page) {
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill('kunde@akademie.test');
  await form.getByLabel('Passwort').fill('kunde123');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/');
  // The home page the sign-in lands on loads its data. Left while its requests are on the way, the page tells the mock's
  // worker it is closing, and the worker lets the rest go to the network (console errors for the `.test` host).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/ (wird|werden) (geladen|gesucht) …$/)).toHaveCount(0);
}

// Whole journeys with axe checks on a shared, busy machine: more than the default 30 s each.
test.describe.configure({ timeout: 120_000 });

test.describe('after the booking', () => {
  test('a guest withdraws through the footer link with booking number and e-mail, and gets the receipt', async ({
    page,
    gotoApp,
  }) => {
    await gotoApp('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL('/vertrag-widerrufen');
    await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Buchung mit Buchungsnummer' });
    await expectNoAxeViolations(page);
    await form.getByLabel('Ihr Name').fill('Lisa Hartmann');
    await form.getByLabel('Buchungsnummer').fill(GUEST_BOOKING_NUMBER);
    await form.getByLabel('E-Mail-Adresse der Buchung').fill('lisa.hartmann@example.test');
    await form.getByRole('button', { name: 'Widerruf bestätigen' }).click();

    const receipt = page.getByRole('status').filter({ hasText: 'Ihr Widerruf ist eingegangen' });
    await expect(receipt).toContainText(GUEST_BOOKING_NUMBER);
    await expect(receipt).toContainText(/um \d{2}:\d{2} Uhr erhalten/);
    await expectNoAxeViolations(page);

    await page.goto('/demo/postfach');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: `Eingangsbestätigung Ihres Widerrufs – Buchung ${GUEST_BOOKING_NUMBER}` }),
    ).toBeVisible();
  });

  test('the signed-in consumer withdraws from the dashboard; the booking is cancelled', async ({ page, gotoApp }) => {
    await gotoApp('/login');
    await signInAsCustomer(page);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Bevorstehende Buchungen' });
    await upcoming.getByRole('link', { name: /Vertrag widerrufen/ }).click();
    await expect(page).toHaveURL(/\/vertrag-widerrufen\?buchung=/);
    const form = page.getByRole('form', { name: 'Buchung aus Ihrem Konto' });
    await expect(form.getByRole('radio', { name: /Firmenbuchung – kein Widerrufsrecht/ })).toBeDisabled();
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Widerruf ist eingegangen' })).toContainText(
      'kunde@akademie.test',
    );

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Bevorstehende Buchungen' })).toContainText(
      'Keine bevorstehenden Termine.',
    );
  });

  test('the booker replaces a participant; the substitute gets the participation mail', async ({ page, gotoApp }) => {
    await gotoApp('/login');
    await signInAsCustomer(page);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Bevorstehende Buchungen' });
    await upcoming.getByRole('button', { name: 'Teilnehmer ändern – Jonas Albrecht' }).click();
    const form = upcoming.getByRole('form', { name: 'Ersatz für Jonas Albrecht' });
    await form.getByLabel('Vorname').fill('Mara');
    await form.getByLabel('Nachname').fill('Ersatz');
    await form.getByLabel('E-Mail').fill('mara.ersatz@example.test');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Änderung speichern' }).click();
    await expect(upcoming).toContainText('Teilnehmende: Katharina Neumann, Mara Ersatz');

    await page.goto('/demo/postfach');
    await expect(page.getByRole('article').filter({ hasText: 'mara.ersatz@example.test' }).first()).toContainText(
      'Ihre Teilnahme',
    );
  });

  test('the admin marks attendance at the door; the customer downloads the Teilnahmebescheinigung', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/teilnehmerliste/${PAST_SESSION}`);
    const table = page.getByRole('table', { name: 'Teilnehmende mit Anwesenheit' });
    const present = table.getByRole('button', { name: 'Anwesend: Katharina Neumann' });
    // The seed has her marked present: clear it, then mark her as at the door.
    await present.click();
    await expect(present).toHaveAttribute('aria-pressed', 'false');
    await present.click();
    await expect(present).toHaveAttribute('aria-pressed', 'true');
    const box = await present.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await page.goto('/demo/postfach');
    await expect(
      page.getByRole('article').filter({ hasText: 'Ihre Teilnahmebescheinigung: SEO-Grundlagen' }).first(),
    ).toBeVisible();

    await page.goto('/login');
    await signInAsCustomer(page);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Teilnahmebescheinigungen' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: /^Teilnahmebescheinigung \(PDF\) – Katharina Neumann/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^teilnahmebescheinigung-katharina-neumann-\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});
