/**
 * Whole user journeys shared by the e2e specs: filling the cart, the guest checkout, signing in as admin or as the demo
 * customer, finding a booking in the admin list.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';

const GUEST = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  street: 'Musterweg 1',
  postalCode: '10115',
  city: 'Berlin',
};

/** The carts the app stored in IndexedDB (docs/states.md: SeminarCartDB, store carts). */
export function storedCarts(page: Page) {
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
export async function addSeminarToCart(page: Page, gotoApp: (path: string) => Promise<void>) {
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

export async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Warenkorb (1 Platz)' }).click();
  await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartId=cart_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
}

export async function step(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeVisible();
  return heading;
}

/** Steps 1–5 as a guest, axe on every step, then `Zahlungspflichtig bestellen`. */
export async function checkoutAsGuest(page: Page, email: string, payment: 'Rechnung' | 'Online bezahlen') {
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

export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill('admin@akademie.test');
  await form.getByLabel('Passwort').fill('admin123');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  // Tests go on with page.goto: let the dashboard load first (see expectDataLoaded).
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Neue Inhouse-Anfragen' })).toBeVisible();
  await expectDataLoaded(page);
  await expect(main.getByRole('definition').filter({ hasText: /^…$/ })).toHaveCount(0);
}

/** Signs in as the demo customer on /login and waits until the home page it lands on has loaded its data. */
export async function signInAsCustomer(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Anmeldung' });
  await form.getByLabel('E-Mail').fill('kunde@akademie.test');
  await form.getByLabel('Passwort').fill('kunde123');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/');
  // Left while its requests are on the way, the page tells the mock's worker it is closing, and the worker lets the
  // rest go to the network (console errors for the `.test` host): let the home page load first.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/ (wird|werden) (geladen|gesucht) …$/)).toHaveCount(0);
}

/**
 * Waits until the page's content shows no loading status. Call it before leaving a page with page.goto while it loads
 * data: a request the page sends while it unloads is no longer answered by the demo's mock worker, which lets go of a
 * closing page, and fails on the network (a console error).
 */
export async function expectDataLoaded(page: Page) {
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /(wird|werden) geladen/ }),
  ).toHaveCount(0);
}

/** The booking's row in the admin's bookings list, found by the list's own search. */
export async function bookingInAdminList(page: Page, bookingNumber: string) {
  await page.goto(`/admin/bookings?q=${bookingNumber}`);
  const row = page.getByRole('row').filter({ hasText: bookingNumber });
  await expect(row).toHaveCount(1);
  return row;
}
