import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { cartStarted, selectCart } from '../cartSlice';

/**
 * Keeps the page URL and the cart in step (docs/states.md): the cart starts from the URL's `cartId`; while the cart has
 * items its id is in the URL, on every page the visitor navigates to; an empty cart (emptied, or restored empty) has
 * none. It lives in the layout, so the saga never needs the router.
 */
export function CartUrlSync() {
  const dispatch = useDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { cartId, itemCount, isLoading } = useSelector(selectCart);
  const empty = itemCount === 0;

  useEffect(() => {
    dispatch(cartStarted({ urlCartId: new URLSearchParams(location.search).get('cartId') }));
    // Once, with the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isLoading || !cartId) return;
    const params = new URLSearchParams(location.search);
    const inUrl = params.get('cartId');
    if (!empty && inUrl !== cartId) params.set('cartId', cartId);
    else if (empty && inUrl !== null) params.delete('cartId');
    else return;
    const search = params.toString();
    // Same page, same history entry: the path, hash and state (e.g. a guard's saved `from`) stay as they are.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [cartId, empty, isLoading, location, navigate]);

  return null;
}
