import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredConsent, type ConsentChoice } from './consentStorage';

export interface ConsentState {
  /** `undecided` until the visitor chooses; analytics runs only when `accepted`. */
  analytics: ConsentChoice | 'undecided';
  /** The banner shows while undecided, and again when the visitor reopens the settings. */
  bannerOpen: boolean;
}

function initialState(): ConsentState {
  const stored = readStoredConsent();
  return { analytics: stored?.analytics ?? 'undecided', bannerOpen: !stored };
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      state.analytics = action.payload;
      state.bannerOpen = false;
    },
    /** A hydrated prerendered page (rendered with the banner open) takes over the choice stored in this browser. */
    consentRestored() {
      return initialState();
    },
    consentSettingsOpened(state) {
      state.bannerOpen = true;
    },
  },
  selectors: {
    selectAnalyticsConsent: (state) => state.analytics,
    selectConsentBannerOpen: (state) => state.bannerOpen,
  },
});

export const { consentChosen, consentRestored, consentSettingsOpened } = consentSlice.actions;
export const { selectAnalyticsConsent, selectConsentBannerOpen } = consentSlice.selectors;
