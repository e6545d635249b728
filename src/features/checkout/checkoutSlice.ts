import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutSubmission } from './checkoutTypes';
import type { PriceOverride } from './pricing';

export interface CheckoutError {
  /** German, user-facing; names the affected cart line where the server said which. */
  message: string;
  /** The server's code (`SESSION_SOLD_OUT`, …), if any. */
  code?: string;
  /** The cart line the refusal is about. */
  lineId?: string;
}

export interface CheckoutState {
  /** `submitting` from the order button until the server answered; `redirecting` while leaving for the provider. */
  status: 'idle' | 'submitting' | 'redirecting';
  error: CheckoutError | null;
  /** Server prices that differ from the cart's, per cart line id; the summary shows these. */
  priceOverrides: Record<string, PriceOverride>;
  /** The new gross total after a price change, shown until the user orders again. */
  changedGrossCents: number | null;
  /** An invoice booking went through: the page moves to the success page. */
  bookedId: string | null;
}

export const initialCheckoutState: CheckoutState = {
  status: 'idle',
  error: null,
  priceOverrides: {},
  changedGrossCents: null,
  bookedId: null,
};

/** Injected when the checkout chunk loads (`injectCheckout`), not part of the entry's store. */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** `Zahlungspflichtig bestellen`: the saga takes one at a time. */
    checkoutSubmitted(state, _action: PayloadAction<CheckoutSubmission>) {
      if (state.status === 'idle') {
        state.status = 'submitting';
        state.error = null;
      }
    },
    /** The server's prices differ from the cart's: nothing was booked, the user sees the new total. */
    checkoutPricesChanged(
      state,
      action: PayloadAction<{ overrides: Record<string, PriceOverride>; grossCents: number }>,
    ) {
      state.status = 'idle';
      state.priceOverrides = { ...state.priceOverrides, ...action.payload.overrides };
      state.changedGrossCents = action.payload.grossCents;
    },
    checkoutFailed(state, action: PayloadAction<CheckoutError>) {
      state.status = 'idle';
      state.error = action.payload;
    },
    checkoutBooked(state, action: PayloadAction<{ bookingId: string }>) {
      state.status = 'idle';
      state.bookedId = action.payload.bookingId;
      state.priceOverrides = {};
      state.changedGrossCents = null;
    },
    checkoutRedirecting(state) {
      state.status = 'redirecting';
    },
    /** The checkout page opened (again): a fresh start, nothing left over from an earlier visit. */
    checkoutOpened() {
      return initialCheckoutState;
    },
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

export const {
  checkoutSubmitted,
  checkoutPricesChanged,
  checkoutFailed,
  checkoutBooked,
  checkoutRedirecting,
  checkoutOpened,
} = checkoutSlice.actions;

type WithCheckout = { checkout?: CheckoutState };

/** Safe before the slice is injected (the first render of the page). */
export const selectCheckoutState = (state: WithCheckout): CheckoutState => state.checkout ?? initialCheckoutState;
