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
} from '@/config/paths';
import { catalogApi } from '@/features/catalog';
import { todayInBerlin } from '@/lib/format';
import type { AppStore } from '../createAppStore';

/** The path the 404 page is prerendered under (written as `404.html`). */
export const NOT_FOUND_ROUTE = '/404';

const STATIC_ROUTES = [
  paths.home,
  ...CITY_SLUGS.map(cityPath),
  paths.webinars,
  paths.inhouse,
  paths.about,
  paths.comingSoon,
  paths.impressum,
  paths.datenschutz,
  paths.barrierefreiheit,
  paths.agb,
  paths.widerruf,
];

/**
 * Every public page worth prerendering, read through the catalogue's own queries (the demo mock at build time, or the
 * live Supabase project): home, cities, topics, seminars (everywhere and per city with an upcoming date), webinars,
 * trainers, in-house, about, legal pages and the 404 page. Private pages (account, checkout, admin) are not listed.
 */
export async function listPublicRoutes(store: AppStore, at: number): Promise<string[]> {
  const from = todayInBerlin(new Date(at));
  const read = async <T>(request: { unwrap: () => Promise<T>; unsubscribe: () => void }): Promise<T> => {
    try {
      return await request.unwrap();
    } finally {
      request.unsubscribe();
    }
  };
  const [seminars, sessions, webinars, trainers] = await Promise.all([
    read(store.dispatch(catalogApi.endpoints.seminars.initiate())),
    read(store.dispatch(catalogApi.endpoints.sessions.initiate({ from }))),
    read(store.dispatch(catalogApi.endpoints.webinars.initiate({ from: new Date(at).toISOString() }))),
    read(store.dispatch(catalogApi.endpoints.trainers.initiate())),
  ]);
  const seminarCityRoutes = sessions.flatMap((session) => {
    const city = session.locations.city_slug;
    return isCitySlug(city) ? [seminarInCityPath(city, session.seminars.slug)] : [];
  });
  const routes = [
    ...STATIC_ROUTES,
    ...[...new Set(seminars.map((seminar) => seminar.category))].map(seminarTypePath),
    ...seminars.map((seminar) => seminarAllLocationsPath(seminar.slug)),
    ...seminarCityRoutes.sort(),
    ...webinars.map((webinar) => webinarPath(webinar.slug)),
    ...trainers.map((trainer) => trainerPath(trainer.slug)),
    NOT_FOUND_ROUTE,
  ];
  return [...new Set(routes)];
}
