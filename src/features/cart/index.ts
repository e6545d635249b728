export { addToCartRequested, waitlistOfferAccepted } from './cartActions';
export type { CartItemInput } from './cartActions';
export {
  cartSlice,
  cartStarted,
  cartLoaded,
  cartItemAdded,
  cartQuantityChanged,
  cartItemRemoved,
  cartClearRequested,
  cartPanelToggled,
  selectCart,
  selectCartItems,
  selectCartTotal,
  selectCartItemCount,
  selectCartId,
  selectCartLoading,
  selectCartPanelOpen,
} from './cartSlice';
export type { CartItem, CartState } from './cartSlice';
export { cartSaga } from './cartSaga';
export { CART_BUTTON_ID, INVALID_SEMINAR_ID_TEXT, checkoutUrl, isUuid, newCartId } from './cartRules';
export { CartPanelHost } from './components/CartPanelHost';
export { CartQuantityStepper } from './components/CartQuantityStepper';
