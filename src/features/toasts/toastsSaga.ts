import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { TOAST_DURATION_MS } from '@/config/constants';
import { now } from '@/lib/clock';
import {
  selectToastsPaused,
  toastDismissed,
  toastShown,
  toastsPaused,
  toastsResumed,
} from './toastsSlice';

/**
 * A toast is dismissed 4 s after it was shown (docs/constants.md), unless the user closed it earlier. The clock stops while
 * the toasts are hovered or focused, and an error stays until it is closed (WCAG 2.2.1 Timing adjustable).
 */
function* expireToast(action: ReturnType<typeof toastShown>) {
  if (action.payload.variant === 'error') return;
  let remaining = TOAST_DURATION_MS;
  while (remaining > 0) {
    const paused: boolean = yield select(selectToastsPaused);
    if (paused) {
      yield take(toastsResumed.type);
      continue;
    }
    const started: number = yield call(now);
    const { interrupted } = (yield race({ elapsed: delay(remaining), interrupted: take(toastsPaused.type) })) as {
      interrupted?: unknown;
    };
    if (!interrupted) break;
    const stopped: number = yield call(now);
    remaining -= stopped - started;
  }
  yield put(toastDismissed(action.payload.id));
}

export function* toastsSaga() {
  yield takeEvery(toastShown.type, expireToast);
}
