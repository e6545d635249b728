import { lazyPage } from '@/lib/lazyPage';

export const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'), 'HomePage');
export const CityPage = lazyPage(() => import(/* webpackChunkName: "page-city" */ './pages/CityPage'), 'CityPage');
export const SeminarInCityPage = lazyPage(
  () => import(/* webpackChunkName: "page-seminar-in-city" */ './pages/SeminarInCityPage'),
  'SeminarInCityPage',
);
export const SeminarPage = lazyPage(
  () => import(/* webpackChunkName: "page-seminar" */ './pages/SeminarPage'),
  'SeminarPage',
);
export const SpecialSeminarPage = lazyPage(
  () => import(/* webpackChunkName: "page-special-seminar" */ './pages/SpecialSeminarPage'),
  'SpecialSeminarPage',
);
export const SeminarTypePage = lazyPage(
  () => import(/* webpackChunkName: "page-seminar-type" */ './pages/SeminarTypePage'),
  'SeminarTypePage',
);
export const WebinarsPage = lazyPage(
  () => import(/* webpackChunkName: "page-webinars" */ './pages/WebinarsPage'),
  'WebinarsPage',
);
export const WebinarPage = lazyPage(
  () => import(/* webpackChunkName: "page-webinar" */ './pages/WebinarPage'),
  'WebinarPage',
);
export const TrainerPage = lazyPage(
  () => import(/* webpackChunkName: "page-trainer" */ './pages/TrainerPage'),
  'TrainerPage',
);
export const InhousePage = lazyPage(
  () => import(/* webpackChunkName: "page-inhouse" */ './pages/InhousePage'),
  'InhousePage',
);
export const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'), 'AboutPage');
export const ComingSoonPage = lazyPage(
  () => import(/* webpackChunkName: "page-coming-soon" */ './pages/ComingSoonPage'),
  'ComingSoonPage',
);

/** German topic names: the header links the topic pages with them. */
export { CATEGORY_NAMES } from './catalogTypes';
export type { CatalogSeats } from './catalogTypes';

/** The public catalogue's reads (the prerenderer lists the seminars, dates, webinars and trainers with them). */
export { catalogApi } from './catalogApi';

/**
 * The published dates and seminars for other features' choices (rebooking offers them): the same reads and cache the
 * catalogue pages use, and how a date is shown there.
 */
export { useSeminarsQuery, useSessionsQuery } from './catalogApi';
export type { SeminarSummary, SessionWithDetails } from './catalogTypes';
export { seatsLeft } from './structuredData/course';
export { seatsLeftText } from './components/SeatsBadge';
export { dateRangeText, timeRangeText } from './components/seminars/sessionView';
