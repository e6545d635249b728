import { lazyPage } from '@/lib/lazyPage';

export const ImpressumPage = lazyPage(() => import(/* webpackChunkName: "page-impressum" */ './pages/ImpressumPage'), 'ImpressumPage');
export const DatenschutzPage = lazyPage(() => import(/* webpackChunkName: "page-datenschutz" */ './pages/DatenschutzPage'), 'DatenschutzPage');
export const AgbPage = lazyPage(() => import(/* webpackChunkName: "page-agb" */ './pages/AgbPage'), 'AgbPage');
export const BarrierefreiheitPage = lazyPage(() => import(/* webpackChunkName: "page-barrierefreiheit" */ './pages/BarrierefreiheitPage'), 'BarrierefreiheitPage');
export const WiderrufPage = lazyPage(() => import(/* webpackChunkName: "page-widerruf" */ './pages/WiderrufPage'), 'WiderrufPage');

// The cancellation terms as data, so checkout and the dashboard show the same rules as the AGB.
export {
  CANCELLATION_ANCHOR,
  cancellationTerms,
  cancellationTierFee,
  cancellationTierPeriod,
  seminarCancellationFeePercent,
  freeCancellationDeadline,
  FREE_CANCELLATION_DAYS,
  type CancellationTerms,
  type CancellationTier,
} from './cancellationTerms';

// The legal identity, for the schema.org Organization the catalogue's pages name as organiser.
export { company } from './company';
