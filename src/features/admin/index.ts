import { lazyPage } from '@/lib/lazyPage';

export const AdminDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminDashboardPage'),
  'AdminDashboardPage',
);
export const AdminUsersPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminUsersPage'),
  'AdminUsersPage',
);
export const AdminSeminarsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminSeminarsPage'),
  'AdminSeminarsPage',
);
export const AdminBookingsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminBookingsPage'),
  'AdminBookingsPage',
);
export const AdminLocationsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminLocationsPage'),
  'AdminLocationsPage',
);
export const AdminTrainersPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminTrainersPage'),
  'AdminTrainersPage',
);
export const AdminSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminSettingsPage'),
  'AdminSettingsPage',
);
export const AdminEmailsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminEmailsPage'),
  'AdminEmailsPage',
);
export const AdminInvoicesPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminInvoicesPage'),
  'AdminInvoicesPage',
);

export const AdminParticipantsPage = lazyPage(
  () => import(/* webpackChunkName: "admin" */ './pages/AdminParticipantsPage'),
  'AdminParticipantsPage',
);
