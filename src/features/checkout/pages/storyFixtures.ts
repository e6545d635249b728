import type { CartItem, CartItemInput } from '@/features/cart';
import { todayInBerlin } from '@/lib/format';
import { deleteCart, newestUnexpiredCart, saveCart } from '@/lib/storage';
import { saveCompletedBooking } from '../checkoutStorage';
import type { CompletedBooking } from '../checkoutTypes';

/** Stories only: cart lines of the mock backend's seed (ids as in mocks/seed/ids.ts; src may not import mocks/). */

function inDays(days: number): string {
  const today = new Date(`${todayInBerlin()}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Seed session 3: SEO-Grundlagen in Hamburg, 52 days ahead, 10 seats left. */
export const SEO_HAMBURG: CartItemInput = {
  seminarId: 'a3000000-0000-4000-8000-000000000001',
  sessionId: 'a4000000-0000-4000-8000-000000000003',
  sessionDate: inDays(52),
  startTime: '09:00',
  locationName: 'Elbforum Seminarzentrum',
  price: 149000,
  priceNet: 125210,
  vatRate: 19,
  title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
  city: 'Hamburg',
  seatsLeft: 10,
};

/** A booking as the checkout keeps it for the success page. */
export function storeStoryBooking(paymentMethod: 'invoice' | 'online'): CompletedBooking {
  const booking: CompletedBooking = {
    result: {
      booking_id: 'a7000000-0000-4000-8000-00000000beef',
      booking_number: 'DA-2026-000042',
      net_cents: 250420,
      vat_cents: 47580,
      gross_cents: 298000,
      status: 'pending',
    },
    items: [{ ...SEO_HAMBURG, id: `${SEO_HAMBURG.seminarId}-${SEO_HAMBURG.sessionDate}-09:00-1`, quantity: 2 }],
    participants: [
      [
        { firstName: 'Erika', lastName: 'Musterfrau', email: 'erika@example.test' },
        { firstName: 'Max', lastName: 'Mustermann', email: 'max@example.test' },
      ],
    ],
    customer: {
      customerType: 'company',
      companyName: 'Muster GmbH',
      vatId: 'DE123456789',
      firstName: 'Erika',
      lastName: 'Musterfrau',
      email: 'erika@example.test',
      phone: '',
      street: 'Musterweg 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    paymentMethod,
    cartId: null,
    bookedAt: new Date().toISOString(),
  };
  saveCompletedBooking(booking);
  return booking;
}

/** The cart id of the stories' stored cart: `/checkout?cartId=…` opens it. */
export const STORY_CART_ID = 'cart_1700000000000_story';

/**
 * A story loader: the browser's stored carts are removed (Storybook keeps IndexedDB between stories), then the given
 * lines are stored as cart `STORY_CART_ID`, exactly as the cart saga would have stored them.
 */
export function storedCart(lines: Array<{ item: CartItemInput; quantity: number }>) {
  return async () => {
    const now = Date.now();
    for (let i = 0; i < 50; i++) {
      const stored = await newestUnexpiredCart(now);
      if (!stored) break;
      await deleteCart(stored.id);
    }
    if (lines.length > 0) {
      const items: CartItem[] = lines.map(({ item, quantity }, index) => ({
        ...item,
        id: `${item.seminarId}-${item.sessionDate}-${item.startTime}-${now + index}`,
        quantity,
      }));
      await saveCart({ id: STORY_CART_ID, items, createdAt: now, updatedAt: now }, now);
    }
    return {};
  };
}
