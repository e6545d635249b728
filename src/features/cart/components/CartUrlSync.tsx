import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { cartStarted, selectCart, type CartState } from '../cartSlice';

/**
 * Keeps the page URL and the cart in step (SPEC.md §4): the cart starts from the URL's `cartId`; a cart restored
 * from storage (or filled for the first time) puts its id into the URL; an emptied cart takes it out. It lives in the
 * layout, so the saga never needs the router.
 */
export function CartUrlSync() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const { cartId, itemCount, isLoading } = useSelector((state: { cart: CartState }) => selectCart(state));
  const empty = itemCount === 0;

  useEffect(() => {
    dispatch(cartStarted({ urlCartId: params.get('cartId') }));
    // Once, with the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isLoading || !cartId) return;
    const inUrl = params.get('cartId');
    if (!empty && inUrl !== cartId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('cartId', cartId);
          return next;
        },
        { replace: true },
      );
    } else if (empty && inUrl !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('cartId');
          return next;
        },
        { replace: true },
      );
    }
    // Only when the cart changes, not on every navigation: other pages' links do not carry the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartId, empty, isLoading]);

  return null;
}
