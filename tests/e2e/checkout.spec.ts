import type { Page } from '@playwright/test';
import { DEMO_SUPABASE_ANON_KEY, DEMO_SUPABASE_URL } from '../../src/config/env';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const GUEST = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  street: 'Musterweg 1',
  postalCode: '10115',
  city: 'Berlin',
};

/** The carts the app stored in IndexedDB (SPEC.md §7: SeminarCartDB, store carts). */
function storedCarts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ id: string; items: Array<{ title: string; quantity: number }> }>>((resolve, reject) => {
        const open = indexedDB.open('SeminarCartDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('carts').objectStore('carts').getAll();
          request.onsuccess = () => {
            resolve(request.result as Array<{ id: string; items: Array<{ title: string; quantity: number }> }>);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** City page → a seminar → `In den Warenkorb`; a reload keeps the cart (IndexedDB). */
async function addSeminarToCart(page: Page, gotoApp: (path: string) => Promise<void>) {
  await gotoApp('/hamburg');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^SEO-Grundlagen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hamburg\/seo-grundlagen/);
  await page
    .getByRole('button', { name: /^In den Warenkorb/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect(page).toHaveURL(/cartId=cart_/);
  const cartId = new URL(page.url()).searchParams.get('cartId')!;
  await expect.poll(async () => (await storedCarts(page)).find((cart) => cart.id === cartId)?.items.length).toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Warenkorb (1 Platz)' })).toBeVisible();
  const stored = (await storedCarts(page)).find((cart) => cart.id === cartId);
  expect(stored?.items).toEqual([
    expect.objectContaining({ title: expect.stringMatching(/^SEO-Grundlagen/), quantity: 1 }),
  ]);
  return cartId;
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
  await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartId=cart_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
}

async function step(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeVisible();
  return heading;
}

/** Steps 1–5 as a guest, axe on every step, then `Zahlungspflichtig bestellen`. */
async function checkoutAsGuest(page: Page, email: string, payment: 'Rechnung' | 'Online bezahlen') {
  await step(page, 'Warenkorb');
  await expect(page.getByText('Schritt 1 von 5')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(await step(page, 'Teilnehmer')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Vorname' }).fill(GUEST.firstName);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(GUEST.lastName);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await step(page, 'Rechnungsdaten');
  await page.getByRole('textbox', { name: 'Vorname' }).fill(GUEST.firstName);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(GUEST.lastName);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(GUEST.street);
  await page.getByRole('textbox', { name: 'PLZ' }).fill(GUEST.postalCode);
  await page.getByRole('textbox', { name: 'Ort' }).fill(GUEST.city);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await step(page, 'Zahlungsart');
  await page.getByRole('radio', { name: new RegExp(payment) }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await step(page, 'Prüfen und bestellen');
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText('Gesamtbetrag');
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill('admin@akademie.test');
  await form.getByLabel('Passwort').fill('admin123');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** The booking as the signed-in admin reads it through the (mock) Supabase REST API. */
function bookingAsAdmin(page: Page, bookingNumber: string) {
  return page.evaluate(
    async ({ number, url, anon }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!;
      const { access_token: token } = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
      const response = await fetch(
        `${url}/rest/v1/bookings?booking_number=eq.${number}&select=booking_number,status,payment_method,customer_email`,
        { headers: { apikey: anon, Authorization: `Bearer ${token}` } },
      );
      return (await response.json()) as Array<Record<string, string>>;
    },
    { number: bookingNumber, url: DEMO_SUPABASE_URL, anon: DEMO_SUPABASE_ANON_KEY },
  );
}

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
    const heading = page.getByRole('heading', { name: /^Buchungsnummer DA-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const bookingNumber = (await heading.textContent())!.replace('Buchungsnummer ', '');
    await expect(page.getByRole('button', { name: 'Warenkorb (0 Plätze)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The confirmation mail is in the Demo-Postfach.
    await page.getByRole('main').getByRole('link', { name: 'Demo-Postfach' }).click();
    await expect(page.getByRole('article').filter({ hasText: bookingNumber }).first()).toBeVisible();

    await signInAsAdmin(page);
    expect(await bookingAsAdmin(page, bookingNumber)).toEqual([
      { booking_number: bookingNumber, status: 'pending', payment_method: 'invoice', customer_email: email },
    ]);
  });

  test('guest with demo online payment: cancelled first (cart intact), then paid', async ({ page, gotoApp }) => {
    const email = `online-${Date.now()}@beispiel.test`;
    const cartId = await addSeminarToCart(page, gotoApp);
    await openCheckout(page);
    await checkoutAsGuest(page, email, 'Online bezahlen');

    await expect(page).toHaveURL(/\/demo\/zahlung\?booking=.*&session=cs_demo_/);
    await expect(page.getByText(/^DA-\d{4}-\d{6}$/)).toBeVisible();
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
    const bookingNumber = (await page.getByText(/^DA-\d{4}-\d{6}$/).textContent())!;
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?booking=/);
    await expect(page.getByRole('heading', { name: `Buchungsnummer ${bookingNumber}` })).toBeVisible();
    await expect(page.getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await storedCarts(page)).some((cart) => cart.id === cartId)).toBe(false);

    await signInAsAdmin(page);
    expect(await bookingAsAdmin(page, bookingNumber)).toEqual([
      expect.objectContaining({ booking_number: bookingNumber, status: 'paid', payment_method: 'online' }),
    ]);
  });
});
