import { call, takeEvery } from 'redux-saga/effects';
import { checkoutStepOpened, checkoutStepSubmitted, checkoutSubmitted } from './checkoutSlice';
import { saveDraft } from './checkoutStorage';
import type { CheckoutFormValues } from './checkoutTypes';

type DraftedAction =
  | ReturnType<typeof checkoutStepSubmitted>
  | ReturnType<typeof checkoutStepOpened>
  | ReturnType<typeof checkoutSubmitted>;

/** The form's values an action carries: the steps' in `values`, the order's as the payload itself. */
const valuesOf = (action: DraftedAction): CheckoutFormValues =>
  checkoutSubmitted.match(action) ? action.payload : action.payload.values;

/** Every step change and order keeps what the user typed in the tab (never the consent). */
function* persistDraft(action: DraftedAction) {
  yield call(saveDraft, valuesOf(action));
}

/**
 * The checkout form's memory (docs/states.md): saved at every step boundary from the values the action carries. The
 * form reads it back itself when it starts (`startingValues`).
 */
export function* checkoutDraftSaga() {
  yield takeEvery([checkoutStepSubmitted, checkoutStepOpened, checkoutSubmitted], persistDraft);
}
