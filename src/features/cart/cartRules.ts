import { paths } from '@/config/paths';

/** docs/errors.md, verbatim. */
export const INVALID_SEMINAR_ID_TEXT = 'Invalid seminar ID format. Please refresh the page and try again.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `cart_{timestamp}_{random}` (docs/states.md). */
export function newCartId(now: number, random: () => number = Math.random): string {
  return `cart_${now}_${random().toString(36).slice(2, 11)}`;
}

/** docs/states.md: the checkout path with the cartId parameter. */
export function checkoutUrl(cartId: string): string {
  return `${paths.checkout}?cartId=${encodeURIComponent(cartId)}`;
}

/** The header's `Warenkorb` button: the panel returns focus to it when it closes. */
export const CART_BUTTON_ID = 'warenkorb-button';
