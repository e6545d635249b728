import { lazyPage } from '@/lib/lazyPage';

/** /meine-buchung: a guest's booking by the secret link of its mails (docs/booking-rules.md, „Ihre Buchung ansehen“). */
export const GuestBookingPage = lazyPage(
  () => import(/* webpackChunkName: "page-guest-booking" */ './pages/GuestBookingPage'),
  'GuestBookingPage',
);
