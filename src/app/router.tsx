import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CITY_SLUGS, paths } from '@/config/paths';
import { NotFoundPage } from '@/components/StatusPage';
import {
  AboutPage,
  CityPage,
  ComingSoonPage,
  HomePage,
  InhousePage,
  SeminarInCityPage,
  SeminarPage,
  SeminarTypePage,
  SpecialSeminarPage,
  TrainerPage,
  WebinarPage,
  WebinarsPage,
} from '@/features/catalog';
import { AgbPage, BarrierefreiheitPage, DatenschutzPage, ImpressumPage, WiderrufPage } from '@/features/legal';
import {
  AdminLoginPage,
  LoginPage,
  PasswordForgottenPage,
  PasswordResetPage,
  RegisterCompletePage,
  RegisterConfirmPage,
  RegisterEmailPage,
  RouteGuard,
  type AccessLevel,
} from '@/features/auth';
import { DashboardPage, SettingsPage } from '@/features/account';
import { CheckoutCancelledPage, CheckoutPage, CheckoutSuccessPage, ConfirmBookingPage } from '@/features/checkout';
import { WaitlistConfirmPage, WaitlistLeavePage, WaitlistOfferPage } from '@/features/waitlist';
import {
  AdminBookingsPage,
  AdminDashboardPage,
  AdminEmailsPage,
  AdminInvoicesPage,
  AdminLocationsPage,
  AdminParticipantsPage,
  AdminSeminarsPage,
  AdminSettingsPage,
  AdminTrainersPage,
  AdminUsersPage,
} from '@/features/admin';
import { ChatPage } from '@/features/chat';
import { WithdrawalPage } from '@/features/withdrawal';
import { GuestBookingPage } from '@/features/guestBooking';
import { demoPages } from '@/features/demo';
import { env, type AppMode } from '@/config/env';
import type { ReactNode } from 'react';
import { AdminLayout } from './layouts/AdminLayout';
import { RootLayout } from './layouts/RootLayout';

/** A page behind the route guard of docs/states.md. */
function guarded(access: AccessLevel, page: ReactNode) {
  return <RouteGuard access={access}>{page}</RouteGuard>;
}

/**
 * The route table of docs/product.md for a build mode: the `/demo` pages (Demo-Postfach, simulated payment and Google
 * consent) exist in demo mode only; a live build answers them with the 404 page. Every page is its own lazily loaded chunk (admin, checkout and chat share one chunk
 * each). City routes are listed one by one so that an unknown first segment falls through to the 404 page.
 * `paths.adminSessions` is deliberately not registered (docs/product.md).
 *
 * The table is rendered with `useRoutes` inside a declarative router rather than a data router: data comes from RTK
 * Query and sagas, not route loaders, and the declarative router is 18 KB (gzip) lighter on the home page's budget.
 */
export function createRoutes(mode: AppMode): RouteObject[] {
  const demo: RouteObject[] =
    mode === 'demo' && demoPages
      ? [
          { path: paths.demoMailbox, element: <demoPages.DemoMailboxPage /> },
          { path: paths.demoPayment, element: <demoPages.DemoPaymentPage /> },
          { path: paths.demoOAuthConsent, element: <demoPages.DemoOAuthConsentPage /> },
        ]
      : [];
  return [
    {
      element: <RootLayout />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.login, element: guarded('guest', <LoginPage />) },
        { path: paths.register, element: guarded('guest', <Navigate to={paths.registerEmail} replace />) },
        { path: paths.registerEmail, element: guarded('guest', <RegisterEmailPage />) },
        { path: paths.registerComplete, element: <RegisterCompletePage /> },
        { path: paths.registerConfirm, element: guarded('guest', <RegisterConfirmPage />) },
        { path: paths.passwordForgotten, element: <PasswordForgottenPage /> },
        { path: paths.passwordReset, element: <PasswordResetPage /> },
        { path: paths.about, element: <AboutPage /> },
        { path: paths.inhouse, element: <InhousePage /> },
        { path: paths.webinars, element: <WebinarsPage /> },
        { path: paths.webinar, element: <WebinarPage /> },
        ...CITY_SLUGS.flatMap((city): RouteObject[] => [
          { path: `/${city}`, element: <CityPage city={city} /> },
          { path: `/${city}/:seminarSlug`, element: <SeminarInCityPage city={city} /> },
        ]),
        { path: paths.specialSeminar, element: <SpecialSeminarPage /> },
        { path: paths.seminarAllLocations, element: <SeminarPage /> },
        { path: paths.seminarType, element: <SeminarTypePage /> },
        { path: paths.trainer, element: <TrainerPage /> },
        { path: paths.chat, element: <ChatPage /> },
        { path: paths.checkout, element: <CheckoutPage /> },
        { path: paths.checkoutSuccess, element: <CheckoutSuccessPage /> },
        { path: paths.checkoutCancelled, element: <CheckoutCancelledPage /> },
        { path: paths.confirmBooking, element: <ConfirmBookingPage /> },
        { path: paths.comingSoon, element: <ComingSoonPage /> },
        { path: paths.impressum, element: <ImpressumPage /> },
        { path: paths.datenschutz, element: <DatenschutzPage /> },
        { path: paths.barrierefreiheit, element: <BarrierefreiheitPage /> },
        { path: paths.agb, element: <AgbPage /> },
        { path: paths.widerruf, element: <WiderrufPage /> },
        { path: paths.waitlistConfirm, element: <WaitlistConfirmPage /> },
        { path: paths.waitlistLeave, element: <WaitlistLeavePage /> },
        { path: paths.waitlistOffer, element: <WaitlistOfferPage /> },
        { path: paths.withdrawal, element: <WithdrawalPage /> },
        { path: paths.guestBooking, element: <GuestBookingPage /> },
        ...demo,
        { path: paths.dashboard, element: guarded('authenticated', <DashboardPage />) },
        { path: paths.settings, element: guarded('authenticated', <SettingsPage />) },
        { path: paths.admin, element: <Navigate to={paths.adminDashboard} replace /> },
        { path: paths.adminLogin, element: guarded('guest', <AdminLoginPage />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      // The admin area has a frame of its own: no public header, footer, cart or chat.
      element: <AdminLayout />,
      children: [
        { path: paths.adminDashboard, element: guarded('admin', <AdminDashboardPage />) },
        { path: paths.adminUsers, element: guarded('admin', <AdminUsersPage />) },
        { path: paths.adminSeminars, element: guarded('admin', <AdminSeminarsPage />) },
        { path: paths.adminBookings, element: guarded('admin', <AdminBookingsPage />) },
        { path: paths.adminInvoices, element: guarded('admin', <AdminInvoicesPage />) },
        { path: paths.adminLocations, element: guarded('admin', <AdminLocationsPage />) },
        { path: paths.adminParticipants, element: guarded('admin', <AdminParticipantsPage />) },
        { path: paths.adminTrainers, element: guarded('admin', <AdminTrainersPage />) },
        { path: paths.adminSettings, element: guarded('admin', <AdminSettingsPage />) },
        { path: paths.adminEmails, element: guarded('admin', <AdminEmailsPage />) },
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes(env.mode);

/** The route table rendered inside whichever router the caller provides (browser, or memory in tests and stories). */
export function AppRoutes() {
  return useRoutes(routes);
}
