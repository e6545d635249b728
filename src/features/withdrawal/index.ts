import { lazyPage } from '@/lib/lazyPage';

export const WithdrawalPage = lazyPage(
  () => import(/* webpackChunkName: "page-withdrawal" */ './pages/WithdrawalPage'),
  'WithdrawalPage',
);
export { useMyWithdrawalOptionsQuery } from './withdrawalApi';
export type { WithdrawalOption } from './withdrawalApi';
