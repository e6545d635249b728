/**
 * The cart's rules live in one function (cartAddOutcome) that the reducer applies and the saga asks before it tells the
 * visitor: the saga only supplies the time, storage and the toast. Each rule through the real store's reducers (no saga
 * starts the cart here, so nothing is loaded or stored in between); `add` reports the outcome the rule gave for the
 * lines as they were, and the lines show that the reducer followed it.
 */
import { makeStore } from '@/app/store';
import { cartItemAdded, cartQuantityChanged, type CartItemInput } from '@/features/cart';
import { cartAddOutcome } from '@/features/cart/cartSlice';
import { SEO_MUENCHEN as SEO } from '../../utils/cartItems';

function freshStore() {
  const store = makeStore();
  return {
    add: (item: CartItemInput, addedAt = 1) => {
      const outcome = cartAddOutcome(store.getState().cart.items, item);
      store.dispatch(cartItemAdded({ item, addedAt }));
      return outcome;
    },
    cart: () => store.getState().cart,
    store,
  };
}

describe('cart reducers: the rules of an add', () => {
  it('adds a new date at quantity 1 and says so; an identical date raises the quantity', () => {
    const { add, cart, store } = freshStore();
    expect(add(SEO, 1)).toEqual({ result: 'added', title: 'SEO-Grundlagen' });
    expect(cart().items).toEqual([{ ...SEO, id: `${SEO.seminarId}-2026-12-10-09:00-1`, quantity: 1 }]);
    add(SEO, 2);
    expect(cart()).toMatchObject({ itemCount: 2, total: 2 * 153510, revision: 2 });
    store.stopSagas();
  });

  it('refuses a seminar id that is not a UUID and leaves the lines as they are', () => {
    const { add, cart, store } = freshStore();
    add(SEO);
    const before = cart().items;
    expect(add({ ...SEO, seminarId: 'seo-grundlagen', sessionDate: '2026-12-11' })).toEqual({
      result: 'invalidSeminarId',
    });
    expect(cart().items).toBe(before);
    // Nothing changed, so there is nothing new to store.
    expect(cart().revision).toBe(1);
    store.stopSagas();
  });

  it('refuses a date with no seat left, and one more seat than are left', () => {
    const { add, cart, store } = freshStore();
    expect(add({ ...SEO, seatsLeft: 0 })).toEqual({ result: 'noSeatsLeft', seatsLeft: 0 });
    expect(cart().items).toEqual([]);

    expect(add({ ...SEO, seatsLeft: -1 })).toEqual({ result: 'noSeatsLeft', seatsLeft: 0 });

    add(SEO);
    add(SEO);
    expect(add(SEO)).toEqual({ result: 'noSeatsLeft', seatsLeft: 2 });
    expect(cart().items[0]!.quantity).toBe(2);
    expect(cart().revision).toBe(2);
    store.stopSagas();
  });

  it('takes the seats left of the newest add: fewer than in the cart refuse the next seat', () => {
    const { add, cart, store } = freshStore();
    add({ ...SEO, seatsLeft: 5 });
    add({ ...SEO, seatsLeft: 5 });
    expect(add({ ...SEO, seatsLeft: 1 })).toEqual({ result: 'noSeatsLeft', seatsLeft: 1 });
    expect(cart().items[0]!.quantity).toBe(2);
    store.stopSagas();
  });

  it('caps a typed quantity at the seats left and removes a line at 0', () => {
    const { add, cart, store } = freshStore();
    add(SEO);
    const id = cart().items[0]!.id;
    store.dispatch(cartQuantityChanged({ id, quantity: 9 }));
    expect(cart().items[0]!.quantity).toBe(2);
    store.dispatch(cartQuantityChanged({ id, quantity: 0 }));
    expect(cart().items).toEqual([]);
    store.stopSagas();
  });

  it('drops loaded lines whose seminar id is not a UUID', () => {
    const { cart, store } = freshStore();
    const line = { ...SEO, id: 'line-1', quantity: 1 };
    store.dispatch({
      type: 'cart/cartLoaded',
      payload: { cartId: 'cart_1_x', items: [line, { ...line, id: 'line-2', seminarId: 'kein-uuid' }] },
    });
    expect(cart().items.map((item) => item.id)).toEqual(['line-1']);
    expect(cart()).toMatchObject({ cartId: 'cart_1_x', isLoading: false, itemCount: 1, revision: 0 });
    store.stopSagas();
  });
});
