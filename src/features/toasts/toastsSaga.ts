import { delay, put, takeEvery } from 'redux-saga/effects';
import { TOAST_DURATION_MS } from '@/config/constants';
import { toastDismissed, toastShown } from './toastsSlice';

/** Every toast is dismissed 4 s after it was shown (SPEC.md §9), unless the user closed it earlier. */
function* expireToast(action: ReturnType<typeof toastShown>) {
  yield delay(TOAST_DURATION_MS);
  yield put(toastDismissed(action.payload.id));
}

export function* toastsSaga() {
  yield takeEvery(toastShown.type, expireToast);
}
