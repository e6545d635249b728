import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCartId, selectCartItemCount, selectCartLoading } from '@/features/cart';
import { useAppSelector } from '../hooks';

/**
 * Keeps the page URL and the cart in step (docs/states.md): while the cart has items its id is in the URL, on every
 * page the visitor navigates to; an empty cart (emptied, or restored empty) has none. The layout calls it, so the
 * cart saga never needs the router.
 */
export function useCartIdInUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const cartId = useAppSelector(selectCartId);
  const empty = useAppSelector(selectCartItemCount) === 0;
  const isLoading = useAppSelector(selectCartLoading);

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
}
