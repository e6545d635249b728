import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  addSeminarToCart,
  bookingInAdminList,
  checkoutAsGuest,
  openCheckout,
  signInAsAdmin,
  storedCarts,
} from './support/flows';

test.describe('checkout', () => {
  // Whole purchases with axe on every step, on 2 shared cores.
  test.setTimeout(120_000);

  test('guest: city page → seminar → cart survives a reload → invoice → success; the admin sees the booking', async ({
    page,
    gotoApp,
  }) => {
    const email = `gast-${Date.now()}@beispiel.test`;
    await addSeminarToCart(page, gotoApp);
    await openCheckout(page);
    await checkoutAsGuest(page, email, 'Rechnung');

    await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeVisible();
    const heading = page.getByRole('heading', { name: /^Buchungsnummer DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/ });
    await expect(heading).toBeVisible();
    const bookingNumber = (await heading.textContent())!.replace('Buchungsnummer ', '');
    await expect(page.getByRole('button', { name: 'Warenkorb (0 Plätze)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The confirmation mail is in the Demo-Postfach.
    await page.getByRole('main').getByRole('link', { name: 'Demo-Postfach' }).click();
    await expect(page.getByRole('article').filter({ hasText: bookingNumber }).first()).toBeVisible();

    await signInAsAdmin(page);
    const row = await bookingInAdminList(page, bookingNumber);
    await expect(row).toContainText('Ausstehend');
    await expect(row).toContainText(email);
  });

  test('guest with demo online payment: cancelled first (cart intact), then paid', async ({ page, gotoApp }) => {
    const email = `online-${Date.now()}@beispiel.test`;
    const cartId = await addSeminarToCart(page, gotoApp);
    await openCheckout(page);
    await checkoutAsGuest(page, email, 'Online bezahlen');

    await expect(page).toHaveURL(/\/demo\/zahlung\?booking=.*&session=cs_demo_/);
    await expect(page.getByText(/^DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Zahlung abbrechen' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/cancelled\\?booking=.*&cartId=${cartId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeVisible();
    await expect(page.getByText(/In Ihrem Warenkorb liegen weiterhin 1 Platz/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zurück zur Kasse' }).click();

    await expect(page).toHaveURL(`/checkout?cartId=${cartId}`);
    await checkoutAsGuest(page, email, 'Online bezahlen');
    await expect(page).toHaveURL(/\/demo\/zahlung/);
    const bookingNumber = (await page.getByText(/^DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/).textContent())!;
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
    await expect(page.getByRole('heading', { name: `Buchungsnummer ${bookingNumber}` })).toBeVisible();
    await expect(page.getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await storedCarts(page)).some((cart) => cart.id === cartId)).toBe(false);

    await signInAsAdmin(page);
    await expect(await bookingInAdminList(page, bookingNumber)).toContainText('Bezahlt');
  });
});
