import type { CartItemInput } from '@/features/cart';

/** A seed date as the catalog puts it into the cart: SEO-Grundlagen in München, 2 seats left. */
export const SEO_MUENCHEN: CartItemInput = {
  seminarId: 'a1000000-0000-4000-8000-000000000001',
  sessionId: 'a3000000-0000-4000-8000-000000000002',
  sessionDate: '2026-12-10',
  startTime: '09:00',
  locationName: 'Digitalakademie München',
  price: 153510,
  priceNet: 129000,
  vatRate: 19,
  title: 'SEO-Grundlagen',
  city: 'München',
  seatsLeft: 2,
};
