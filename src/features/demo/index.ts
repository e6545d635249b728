import { lazyPage } from '@/lib/lazyPage';

// webpack's DefinePlugin sets it; Jest and Storybook have no build flag and run the demo.
declare const __DEMO_MODE__: boolean | undefined;

/**
 * The demo pages, in demo builds only. The build flag is tested right here, in the module holding the imports, so
 * webpack drops the branch — and with it the pages' chunks — from a live build (null there).
 */
export const demoPages =
  typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__
    ? {
        DemoMailboxPage: lazyPage(
          () => import(/* webpackChunkName: "page-demo-mailbox" */ './pages/DemoMailboxPage'),
          'DemoMailboxPage',
        ),
        DemoPaymentPage: lazyPage(
          () => import(/* webpackChunkName: "page-demo-payment" */ './pages/DemoPaymentPage'),
          'DemoPaymentPage',
        ),
        DemoOAuthConsentPage: lazyPage(
          () => import(/* webpackChunkName: "page-demo-oauth-consent" */ './pages/DemoOAuthConsentPage'),
          'DemoOAuthConsentPage',
        ),
      }
    : null;
