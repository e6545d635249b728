import { all, call, fork, put, select, take } from 'redux-saga/effects';
import { selectCart, type CartState } from '@/features/cart';
import { browserNavigation } from '@/lib/browserNavigation';
import { isApiError, NETWORK_ERROR_TEXT, requestEndpoint, type ApiError } from '@/lib/api';
import { bookedCartSaga } from './bookedCartSaga';
import { checkoutApi, pricedLinesOf } from './checkoutApi';
import { checkoutDraftSaga } from './checkoutDraftSaga';
import { submissionOf } from './checkoutFormValues';
import {
  checkoutBooked,
  checkoutBookingConfirmed,
  checkoutFailed,
  checkoutOpened,
  checkoutOrderSent,
  checkoutPricesChanged,
  checkoutRedirecting,
  checkoutSubmitted,
  selectCheckoutState,
  selectCheckoutStep,
  type CheckoutState,
} from './checkoutSlice';
import type { CheckoutStep } from './checkoutSteps';
import { saveCompletedBooking } from './checkoutStorage';
import type { BookCartResult, CheckoutSubmission, CompletedBooking } from './checkoutTypes';
import { applyPriceOverrides, cartTotals, type PriceOverride } from './pricing';
import { refusalMessage } from './refusals';

type Prices = Record<string, PriceOverride>;

const apiErrorOf = (error: unknown): ApiError | null => (isApiError(error) ? error : null);

/** Lines whose current server price differs from the one the summary showed. */
function changedPrices(submission: CheckoutSubmission, current: Prices): Prices {
  const changed: Prices = {};
  for (const item of submission.items) {
    const price = current[item.id];
    if (price && (price.priceNet !== item.priceNet || price.vatRate !== item.vatRate)) changed[item.id] = price;
  }
  return changed;
}

/** Sends the browser to the payment provider; true when it is on its way. */
function* leaveForPayment(booking: CompletedBooking) {
  try {
    const { url } = yield* requestEndpoint(
      checkoutApi.endpoints.startOnlinePayment.initiate(
        {
          bookingId: booking.result.booking_id,
          cartId: booking.cartId,
          paymentToken: booking.result.payment_token ?? null,
        },
        { track: false },
      ),
    );
    yield put(checkoutRedirecting());
    yield call([browserNavigation, 'assign'], url);
    return true;
  } catch {
    yield put(
      checkoutFailed({
        message: `Ihre Buchung ${booking.result.booking_number} ist angelegt, aber die Online-Zahlung konnte nicht gestartet werden. Es wurde nichts abgebucht. Bitte schreiben Sie uns oder bestellen Sie erneut mit Zahlung per Rechnung.`,
      }),
    );
    return false;
  }
}

/** The order as the summary showed it: the cart's lines at the prices shown, with the form's values. */
function* currentSubmission({ payload }: ReturnType<typeof checkoutSubmitted>) {
  const cart: CartState = yield select(selectCart);
  const { priceOverrides }: CheckoutState = yield select(selectCheckoutState);
  return submissionOf(payload, applyPriceOverrides(cart.items, priceOverrides), cart.cartId);
}

/**
 * One order: prices checked, booked once, then the invoice result or the payment provider. True when the browser is
 * leaving for the provider.
 */
function* submitOrder(submission: CheckoutSubmission) {
  // 1. The summary must show what the server will charge (§ 312j BGB): a changed price books nothing. Read afresh.
  try {
    const current = yield* requestEndpoint(
      checkoutApi.endpoints.currentPrices.initiate(pricedLinesOf(submission), {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    const changed = changedPrices(submission, current);
    if (Object.keys(changed).length > 0) {
      const { grossCents } = cartTotals(applyPriceOverrides(submission.items, changed));
      yield put(checkoutPricesChanged({ overrides: changed, grossCents }));
      return false;
    }
  } catch (error) {
    yield put(checkoutFailed({ message: apiErrorOf(error)?.message ?? NETWORK_ERROR_TEXT }));
    return false;
  }

  // 2. The booking itself: one request, never retried (a mutation).
  let result: BookCartResult;
  try {
    result = yield* requestEndpoint(checkoutApi.endpoints.bookCart.initiate(submission, { track: false }));
  } catch (error) {
    yield put(checkoutFailed(refusalMessage(apiErrorOf(error), submission.items)));
    return false;
  }

  const booking: CompletedBooking = {
    result,
    items: submission.items,
    participants: submission.participants,
    customer: submission.customer,
    paymentMethod: submission.paymentMethod,
    cartId: submission.cartId,
    bookedAt: new Date().toISOString(),
  };
  yield call(saveCompletedBooking, booking);

  // 3. Invoice: binding now. Online: binding once the provider confirmed the payment (the success page says so).
  if (submission.paymentMethod === 'invoice') {
    yield put(checkoutBookingConfirmed({ bookingId: result.booking_id }));
    yield put(checkoutBooked({ bookingId: result.booking_id }));
    return false;
  }
  const leaving: boolean = yield call(leaveForPayment, booking);
  return leaving;
}

/**
 * The order's whole path, in this one loop: a blocking `take`, so a second `Zahlungspflichtig bestellen` while one is
 * on its way is ignored — a double click never books twice (never `takeLatest`: it would cancel and resend). Orders
 * come only from the summary; once the browser is leaving for the payment provider, none until the page opens again.
 */
function* orderSaga() {
  while (true) {
    const action = (yield take(checkoutSubmitted)) as ReturnType<typeof checkoutSubmitted>;
    const step: CheckoutStep = yield select(selectCheckoutStep);
    if (step !== 'summary') continue;
    yield put(checkoutOrderSent());
    const submission: CheckoutSubmission = yield call(currentSubmission, action);
    const leaving: boolean = yield call(submitOrder, submission);
    if (leaving) yield take(checkoutOpened);
  }
}

/** The checkout's stories: the form's draft, one order at a time, and the booked cart emptied. */
export function* checkoutSaga() {
  yield all([fork(checkoutDraftSaga), fork(orderSaga), fork(bookedCartSaga)]);
}
