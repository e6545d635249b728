import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '@/features/cart';
import { withSeats } from './checkoutFormValues';
import { isBefore, isFormStep, nextStep, STEP_FIELDS, type CheckoutStep } from './checkoutSteps';
import type { CheckoutFormValues } from './checkoutTypes';
import type { PriceOverride } from './pricing';
import { checkoutSchema, emptyCheckoutValues } from './validation';

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
  /** The form's values as of the last step change: what the tab's draft keeps. */
  values: CheckoutFormValues;
  /** Counts the times the store replaced the form's values (draft restored, profile, seats): the form follows. */
  valuesRevision: number;
  /** A signed-in customer's profile filled the form: the first seat defaults to the customer. */
  prefilledFromProfile: boolean;
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
  step: 'cart',
  stepMoved: false,
  values: emptyCheckoutValues(),
  valuesRevision: 0,
  prefilledFromProfile: false,
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

function replaceValues(state: CheckoutState, values: CheckoutFormValues) {
  state.values = values;
  state.valuesRevision += 1;
}

/** Injected when the checkout chunk loads (`injectCheckout`), not part of the entry's store. */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /**
     * The checkout page opened (again): a fresh start at the cart; the saga brings the tab's draft back. The revision
     * keeps counting, so a form left over from an earlier visit follows too.
     */
    checkoutOpened(state) {
      return { ...initialCheckoutState, valuesRevision: state.valuesRevision + 1 };
    },
    /** The tab's draft (or an empty form) is what the form starts from. */
    checkoutFormRestored(state, action: PayloadAction<CheckoutFormValues>) {
      replaceValues(state, action.payload);
    },
    /** A signed-in customer's profile filled the empty billing fields. */
    checkoutProfilePrefilled(state, action: PayloadAction<CheckoutFormValues>) {
      replaceValues(state, action.payload);
      state.prefilledFromProfile = true;
    },
    /** `Weiter`: the shown step is done. Only a complete step is left forwards; a stale or repeated one is ignored. */
    checkoutStepSubmitted(
      state,
      action: PayloadAction<{ step: CheckoutStep; values: CheckoutFormValues; items: readonly CartItem[] }>,
    ) {
      const { step, values, items } = action.payload;
      if (step !== state.step || step === 'summary' || !stepIsValid(step, values, items)) return;
      if (step === 'cart') replaceValues(state, withSeats(values, items, state.prefilledFromProfile));
      else state.values = values;
      state.step = nextStep(step);
      state.stepMoved = true;
    },
    /** `Zurück`, `… ändern`, or a field the order button found invalid: back to an earlier step, never ahead. */
    checkoutStepOpened(state, action: PayloadAction<{ step: CheckoutStep; values: CheckoutFormValues }>) {
      const { step, values } = action.payload;
      if (isBefore(state.step, step)) return;
      state.values = values;
      state.step = step;
      state.stepMoved = true;
    },
    /** `Zahlungspflichtig bestellen` on the summary: the saga takes one at a time. */
    checkoutSubmitted(state, action: PayloadAction<CheckoutFormValues>) {
      if (state.status === 'idle' && state.step === 'summary') {
        state.status = 'submitting';
        state.error = null;
        state.values = action.payload;
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
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

export const {
  checkoutOpened,
  checkoutFormRestored,
  checkoutProfilePrefilled,
  checkoutStepSubmitted,
  checkoutStepOpened,
  checkoutSubmitted,
  checkoutPricesChanged,
  checkoutFailed,
  checkoutBooked,
  checkoutRedirecting,
} = checkoutSlice.actions;

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
