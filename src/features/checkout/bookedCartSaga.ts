import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { cartClearRequested, cartLoaded, selectCartId, selectCartLoading } from '@/features/cart';
import { checkoutBookingConfirmed } from './checkoutSlice';
import { clearDraft, loadCompletedBooking } from './checkoutStorage';
import type { CompletedBooking } from './checkoutTypes';

/**
 * The one place the cart goes after a booking, for both payment methods. Only the cart that was booked is emptied:
 * clearing gives the cart a new id, so a second confirmation (a reload of the success page, a new cart filled since)
 * changes nothing. A cancelled or failed payment never gets here, so its cart and draft stay.
 */
function* clearBookedCart({ payload }: ReturnType<typeof checkoutBookingConfirmed>) {
  const booking: CompletedBooking | null = yield call(loadCompletedBooking, payload.bookingId);
  if (!booking?.cartId) return;
  // Back from the payment provider the page loads afresh: the stored cart must be there before it can be compared.
  const cartLoading: boolean = yield select(selectCartLoading);
  if (cartLoading) yield take(cartLoaded);
  const cartId: string | null = yield select(selectCartId);
  if (cartId !== booking.cartId) return;
  yield put(cartClearRequested());
  yield call(clearDraft);
}

export function* bookedCartSaga() {
  yield takeEvery(checkoutBookingConfirmed, clearBookedCart);
}
