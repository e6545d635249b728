/** The checkout's five steps, in order. The store holds the current one; the page renders it. */
export const CHECKOUT_STEPS = ['cart', 'participants', 'customer', 'payment', 'summary'] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, string> = {
  cart: 'Warenkorb',
  participants: 'Teilnehmer',
  customer: 'Rechnungsdaten',
  payment: 'Zahlungsart',
  summary: 'Prüfen und bestellen',
};

/** The form field a step edits and must be valid before the user may go past it (the cart step has none). */
export const STEP_FIELDS = { participants: 'participants', customer: 'customer', payment: 'paymentMethod' } as const;

export type FormStep = keyof typeof STEP_FIELDS;

export function isFormStep(step: CheckoutStep): step is FormStep {
  return step in STEP_FIELDS;
}

/** 1-based, as the user reads it ("Schritt 2 von 5"). */
export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.max(CHECKOUT_STEPS.indexOf(step) - 1, 0)]!;
}

export function isBefore(a: CheckoutStep, b: CheckoutStep): boolean {
  return CHECKOUT_STEPS.indexOf(a) < CHECKOUT_STEPS.indexOf(b);
}
