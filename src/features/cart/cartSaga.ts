import { actionChannel, call, fork, join, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { toastShown } from '@/features/toasts';
import { now } from '@/lib/clock';
import { yieldToMain } from '@/lib/yieldToMain';
import type { StoredCart } from '@/lib/storage';
import { cartStorage, type CartStorage } from './cartStorage';
import { addToCartRequested, waitlistOfferAccepted } from './cartActions';
import { cartAddToast } from './cartAddToast';
import { newCartId } from './cartRules';
import {
  cartCleared,
  cartClearRequested,
  cartItemAdded,
  cartItemRemoved,
  cartLoaded,
  cartOfferAdded,
  cartQuantityChanged,
  cartStarted,
  cartAddOutcome,
  selectCart,
  selectCartItems,
  type CartItem,
  type CartState,
} from './cartSlice';

/**
 * Chooses the stored cart: the URL's, else the newest unexpired one, else none. Expired carts go first. A URL that
 * names an unknown or expired cart gets a new empty cart, never another stored one (which may be someone else's).
 */
function* findStoredCart(urlCartId: string | null, time: number) {
  const storage: CartStorage = yield call(cartStorage);
  yield call(storage.deleteExpiredCarts, time);
  if (urlCartId) {
    const fromUrl: StoredCart<CartItem> | null = yield call(storage.loadCart, urlCartId);
    return fromUrl && fromUrl.expiresAt > time ? fromUrl : null;
  }
  const newest: StoredCart<CartItem> | null = yield call(storage.newestUnexpiredCart, time);
  return newest;
}

/** docs/states.md initialisation; a storage failure falls back to a new empty cart (docs/errors.md). */
function* initialize(urlCartId: string | null) {
  // In a task of its own: begun with the sagas' start, loading the storage's chunk made that one long task.
  yield call(yieldToMain);
  const time: number = yield call(now);
  try {
    const stored: StoredCart<CartItem> | null = yield call(findStoredCart, urlCartId, time);
    if (stored) {
      yield put(cartLoaded({ cartId: stored.id, items: stored.items }));
      return;
    }
  } catch {
    // IndexedDB unavailable (private mode, quota, a broken database): the visitor still gets a working cart.
  }
  yield put(cartLoaded({ cartId: newCartId(time), items: [] }));
}

/**
 * The saga supplies the time and tells the visitor what becomes of the add: the outcome follows from the request and
 * the lines it is added to, by the same rule the reducer applies (cartAddOutcome).
 */
function* addToCart(init: Task, { payload: item, meta }: ReturnType<typeof addToCartRequested>) {
  yield join(init);
  const addedAt: number = yield call(now);
  const quantity = meta?.quantity ?? 1;
  const items: CartItem[] = yield select(selectCartItems);
  const outcome = cartAddOutcome(items, item, quantity);
  yield put(cartItemAdded({ item, addedAt, quantity }));
  yield put(toastShown(cartAddToast(outcome)));
}

function* acceptOffer(init: Task, { payload }: ReturnType<typeof waitlistOfferAccepted>) {
  yield join(init);
  const addedAt: number = yield call(now);
  yield put(cartOfferAdded({ ...payload, addedAt }));
}

/** Every change is stored, one write after the other in the order the changes happened; a refused add is none. */
function* persistChanges() {
  let storedRevision = 0;
  const changes: Channel<UnknownAction> = yield actionChannel([
    cartItemAdded.type,
    cartOfferAdded.type,
    cartQuantityChanged.type,
    cartItemRemoved.type,
  ]);
  while (true) {
    yield take(changes);
    const cart: CartState = yield select(selectCart);
    if (!cart.cartId || cart.revision === storedRevision) continue;
    storedRevision = cart.revision;
    const time: number = yield call(now);
    try {
      const storage: CartStorage = yield call(cartStorage);
      const stored: StoredCart<CartItem> | null = yield call(storage.loadCart, cart.cartId);
      yield call(
        storage.saveCart,
        { id: cart.cartId, items: cart.items, createdAt: stored?.createdAt ?? time, updatedAt: time },
        time,
      );
    } catch {
      yield put(
        toastShown({
          title: 'Warenkorb nicht gespeichert',
          description:
            'Ihr Browser erlaubt gerade keine Speicherung. Der Warenkorb gilt nur bis zum Schließen der Seite.',
          variant: 'error',
        }),
      );
    }
  }
}

/** Clearing deletes the stored cart, makes a new id and empties the items (docs/states.md). */
function* clearCart() {
  const cart: CartState = yield select(selectCart);
  const time: number = yield call(now);
  try {
    const storage: CartStorage = yield call(cartStorage);
    if (cart.cartId) yield call(storage.deleteCart, cart.cartId);
  } catch {
    // Nothing to undo: the new, empty cart below replaces it either way.
  }
  yield put(cartCleared(newCartId(time)));
}

export function* cartSaga() {
  // Changes made while the stored cart is still loading wait for it (the channel buffers them).
  const persist: Task = yield fork(persistChanges);
  // The app's start-up starts the cart once the sagas run (src/app/startCart.ts).
  const started: ReturnType<typeof cartStarted> = yield take(cartStarted.type);
  const init: Task = yield fork(initialize, started.payload.urlCartId);
  yield takeEvery(addToCartRequested.type, addToCart, init);
  yield takeEvery(waitlistOfferAccepted.type, acceptOffer, init);
  yield takeLeading(cartClearRequested.type, clearCart);
  yield join(persist);
}
