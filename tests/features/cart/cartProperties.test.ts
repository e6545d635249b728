import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { cartItemAdded, cartItemRemoved, cartQuantityChanged } from '@/features/cart';
import type { CartItemInput } from '@/features/cart';

/** A few fixed dates, so that random sequences hit the same date again (the quantity rule). */
const dates: CartItemInput[] = [0, 1, 2, 3].map((index) => ({
  seminarId: `a1000000-0000-4000-8000-00000000000${index + 1}`,
  sessionDate: `2026-12-1${index}`,
  startTime: '09:00',
  locationName: ['Berlin', 'München', 'Hamburg', 'Köln'][index]!,
  price: [153510, 118810, 59500, 224910][index]!,
  priceNet: [129000, 99840, 50000, 189000][index]!,
  vatRate: 19,
  title: `Seminar ${index + 1}`,
  seatsLeft: [2, 5, 1, 12][index]!,
}));

type Step =
  | { kind: 'add'; date: number }
  | { kind: 'quantity'; line: number; quantity: number }
  | { kind: 'remove'; line: number }
  | { kind: 'clear' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), date: fc.integer({ min: 0, max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('quantity' as const),
      line: fc.integer({ min: 0, max: 4 }),
      quantity: fc.integer({ min: -3, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

describe('cart totals (property)', () => {
  it('total and itemCount always equal their sums, and no line exceeds its seats', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // Nobody starts the cart (no startCart): the reducers alone, no storage in between.
        const store = makeStore();
        let clock = 1;
        for (const action of steps) {
          const lines = store.getState().cart.items;
          if (action.kind === 'add') store.dispatch(cartItemAdded({ item: dates[action.date]!, addedAt: clock++ }));
          else if (action.kind === 'quantity' && lines[action.line])
            store.dispatch(cartQuantityChanged({ id: lines[action.line]!.id, quantity: action.quantity }));
          else if (action.kind === 'remove' && lines[action.line])
            store.dispatch(cartItemRemoved(lines[action.line]!.id));
          else if (action.kind === 'clear') store.dispatch({ type: 'cart/cartCleared', payload: `cart_${clock++}_x` });

          const { items, total, itemCount } = store.getState().cart;
          expect(total).toBe(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
          expect(itemCount).toBe(items.reduce((sum, item) => sum + item.quantity, 0));
          for (const item of items) {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            expect(item.quantity).toBeLessThanOrEqual(Math.max(item.seatsLeft, 1));
          }
          // One line per date.
          expect(new Set(items.map((item) => `${item.seminarId}|${item.sessionDate}`)).size).toBe(items.length);
        }
        store.stopSagas();
      }),
      { numRuns: 300 },
    );
  });
});
