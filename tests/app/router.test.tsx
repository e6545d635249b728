import { screen, waitFor } from '@testing-library/react';
import { CITY_NAMES, CITY_SLUGS, paths } from '@/config/paths';
import { fallbackTitle, site } from '@/config/site';
import { canonicalHref, metaContent, renderApp } from '../utils/renderApp';

/** Every registered route of docs/product.md with the heading and title its page shows. */
const routeTable: Array<[url: string, heading: RegExp | string, title: string]> = [
  [paths.home, site.tagline, fallbackTitle],
  [paths.login, 'Anmelden', `Anmelden | ${site.name}`],
  [paths.registerEmail, 'Registrieren', `Registrieren | ${site.name}`],
  [paths.registerComplete, 'Registrierung abgeschlossen', `Registrierung abgeschlossen | ${site.name}`],
  [paths.registerConfirm, 'Bitte bestätigen Sie Ihre E-Mail-Adresse', `E-Mail bestätigen | ${site.name}`],
  [paths.about, 'Über uns', `Über uns | ${site.name}`],
  [paths.inhouse, 'Inhouse-Schulungen', `Inhouse-Schulungen | ${site.name}`],
  [paths.webinars, 'Webinare', `Webinare | ${site.name}`],
  [
    '/webinar/seo-update-google',
    'SEO-Update: Was sich bei Google gerade ändert',
    `SEO-Update: Was sich bei Google gerade ändert | ${site.name}`,
  ],
  ['/trainers/julia-wagner', 'Julia Wagner', `Julia Wagner – Trainerprofil | ${site.name}`],
  ...CITY_SLUGS.map((city): [string, string, string] => [
    `/${city}`,
    `Seminare in ${CITY_NAMES[city]}`,
    `Seminare in ${CITY_NAMES[city]} | ${site.name}`,
  ]),
  [
    '/seminars/seo-grundlagen',
    'SEO-Grundlagen: Besser gefunden werden bei Google',
    `SEO-Grundlagen: Besser gefunden werden bei Google – alle Orte und Termine | ${site.name}`,
  ],
  [paths.specialSeminar, 'KI-Coding mit Lovable', `KI-Coding mit Lovable | ${site.name}`],
  [
    '/berlin/seo-grundlagen',
    'SEO-Grundlagen: Besser gefunden werden bei Google',
    `SEO-Grundlagen: Besser gefunden werden bei Google in Berlin | ${site.name}`,
  ],
  ['/themen/seo', 'Seminare zum Thema SEO', `Seminare zum Thema SEO | ${site.name}`],
  [paths.chat, 'Chat-Assistent', `Chat-Assistent | ${site.name}`],
  [paths.checkout, 'Kasse', `Kasse | ${site.name}`],
  [paths.checkoutSuccess, 'Vielen Dank für Ihre Buchung', `Buchung erfolgreich | ${site.name}`],
  [paths.checkoutCancelled, 'Zahlung abgebrochen', `Zahlung abgebrochen | ${site.name}`],
  [paths.comingSoon, 'Demnächst verfügbar', `Demnächst verfügbar | ${site.name}`],
  [paths.impressum, 'Impressum', `Impressum | ${site.name}`],
  [paths.datenschutz, 'Datenschutzerklärung', `Datenschutzerklärung | ${site.name}`],
  [paths.agb, 'Allgemeine Geschäftsbedingungen', `Allgemeine Geschäftsbedingungen | ${site.name}`],
  [paths.widerruf, 'Widerrufsbelehrung', `Widerrufsbelehrung | ${site.name}`],
  [paths.barrierefreiheit, 'Barrierefreiheitserklärung', `Barrierefreiheitserklärung | ${site.name}`],
  [paths.adminLogin, 'Admin-Anmeldung', `Admin-Anmeldung | ${site.name}`],
  [paths.guestBooking, 'Ihre Buchung', `Ihre Buchung | ${site.name}`],
];

describe('route table', () => {
  it.each(routeTable)('%s renders its page with heading and title', async (url, heading, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(canonicalHref()).toBe(new URL(url, site.origin).toString());
    expect(metaContent('og:title')).toBe(title);
    expect(metaContent('twitter:title')).toBe(title);
    expect(metaContent('description')).toBeTruthy();
    expect(metaContent('og:description')).toBe(metaContent('description'));
    expect(metaContent('twitter:card')).toBe('summary_large_image');
  });

  it.each(['/gibt-es-nicht', '/berlin/seo/zu-tief', '/admin/sessions', '/paris', '/seminars'])(
    'an unknown path (%s) shows the 404 page with a link home',
    async (url) => {
      const { user, location } = renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toHaveAttribute(
        'lang',
        'en',
      );
      await waitFor(() => expect(document.title).toBe(`Seite nicht gefunden | ${site.name}`));
      await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
      expect(location().pathname).toBe('/');
      expect(await screen.findByRole('heading', { level: 1, name: site.tagline })).toBeInTheDocument();
    },
  );

  it('redirects /register to /register/email', async () => {
    const { location } = renderApp(paths.register);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    expect(location().pathname).toBe(paths.registerEmail);
  });

  it('redirects /admin to /admin/dashboard (which sends a signed-out visitor on to the admin login)', async () => {
    const { location } = renderApp(paths.admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeInTheDocument();
    expect(location().pathname).toBe(paths.adminLogin);
    expect((location().state as { from?: { pathname: string } }).from?.pathname).toBe(paths.adminDashboard);
  });

  // Pages behind the route guard render for the right user (tests/features/auth/routeGuard.test.tsx); signed out,
  // every one of them leads to its sign-in page.
  it.each([
    [paths.dashboard, paths.login, 'Anmelden'],
    [paths.settings, paths.login, 'Anmelden'],
    [paths.adminDashboard, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminUsers, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminSeminars, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminBookings, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminLocations, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminTrainers, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminSettings, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminEmails, paths.adminLogin, 'Admin-Anmeldung'],
    [paths.adminInvoices, paths.adminLogin, 'Admin-Anmeldung'],
  ])('%s sends a signed-out visitor to %s', async (url, target, heading) => {
    const { location } = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location().pathname).toBe(target);
  });

  it('falls back to the product title when a page sets none', async () => {
    renderApp(paths.home);
    await waitFor(() => expect(document.title).toBe(fallbackTitle));
    expect(fallbackTitle).toBe(`${site.name} – ${site.tagline}`);
  });
});
