import { call, select, takeEvery } from 'redux-saga/effects';
import { disableAnalytics, enableAnalytics } from '@/lib/analytics';
import { now } from '@/lib/clock';
import { consentChosen, selectAnalyticsConsent } from './consentSlice';
import { writeStoredConsent } from './consentStorage';

/** Analytics starts only after consent (§ 25 TDDDG); a later "Ablehnen" switches it off again. */
function* applyChoice({ payload }: ReturnType<typeof consentChosen>) {
  const time: number = yield call(now);
  yield call(writeStoredConsent, { analytics: payload, decidedAt: new Date(time).toISOString() });
  if (payload === 'accepted') yield call(enableAnalytics);
  else yield call(disableAnalytics);
}

export function* consentSaga() {
  // A choice made on an earlier visit applies from the start.
  const choice: ReturnType<typeof selectAnalyticsConsent> = yield select(selectAnalyticsConsent);
  if (choice === 'accepted') yield call(enableAnalytics);
  yield takeEvery(consentChosen.type, applyChoice);
}
