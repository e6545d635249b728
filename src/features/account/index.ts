import { lazyPage } from '@/lib/lazyPage';

export const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "page-dashboard" */ './pages/DashboardPage'),
  'DashboardPage',
);
export const SettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-settings" */ './pages/SettingsPage'),
  'SettingsPage',
);
