/**
 * sitemap.xml from the route table and the demo data (built at build time by webpack.config.ts). Only public,
 * indexable pages: no account, checkout, admin or demo tool pages; seminars only when published, and a seminar's
 * city page only where it has an upcoming date.
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
import type { Seed } from '../../mocks/seed';

const STATIC_PATHS = [
  paths.home,
  paths.webinars,
  paths.inhouse,
  paths.about,
  paths.chat,
  paths.impressum,
  paths.datenschutz,
  paths.agb,
  paths.widerruf,
  ...CITY_SLUGS.map(cityPath),
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every indexable path, each once, in a stable order. */
export function sitemapPaths(seed: Seed, today: string): string[] {
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
  const webinars = seed.webinars.filter((webinar) => webinar.published && webinar.starts_at.slice(0, 10) >= today);
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

export function buildSitemap(seed: Seed, origin: string, today: string): string {
  const urls = sitemapPaths(seed, today)
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
