import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { selectProfile, selectUser, type Profile } from '@/features/auth';
import { customerFromProfile, withProfile } from './checkoutFormValues';
import {
  checkoutFormRestored,
  checkoutOpened,
  checkoutProfilePrefilled,
  checkoutStepOpened,
  checkoutStepSubmitted,
  checkoutSubmitted,
  selectCheckoutState,
  type CheckoutState,
} from './checkoutSlice';
import { loadDraft, saveDraft } from './checkoutStorage';
import type { CheckoutFormValues } from './checkoutTypes';
import { emptyCheckoutValues } from './validation';

type User = ReturnType<typeof selectUser>;

/**
 * The page opened: the form starts from the tab's draft (a return from the payment provider finds it filled), then a
 * signed-in customer's profile fills what is still empty — as soon as the profile is there.
 */
function* restoreForm() {
  const draft: CheckoutFormValues | null = yield call(loadDraft);
  yield put(checkoutFormRestored(draft ?? emptyCheckoutValues()));
  let profile: Profile | null = yield select(selectProfile);
  while (!profile) {
    yield take('*');
    profile = yield select(selectProfile);
  }
  const user: User = yield select(selectUser);
  const { values }: CheckoutState = yield select(selectCheckoutState);
  yield put(checkoutProfilePrefilled(withProfile(values, customerFromProfile(profile, user?.email ?? undefined))));
}

/** Every step change and order keeps what the user typed in the tab (never the consent). */
function* persistDraft() {
  const { values }: CheckoutState = yield select(selectCheckoutState);
  yield call(saveDraft, values);
}

/** The checkout form's memory: restored when the page opens, saved at every step boundary. */
export function* checkoutDraftSaga() {
  yield takeLatest(checkoutOpened, restoreForm);
  yield takeEvery([checkoutStepSubmitted, checkoutStepOpened, checkoutSubmitted], persistDraft);
}
