import { lazyPage } from '@/lib/lazyPage';

export const WaitlistConfirmPage = lazyPage(
  () => import(/* webpackChunkName: "page-waitlist" */ './pages/WaitlistLinkPage'),
  'WaitlistConfirmPage',
);
export const WaitlistLeavePage = lazyPage(
  () => import(/* webpackChunkName: "page-waitlist" */ './pages/WaitlistLinkPage'),
  'WaitlistLeavePage',
);
export const WaitlistOfferPage = lazyPage(
  () => import(/* webpackChunkName: "page-waitlist-offer" */ './pages/WaitlistOfferPage'),
  'WaitlistOfferPage',
);

export { WaitlistButton } from './components/WaitlistButton';
/** The same button as a chunk of its own, for the checkout, where a sold-out line is rare (keeps its budget). */
export const LazyWaitlistButton = lazyPage(
  () => import(/* webpackChunkName: "waitlist-join" */ './components/WaitlistButton'),
  'WaitlistButton',
);
export { MyWaitlistEntries } from './components/MyWaitlistEntries';
export { AdminWaitlistPanel } from './components/AdminWaitlistPanel';
export { WaitlistDashboardCounts } from './components/WaitlistDashboardCounts';
export type { WaitlistTarget } from './waitlistApi';
