import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.describe('webinars, trainers and in-house requests', () => {
  test('webinar list → detail with date, time and price; no axe violations', async ({ page, gotoApp }) => {
    await gotoApp('/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinare' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard-usable filter: the brand select narrows the list and lands in the URL.
    await page.getByRole('combobox', { name: 'Marke' }).selectOption({ label: 'KI-Werkstatt Live' });
    await expect(page).toHaveURL(/\?marke=ki-werkstatt-live$/);
    await expect(page.getByText('4 Webinare')).toBeVisible();

    await page.getByRole('link', { name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' }).click();
    await expect(page).toHaveURL('/webinar/ki-werkstatt-live-prompting');
    await expect(
      page.getByRole('heading', { level: 1, name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/KI-Werkstatt Live/);
    const booking = page.getByRole('complementary', { name: 'Termin und Buchung' });
    // The browser runs in Europe/Berlin: the seed's 14:00 Berlin start, two hours long.
    await expect(booking.getByText('14:00–16:00 Uhr')).toBeVisible();
    await expect(booking.locator('dd').filter({ hasText: /^\d{2}\. \p{L}+ \d{4}$/u })).toBeVisible();
    await expect(booking.getByText(/179,00\s€/)).toBeVisible();
    await expect(booking.getByRole('button', { name: /^In den Warenkorb/ })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('in-house request: invalid, then valid input → confirmation; no axe violations', async ({ page, gotoApp }) => {
    await gotoApp('/inhouse-schulungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Inhouse-Schulungen' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Inhouse-Anfrage' });
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByText('Bitte geben Sie den Namen Ihrer Firma an.')).toBeVisible();
    await expect(form.getByLabel(/^Firma/)).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Firma/).fill('Nordlicht Logistik GmbH');
    await form.getByLabel(/^Ansprechperson/).fill('Miriam Sommer');
    await form.getByLabel(/^E-Mail/).fill('miriam.sommer@nordlicht.test');
    await form.getByLabel(/^Thema/).selectOption({ label: 'Webanalyse & GA4' });
    await form.getByLabel(/^Teilnehmerzahl/).fill('12');
    await form.getByRole('radio', { name: 'Bei uns im Unternehmen' }).check();
    await form.getByRole('checkbox', { name: /Angaben zur Bearbeitung/ }).check();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    const thanks = page.getByRole('heading', { name: 'Vielen Dank – Ihre Anfrage ist bei uns eingegangen.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText('miriam.sommer@nordlicht.test')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a trainer page with photo, topics and next dates; no axe violations', async ({ page, gotoApp }) => {
    await gotoApp('/trainers/julia-wagner');
    await expect(page.getByRole('heading', { level: 1, name: 'Julia Wagner' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Illustriertes Porträt von Julia Wagner' });
    await expect(photo).toBeVisible();
    // The generated WebP really arrives and decodes.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const webinars = page.getByRole('region', { name: 'Nächste Webinare' });
    await expect(webinars.getByRole('link', { name: 'SEO-Update: Was sich bei Google gerade ändert' })).toBeVisible();
    const seminars = page.getByRole('region', { name: 'Nächste Seminartermine' });
    await expect(seminars.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
