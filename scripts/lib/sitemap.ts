/**
 * sitemap.xml from the route table and the demo data (built at build time by webpack.config.ts; the prerenderer
 * rewrites it from the pages it wrote, scripts/prerender/prerenderSite.ts). Exactly the prerendered, indexable pages
 * (src/app/prerender/publicRoutes.ts, tests/seo/prerenderedPages.test.ts): no account, checkout, admin or demo tool pages, not
 * the chat page or coming-soon (noindex); seminars only when published, a seminar's city page only where it has an
 * upcoming date, webinars only while scheduled and ahead.
 */
import {
  CITY_SLUGS,
  cityPath,
  isCitySlug,
  paths,
  seminarAllLocationsPath,
  seminarInCityPath,
  seminarTypePath,
  trainerPath,
  webinarPath,
} from '../../src/config/paths';
import { todayInBerlin } from '../../src/lib/format';
import type { Seed } from '../../mocks/seed';

const STATIC_PATHS = [
  paths.home,
  paths.webinars,
  paths.inhouse,
  paths.about,
  paths.impressum,
  paths.datenschutz,
  paths.barrierefreiheit,
  paths.agb,
  paths.widerruf,
  ...CITY_SLUGS.map(cityPath),
];

/** A prerendered page for search engines: found (not the 404 page) and without `noindex` in its head. */
export function isIndexable(page: { status: number; head: string }): boolean {
  return page.status === 200 && !/<meta name="robots" content="[^"]*noindex/.test(page.head);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every indexable path at the instant `now`, each once, in a stable order. */
export function sitemapPaths(seed: Seed, now: Date): string[] {
  const today = todayInBerlin(now);
  const published = seed.seminars.filter((seminar) => seminar.published);
  const seminarById = new Map(published.map((seminar) => [seminar.id, seminar]));
  const cityByLocation = new Map(seed.locations.map((location) => [location.id, location.city_slug]));
  const seminarCityPaths = seed.seminar_sessions
    .filter((session) => session.status === 'scheduled' && session.start_date >= today)
    .flatMap((session) => {
      const seminar = seminarById.get(session.seminar_id);
      const city = cityByLocation.get(session.location_id);
      return seminar && isCitySlug(city) ? [seminarInCityPath(city, seminar.slug)] : [];
    });
  const categories = [...new Set(published.map((seminar) => seminar.category))];
  const webinars = seed.webinars.filter(
    (webinar) =>
      webinar.published && webinar.status === 'scheduled' && new Date(webinar.starts_at).getTime() >= now.getTime(),
  );
  const all = [
    ...STATIC_PATHS,
    ...categories.map(seminarTypePath),
    ...published.map((seminar) => seminarAllLocationsPath(seminar.slug)),
    ...seminarCityPaths.sort(),
    ...webinars.map((webinar) => webinarPath(webinar.slug)),
    ...seed.trainers.map((trainer) => trainerPath(trainer.slug)),
  ];
  return [...new Set(all)];
}

export function buildSitemap(seed: Seed, origin: string, now: Date): string {
  return sitemapXml(sitemapPaths(seed, now), origin);
}

/** The sitemap document listing `paths` on `origin`. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
