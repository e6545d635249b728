import { lazyPage } from '@/lib/lazyPage';

export const DemoMailboxPage = lazyPage(
  () => import(/* webpackChunkName: "page-demo-mailbox" */ './pages/DemoMailboxPage'),
  'DemoMailboxPage',
);
export const DemoPaymentPage = lazyPage(
  () => import(/* webpackChunkName: "page-demo-payment" */ './pages/DemoPaymentPage'),
  'DemoPaymentPage',
);
export const DemoOAuthConsentPage = lazyPage(
  () => import(/* webpackChunkName: "page-demo-oauth-consent" */ './pages/DemoOAuthConsentPage'),
  'DemoOAuthConsentPage',
);
