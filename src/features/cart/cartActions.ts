import type { PriceTerms } from '@/lib/pricing';
import { createAction } from '@reduxjs/toolkit';

/**
 * What a date row hands to the cart (docs/states.md cart item fields plus what the cart UI needs). Prices in euro cents:
 * `price` is the gross unit price consumers see, `priceNet` and `vatRate` are carried for the checkout summary. The
 * server recomputes every price when booking.
 */
export interface CartItemInput {
  /** The seminar's id (a UUID, docs/errors.md); for a webinar its own id. */
  seminarId: string;
  sessionId?: string;
  webinarId?: string;
  /** `YYYY-MM-DD` (Berlin). */
  sessionDate: string;
  /** `HH:MM` (Berlin). */
  startTime: string;
  locationName: string;
  price: number;
  priceNet: number;
  vatRate: number;
  title: string;
  city?: string;
  /** Seats left when added: the cart never offers more. */
  seatsLeft: number;
  /** Waiting list: the offer whose held seats this line books (sent to book_cart as `offer_token`). */
  offerToken?: string;
  /** Prices: the seminar's early-bird and group discount terms when added, for the estimate (book_cart decides). */
  discounts?: PriceTerms;
}

/** `Platz jetzt buchen`: the offered seats replace any line of the same date, with the offer's token. */
export const waitlistOfferAccepted = createAction<{ item: CartItemInput; quantity: number }>(
  'cart/waitlistOfferAccepted',
);

/** `In den Warenkorb` on a date row (one seat), or in a seminar page's booking box (the chosen number of seats). */
export const addToCartRequested = createAction('cart/addToCartRequested', (item: CartItemInput, quantity = 1) => ({
  payload: item,
  meta: { quantity },
}));
