import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectCart } from '@/features/cart';
import { selectCheckoutState } from '../checkoutSlice';
import { applyPriceOverrides } from '../pricing';

/** The cart's lines at the prices the checkout shows (the server's, where they changed). */
export function useCheckoutItems() {
  const cart = useSelector(selectCart);
  const { priceOverrides } = useSelector(selectCheckoutState);
  const items = useMemo(() => applyPriceOverrides(cart.items, priceOverrides), [cart.items, priceOverrides]);
  return { items, cartLoading: cart.isLoading };
}
