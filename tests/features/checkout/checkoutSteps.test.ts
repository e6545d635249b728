/**
 * The checkout's step machine as pure reducers: the store decides which step the page shows. Forwards only past a
 * complete step, back to any earlier one, never ahead; a stale or repeated `Weiter` changes nothing.
 */
import type { CartItem } from '@/features/cart';
import {
  checkoutFormRestored,
  checkoutOpened,
  checkoutProfilePrefilled,
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
    expect(left.values.participants[KEY]).toEqual([
      { firstName: '', lastName: '', email: '' },
      { firstName: '', lastName: '', email: '' },
    ]);
    // The store replaced the form's values: the form follows.
    expect(left.valuesRevision).toBe(initialCheckoutState.valuesRevision + 1);
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
    expect(back.values.customer.street).toBe('Neue Straße 2');
    expect(back.stepMoved).toBe(true);

    const ahead = reduce(atCustomer, checkoutStepOpened({ step: 'summary', values: typed }));
    expect(ahead).toBe(atCustomer);
  });

  it('takes the order only on the summary and only one at a time', () => {
    const atPayment = walk(initialCheckoutState, 'payment');
    expect(reduce(atPayment, checkoutSubmitted(filled())).status).toBe('idle');
    const atSummary = walk(initialCheckoutState, 'summary');
    const submitting = reduce(atSummary, checkoutSubmitted({ ...filled(), consent: true }));
    expect(submitting.status).toBe('submitting');
    expect(submitting.values.consent).toBe(true);
    expect(reduce(submitting, checkoutSubmitted(filled()))).toBe(submitting);
  });

  it('defaults the first seat to the customer only after a profile filled the form, and never over a typed seat', () => {
    const values = { ...emptyCheckoutValues(), customer: { ...emptyCheckoutValues().customer, ...ERIKA } };
    const guest = reduce(initialCheckoutState, checkoutStepSubmitted({ step: 'cart', values, items: [LINE] }));
    expect(guest.values.participants[KEY]![0]).toEqual({ firstName: '', lastName: '', email: '' });

    const prefilled = reduce(initialCheckoutState, checkoutProfilePrefilled(values));
    expect(prefilled.prefilledFromProfile).toBe(true);
    const customer = reduce(prefilled, checkoutStepSubmitted({ step: 'cart', values, items: [LINE] }));
    expect(customer.values.participants[KEY]).toEqual([ERIKA, { firstName: '', lastName: '', email: '' }]);

    const typedSeat = { ...values, participants: { [KEY]: [MAX] } };
    const kept = reduce(prefilled, checkoutStepSubmitted({ step: 'cart', values: typedSeat, items: [LINE] }));
    expect(kept.values.participants[KEY]![0]).toEqual(MAX);
  });

  it('opening again starts at the cart with nothing left over, while the revision keeps counting', () => {
    const restored = reduce(walk(initialCheckoutState, 'summary'), checkoutFormRestored(filled()));
    const reopened = reduce(restored, checkoutOpened());
    expect(reopened).toEqual({ ...initialCheckoutState, valuesRevision: restored.valuesRevision + 1 });
  });
});
