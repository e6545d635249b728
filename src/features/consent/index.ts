export { consentSlice, consentChosen, consentRestored, consentSettingsOpened, selectAnalyticsConsent } from './consentSlice';
export type { ConsentState } from './consentSlice';
export { consentSaga } from './consentSaga';
export { CONSENT_STORAGE_KEY } from './consentStorage';
export { Consent } from './components/Consent';
export { ConsentBanner } from './components/ConsentBanner';
