import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth';
import { cartSaga } from '@/features/cart';
import { consentSaga } from '@/features/consent';
import { toastsSaga } from '@/features/toasts';

/** Every long-lived saga of the app; each feature's saga is one readable story of its workflow. */
export function* rootSaga() {
  yield all([fork(authSaga), fork(cartSaga), fork(consentSaga), fork(toastsSaga)]);
}
