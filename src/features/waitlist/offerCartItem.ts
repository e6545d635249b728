import type { CartItemInput } from '@/features/cart';
import { grossFromNetCents } from '@/lib/format';
import type { WaitlistDate, WaitlistOffer } from './waitlistApi';

/** The cart line of an offer: exactly the held seats, carrying the offer token for book_cart. */
export function offerCartItem(offer: WaitlistOffer, date: WaitlistDate, token: string): CartItemInput {
  return {
    seminarId: date.seminarId,
    ...(date.webinarId ? { webinarId: date.webinarId } : { sessionId: date.sessionId }),
    sessionDate: date.startDate,
    startTime: date.startTime,
    locationName: date.locationName,
    city: date.city,
    price: grossFromNetCents(date.priceNet, date.vatRate),
    priceNet: date.priceNet,
    vatRate: date.vatRate,
    title: date.title,
    seatsLeft: offer.seats,
    offerToken: token,
  };
}
