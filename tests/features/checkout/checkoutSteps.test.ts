/**
 * The checkout's step machine as pure reducers: the store decides which step the page shows. Forwards only past a
 * complete step, back to any earlier one, never ahead; a stale or repeated `Weiter` changes nothing. The form's values
 * are the form's (react-hook-form): the seat rows it gets on leaving the cart are a pure function, tested here too.
 */
import type { CartItem } from '@/features/cart';
import { withSeats } from '@/features/checkout/checkoutFormValues';
import {
  checkoutFailed,
  checkoutOpened,
  checkoutOrderSent,
  checkoutSlice,
  checkoutStepOpened,
  checkoutStepSubmitted,
  checkoutSubmitted,
  initialCheckoutState,
  type CheckoutState,
} from '@/features/checkout/checkoutSlice';
import { CHECKOUT_STEPS } from '@/features/checkout/checkoutSteps';
import type { CheckoutFormValues } from '@/features/checkout/checkoutTypes';
import { emptyCheckoutValues, lineKey } from '@/features/checkout/validation';

const reduce = checkoutSlice.reducer;

const LINE: CartItem = {
  id: 'seminar-1-2026-12-07-09:00-1',
  seminarId: 'seminar-1',
  sessionId: 'session-1',
  sessionDate: '2026-12-07',
  startTime: '09:00',
  locationName: 'Akademie Berlin',
  city: 'Berlin',
  title: 'SEO-Grundlagen',
  price: 153510,
  priceNet: 129000,
  vatRate: 19,
  seatsLeft: 5,
  quantity: 2,
};
const KEY = lineKey(LINE.id);

const ERIKA = { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.test' };
const MAX = { firstName: 'Max', lastName: 'Muster', email: 'max@example.test' };

function filled(): CheckoutFormValues {
  const values = emptyCheckoutValues();
  return {
    ...values,
    participants: { [KEY]: [ERIKA, MAX] },
    customer: { ...values.customer, ...ERIKA, street: 'Musterweg 1', postalCode: '10115', city: 'Berlin' },
  };
}

/** Submits every step up to (not including) `until` with complete values. */
function walk(state: CheckoutState, until: CheckoutState['step'], values = filled()): CheckoutState {
  let next = state;
  for (const step of CHECKOUT_STEPS) {
    if (step === until) break;
    next = reduce(next, checkoutStepSubmitted({ step, values, items: [LINE] }));
  }
  return next;
}

describe('checkout step machine', () => {
  it('starts at the cart, not moved, and counts each step in order', () => {
    const opened = reduce(undefined, checkoutOpened());
    expect(opened.step).toBe('cart');
    expect(opened.stepMoved).toBe(false);
    expect(walk(opened, 'summary').step).toBe('summary');
    expect(walk(opened, 'summary').stepMoved).toBe(true);
  });

  it('leaves the cart only with lines in it, and gives every seat its participant row', () => {
    const empty = reduce(
      initialCheckoutState,
      checkoutStepSubmitted({ step: 'cart', values: emptyCheckoutValues(), items: [] }),
    );
    expect(empty.step).toBe('cart');

    const left = reduce(
      initialCheckoutState,
      checkoutStepSubmitted({ step: 'cart', values: emptyCheckoutValues(), items: [LINE] }),
    );
    expect(left.step).toBe('participants');
    // The form gives every seat its row as it leaves the cart.
    expect(withSeats(emptyCheckoutValues(), [LINE], false).participants[KEY]).toEqual([
      { firstName: '', lastName: '', email: '' },
      { firstName: '', lastName: '', email: '' },
    ]);
  });

  it('stays on an incomplete step: a missing participant, an invalid e-mail, a company without its name', () => {
    const atParticipants = walk(initialCheckoutState, 'participants');
    const oneSeat = { ...filled(), participants: { [KEY]: [ERIKA] } };
    expect(
      reduce(atParticipants, checkoutStepSubmitted({ step: 'participants', values: oneSeat, items: [LINE] })).step,
    ).toBe('participants');
    const badMail = { ...filled(), participants: { [KEY]: [ERIKA, { ...MAX, email: 'kein-mail' }] } };
    expect(
      reduce(atParticipants, checkoutStepSubmitted({ step: 'participants', values: badMail, items: [LINE] })).step,
    ).toBe('participants');

    const atCustomer = walk(initialCheckoutState, 'customer');
    const company = { ...filled(), customer: { ...filled().customer, customerType: 'company' as const } };
    expect(reduce(atCustomer, checkoutStepSubmitted({ step: 'customer', values: company, items: [LINE] })).step).toBe(
      'customer',
    );
    expect(reduce(atCustomer, checkoutStepSubmitted({ step: 'customer', values: filled(), items: [LINE] })).step).toBe(
      'payment',
    );
  });

  it('ignores a stale or repeated `Weiter` (a step other than the one shown) and never submits past the summary', () => {
    const atCustomer = walk(initialCheckoutState, 'customer');
    const again = reduce(atCustomer, checkoutStepSubmitted({ step: 'participants', values: filled(), items: [LINE] }));
    expect(again).toBe(atCustomer);
    const atSummary = walk(initialCheckoutState, 'summary');
    expect(reduce(atSummary, checkoutStepSubmitted({ step: 'summary', values: filled(), items: [LINE] }))).toBe(
      atSummary,
    );
  });

  it('opens any earlier step with what was typed, but never one ahead', () => {
    const atCustomer = walk(initialCheckoutState, 'customer');
    const typed = { ...filled(), customer: { ...filled().customer, street: 'Neue Straße 2' } };
    const back = reduce(atCustomer, checkoutStepOpened({ step: 'participants', values: typed }));
    expect(back.step).toBe('participants');
    expect(back.stepMoved).toBe(true);

    const ahead = reduce(atCustomer, checkoutStepOpened({ step: 'summary', values: typed }));
    expect(ahead).toBe(atCustomer);
  });

  it('an order request is the saga’s to decide; the slice shows it as sent until the answer', () => {
    // The request itself changes nothing: the order saga takes it (one at a time, only from the summary).
    const atSummary = walk(initialCheckoutState, 'summary');
    expect(reduce(atSummary, checkoutSubmitted({ ...filled(), consent: true }))).toBe(atSummary);
    const failed = reduce(atSummary, checkoutFailed({ message: 'Ausgebucht' }));
    const sent = reduce(failed, checkoutOrderSent());
    expect(sent.status).toBe('submitting');
    expect(sent.error).toBeNull();
  });

  it('defaults the first seat to the customer only after a profile filled the form, and never over a typed seat', () => {
    const values = { ...emptyCheckoutValues(), customer: { ...emptyCheckoutValues().customer, ...ERIKA } };
    expect(withSeats(values, [LINE], false).participants[KEY]![0]).toEqual({ firstName: '', lastName: '', email: '' });
    expect(withSeats(values, [LINE], true).participants[KEY]).toEqual([
      ERIKA,
      { firstName: '', lastName: '', email: '' },
    ]);
    const typedSeat = { ...values, participants: { [KEY]: [MAX] } };
    expect(withSeats(typedSeat, [LINE], true).participants[KEY]![0]).toEqual(MAX);
  });

  it('opening again starts at the cart with nothing left over', () => {
    const failed = reduce(walk(initialCheckoutState, 'summary'), checkoutFailed({ message: 'Ausgebucht' }));
    expect(reduce(failed, checkoutOpened())).toEqual(initialCheckoutState);
  });
});
