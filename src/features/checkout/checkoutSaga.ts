import { call, put, take } from 'redux-saga/effects';
import { cartClearRequested } from '@/features/cart';
import { browserNavigation } from '@/lib/browserNavigation';
import { NETWORK_ERROR_TEXT } from '@/lib/api';
import { apiErrorOf, bookCart, fetchCurrentPrices, startOnlinePayment } from './checkoutApi';
import {
  checkoutBooked,
  checkoutFailed,
  checkoutPricesChanged,
  checkoutRedirecting,
  checkoutSubmitted,
} from './checkoutSlice';
import { clearDraft, markCartCleared, saveCompletedBooking } from './checkoutStorage';
import type { BookCartResult, CheckoutSubmission, CompletedBooking } from './checkoutTypes';
import { applyPriceOverrides, cartTotals, type PriceOverride } from './pricing';
import { refusalMessage } from './refusals';

type Prices = Record<string, PriceOverride>;

/** Lines whose current server price differs from the one the summary showed. */
function changedPrices(submission: CheckoutSubmission, current: Prices): Prices {
  const changed: Prices = {};
  for (const item of submission.items) {
    const price = current[item.id];
    if (price && (price.priceNet !== item.priceNet || price.vatRate !== item.vatRate)) changed[item.id] = price;
  }
  return changed;
}

function* leaveForPayment(booking: CompletedBooking) {
  try {
    const url: string = yield call(
      startOnlinePayment,
      booking.result.booking_id,
      booking.cartId,
      booking.result.payment_token ?? null,
    );
    yield put(checkoutRedirecting());
    yield call([browserNavigation, 'assign'], url);
  } catch {
    yield put(
      checkoutFailed({
        message: `Ihre Buchung ${booking.result.booking_number} ist angelegt, aber die Online-Zahlung konnte nicht gestartet werden. Es wurde nichts abgebucht. Bitte schreiben Sie uns oder bestellen Sie erneut mit Zahlung per Rechnung.`,
      }),
    );
  }
}

/** One order: prices checked, booked once, then the invoice result or the payment provider. */
function* submitOrder(submission: CheckoutSubmission) {
  // 1. The summary must show what the server will charge (§ 312j BGB): a changed price books nothing.
  try {
    const current: Prices = yield call(fetchCurrentPrices, submission);
    const changed = changedPrices(submission, current);
    if (Object.keys(changed).length > 0) {
      const { grossCents } = cartTotals(applyPriceOverrides(submission.items, changed));
      yield put(checkoutPricesChanged({ overrides: changed, grossCents }));
      return;
    }
  } catch (error) {
    yield put(checkoutFailed({ message: apiErrorOf(error)?.message ?? NETWORK_ERROR_TEXT }));
    return;
  }

  // 2. The booking itself: one request, never retried.
  let result: BookCartResult;
  try {
    result = yield call(bookCart, submission);
  } catch (error) {
    yield put(checkoutFailed(refusalMessage(apiErrorOf(error), submission.items)));
    return;
  }

  const booking: CompletedBooking = {
    result,
    items: submission.items,
    participants: submission.participants,
    customer: submission.customer,
    paymentMethod: submission.paymentMethod,
    cartId: submission.cartId,
    bookedAt: new Date().toISOString(),
    cartCleared: false,
  };
  yield call(saveCompletedBooking, booking);

  // 3. Invoice: done, the cart goes. Online: the cart stays until the payment succeeded.
  if (submission.paymentMethod === 'invoice') {
    yield put(cartClearRequested());
    yield call(markCartCleared, result.booking_id);
    yield call(clearDraft);
    yield put(checkoutBooked({ bookingId: result.booking_id }));
  } else {
    yield call(leaveForPayment, booking);
  }
}

/**
 * The checkout's story: a blocking `take` loop, so a second `Zahlungspflichtig bestellen` while one is on its way is
 * ignored — a double click never books twice (never `takeLatest`: it would cancel and resend).
 */
export function* checkoutSaga() {
  while (true) {
    const { payload } = (yield take(checkoutSubmitted)) as ReturnType<typeof checkoutSubmitted>;
    yield call(submitOrder, payload);
  }
}
