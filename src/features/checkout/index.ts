import { lazyPage } from '@/lib/lazyPage';

export const CheckoutPage = lazyPage(
  () => import(/* webpackChunkName: "checkout" */ './pages/CheckoutPage'),
  'CheckoutPage',
);
export const CheckoutSuccessPage = lazyPage(
  () => import(/* webpackChunkName: "checkout" */ './pages/CheckoutSuccessPage'),
  'CheckoutSuccessPage',
);
export const ConfirmBookingPage = lazyPage(
  () => import(/* webpackChunkName: "checkout" */ './pages/ConfirmBookingPage'),
  'ConfirmBookingPage',
);
export const CheckoutCancelledPage = lazyPage(
  () => import(/* webpackChunkName: "checkout" */ './pages/CheckoutCancelledPage'),
  'CheckoutCancelledPage',
);
