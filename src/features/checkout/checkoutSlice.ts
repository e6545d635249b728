import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '@/features/cart';
import { isBefore, isFormStep, nextStep, STEP_FIELDS, type CheckoutStep } from './checkoutSteps';
import type { CheckoutFormValues } from './checkoutTypes';
import type { PriceOverride } from './pricing';
import { checkoutSchema } from './validation';

export interface CheckoutError {
  /** German, user-facing; names the affected cart line where the server said which. */
  message: string;
  /** The server's code (`SESSION_SOLD_OUT`, …), if any. */
  code?: string;
  /** The cart line the refusal is about. */
  lineId?: string;
}

export interface CheckoutState {
  /** The step the page shows. */
  step: CheckoutStep;
  /** The user moved between steps (the new step's heading takes the focus; not on the page's first paint). */
  stepMoved: boolean;
  /**
   * `submitting` while the saga sends an order until the server answered; `redirecting` while leaving for the provider.
   * The form's values are not here: react-hook-form owns them, the saga keeps them as the tab's draft.
   */
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
  step: 'cart',
  stepMoved: false,
  status: 'idle',
  error: null,
  priceOverrides: {},
  changedGrossCents: null,
  bookedId: null,
};

declare module '@/lib/featureHost' {
  interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}

/** Whether the form part a step edits is complete for the cart as it is now. */
export function stepIsValid(step: CheckoutStep, values: CheckoutFormValues, items: readonly CartItem[]): boolean {
  if (step === 'cart') return items.length > 0;
  if (!isFormStep(step)) return false;
  const field = STEP_FIELDS[step];
  return checkoutSchema(items).shape[field].safeParse(values[field]).success;
}

/** Injected when the checkout chunk loads (`injectCheckout`), not part of the entry's store. */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The checkout page opened (again): a fresh start at the cart; its form starts from the tab's draft. */
    checkoutOpened() {
      return initialCheckoutState;
    },
    /**
     * `Weiter`: the shown step is done, with the form's values (the saga keeps them as the draft). Only a complete step
     * is left forwards; a stale or repeated one is ignored.
     */
    checkoutStepSubmitted(
      state,
      action: PayloadAction<{ step: CheckoutStep; values: CheckoutFormValues; items: readonly CartItem[] }>,
    ) {
      const { step, values, items } = action.payload;
      if (step !== state.step || step === 'summary' || !stepIsValid(step, values, items)) return;
      state.step = nextStep(step);
      state.stepMoved = true;
    },
    /**
     * `Zurück`, `… ändern`, or a field the order button found invalid: back to an earlier step, never ahead. The values
     * are the form's, for the draft.
     */
    checkoutStepOpened(state, action: PayloadAction<{ step: CheckoutStep; values: CheckoutFormValues }>) {
      const { step } = action.payload;
      if (isBefore(state.step, step)) return;
      state.step = step;
      state.stepMoved = true;
    },
    /** The saga sends the order it took (checkoutSubmitted): the button waits, the last refusal goes. */
    checkoutOrderSent(state) {
      state.status = 'submitting';
      state.error = null;
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
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

export const {
  checkoutOpened,
  checkoutStepSubmitted,
  checkoutStepOpened,
  checkoutOrderSent,
  checkoutPricesChanged,
  checkoutFailed,
  checkoutBooked,
  checkoutRedirecting,
} = checkoutSlice.actions;

/**
 * `Zahlungspflichtig bestellen` on the summary, with the form's values: a request the order saga decides on (one
 * order at a time, only from the summary). No reducer: the saga's `checkoutOrderSent` says when it is on its way.
 */
export const checkoutSubmitted = createAction<CheckoutFormValues>('checkout/submitted');

/**
 * The booking is binding for the booker (invoice: booked; online: the provider sent the payer to the success page):
 * the saga empties the booked cart and forgets the draft. Both payment methods end here, so the cart is cleared in
 * one place.
 */
export const checkoutBookingConfirmed = createAction<{ bookingId: string }>('checkout/bookingConfirmed');

type WithCheckout = { checkout?: CheckoutState };

/** Safe before the slice is injected (the first render of the page). */
export const selectCheckoutState = (state: WithCheckout): CheckoutState => state.checkout ?? initialCheckoutState;

export const selectCheckoutStep = (state: WithCheckout): CheckoutStep => selectCheckoutState(state).step;
