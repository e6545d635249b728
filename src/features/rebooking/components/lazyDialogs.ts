import { lazyPage } from '@/lib/lazyPage';

// The dialogs, with their date lists and figures, load when they are first wanted: most visits neither rebook nor
// ask for a refund. Both the line's buttons and a mail's link open the same chunk.
export const LazyRebookingDialog = lazyPage(
  () => import(/* webpackChunkName: "rebooking-dialog" */ './RebookingDialog'),
  'RebookingDialog',
);

export const LazyRefundDialog = lazyPage(
  () => import(/* webpackChunkName: "refund-dialog" */ './RefundDialog'),
  'RefundDialog',
);
