import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * axe on every public route of docs/product.md (and the legal pages of docs/quality.md), once its h1 is shown. The seminar
 * examples use seed slugs; a route whose content loads waits for a landmark of that content, not just the shell.
 */
const ROUTES: ReadonlyArray<{ path: string; heading?: string | RegExp; ready?: string }> = [
  { path: '/', heading: 'Seminare und Schulungen für digitales Marketing' },
  { path: '/berlin' },
  { path: '/muenchen' },
  { path: '/hamburg' },
  { path: '/frankfurt' },
  { path: '/stuttgart' },
  { path: '/koeln' },
  { path: '/berlin/seo-grundlagen' },
  { path: '/seminars/seo-grundlagen' },
  { path: '/seminars/ki-coding-lovable' },
  { path: '/themen/seo' },
  { path: '/webinars', heading: 'Webinare', ready: 'article' },
  { path: '/webinar/seo-update-google', heading: 'SEO-Update: Was sich bei Google gerade ändert' },
  { path: '/trainers/julia-wagner', heading: 'Julia Wagner' },
  { path: '/inhouse-schulungen', heading: 'Inhouse-Schulungen' },
  { path: '/about', heading: 'Über uns' },
  { path: '/coming-soon' },
  { path: '/impressum' },
  { path: '/datenschutz' },
  { path: '/agb' },
  { path: '/widerruf' },
  // The accessibility statement with its barrier report form (issue 31).
  { path: '/barrierefreiheit', heading: 'Barrierefreiheitserklärung' },
  { path: '/login', heading: 'Anmelden' },
  { path: '/register/email' },
  { path: '/gibt-es-nicht', heading: 'Oops! Page not found' },
];

test.describe('public routes', () => {
  for (const route of ROUTES) {
    test(`axe finds nothing on ${route.path}`, async ({ page, gotoApp }) => {
      await gotoApp(route.path);
      const heading = page.getByRole('heading', { level: 1, ...(route.heading ? { name: route.heading } : {}) });
      await expect(heading).toBeVisible();
      if (route.ready) await expect(page.getByRole(route.ready as 'article').first()).toBeVisible();
      // Wait until no loading placeholder is left, so axe checks the page as a visitor reads it.
      await expect(page.locator('[role="status"][aria-live="polite"]:has(> span.visually-hidden)')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
