import type { Dispatch } from '@reduxjs/toolkit';
import { cartStarted } from '@/features/cart';

/**
 * Starts the cart with the `cartId` of the URL the app was opened at (docs/states.md). The app's start-up calls it
 * once per store, once the sagas run, with the URL as it was before any redirect; tests and stories that render the
 * app do the same.
 */
export function startCart(dispatch: Dispatch, search: string): void {
  dispatch(cartStarted({ urlCartId: new URLSearchParams(search).get('cartId') }));
}
